// The calibrate output parser, on lines in the format kerf calibrate prints (copied from a run).
import { describe, expect, it } from 'vitest';
import { parseCalibrate, parseImprovingLine, parseSamplesLine } from '../../../experiments/lib/parse-calibrate.js';

const RUN = [
  'calibrate: depth 8, 300 positions, seed 1, 1 thread, pairs (2,6) (3,7) (4,8) (+ small heights by rule)',
  'positions: 225 of 10000 from data/tcec_positions.epd',
  'samples: 300 of 300 already in out/x.csv (4 other rows there are not in this selection and are ignored); searching 0 to depth 8',
  'stages: 151 middlegame, 149 endgame',
  '',
  "regression v = a·v' + b per depth pair (d', d) and stage; v' in [-300, 300], mate scores (|v| >= 31000) left out; * = written to p.json",
  'stage       pair         n        a        b    sigma       r  mates',
  'middlegame  (1,2)      150   0.9882     1.73    17.39  0.9811      0',
  'middlegame  (4,8)      148   0.9659    -3.59    31.06  0.9429      2 *',
  'endgame     (3,5)        -        -        -        -       -      0',
  '',
  'pairs: (1,3) middlegame: added (r = 0.967, n = 149; rule r ≥ 0.9, n ≥ 100)',
  'wrote p.json: 12 tries (middlegame (2,6); endgame none)',
  'wrote docs/experiments/regression-scatter.svg',
];

describe('parseCalibrate', () => {
  it('reads the resume line, stages, every table row and what was written', () => {
    const r = parseCalibrate(RUN);
    expect(r.resumed).toEqual({ have: 300, total: 300, csv: 'out/x.csv', searching: 0, depth: 8 });
    expect(r.stages).toBe('151 middlegame, 149 endgame');
    expect(r.rows).toEqual([
      { stage: 'middlegame', shallow: 1, deep: 2, fit: { n: 150, a: 0.9882, b: 1.73, sigma: 17.39, r: 0.9811 }, mates: 0, chosen: false },
      { stage: 'middlegame', shallow: 4, deep: 8, fit: { n: 148, a: 0.9659, b: -3.59, sigma: 31.06, r: 0.9429 }, mates: 2, chosen: true },
      { stage: 'endgame', shallow: 3, deep: 5, fit: null, mates: 0, chosen: false },
    ]);
    expect(r.params).toBe('p.json');
    expect(r.svg).toBe('docs/experiments/regression-scatter.svg');
  });

  it('reads a fresh run’s resume line', () => {
    expect(parseSamplesLine('samples: 0 of 20 already in out/q.csv; searching 20 to depth 6')).toEqual({ have: 0, total: 20, csv: 'out/q.csv', searching: 20, depth: 6 });
    expect(parseSamplesLine('stages: 1 middlegame, 0 endgame')).toBeNull();
  });

  it('reads an interior run’s resume line, with and without rows of other runs', () => {
    expect(parseSamplesLine('roots: 20 of 20 already in out/experiments/quick/mpc-interior-d7.csv (80 interior samples); searching 0: '
      + 'each to depth 8 for up to 4 nodes at remaining depth 6-7, each node to depth 7'))
      .toEqual({ have: 20, total: 20, csv: 'out/experiments/quick/mpc-interior-d7.csv', searching: 0, depth: 7, interiorSamples: 80 });
    expect(parseSamplesLine('roots: 3 of 5 already in a b.csv (12 interior samples) (4 other rows there are not in this selection and are ignored); searching 2: '
      + 'each to depth 11 for up to 4 nodes at remaining depth 6-10, each node to depth 10'))
      .toEqual({ have: 3, total: 5, csv: 'a b.csv', searching: 2, depth: 10, interiorSamples: 12 });
  });
});

// The tail of an interior run with the improving column (kerf calibrate --interior 4 --count 20
// --depth 7 --pairs "2,6 3,7" --option Improving=true), plus a written split and an empty subset.
const INTERIOR_TAIL = [
  'endgame     (2,6)       40   1.0017   -36.20    69.72  0.9101      0 *',
  'endgame     (3,7)       38   1.0009   -15.46    69.83  0.9059      0 *',
  '',
  'pairs: (2,6) middlegame: left out (n = 12, a = 0.600; needs n ≥ 30, a > 0, σ > 0)',
  '',
  'sigma by improving (same a, b; * = written, where both subsets have n >= 30):',
  'endgame     (2,6)   pooled    69.72  improving    58.58 (n 31)  not improving    98.91 (n 9)',
  'endgame     (3,7)   pooled    69.83  improving    64.60 (n 29)  not improving    84.52 (n 9)',
  'middlegame  (4,8)   pooled    79.89  improving    84.94 (n 285)  not improving    68.57 (n 141) *',
  'middlegame  (3,9)   pooled    80.00  improving    80.00 (n 40)  not improving        - (n 0)',
  'wrote out/experiments/quick/mpc-interior-d7.json: 2 tries (middlegame none; endgame (2,6) (3,7))',
];

describe('sigma by improving', () => {
  it('reads each split line, its subsets, the written mark and an empty subset', () => {
    const r = parseCalibrate(INTERIOR_TAIL);
    expect(r.rows).toHaveLength(2);
    expect(r.byImproving).toHaveLength(4);
    expect(r.byImproving[0]).toEqual({
      stage: 'endgame', shallow: 2, deep: 6, pooled: 69.72, improving: { sigma: 58.58, n: 31 }, notImproving: { sigma: 98.91, n: 9 }, written: false,
    });
    expect(r.byImproving[2].written).toBe(true);
    expect(r.byImproving[2].improving).toEqual({ sigma: 84.94, n: 285 });
    expect(r.byImproving[3].notImproving).toEqual({ sigma: null, n: 0 });
  });

  it('does not take a table row or the block header for a split line, nor the reverse', () => {
    expect(parseImprovingLine(INTERIOR_TAIL[0])).toBeNull();
    expect(parseImprovingLine(INTERIOR_TAIL[5])).toBeNull();
    expect(parseCalibrate([INTERIOR_TAIL[6]]).rows).toEqual([]);
    expect(parseCalibrate(RUN).byImproving).toEqual([]);
  });
});
