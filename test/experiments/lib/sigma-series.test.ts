// The σ figure's data: pairs in order of d then d′, a point per fitted (stage, pair), gaps where
// a stage has no fit, and the dashed improving / not-improving series only where calibrate fitted them.
import { describe, expect, it } from 'vitest';
import type { CalibrateRow, ImprovingSigmaRow } from '../../../experiments/lib/parse-calibrate.js';
import { IMPROVING_DASH, NOT_IMPROVING_DASH, pairLabel, pairsInOrder, sigmaSeries } from '../../../experiments/lib/sigma-series.js';

function row(stage: string, shallow: number, deep: number, sigma: number | null, chosen = false): CalibrateRow {
  return { stage, shallow, deep, fit: sigma === null ? null : { n: 100, a: 1, b: 0, sigma, r: 0.9 }, mates: 0, chosen };
}

const ROWS: CalibrateRow[] = [
  row('middlegame', 1, 2, 30), row('middlegame', 3, 7, 57, true), row('middlegame', 2, 6, 64, true), row('middlegame', 2, 7, 69),
  row('endgame', 1, 2, 40), row('endgame', 3, 7, 78, true), row('endgame', 2, 6, null), row('endgame', 2, 7, 81),
];

const SPLIT: ImprovingSigmaRow[] = [
  { stage: 'middlegame', shallow: 2, deep: 6, pooled: 64, improving: { sigma: 60, n: 40 }, notImproving: { sigma: 70, n: 30 }, written: true },
  { stage: 'middlegame', shallow: 3, deep: 7, pooled: 57, improving: { sigma: 50, n: 40 }, notImproving: { sigma: null, n: 0 }, written: false },
];

describe('pairsInOrder', () => {
  it('lists each fitted pair once, by d then d′, or only the written ones', () => {
    expect(pairsInOrder(ROWS).map(pairLabel)).toEqual(['(1,2)', '(2,6)', '(2,7)', '(3,7)']);
    expect(pairsInOrder(ROWS, true).map(pairLabel)).toEqual(['(2,6)', '(3,7)']);
    expect(pairsInOrder([row('endgame', 4, 8, null, true)])).toEqual([]);
  });
});

describe('sigmaSeries', () => {
  it('gives a solid series per stage with a point per fitted pair and a gap where a stage has none', () => {
    const pairs = pairsInOrder(ROWS);
    const series = sigmaSeries(ROWS, [], pairs);
    expect(series.map((s) => s.label)).toEqual(['middlegame: σ of all points', 'endgame: σ of all points']);
    expect(series.every((s) => s.dash === undefined && s.points.length === 4)).toBe(true);
    expect(series[0].points.map((p) => p?.y ?? null)).toEqual([30, 64, 69, 57]);
    expect(series[1].points.map((p) => p?.y ?? null)).toEqual([40, null, 81, 78]);
    expect(series[0].points.map((p) => p?.x)).toEqual([0, 1, 2, 3]);
  });

  it('adds dashed improving and not-improving series for the stages calibrate split, with gaps for empty subsets', () => {
    const pairs = pairsInOrder(ROWS, true);
    const series = sigmaSeries(ROWS, SPLIT, pairs);
    expect(series.map((s) => s.label)).toEqual([
      'middlegame: σ of all points', 'endgame: σ of all points',
      'middlegame: σ at improving nodes', 'middlegame: σ at not improving nodes',
    ]);
    expect(series[2].dash).toBe(IMPROVING_DASH);
    expect(series[3].dash).toBe(NOT_IMPROVING_DASH);
    expect([series[2].marker, series[3].marker]).toEqual(['circle', 'square']);
    expect(series[2].points.map((p) => p?.y ?? null)).toEqual([60, 50]);
    expect(series[3].points.map((p) => p?.y ?? null)).toEqual([70, null]);
    expect(series[2].color).toBe(series[0].color);
    expect(series[0].color).not.toBe(series[1].color);
  });
});
