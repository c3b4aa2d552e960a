// An option set of an experiment: `--config "label=Name=value Name=value …"` — a short label for
// tables, file names and engine names, then the UCI options that make the configuration.
// Design choice: the label comes first and ends at the first '=', so option values may contain
// '=' and spaces separate options; labels are restricted to file-name-safe characters because
// they name the PGN and log files.

import { ExperimentError } from './cli.js';

export interface Config {
  label: string;
  options: Array<[string, string]>;
}

export function parseConfig(experiment: string, text: string): Config {
  const eq = text.indexOf('=');
  const label = eq < 0 ? '' : text.slice(0, eq).trim();
  if (!/^[A-Za-z0-9_.+-]+$/.test(label)) throw new ExperimentError(`${experiment}: --config '${text}' must start with a label of letters, digits, . _ + - and then '=' (e.g. "mpc=ProbCut=mpc")`);
  const options: Array<[string, string]> = [];
  for (const word of text.slice(eq + 1).trim().split(/\s+/).filter((w) => w !== '')) {
    const at = word.indexOf('=');
    if (at <= 0) throw new ExperimentError(`${experiment}: --config '${text}': '${word}' is not Name=value`);
    options.push([word.slice(0, at), word.slice(at + 1)]);
  }
  return { label, options };
}

/** "ProbCut=mpc MPCThresholdMid=1.2", or "(defaults)". */
export function optionsText(config: Config): string {
  return config.options.length === 0 ? '(defaults)' : config.options.map(([n, v]) => `${n}=${v}`).join(' ');
}

/** A kerf match / engine-spec text: `cmd=<cmd> name=<name> option.N=V …` (cmd quoted when it has spaces). */
export function engineSpecText(command: string, name: string, options: ReadonlyArray<[string, string]>): string {
  const cmd = /\s/.test(command) ? `'${command}'` : command;
  return [`cmd=${cmd}`, `name=${name}`, ...options.map(([n, v]) => `option.${n}=${v}`)].join(' ');
}
