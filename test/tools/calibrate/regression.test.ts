// Tests for the ProbCut regression against values worked out by hand.

import { describe, expect, it } from 'vitest';
import { fitAllPairs, fitLine, pairPoints } from '../../../src/tools/calibrate/regression.js';
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

function sample(stage: number, scores: Array<number | null>): Sample {
  return { key: `k${Math.random()}`, stage, nodes: 0, scores, fen: '' };
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
