// Judging and totalling an EPD test-suite run: whether an engine's move solves a position (bm: it
// is one of the best moves; am: it is none of the avoid moves; both when both are given), its STS
// points, and the totals — solved N/M, STS score per file, mean depth and nodes.
// Design choice: positions without bm/am (a TCEC sample, a book) are searched and counted in the
// depth and node means but not in `solved N/M`, so the denominator is the number of positions
// that can be solved at all rather than the file's length.

import type { EpdRecord } from './parse.js';
import { stsPoints, stsTable } from './sts.js';

export interface PositionOutcome {
  file: string;
  record: EpdRecord;
  /** The engine's move (UCI), or undefined when the search failed. */
  move?: string;
  /** true/false when the record has bm or am; undefined otherwise. */
  solved?: boolean;
  sts?: { points: number; max: number };
  depth?: number;
  nodes?: number;
  error?: string;
}

/** Solved by bm/am, or undefined when the record names neither. */
export function isSolved(record: EpdRecord, move: string): boolean | undefined {
  if (record.bm === undefined && record.am === undefined) return undefined;
  if (record.bm !== undefined && !record.bm.includes(move)) return false;
  if (record.am !== undefined && record.am.includes(move)) return false;
  return true;
}

/** STS points for the move, undefined when the record has no STS table (or a broken one). */
export function stsFor(record: EpdRecord, move: string): { points: number; max: number } | undefined {
  const r = stsTable(record);
  if (!r.ok || !r.value) return undefined;
  return { points: stsPoints(r.value, move), max: r.value.max };
}

export interface SuiteTotals {
  positions: number;
  solvable: number;
  solved: number;
  failed: number;
  /** Per file, in first-seen order: STS points and maximum (files with STS positions only). */
  sts: Array<{ file: string; points: number; max: number; positions: number }>;
  meanDepth?: number;
  meanNodes?: number;
}

export function totals(outcomes: readonly PositionOutcome[]): SuiteTotals {
  const t: SuiteTotals = { positions: outcomes.length, solvable: 0, solved: 0, failed: 0, sts: [] };
  let depthSum = 0;
  let depthCount = 0;
  let nodeSum = 0;
  let nodeCount = 0;
  const stsByFile = new Map<string, { file: string; points: number; max: number; positions: number }>();
  for (const o of outcomes) {
    if (o.error !== undefined) t.failed++;
    if (o.record.bm !== undefined || o.record.am !== undefined) {
      t.solvable++;
      if (o.solved) t.solved++;
    }
    if (o.sts) {
      let entry = stsByFile.get(o.file);
      if (!entry) { entry = { file: o.file, points: 0, max: 0, positions: 0 }; stsByFile.set(o.file, entry); }
      entry.points += o.sts.points;
      entry.max += o.sts.max;
      entry.positions++;
    }
    if (o.depth !== undefined) { depthSum += o.depth; depthCount++; }
    if (o.nodes !== undefined) { nodeSum += o.nodes; nodeCount++; }
  }
  t.sts = [...stsByFile.values()];
  if (depthCount > 0) t.meanDepth = depthSum / depthCount;
  if (nodeCount > 0) t.meanNodes = nodeSum / nodeCount;
  return t;
}

/** The closing lines of a run. */
export function totalLines(t: SuiteTotals): string[] {
  const lines = [`solved ${t.solved}/${t.solvable}`];
  if (t.sts.length > 1) {
    for (const s of t.sts) lines.push(`STS score: ${s.points}/${s.max} (${s.file}, ${s.positions} positions)`);
  }
  if (t.sts.length > 0) {
    const points = t.sts.reduce((a, s) => a + s.points, 0);
    const max = t.sts.reduce((a, s) => a + s.max, 0);
    lines.push(`STS score: ${points}/${max}${t.sts.length > 1 ? ' (total)' : ''}`);
  }
  lines.push(`mean depth ${t.meanDepth === undefined ? '-' : t.meanDepth.toFixed(2)}, mean nodes ${t.meanNodes === undefined ? '-' : Math.round(t.meanNodes)}`);
  if (t.failed > 0) lines.push(`${t.failed} of ${t.positions} searches failed`);
  return lines;
}
