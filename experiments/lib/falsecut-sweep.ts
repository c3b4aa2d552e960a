// The runs of the false-cut-against-t figure (mpc-plots falsecut-t): the list of thresholds t, the
// extra --option flags, and the `kerf falsecut` arguments of one t (falsecutCommand, which the
// ablation's false-cut runs use too).
// Design choice: t and the extra options are checked with the engine's own option checker
// (src/engine/settings.ts), so a bad value is refused before anything runs, with the same message
// kerf would give, and the range of t is the option's, not a second copy of it. The options this
// sweep sets itself (ProbCut and the two thresholds) are refused as extras: a later one would
// quietly replace them and every point of the figure would be the same setting.

import { checkOption, parseOptionFlag } from '../../src/engine/settings.js';
import { ExperimentError } from './cli.js';

/** A threshold as given (the option value and the label) and as a number (the x of the figure). */
export interface Threshold {
  text: string;
  value: number;
}

/** What one `kerf falsecut` run searches: the positions file, its depth, sampling and limit. */
export interface FalsecutRun {
  positions: string;
  depth: number;
  sample: number;
  limit: number;
  /** kerf falsecut's --seed, or null for its default. */
  seed: number | null;
}

export interface FalsecutSweep extends FalsecutRun {
  /** Extra Name=value options, in the order given. */
  options: readonly string[];
}

/** The options the sweep sets for each t. */
const SET_BY_SWEEP = ['ProbCut', 'MPCThresholdMid', 'MPCThresholdEnd'];

/** "0.4,0.6,0.8" → the thresholds, each a valid MPCThresholdMid value, none twice. */
export function parseThresholdList(experiment: string, text: string): Threshold[] {
  const list: Threshold[] = [];
  for (const word of text.split(',').map((w) => w.trim())) {
    const checked = word === '' ? null : checkOption('MPCThresholdMid', word);
    if (checked === null || !checked.ok) {
      throw new ExperimentError(`${experiment}: --t '${text}': '${word}' is not a threshold (${checked === null ? 'empty' : checked.message}); give numbers separated by commas, e.g. 0.4,0.8,1.2`);
    }
    const value = Number(word);
    if (list.some((t) => t.value === value)) throw new ExperimentError(`${experiment}: --t '${text}': ${word} is given twice`);
    list.push({ text: word, value });
  }
  return list;
}

/** The extra --option values, each a known option with a valid value and not one the sweep sets. */
export function checkExtraOptions(experiment: string, options: readonly string[]): string[] {
  for (const text of options) {
    const parsed = parseOptionFlag(text);
    if (!parsed.ok) throw new ExperimentError(`${experiment}: --option ${text}: ${parsed.message}`);
    if (SET_BY_SWEEP.includes(parsed.value.name)) {
      throw new ExperimentError(`${experiment}: --option ${text}: ${parsed.value.name} is set by the sweep itself (ProbCut=mpc, both thresholds = t); give t with --t`);
    }
  }
  return [...options];
}

/** `falsecut <file> --depth D --sample N --limit K [--seed S] [--option Name=value]…`, the options in order. */
export function falsecutCommand(run: FalsecutRun, options: readonly string[]): string[] {
  return [
    'falsecut', run.positions, '--depth', String(run.depth), '--sample', String(run.sample), '--limit', String(run.limit),
    ...(run.seed !== null ? ['--seed', String(run.seed)] : []),
    ...options.flatMap((o) => ['--option', o]),
  ];
}

/** The sweep's run at t: ProbCut=mpc and both thresholds set to t, then the extra options. */
export function falsecutArgs(sweep: FalsecutSweep, t: Threshold): string[] {
  return falsecutCommand(sweep, ['ProbCut=mpc', `MPCThresholdMid=${t.text}`, `MPCThresholdEnd=${t.text}`, ...sweep.options]);
}
