// The named settings of the MPC ablation (mpc-ablation, issue 26): the built-in list, which
// mirrors the rows of the preliminary screen in docs/experiments/mpc-modern.md, a list read from
// a `--settings FILE` of the form [{"name": "mpc", "options": ["ProbCut=mpc"]}, …], the subset
// `--only a,b` picks, and the engine-wide `--option` flags added to every setting.
// Design choice: every option is checked and normalised by the engine's own option table
// (src/engine/settings.ts), so a misspelt name or a bad value is refused before anything runs,
// with the message kerf would give, and `probcut=MPC` and `ProbCut=mpc` are one setting (and one
// cache entry). Names are restricted to file-name-safe characters without commas, because they
// are listed in `--only` and name log files. The row named `off` is the reference of the ratios
// and of the depth test; a list without it is refused unless no ratio is asked for.

import { checkOption, findSetting } from '../../src/engine/settings.js';
import { ExperimentError } from './cli.js';

export interface AblationSetting {
  name: string;
  /** `Name=value`, each a known option with its value normalised, no option twice, in the order given. */
  options: string[];
}

/** The row every ratio and depth gain is taken against. */
export const REFERENCE = 'off';

/**
 * Step 8 at every node, as in the preliminary screen: `MPCCutNodesOnly` is on by default since
 * session 38 (with the default `ProbCut=fixed`), so the rows that measured the other components
 * without that gate say so.
 */
const EVERY_NODE = 'MPCCutNodesOnly=false';

/** The rows of mpc-modern.md's preliminary screen, as a settings file would give them. */
export const DEFAULT_SETTINGS: readonly { name: string; options: readonly string[] }[] = [
  { name: 'off', options: ['ProbCut=off'] },
  { name: 'mpc', options: ['ProbCut=mpc', EVERY_NODE] },
  { name: 'fixed', options: ['ProbCut=fixed', EVERY_NODE] },
  { name: 'mpc+adaptive', options: ['ProbCut=mpc', EVERY_NODE, 'MPCAdaptive=true'] },
  { name: 'mpc+ttcut', options: ['ProbCut=mpc', EVERY_NODE, 'MPCTTCut=true'] },
  { name: 'mpc+cutnodes', options: ['ProbCut=mpc', 'MPCCutNodesOnly=true'] },
  { name: 'mpc+evalgate', options: ['ProbCut=mpc', EVERY_NODE, 'MPCEvalGate=true'] },
  { name: 'mpc+ttgate', options: ['ProbCut=mpc', EVERY_NODE, 'MPCTTGate=true'] },
  { name: 'mpc+skipquiet', options: ['ProbCut=mpc', EVERY_NODE, 'MPCSkipQuietTTMove=true'] },
  { name: 'nodetype', options: ['ProbCut=mpc', EVERY_NODE, 'MPCProbes=nodetype'] },
  { name: 'nodetype+reduce1', options: ['ProbCut=mpc', EVERY_NODE, 'MPCProbes=nodetype', 'MPCReduce=1'] },
  { name: 'mpc+improvingsigma', options: ['ProbCut=mpc', EVERY_NODE, 'MPCImprovingSigma=true'] },
];

const NAME_PATTERN = /^[A-Za-z0-9_.+-]+$/;
const KEYS = ['name', 'options'];

/** One `Name=value` checked by the engine's table and normalised (`probcut=MPC` → `ProbCut=mpc`). */
function normalisedOption(where: string, text: string): { name: string; text: string } {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new ExperimentError(`${where}: option '${text}' is not of the form Name=value`);
  if (/\s/.test(text)) throw new ExperimentError(`${where}: option '${text}' holds a space (kerf depthtest takes an option set as space-separated Name=value words)`);
  const checked = checkOption(text.slice(0, eq), text.slice(eq + 1));
  if (!checked.ok) throw new ExperimentError(`${where}: option '${text}': ${checked.message}`);
  return { name: checked.value.name, text: `${checked.value.name}=${checked.value.value}` };
}

/**
 * The settings of a list (parsed JSON, or the built-in one), checked: an array of objects with
 * only `name` (non-empty, letters, digits, . _ + -, not repeated) and `options` (strings of the
 * form Name=value that kerf accepts, no option twice); with `needReference`, one of them named `off`.
 */
