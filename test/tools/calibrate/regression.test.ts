// Tests for the ProbCut regression against values worked out by hand.

import { describe, expect, it } from 'vitest';
import { fitAllPairs, fitLine, pairPoints, sigmaByImproving } from '../../../src/tools/calibrate/regression.js';
import type { Sample } from '../../../src/tools/calibrate/samples-csv.js';

describe('fitLine', () => {
  it('matches a hand computation', () => {
    // x̄ = 2.5, ȳ = 3.5; Sxx = 5, Sxy = 4, Syy = 5 → a = 0.8, b = 3.5 − 0.8·2.5 = 1.5;
    // residuals −0.3, −0.1, 1.1, −0.7 → SSE = 1.8, σ = √(1.8 / 2) = √0.9; r = 4 / √(5·5) = 0.8.
    const fit = fitLine([1, 2, 3, 4], [2, 3, 5, 4]);
    expect(fit).not.toBeNull();
    expect(fit!.a).toBeCloseTo(0.8, 12);
    expect(fit!.b).toBeCloseTo(1.5, 12);
    expect(fit!.sigma).toBeCloseTo(Math.sqrt(0.9), 12);
    expect(fit!.r).toBeCloseTo(0.8, 12);
    expect(fit!.n).toBe(4);
  });

  it('recovers an exact line with zero spread and r = 1', () => {
    const xs = [-300, -120, 0, 45, 290];
    const fit = fitLine(xs, xs.map((x) => 1.1 * x - 7));
    expect(fit!.a).toBeCloseTo(1.1, 12);
    expect(fit!.b).toBeCloseTo(-7, 10);
    expect(fit!.sigma).toBeCloseTo(0, 6);
    expect(fit!.r).toBeCloseTo(1, 12);
  });

  it('gives a negative r for a falling line', () => {
    // x̄ = 1, ȳ = 2; dx −1, 0, 1 and dy 3, −1, −2 → Sxx = 2, Sxy = −5, Syy = 14;
    // a = −2.5, b = 2 + 2.5 = 4.5; SSE = 14 − 12.5 = 1.5 over n − 2 = 1, σ = √1.5; r = −5/√28.
    const fit = fitLine([0, 1, 2], [5, 1, 0]);
    expect(fit!.a).toBeCloseTo(-2.5, 12);
    expect(fit!.b).toBeCloseTo(4.5, 12);
    expect(fit!.sigma).toBeCloseTo(Math.sqrt(1.5), 12);
    expect(fit!.r).toBeCloseTo(-5 / Math.sqrt(28), 12);
  });

  it('returns null for fewer than 3 points or a constant x', () => {
    expect(fitLine([1, 2], [3, 4])).toBeNull();
    expect(fitLine([5, 5, 5], [1, 2, 3])).toBeNull();
  });

  it('reports r = 0 for a constant y', () => {
    expect(fitLine([1, 2, 3], [4, 4, 4])).toEqual({ a: 0, b: 4, sigma: 0, r: 0, n: 3 });
  });
});

function sample(stage: number, scores: Array<number | null>, improving?: boolean): Sample {
  return { key: `k${Math.random()}`, stage, nodes: 0, scores, fen: '', ...(improving !== undefined ? { improving } : {}) };
}

describe('pairPoints', () => {
  const filter = { window: 300, mateBound: 31000 };
  const samples = [
    sample(0, [300, 310]),     // v' on the window edge: in
    sample(0, [-300, -280]),   // in
    sample(0, [301, 400]),     // v' outside the window
    sample(0, [200, 31000]),   // deep score is a mate
    sample(0, [-31500, -31990]), // both mates
    sample(0, [null, 12]),     // depth 1 missing
    sample(1, [10, 20]),       // other stage
    sample(0, [0, -5]),        // in
  ];

  it('keeps v\' in [−300, 300] with no mate on either side', () => {
    const p = pairPoints(samples, 1, 2, 0, filter);
    expect(p.xs).toEqual([300, -300, 0]);
    expect(p.ys).toEqual([310, -280, -5]);
    expect([p.outsideWindow, p.mates, p.missing]).toEqual([1, 2, 1]);
  });

  it('takes the other stage on its own', () => {
    const p = pairPoints(samples, 1, 2, 1, filter);
    expect(p.xs).toEqual([10]);
  });
});

