// The calibration positions: read EPD/FEN files and draw a seeded sample from each.
// Design choice: the sample is the prefix of a seeded Fisher–Yates shuffle of each file, and the
// files are interleaved in proportion to their shares. So a larger --count keeps every position
// of a smaller one (a resumed CSV stays useful), and an interrupted run has sampled every file in
// its proportion.

import { basename } from 'node:path';
import { setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { makeRandom } from '../../random.js';

export interface CalibrationPosition {
  /** `file.epd:line`, unique within a run; the resume key in the CSV. */
  key: string;
  /** Full six-field FEN. */
  fen: string;
}

export interface PositionFile {
  name: string;
  text: string;
  /** Relative share of the count (`--positions FILE:W`); 1 unless given. */
  weight: number;
}

export interface SampleSelection {
  positions: CalibrationPosition[];
  /** Per file: lines read, positions drawn, lines skipped as unreadable (with the first reason). */
  files: Array<{ name: string; lines: number; drawn: number; skipped: number; firstSkip: string }>;
}

/**
 * The FEN of one EPD or FEN line: four position fields, then either the two clocks (a FEN) or
 * EPD opcodes, of which hmvc and fmvn supply the clocks. Returns null for a blank line.
 */
export function fenOfEpdLine(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed === '') return null;
  const fields = trimmed.split(/\s+/);
  const board = fields.slice(0, 4).join(' ');
  const rest = fields.slice(4);
  if (rest.length === 2 && /^\d+$/.test(rest[0]) && /^\d+$/.test(rest[1])) return `${board} ${rest[0]} ${rest[1]}`;
  const opcodes = rest.join(' ');
  const half = /(?:^|;)\s*hmvc\s+(\d+)\s*(?:;|$)/.exec(opcodes);
  const full = /(?:^|;)\s*fmvn\s+(\d+)\s*(?:;|$)/.exec(opcodes);
  return `${board} ${half ? half[1] : '0'} ${full ? full[1] : '1'}`;
}

/** Placement, side, castling, en passant: what makes two FENs the same position. */
export function boardKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

/** The first `k` indices of a seeded shuffle of 0..n−1. */
export function seededPrefix(n: number, k: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = makeRandom(seed);
  const take = Math.min(k, n);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (n - i));
    const tmp = order[i];
    order[i] = order[j];
    order[j] = tmp;
  }
  return order.slice(0, take);
}

/** Split `count` by weight, largest remainders first (ties to the earlier file). */
export function shares(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((x, y) => x + y, 0);
  const exact = weights.map((w) => (count * w) / total);
  const result = exact.map(Math.floor);
  let left = count - result.reduce((x, y) => x + y, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    result[i]++;
  }
  return result;
}

/**
 * Draw `count` positions in all, split over the files by weight, each file shuffled with its own
 * seed derived from `seed`. Unreadable lines are skipped and counted; a file with fewer good
 * lines than its share gives all it has.
 */
export function selectPositions(files: PositionFile[], count: number, seed: number): SampleSelection {
  const perFile: CalibrationPosition[][] = [];
  const report: SampleSelection['files'] = [];
  const bases = files.map((file) => basename(file.name));
  const quota = shares(count, files.map((file) => file.weight));
  // One scratch position checks every line: a Position is large (its undo stack), so not one each.
  const scratch = new Position();
  files.forEach((file, f) => {
    // Keys use the bare file name unless two files share it.
    const name = bases.indexOf(bases[f]) === bases.lastIndexOf(bases[f]) ? bases[f] : file.name;
    const lines = file.text.split('\n');
    const good: CalibrationPosition[] = [];
    let skipped = 0;
    let firstSkip = '';
    lines.forEach((line, i) => {
      const fen = fenOfEpdLine(line);
      if (fen === null) return;
      const parsed = setFen(scratch, fen);
      if (!parsed.ok) {
        if (skipped++ === 0) firstSkip = `line ${i + 1}: ${parsed.message}`;
        return;
      }
      good.push({ key: `${name}:${i + 1}`, fen });
    });
    // Knuth's multiplicative constant spreads consecutive file numbers over the seed space.
    const drawn = seededPrefix(good.length, quota[f], (seed ^ Math.imul(f + 1, 0x9e3779b1)) | 0).map((i) => good[i]);
    perFile.push(drawn);
    report.push({ name, lines: good.length + skipped, drawn: drawn.length, skipped, firstSkip });
  });
  // Interleave: the k-th of n draws from a file sits at (k + ½) / n of the run.
  const placed = perFile.flatMap((list, f) => list.map((p, k) => ({ p, f, at: (k + 0.5) / list.length })));
  placed.sort((x, y) => x.at - y.at || x.f - y.f);
  return { positions: placed.map((x) => x.p), files: report };
}
