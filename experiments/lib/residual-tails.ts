// How often a ProbCut rule would cut wrongly at one depth pair, read off calibration samples: the
// tails of the regression residuals e = v − (a·v′ + b), beside what a normal distribution of the
// same σ predicts, and the risk each rule takes at the edge of its cut.
// - Regression MPC at threshold t cuts when a·v′ + b − t·σ ≥ β. At the edge, β = a·v′ + b − t·σ,
//   the cut is false when v < β, that is when e < −t·σ.
// - Fixed-margin ProbCut cuts when v′ ≥ β + M (M less the improving term at improving nodes). At
//   the edge, β = v′ − M, the cut is false when v′ − v > M.
// Further inside the cut region both rules err less, so these are the risks of the marginal cut,
// the one a rule's constant decides; they compare the two rules' constants height by height.
// Design choice: the points and the line are calibrate's own (pairPoints and fitLine of
// src/tools/calibrate/regression.ts), so σ here is the σ a params file holds; only the tail
// counts are new.

import type { LineFit, PairPoints } from '../../src/tools/calibrate/regression.js';

export interface TailRow {
  n: number;
  sigma: number;
  /** Excess kurtosis of the residuals: 0 for a normal distribution, larger for heavier tails. */
  excessKurtosis: number;
  /** Points with e < −t·σ, and their share: MPC's risk at the edge of a cut. */
  mpcFalse: number;
  mpcRisk: number;
  /** Points with v′ − v > M (M − improving margin at improving points), and their share: the fixed rule's. */
  fixedFalse: number;
  fixedRisk: number;
  /** The t at which MPC's empirical risk equals the fixed rule's (as many points below −t·σ). */
  equivalentT: number;
  /** How far above β MPC's bound on the shallow score lies at β = 0: (t·σ − b) / a. */
  mpcMargin: number;
}

/** P(Z > z) for a standard normal Z (Abramowitz & Stegun 26.2.17; absolute error below 7.5e-8). */
export function normalUpperTail(z: number): number {
  if (z < 0) return 1 - normalUpperTail(-z);
  const k = 1 / (1 + 0.2316419 * z);
  const poly = k * (0.319381530 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  return Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI) * poly;
}

/** Excess kurtosis (fourth central moment over the squared variance, less 3); NaN with fewer than 2 values or none spread. */
export function excessKurtosis(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return NaN;
  let mean = 0;
  for (const x of values) mean += x;
  mean /= n;
  let m2 = 0;
  let m4 = 0;
  for (const x of values) {
    const d2 = (x - mean) * (x - mean);
    m2 += d2;
    m4 += d2 * d2;
  }
  m2 /= n;
  m4 /= n;
  return m2 === 0 ? NaN : m4 / (m2 * m2) - 3;
}

/**
 * The tail figures of one depth pair and stage: `points` and `fit` as calibrate makes them, MPC at
 * threshold t, the fixed rule at `margin` (`improvingMargin` less where a point is improving).
 */
export function tailRow(points: PairPoints, fit: LineFit, t: number, margin: number, improvingMargin: number): TailRow {
  const n = points.xs.length;
  if (n === 0) throw new Error('tailRow: no points');
  const residuals: number[] = [];
  let fixedFalse = 0;
  for (let i = 0; i < n; i++) {
    const x = points.xs[i];
    const y = points.ys[i];
    residuals.push(y - (fit.a * x + fit.b));
    const m = points.improving[i] === true ? margin - improvingMargin : margin;
    if (x - y > m) fixedFalse++;
  }
  const bound = -t * fit.sigma;
  const mpcFalse = residuals.filter((e) => e < bound).length;
  residuals.sort((p, q) => p - q);
  // With k = fixedFalse, exactly the k residuals smaller than the k-th smallest (0-based) lie below
  // it, so −t·σ is put there. (If every point erred, the largest stands in: one point short.)
  const edge = fixedFalse < n ? residuals[fixedFalse] : residuals[n - 1];
  return {
    n,
    sigma: fit.sigma,
    excessKurtosis: excessKurtosis(residuals),
    mpcFalse,
    mpcRisk: mpcFalse / n,
    fixedFalse,
    fixedRisk: fixedFalse / n,
    equivalentT: -edge / fit.sigma,
    mpcMargin: (t * fit.sigma - fit.b) / fit.a,
  };
}