describe('fitAllPairs', () => {
  it('fits every pair d\' < d per stage', () => {
    const samples = [0, 1, 2, 3, 4].map((i) => sample(i % 2, [i * 10, i * 20 + 1, i * 30 - 2]));
    const fits = fitAllPairs([...samples, ...samples], 3, 2, { window: 300, mateBound: 31000 });
    expect(fits.map((f) => `${f.stage}:${f.shallow},${f.deep}`)).toEqual(['0:1,2', '0:1,3', '0:2,3', '1:1,2', '1:1,3', '1:2,3']);
    const f = fits.find((x) => x.stage === 0 && x.shallow === 1 && x.deep === 3)!.fit!;
    expect(f.a).toBeCloseTo(3, 12);
    expect(f.b).toBeCloseTo(-2, 10);
    expect(f.n).toBe(6);
  });
});

describe('sigmaByImproving', () => {
  const filter = { window: 300, mateBound: 31000 };

  it('σ of the residuals about the pooled line in each subset, each with its share of the n − 2', () => {
    // The fitLine hand example: a = 0.8, b = 1.5, residuals −0.3, −0.1, 1.1, −0.7 (SSE 1.8, n 4).
    // Improving: points 1 and 3 → SSE 0.09 + 1.21 = 1.3; not: 2 and 4 → 0.01 + 0.49 = 0.5.
    // σ_s = √(SSE_s · N / (n_s · (N − 2))) = √(1.3 · 4 / 4) and √(0.5 · 4 / 4).
    const samples = [sample(0, [1, 2], true), sample(0, [2, 3], false), sample(0, [3, 5], true), sample(0, [4, 4], false)];
    const points = pairPoints(samples, 1, 2, 0, filter);
    expect(points.improving).toEqual([true, false, true, false]);
    const fit = fitLine(points.xs, points.ys)!;
    const split = sigmaByImproving(points, fit)!;
    expect(split.improving.n).toBe(2);
    expect(split.notImproving.n).toBe(2);
    expect(split.improving.sigma).toBeCloseTo(Math.sqrt(1.3), 12);
    expect(split.notImproving.sigma).toBeCloseTo(Math.sqrt(0.5), 12);
    // The n-weighted mean of the two σ² is the pooled σ² (0.9).
    expect((2 * split.improving.sigma ** 2 + 2 * split.notImproving.sigma ** 2) / 4).toBeCloseTo(fit.sigma ** 2, 12);
  });

  it('keeps a subset\'s offset from the line in its σ (the residuals are not re-centred)', () => {
    // Improving points 10 above the line y = x, the others 10 below: the line fits y = x, and
    // each subset's residuals are all ±10, so σ ≈ 10, not 0.
    const xs = [-200, -100, 0, 100, 200, -150, -50, 50, 150, 250];
    const samples = xs.map((x, i) => sample(0, [x, x + (i % 2 === 0 ? 10 : -10)], i % 2 === 0));
    const points = pairPoints(samples, 1, 2, 0, filter);
    const split = sigmaByImproving(points, fitLine(points.xs, points.ys)!)!;
    expect(split.improving.sigma).toBeGreaterThan(9);
    expect(split.notImproving.sigma).toBeGreaterThan(9);
  });

  it('null when no sample has the flag; a subset with no point has n 0 and no σ', () => {
    const plain = [sample(0, [1, 2]), sample(0, [2, 3]), sample(0, [3, 5])];
    const points = pairPoints(plain, 1, 2, 0, filter);
    expect(sigmaByImproving(points, fitLine(points.xs, points.ys)!)).toBeNull();
    const oneSided = [sample(0, [1, 2], true), sample(0, [2, 3], true), sample(0, [3, 5])];
    const p2 = pairPoints(oneSided, 1, 2, 0, filter);
    const split = sigmaByImproving(p2, fitLine(p2.xs, p2.ys)!)!;
    expect(split.improving.n).toBe(2);
    expect(split.notImproving).toEqual({ sigma: NaN, n: 0 });
  });

  it('fitAllPairs attaches it to the pairs whose samples have flags', () => {
    const flagged = [0, 1, 2, 3, 4, 5].map((i) => sample(0, [i * 10, i * 21 + (i % 3)], i % 2 === 0));
    const fits = fitAllPairs([...flagged, sample(1, [1, 2]), sample(1, [2, 4]), sample(1, [3, 5])], 2, 2, filter);
    expect(fits[0].byImproving?.improving.n).toBe(3);
    expect(fits[0].byImproving?.notImproving.n).toBe(3);
    expect('byImproving' in fits[1]).toBe(false);
  });
});