export function checkSettingsList(experiment: string, source: string, value: unknown, needReference: boolean): AblationSetting[] {
  const at = `${experiment}: ${source}`;
  if (!Array.isArray(value)) throw new ExperimentError(`${at}: expected a JSON array of settings, [{"name": "mpc", "options": ["ProbCut=mpc"]}, …]`);
  if (value.length === 0) throw new ExperimentError(`${at}: the list of settings is empty`);
  const settings: AblationSetting[] = [];
  value.forEach((entry: unknown, i) => {
    const where = `${at}: setting ${i + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new ExperimentError(`${where} is not an object {"name": …, "options": […]}`);
    }
    const fields = entry as Record<string, unknown>;
    const unknown = Object.keys(fields).find((k) => !KEYS.includes(k));
    if (unknown !== undefined) throw new ExperimentError(`${where}: unknown key '${unknown}' (a setting has only "name" and "options")`);
    const name = fields.name;
    if (name === undefined) throw new ExperimentError(`${where} has no "name"`);
    if (typeof name !== 'string') throw new ExperimentError(`${where}: "name" must be a string`);
    if (name.trim() === '') throw new ExperimentError(`${where}: "name" is empty`);
    if (!NAME_PATTERN.test(name)) throw new ExperimentError(`${where}: name '${name}' may hold only letters, digits and . _ + - (it is listed in --only and names log files)`);
    const earlier = settings.findIndex((s) => s.name === name);
    if (earlier >= 0) throw new ExperimentError(`${where}: name '${name}' is also the name of setting ${earlier + 1}`);
    const named = `${where} ('${name}')`;
    const options = fields.options;
    if (!Array.isArray(options)) throw new ExperimentError(`${named}: "options" must be an array of "Name=value" strings`);
    const seen = new Set<string>();
    const normalised: string[] = [];
    for (const option of options) {
      if (typeof option !== 'string') throw new ExperimentError(`${named}: option ${JSON.stringify(option)} is not a string "Name=value"`);
      const o = normalisedOption(named, option);
      if (seen.has(o.name)) throw new ExperimentError(`${named}: option ${o.name} is given twice`);
      seen.add(o.name);
      normalised.push(o.text);
    }
    settings.push({ name, options: normalised });
  });
  if (needReference && !settings.some((s) => s.name === REFERENCE)) {
    throw new ExperimentError(`${at}: no setting is named '${REFERENCE}', the reference of the ratios and depth gains; `
      + `add one, e.g. {"name": "${REFERENCE}", "options": ["ProbCut=off"]}, or give --no-ratios`);
  }
  return settings;
}

/** A `--settings FILE`'s text, parsed and checked as checkSettingsList does. */
export function parseSettingsFile(experiment: string, file: string, text: string, needReference: boolean): AblationSetting[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ExperimentError(`${experiment}: --settings ${file}: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  return checkSettingsList(experiment, `--settings ${file}`, value, needReference);
}

/** The settings `--only a,b` names, in the list's order; all of them without --only. */
export function selectSettings(experiment: string, settings: readonly AblationSetting[], only: string | undefined, needReference: boolean): AblationSetting[] {
  if (only === undefined) return [...settings];
  const names = only.split(',').map((w) => w.trim());
  const known = settings.map((s) => s.name).join(', ');
  names.forEach((name, i) => {
    if (name === '') throw new ExperimentError(`${experiment}: --only '${only}': an empty name; give names separated by commas`);
    if (!settings.some((s) => s.name === name)) throw new ExperimentError(`${experiment}: --only '${only}': no setting is named '${name}' (the settings: ${known})`);
    if (names.indexOf(name) !== i) throw new ExperimentError(`${experiment}: --only '${only}': '${name}' is given twice`);
  });
  if (needReference && !names.includes(REFERENCE)) {
    throw new ExperimentError(`${experiment}: --only '${only}' leaves out '${REFERENCE}', the reference of the ratios and depth gains; `
      + 'add it (its measurements are cached after the first run) or give --no-ratios');
  }
  return settings.filter((s) => names.includes(s.name));
}

/**
 * The `--option` flags added to every setting, normalised; refused when an option is given twice
 * or is one a setting sets itself (one of the two would silently replace the other).
 */
export function checkEngineWideOptions(experiment: string, extras: readonly string[], settings: readonly AblationSetting[]): string[] {
  const names = new Set<string>();
  return extras.map((text) => {
    const o = normalisedOption(`${experiment}: --option`, text);
    if (names.has(o.name)) throw new ExperimentError(`${experiment}: --option ${o.name} is given twice`);
    names.add(o.name);
    const setter = settings.find((s) => s.options.some((x) => x.startsWith(`${o.name}=`)));
    if (setter !== undefined) {
      throw new ExperimentError(`${experiment}: --option ${text}: setting '${setter.name}' sets ${o.name} itself; `
        + '--option is added to every setting, so it may name only options no setting sets');
    }
    return o.text;
  });
}

/** The options a setting runs with: its own, then the engine-wide ones. */
export function runOptions(setting: AblationSetting, extras: readonly string[]): string[] {
  return [...setting.options, ...extras];
}

/** Whether Step 8 is on with these (normalised) options: ProbCut's value, or its default. */
export function probCutOn(options: readonly string[]): boolean {
  const given = options.find((o) => o.startsWith('ProbCut='));
  const setting = findSetting('ProbCut');
  const fallback = setting?.type === 'combo' ? setting.default : 'off';
  const mode = given === undefined ? fallback : given.slice('ProbCut='.length);
  return mode !== 'off';
}
