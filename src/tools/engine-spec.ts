// Engine specifications for the tools: how `--engine "<text>"` names a program, its display name
// and its UCI options. Two forms:
//   plain:      --engine "/usr/games/stockfish"        --engine "kerf"    --engine "node bin/kerf"
//   key=value:  --engine "cmd=/usr/games/stockfish name=sf1500 option.UCI_LimitStrength=true option.UCI_Elo=1500"
//               --engine "cmd='node bin/kerf' name=mpc option.ProbCut=mpc"
// The key=value form is recognised by its first word starting with `cmd=`; keys are cmd, name and
// option.<Name>. Design choice: the program word `kerf` is not looked up on PATH but means this
// checkout's own bin/kerf run by the current node, so the tools always test the code beside them.

import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitCommandLine } from './command-line.js';
import { packageRoot } from './package-root.js';
import { fail, ok, withContext, type Result } from '../result.js';

export interface EngineSpec {
  /** Display name (PGN tags, reports). */
  name: string;
  /** Program and arguments, ready for spawn (no shell). */
  argv: string[];
  /** `setoption` pairs, sent in this order after `uciok`. */
  options: Array<[string, string]>;
}

export type SpecResult = Result<EngineSpec, 'InvalidEngineSpec'>;

/**
 * The program `kerf` means: this checkout's bin/kerf (the nearest ancestor of this module holding
 * bin/kerf and package.json). Outside a checkout this module is part of a single-file build (a
 * frozen match engine, an experiment's bundle), and the build itself is Kerf, so `kerf` means
 * the running file — never whatever bin/kerf the working directory happens to hold, which would
 * silently test other code than the build that was asked.
 */
export function kerfBinPath(): string {
  const root = packageRoot();
  return root === null ? fileURLToPath(import.meta.url) : join(root, 'bin', 'kerf');
}

/** argv for a command string; `kerf` as the program means this project's bin/kerf. */
export function commandArgv(command: string): Result<string[], 'InvalidEngineSpec'> {
  const split = splitCommandLine(command);
  if (!split.ok) return split;
  if (split.value.length === 0) return fail('InvalidEngineSpec', 'empty engine command');
  const argv = split.value;
  if (argv[0] === 'kerf') return ok([process.execPath, kerfBinPath(), ...argv.slice(1)]);
  return ok(argv);
}

/** A default display name: the program's base name, or the script's when the program is node. */
function defaultName(argv: string[]): string {
  const program = basename(argv[0]);
  const isNode = argv[0] === process.execPath || program === 'node' || program === 'node.exe';
  if (isNode && argv.length > 1) return basename(argv[1]).replace(/\.(m?js|ts)$/, '');
  return program;
}

/** Split `Name=value` at the first '=' (the value may contain '='; the name may not be empty). */
export function parseOptionAssignment(text: string): Result<{ name: string; value: string }, 'InvalidEngineSpec'> {
  const eq = text.indexOf('=');
  if (eq <= 0) return fail('InvalidEngineSpec', `option '${text}' is not Name=value`);
  const name = text.slice(0, eq).trim();
  if (name === '') return fail('InvalidEngineSpec', `option '${text}' has an empty name`);
  return ok({ name, value: text.slice(eq + 1).trim() });
}

/** Parse one `--engine` text (either form). */
export function parseEngineSpec(text: string): SpecResult {
  const split = splitCommandLine(text);
  if (!split.ok) return withContext(split, `engine '${text}'`);
  const words = split.value;
  if (words.length === 0) return fail('InvalidEngineSpec', 'empty engine specification');
  if (!words[0].startsWith('cmd=')) {
    const argv = commandArgv(text);
    if (!argv.ok) return withContext(argv, `engine '${text}'`);
    return ok({ name: defaultName(argv.value), argv: argv.value, options: [] });
  }
  let argv: string[] | undefined;
  let name: string | undefined;
  const options: Array<[string, string]> = [];
  for (const word of words) {
    const eq = word.indexOf('=');
    const key = eq < 0 ? word : word.slice(0, eq);
    const value = eq < 0 ? '' : word.slice(eq + 1);
    if (eq < 0) return fail('InvalidEngineSpec', `engine '${text}': '${word}' is not key=value (keys: cmd, name, option.<Name>)`);
    if (key === 'cmd') {
      const parsed = commandArgv(value);
      if (!parsed.ok) return withContext(parsed, `engine '${text}': cmd`);
      argv = parsed.value;
    } else if (key === 'name') {
      if (value === '') return fail('InvalidEngineSpec', `engine '${text}': empty name`);
      name = value;
    } else if (key.startsWith('option.') && key.length > 'option.'.length) {
      options.push([key.slice('option.'.length), value]);
    } else {
      return fail('InvalidEngineSpec', `engine '${text}': unknown key '${key}' (keys: cmd, name, option.<Name>)`);
    }
  }
  if (!argv) return fail('InvalidEngineSpec', `engine '${text}': missing cmd=`);
  return ok({ name: name ?? defaultName(argv), argv, options });
}

/** Parse a space-separated `Name=value` list such as "ProbCut=mpc Hash=64" (depthtest's --a/--b). */
export function parseOptionList(text: string): Result<Array<[string, string]>, 'InvalidEngineSpec'> {
  const split = splitCommandLine(text);
  if (!split.ok) return split;
  const options: Array<[string, string]> = [];
  for (const word of split.value) {
    const parsed = parseOptionAssignment(word);
    if (!parsed.ok) return parsed;
    options.push([parsed.value.name, parsed.value.value]);
  }
  return ok(options);
}
