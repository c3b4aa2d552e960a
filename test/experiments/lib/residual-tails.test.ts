// The tail figures of mpc-tails: the normal tail against printed values, the kurtosis of known
// shapes, and the two rules' risks counted on points whose residuals are set by hand.
import { describe, expect, it } from 'vitest';
import { excessKurtosis, normalUpperTail, tailRow } from '../../../experiments/lib/residual-tails.js';
import type { LineFit, PairPoints } from '../../../src/tools/calibrate/regression.js';

/** Points on the line v = v′ (plus the given residuals), with the improving flags given. */
function points(residuals: number[], improving: boolean[] = []): PairPoints {
  const xs = residuals.map((_, i) => 10 * i);
  return { xs, ys: xs.map((x, i) => x + residuals[i]), improving: residuals.map((_, i) => improving[i]), outsideWindow: 0, mates: 0, missing: 0 };
}

const LINE: LineFit = { a: 1, b: 0, sigma: 10, r: 1, n: 10 };

describe('normalUpperTail', () => {
  it('gives the standard normal tail to 5e-7, on both sides of 0', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(1.959963984540054)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(2)).toBeCloseTo(0.0227501319, 6);
    expect(normalUpperTail(3)).toBeCloseTo(0.0013498980, 6);
    expect(normalUpperTail(-2)).toBeCloseTo(1 - 0.0227501319, 6);
  });
});

describe('excessKurtosis', () => {
  it('is −2 for two values, about −1.2 for a uniform spread, above 0 with one far outlier', () => {
    expect(excessKurtosis([-1, 1, -1, 1])).toBeCloseTo(-2, 12);
    expect(excessKurtosis(Array.from({ length: 10001 }, (_, i) => i))).toBeCloseTo(-1.2, 3);
    const heavy = [...Array.from({ length: 99 }, (_, i) => (i % 2 === 0 ? 1 : -1)), 30];
    expect(excessKurtosis(heavy)).toBeGreaterThan(10);
  });

  it('is NaN where it is undefined', () => {
    expect(excessKurtosis([5])).toBeNaN();
    expect(excessKurtosis([3, 3, 3])).toBeNaN();
  });
});

describe('tailRow', () => {
  // Residuals −35, −25, −21, −15, −5, 0, 5, 10, 20, 26; σ = 10 by the given line.
  const residuals = [-35, -25, -21, -15, -5, 0, 5, 10, 20, 26];

  it('counts MPC false cuts below −t·σ and fixed ones beyond the margin', () => {
    const r = tailRow(points(residuals), LINE, 2, 20, 0);
    expect(r.n).toBe(10);
    expect(r.mpcFalse).toBe(3); // −35, −25, −21 are below −20
    expect(r.mpcRisk).toBeCloseTo(3 / 10, 12);
    expect(r.fixedFalse).toBe(3); // v′ − v = 35, 25, 21 exceed 20
    expect(r.fixedRisk).toBeCloseTo(3 / 10, 12);
    expect(r.mpcMargin).toBeCloseTo(20, 12);
    const wider = tailRow(points(residuals), LINE, 2, 30, 0);
    expect(wider.fixedRisk).toBeCloseTo(1 / 10, 12);
  });

  it('takes the improving margin off at improving points only', () => {
    const improving = [false, false, false, true, true, false, false, false, false, false];
    // Margin 20, 10 at improving points: −15 (improving) now errs too, −5 (improving) does not.
    expect(tailRow(points(residuals, improving), LINE, 2, 20, 10).fixedRisk).toBeCloseTo(4 / 10, 12);
  });

  it('gives the t at which MPC takes the fixed rule\'s risk', () => {
    for (const margin of [0, 12, 22, 30, 40]) {
      const r = tailRow(points(residuals), LINE, 2, margin, 0);
      const atT = tailRow(points(residuals), LINE, r.equivalentT, margin, 0);
      expect(atT.mpcRisk).toBeCloseTo(r.fixedRisk, 12);
    }
  });

  it('uses the fit\'s a and b for the residuals and the margin', () => {
    const p = points(residuals);
    const shifted: PairPoints = { ...p, ys: p.xs.map((x, i) => 2 * x + 7 + residuals[i]) };
    const r = tailRow(shifted, { a: 2, b: 7, sigma: 10, r: 1, n: 10 }, 2, 1000, 0);
    expect(r.mpcRisk).toBeCloseTo(3 / 10, 12);
    expect(r.mpcMargin).toBeCloseTo((20 - 7) / 2, 12);
  });

  it('refuses an empty pair', () => {
    expect(() => tailRow(points([]), LINE, 2, 200, 50)).toThrow(/no points/);
  });
});
