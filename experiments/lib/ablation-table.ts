// The table of the MPC ablation (mpc-ablation, issue 26): one row per named setting with its
// options, the bench nodes to a fixed depth and their ratio to the row `off`, the cuts Step 8
// made in kerf falsecut's searches, the false cuts F/S with the rate and its 95 % Wilson interval,
// and, when the depth test ran, the mean depth at the fixed time and the gain over `off` in plies.
// Design choice: the depth gain is not the difference of two rows' means but kerf depthtest's own
// paired difference, each setting searched against `off` in the same run (alternating, position
// by position), so a change of machine load between rows does not enter it; over several runs
// the cell gives the mean of the runs and the lowest and highest, over one run the tool's 95 %
// interval. A ratio or gain that cannot be formed (no `off` row measured) is the missing mark,
// never a number against something else.

import { REFERENCE } from './ablation-settings.js';
import { fixed, signed, table, type Align, type Cell } from './markdown.js';
import type { FalseCutCounts } from './parse-falsecut.js';
import { wilsonInterval } from './wilson.js';

/** kerf falsecut's result: its counts, or that Step 8 made no cut at all in its searches. */
export type FalsecutOutcome = { status: 'no-cut' } | { status: 'measured'; counts: FalseCutCounts };

/** One kerf depthtest run of a setting (A) against `off` (B). */
export interface DepthRun {
  /** A's mean depth of the last completed iteration. */
  meanDepth: number;
  /** Mean paired difference A − B in plies. */
  gain: number;
  /** The tool's 95 % t interval of the gain; null with one position. */
  ci95: [number, number] | null;
}

export interface AblationRow {
  name: string;
  /** The setting's own options (the engine-wide ones are stated once, below the table). */
  options: readonly string[];
  /** null: not measured. */
  benchNodes: number | null;
  /** null: not measured, since ProbCut is off and Step 8 makes no cut to check. */
  falsecut: FalsecutOutcome | null;
  depthRuns: readonly DepthRun[];
}

export interface AblationTableSpec {
  benchDepth: number;
  falsecut: { depth: number; positions: number };
  /** The depth test's time per position and number of runs, or null when it did not run. */
  depth: { movetimeMs: number; runs: number } | null;
  /** Whether the ratio and gain columns are wanted (they need the `off` row). */
  ratios: boolean;
}

/** 3848233 → "3,848,233". */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Bench nodes over those of `off`, or null when either is missing. */
export function benchRatio(row: AblationRow, reference: AblationRow | undefined): number | null {
  if (reference === undefined || reference.benchNodes === null || reference.benchNodes === 0 || row.benchNodes === null) return null;
  return row.benchNodes / reference.benchNodes;
}

/** The cuts seen, the false cuts `F/S (R %)` and the Wilson interval `lo–hi %` (rates to 2 decimals). */
export function falseCutCells(outcome: FalsecutOutcome | null): [Cell, Cell, Cell] {
  if (outcome === null) return [null, null, null];
  if (outcome.status === 'no-cut') return [0, 'no cut', null];
  const { seen, falseCuts, verified } = outcome.counts;
  const interval = wilsonInterval(falseCuts, verified);
  if (interval === null) return [seen, `${falseCuts}/${verified} (nothing verified)`, null];
  return [seen, `${falseCuts}/${verified} (${fixed(100 * falseCuts / verified, 2)} %)`, `${fixed(100 * interval[0], 2)}–${fixed(100 * interval[1], 2)} %`];
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Mean depth over the runs; with several, the lowest and highest run in brackets. */
export function depthCell(runs: readonly DepthRun[]): Cell {
  if (runs.length === 0) return null;
  const depths = runs.map((r) => r.meanDepth);
  if (runs.length === 1) return fixed(depths[0], 2);
  return `${fixed(mean(depths), 2)} (${fixed(Math.min(...depths), 2)}–${fixed(Math.max(...depths), 2)})`;
}

/** Gain over off: one run with the tool's 95 % interval, several as mean (lowest to highest). */
export function gainCell(runs: readonly DepthRun[]): Cell {
  if (runs.length === 0) return null;
  if (runs.length === 1) {
    const [r] = runs;
    return r.ci95 === null ? signed(r.gain, 2) : `${signed(r.gain, 2)} [${signed(r.ci95[0], 2)}, ${signed(r.ci95[1], 2)}]`;
  }
  const gains = runs.map((r) => r.gain);
  return `${signed(mean(gains), 2)} (${signed(Math.min(...gains), 2)} to ${signed(Math.max(...gains), 2)})`;
}

/** The markdown table, rows in the order given. */
export function ablationTable(rows: readonly AblationRow[], spec: AblationTableSpec): string[] {
  const reference = rows.find((r) => r.name === REFERENCE);
  const seconds = spec.depth === null ? '' : `${spec.depth.movetimeMs / 1000} s`;
  const runsText = spec.depth === null || spec.depth.runs < 2 ? '' : ` (lowest–highest of ${spec.depth.runs} runs)`;
  const headers: string[] = [
    'setting', 'options', `bench nodes, depth ${spec.benchDepth}`,
    ...(spec.ratios ? [`vs ${REFERENCE}`] : []),
    `cuts seen (${spec.falsecut.positions} positions, depth ${spec.falsecut.depth})`, 'false cuts (rate)', '95 % Wilson interval',
    ...(spec.depth !== null ? [`mean depth at ${seconds}${runsText}`] : []),
    ...(spec.depth !== null && spec.ratios
      ? [`gain over ${REFERENCE}, plies${spec.depth.runs < 2 ? ' [95 % CI]' : ` (lowest to highest of ${spec.depth.runs} runs)`}`]
      : []),
  ];
  const align: Align[] = [
    'l', 'l', 'r', ...(spec.ratios ? ['r' as const] : []), 'r', 'r', 'r',
    ...(spec.depth !== null ? ['r' as const] : []), ...(spec.depth !== null && spec.ratios ? ['r' as const] : []),
  ];
  const cells: Cell[][] = rows.map((row) => [
    row.name,
    row.options.length === 0 ? '(defaults)' : `\`${row.options.join(' ')}\``,
    row.benchNodes === null ? null : thousands(row.benchNodes),
    ...(spec.ratios ? [fixed(benchRatio(row, reference), 3)] : []),
    ...falseCutCells(row.falsecut),
    ...(spec.depth !== null ? [depthCell(row.depthRuns)] : []),
    ...(spec.depth !== null && spec.ratios ? [gainCell(row.depthRuns)] : []),
  ]);
  return table(headers, cells, align);
}
