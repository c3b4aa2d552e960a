// The depthtest parser, on lines as kerf depthtest printed them (copied from a run).
import { describe, expect, it } from 'vitest';
import { parseDepthLine, parseDepthtest } from '../../../experiments/lib/parse-depthtest.js';

const RUN = [
  '[1/3] S13 Superfinal g82 ply69: A depth 10 nodes 82498 | B depth 11 nodes 161950  diff -1',
  '[2/3] S12 Division 1 g22 ply111: A depth 12 nodes 238878 | B failed (engine crashed)',
  '[3/3] tcec.epd:7: A depth 13 nodes 282186 | B depth 11 nodes 220393  diff +2',
  'positions: 2 compared of 3 (1 without a depth from both sets), 1000 ms each',
  'A (ProbCut=mpc): mean depth 11.50, mean nodes 182342',
  'B (ProbCut=off): mean depth 11.00, mean nodes 191172',
  'depth A - B: mean +0.50, 95% CI [-18.56, +19.56] (t, df 1)',
  'A deeper 1, equal 0, B deeper 1',
];

describe('parseDepthtest', () => {
  it('reads per-position depths, including failed sides', () => {
    expect(parseDepthLine(RUN[0])).toEqual({ index: 1, name: 'S13 Superfinal g82 ply69', a: 10, b: 11 });
    expect(parseDepthLine(RUN[1])).toEqual({ index: 2, name: 'S12 Division 1 g22 ply111', a: 12, b: null });
    expect(parseDepthLine('[4/9] x: A depth - nodes - | B depth 3 nodes 9')).toEqual({ index: 4, name: 'x', a: null, b: 3 });
    expect(parseDepthLine('positions: 2 compared of 3, 1000 ms each')).toBeNull();
  });

  it('takes the summary figures as printed', () => {
    const s = parseDepthtest(RUN)!;
    expect(s.positions).toHaveLength(3);
    expect([s.compared, s.of, s.movetime, s.meanA, s.meanB, s.nodesA, s.nodesB, s.meanDiff]).toEqual([2, 3, 1000, 11.5, 11, 182342, 191172, 0.5]);
    expect(s.ci95).toEqual([-18.56, 19.56]);
    expect([s.aDeeper, s.equal, s.bDeeper]).toEqual([1, 0, 1]);
  });

  it('has no interval for one position and no summary for a failed run', () => {
    const one = parseDepthtest([RUN[0], 'positions: 1 compared of 1, 50 ms each', 'A (): mean depth 10.00, mean nodes -', 'B (): mean depth 11.00, mean nodes -',
      'depth A - B: mean -1.00 (one position: no interval)', 'A deeper 0, equal 0, B deeper 1'])!;
    expect(one.ci95).toBeNull();
    expect(one.nodesA).toBeNull();
    expect(parseDepthtest(RUN.slice(0, 3))).toBeNull();
  });
});
