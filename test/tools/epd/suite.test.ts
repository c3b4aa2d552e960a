import { describe, expect, it } from 'vitest';
import { parseEpdLine, type EpdRecord } from '../../../src/tools/epd/parse.js';
import { isSolved, stsFor, totalLines, totals, type PositionOutcome } from '../../../src/tools/epd/suite.js';

function rec(line: string): EpdRecord {
  const r = parseEpdLine(line, 1);
  if (!r.ok || !r.value) throw new Error('bad test line');
  return r.value;
}
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -';

describe('isSolved', () => {
  it('applies bm, am, both, or neither', () => {
    expect(isSolved(rec(`${START} bm e4 d4;`), 'd2d4')).toBe(true);
    expect(isSolved(rec(`${START} bm e4 d4;`), 'g1f3')).toBe(false);
    expect(isSolved(rec(`${START} am f3;`), 'f2f3')).toBe(false);
    expect(isSolved(rec(`${START} am f3;`), 'e2e4')).toBe(true);
    expect(isSolved(rec(`${START} bm e4; am e4;`), 'e2e4')).toBe(false);
    expect(isSolved(rec(`${START} id "x";`), 'e2e4')).toBeUndefined();
  });
});

describe('totals', () => {
  const sts = `${START} bm e4; c8 "10 5"; c9 "e2e4 d2d4";`;
  const outcomes: PositionOutcome[] = [
    { file: 'f1.epd', record: rec(sts), move: 'd2d4', solved: false, sts: stsFor(rec(sts), 'd2d4'), depth: 10, nodes: 1000 },
    { file: 'f1.epd', record: rec(sts), move: 'e2e4', solved: true, sts: stsFor(rec(sts), 'e2e4'), depth: 12, nodes: 3000 },
    { file: 'f2.epd', record: rec(sts), move: 'a2a3', solved: false, sts: stsFor(rec(sts), 'a2a3'), depth: 11, nodes: 2000 },
    { file: 'f2.epd', record: rec(`${START} id "plain";`), error: 'engine crashed' },
  ];
  it('counts solvable positions, STS points per file, and means over searches that ran', () => {
    const t = totals(outcomes);
    expect([t.positions, t.solvable, t.solved, t.failed]).toEqual([4, 3, 1, 1]);
    expect(t.sts).toEqual([{ file: 'f1.epd', points: 15, max: 20, positions: 2 }, { file: 'f2.epd', points: 0, max: 10, positions: 1 }]);
    expect(t.meanDepth).toBe(11);
    expect(t.meanNodes).toBe(2000);
    expect(totalLines(t)).toEqual([
      'solved 1/3',
      'STS score: 15/20 (f1.epd, 2 positions)',
      'STS score: 0/10 (f2.epd, 1 positions)',
      'STS score: 15/30 (total)',
      'mean depth 11.00, mean nodes 2000',
      '1 of 4 searches failed',
    ]);
  });
  it('prints a single STS line for one file and no STS line without STS positions', () => {
    expect(totalLines(totals(outcomes.slice(0, 2)))).toContain('STS score: 15/20');
    expect(totalLines(totals(outcomes.slice(3))).some((l) => l.startsWith('STS'))).toBe(false);
  });
});
