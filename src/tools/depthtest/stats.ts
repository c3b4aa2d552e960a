// Paired-difference statistics for the depth test: mean and standard deviation, Student's t
// quantile, and the 95% confidence interval of the mean difference.
// Design choice: the t quantile comes from the exact two-sided t distribution for integer degrees
// of freedom (Abramowitz & Stegun 26.7.3–4, a finite trigonometric sum) inverted by bisection —
// no incomplete-beta machinery, and exact for the n − 1 degrees of freedom a paired test has.

/** P(|T| ≤ t) for Student's t with `df` (a positive integer) degrees of freedom. */
export function tTwoSidedCdf(t: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
  const theta = Math.atan(Math.abs(t) / Math.sqrt(df));
  const c2 = Math.cos(theta) ** 2;
  const s = Math.sin(theta);
  if (df % 2 === 1) {
    // A(t|ν) = (2/π)(θ + sinθ·cosθ·(1 + (2/3)cos²θ + (2·4)/(3·5)cos⁴θ + … up to cos^(ν−3)θ))
    if (df === 1) return (2 / Math.PI) * theta;
    let term = 1;
    let sum = 1;
    for (let k = 1; k <= (df - 3) / 2; k++) {
      term *= (2 * k) / (2 * k + 1) * c2;
      sum += term;
    }
    return (2 / Math.PI) * (theta + s * Math.cos(theta) * sum);
  }
  // A(t|ν) = sinθ·(1 + (1/2)cos²θ + (1·3)/(2·4)cos⁴θ + … up to cos^(ν−2)θ)
  let term = 1;
  let sum = 1;
  for (let k = 1; k <= (df - 2) / 2; k++) {
    term *= (2 * k - 1) / (2 * k) * c2;
    sum += term;
  }
  return s * sum;
}

/** The t with P(|T| ≤ t) = `coverage` (e.g. 0.95 gives the 97.5% one-sided quantile). */
export function tQuantile(coverage: number, df: number): number {
  let lo = 0;
  let hi = 1;
  while (tTwoSidedCdf(hi, df) < coverage) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (tTwoSidedCdf(mid, df) < coverage) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface PairedSummary {
  n: number;
  meanA: number;
  meanB: number;
  /** Mean of A − B, its sample standard deviation, and the 95% t interval (undefined for n < 2). */
  meanDiff: number;
  sdDiff?: number;
  ci95?: [number, number];
  aAhead: number;
  equal: number;
  bAhead: number;
}

/** Paired comparison of two equally long samples (A[i] and B[i] measured on the same item). */
export function pairedSummary(a: readonly number[], b: readonly number[]): PairedSummary {
  if (a.length !== b.length) throw new RangeError(`paired samples differ in length: ${a.length} vs ${b.length}`);
  const n = a.length;
  const mean = (xs: readonly number[]): number => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
  const diffs = a.map((x, i) => x - b[i]);
  const summary: PairedSummary = {
    n,
    meanA: mean(a),
    meanB: mean(b),
    meanDiff: mean(diffs),
    aAhead: diffs.filter((d) => d > 0).length,
    equal: diffs.filter((d) => d === 0).length,
    bAhead: diffs.filter((d) => d < 0).length,
  };
  if (n >= 2) {
    const m = summary.meanDiff;
    const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - m) ** 2, 0) / (n - 1));
    const half = tQuantile(0.95, n - 1) * sd / Math.sqrt(n);
    summary.sdDiff = sd;
    summary.ci95 = [m - half, m + half];
  }
  return summary;
}
