// The ProbCut model fit: v = a·v' + b + e by ordinary least squares, per depth pair and stage,
// on the samples Jiang & Buro used — shallow score v' in [−300, 300], no mate score on either
// side (|v| ≥ MATE_BOUND, the search's own mate threshold).
// Design choice: σ is the residual standard deviation with n − 2 degrees of freedom (two
// parameters were fitted), the usual standard error of a regression; with the hundreds of points
// per pair a calibration has, it differs from the n-denominator version by well under 1%.

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
  /** Points left out: v' outside the window, a mate score, or a missing depth. */
  outsideWindow: number;
  mates: number;
  missing: number;
}

/** The (v', v) points of one depth pair and stage that the fit may use. */
export function pairPoints(samples: readonly Sample[], shallow: number, deep: number, stage: number, filter: FitFilter): PairPoints {
  const points: PairPoints = { xs: [], ys: [], outsideWindow: 0, mates: 0, missing: 0 };
  for (const sample of samples) {
    if (sample.stage !== stage) continue;
    const x = sample.scores[shallow - 1];
    const y = sample.scores[deep - 1];
    if (x === null || x === undefined || y === null || y === undefined) { points.missing++; continue; }
    if (Math.abs(x) >= filter.mateBound || Math.abs(y) >= filter.mateBound) { points.mates++; continue; }
    if (Math.abs(x) > filter.window) { points.outsideWindow++; continue; }
    points.xs.push(x);
    points.ys.push(y);
  }
  return points;
}

export interface PairFit {
  shallow: number;
  deep: number;
  stage: number;
  fit: LineFit | null;
  mates: number;
}

/** Fits for every pair d' < d ≤ depth and every stage, in (stage, d, d') order. */
export function fitAllPairs(samples: readonly Sample[], depth: number, stages: number, filter: FitFilter): PairFit[] {
  const fits: PairFit[] = [];
  for (let stage = 0; stage < stages; stage++) {
    for (let deep = 2; deep <= depth; deep++) {
      for (let shallow = 1; shallow < deep; shallow++) {
        const points = pairPoints(samples, shallow, deep, stage, filter);
        fits.push({ shallow, deep, stage, fit: fitLine(points.xs, points.ys), mates: points.mates });
      }
    }
  }
  return fits;
}
