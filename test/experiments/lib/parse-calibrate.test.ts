// The calibrate output parser, on lines in the format kerf calibrate prints (copied from a run).
import { describe, expect, it } from 'vitest';
import { parseCalibrate, parseSamplesLine } from '../../../experiments/lib/parse-calibrate.js';

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
});
