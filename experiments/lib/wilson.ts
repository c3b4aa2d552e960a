// The Wilson score interval of a proportion (Wilson 1927): the error bars of the false-cut figure.
// Design choice: Wilson rather than the normal ("Wald") interval, because false cuts are rare —
// at 0 of 400 the Wald interval collapses to [0, 0] and near 0 it runs below zero, while Wilson's
// stays inside [0, 1] and keeps a sensible width. The level is fixed by z (1.96: 95 %).

/** z of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/** [low, high] for `successes` of `trials` as fractions in [0, 1], or null when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt(p * (1 - p) / trials + z2n / (4 * trials));
  // The bound is exactly 0 at 0 successes and exactly 1 at n, where rounding would leave 1e-16 off.
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= trials ? 1 : Math.min(1, centre + half)];
}
