// The ProbCut model fit: v = a·v' + b + e by ordinary least squares, per depth pair and stage,
// on the samples Jiang & Buro used — shallow score v' in [−300, 300], no mate score on either
// side (|v| ≥ MATE_BOUND, the search's own mate threshold).
// Design choice: σ is the residual standard deviation with n − 2 degrees of freedom (two
// parameters were fitted), the usual standard error of a regression; with the hundreds of points
// per pair a calibration has, it differs from the n-denominator version by well under 1%.
// Interior samples also carry the node's improving flag; sigmaByImproving then gives σ over the
// improving and the not-improving points separately, about the same line (see there why).

import type { Sample } from './samples-csv.js';

export interface LineFit {
  a: number;
  b: number;
  /** Residual standard deviation, sqrt(Σe² / (n − 2)). */
  sigma: number;
  /** Pearson correlation of v' and v (0 when v is constant). */
  r: number;
  n: number;
}

/** Least-squares line through (xs[i], ys[i]); null with fewer than 3 points or constant x. */
export function fitLine(xs: ArrayLike<number>, ys: ArrayLike<number>): LineFit | null {
  const n = xs.length;
  if (n !== ys.length) throw new Error(`fitLine: ${n} x values but ${ys.length} y values`);
  if (n < 3) return null;
  // Two passes (means first, then centred sums) to keep the sums well conditioned.
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) { sx += xs[i]; sy += ys[i]; }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx === 0) return null;
  const a = sxy / sxx;
  const b = my - a * mx;
  // Σe² = Syy − a·Sxy for the least-squares line; clamp rounding below zero.
  const sse = Math.max(0, syy - a * sxy);
  return { a, b, sigma: Math.sqrt(sse / (n - 2)), r: syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy), n };
}

export interface FitFilter {
  /** Only samples with |v'| ≤ window enter the fit (Jiang & Buro: 300). */
  window: number;
  /** Scores with |v| ≥ mateBound are mate scores and are left out. */
  mateBound: number;
}

export interface PairPoints {
  xs: number[];
  ys: number[];
  /** improving[i]: the flag of the sample behind point i (undefined where the sample has none). */
  improving: Array<boolean | undefined>;
  /** Points left out: v' outside the window, a mate score, or a missing depth. */
  outsideWindow: number;
  mates: number;
  missing: number;
}

/** The (v', v) points of one depth pair and stage that the fit may use. */
export function pairPoints(samples: readonly Sample[], shallow: number, deep: number, stage: number, filter: FitFilter): PairPoints {
  const points: PairPoints = { xs: [], ys: [], improving: [], outsideWindow: 0, mates: 0, missing: 0 };
  for (const sample of samples) {
    if (sample.stage !== stage) continue;
    const x = sample.scores[shallow - 1];
    const y = sample.scores[deep - 1];
    if (x === null || x === undefined || y === null || y === undefined) { points.missing++; continue; }
    if (Math.abs(x) >= filter.mateBound || Math.abs(y) >= filter.mateBound) { points.mates++; continue; }
    if (Math.abs(x) > filter.window) { points.outsideWindow++; continue; }
    points.xs.push(x);
    points.ys.push(y);
    points.improving.push(sample.improving);
  }
  return points;
}

/** σ over one subset of a pair's points, and how many points it has (σ is NaN with none). */
export interface SubsetSigma {
  sigma: number;
  n: number;
}

/** σ of one depth pair and stage at improving and at not-improving nodes. */
export interface ImprovingSigmas {
  improving: SubsetSigma;
  notImproving: SubsetSigma;
}

/**
 * σ of the residuals about the pooled line `fit` (a, b fitted on all of `points`), over the
 * points whose node was improving and over those whose node was not; null when no point carries
 * the flag (a calibration at the roots).
 * Design choice: the same a and b for both subsets, only σ apart. MPCImprovingSigma changes the
 * margin tσ of a probe, not the prediction a·v' + b; a line per subset would halve the points
 * behind a and b too and let the switch move the prediction with them. Each σ is the root mean
 * square of its residuals with the subset's share of the two fitted parameters' degrees of
 * freedom taken off — Σe²_s / (n_s − 2·n_s/N), N the pooled count — so the n-weighted mean of
 * σ²_improving and σ²_not_improving is exactly the pooled σ² when every point has a flag. The
 * residuals are not re-centred: where one subset sits above the line on average, that offset is
 * part of the error its probes make, and belongs in its σ.
 */
export function sigmaByImproving(points: PairPoints, fit: LineFit): ImprovingSigmas | null {
  const total = points.xs.length;
  let sseImproving = 0;
  let sseNot = 0;
  let nImproving = 0;
  let nNot = 0;
  for (let i = 0; i < total; i++) {
    const flag = points.improving[i];
    if (flag === undefined) continue;
    const e = points.ys[i] - (fit.a * points.xs[i] + fit.b);
    if (flag) { sseImproving += e * e; nImproving++; } else { sseNot += e * e; nNot++; }
  }
  if (nImproving + nNot === 0 || total <= 2) return null;
  const sigmaOf = (sse: number, n: number): SubsetSigma => ({ sigma: n === 0 ? NaN : Math.sqrt((sse * total) / (n * (total - 2))), n });
  return { improving: sigmaOf(sseImproving, nImproving), notImproving: sigmaOf(sseNot, nNot) };
}

export interface PairFit {
  shallow: number;
  deep: number;
  stage: number;
  fit: LineFit | null;
  mates: number;
  /** σ by the improving flag about `fit`'s line (sigmaByImproving); absent without a fit or without flags. */
  byImproving?: ImprovingSigmas;
}

/** Fits for every pair d' < d ≤ depth and every stage, in (stage, d, d') order. */
export function fitAllPairs(samples: readonly Sample[], depth: number, stages: number, filter: FitFilter): PairFit[] {
  const fits: PairFit[] = [];
  for (let stage = 0; stage < stages; stage++) {
    for (let deep = 2; deep <= depth; deep++) {
      for (let shallow = 1; shallow < deep; shallow++) {
        const points = pairPoints(samples, shallow, deep, stage, filter);
        const fit = fitLine(points.xs, points.ys);
        const byImproving = fit === null ? null : sigmaByImproving(points, fit);
        fits.push({ shallow, deep, stage, fit, mates: points.mates, ...(byImproving !== null ? { byImproving } : {}) });
      }
    }
  }
  return fits;
}
