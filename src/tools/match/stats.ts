// Match statistics: Elo from a score, its 95% error from the trinomial (per game) or pentanomial
// (per game pair) variance, normalized Elo, and the likelihood of superiority. The formulas are
// those of cutechess-cli (trinomial Elo, error and LOS from wins and losses) and fastchess
// (pentanomial Elo, error, nElo and LOS); test/tools/match/stats.test.ts checks them against
// figures those tools printed.
// Design choice: the error is the half-width of the Elo interval mapped from the score interval,
// (elo(s + zσ) − elo(s − zσ)) / 2, not σ times the slope at s — that is what both tools print, and
// the two differ noticeably at lopsided scores.

/** Two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

/** 800 / ln 10: converts a normalized t-value into normalized Elo. */
export const NELO_SCALE = 800 / Math.LN10;

export interface Wdl {
  wins: number;
  draws: number;
  losses: number;
}

/** Pentanomial counts indexed by the pair's points × 2: [0, ½, 1, 1½, 2] (LL, LD, DD+WL, WD, WW). */
export type Pentanomial = [number, number, number, number, number];

/** Logistic Elo difference for an expected score in (0, 1); ±Infinity at the ends. */
export function eloFromScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** Expected score for a logistic Elo difference. */
export function scoreFromElo(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/** Error function to ~1e-15 (a short polynomial fit is too coarse for LOS printed near 100%). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  if (a < 2.5) {
    // Maclaurin series: erf(x) = 2/√π Σ (−1)^n x^(2n+1) / (n! (2n+1)); converges fast for |x| < 2.5.
    let term = a;
    let sum = a;
    for (let n = 1; n < 100; n++) {
      term *= -a * a / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return sign * (2 / Math.sqrt(Math.PI)) * sum;
  }
  // Continued fraction for erfc, evaluated bottom-up (Lentz is unnecessary at this depth).
  let f = 0;
  for (let n = 60; n >= 1; n--) f = (n / 2) / (a + f);
  const erfc = Math.exp(-a * a) / Math.sqrt(Math.PI) / (a + f);
  return sign * (1 - erfc);
}

/** Standard normal cumulative distribution. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

export interface EloEstimate {
  /** Mean score per game in [0, 1]. */
  score: number;
  elo: number;
  /** Half-width of the 95% interval, in Elo. */
  error: number;
  /** Normalized Elo and its 95% half-width (fastchess's nElo). */
  nElo: number;
  nEloError: number;
  /** Likelihood of superiority, in [0, 1]. */
  los: number;
}

function estimate(score: number, variance: number, samples: number, nEloVariance: number, los: number, z: number): EloEstimate {
  const sigma = Math.sqrt(variance / samples);
  const hi = score + z * sigma;
  const lo = score - z * sigma;
  const nElo = (s: number): number => (s - 0.5) / Math.sqrt(nEloVariance) * NELO_SCALE;
  return {
    score,
    elo: eloFromScore(score),
    error: (eloFromScore(hi) - eloFromScore(lo)) / 2,
    nElo: nElo(score),
    nEloError: (nElo(hi) - nElo(lo)) / 2,
    los,
  };
}

/**
 * Per-game (trinomial) estimate. LOS is cutechess's, from wins and losses only:
 * ½(1 + erf((W − L) / √(2(W + L)))); draws carry no information about who is better.
 * `z` is the interval's normal quantile (cutechess uses an approximation of 1.95996, about 1.9572).
 */
export function eloTrinomial({ wins, draws, losses }: Wdl, z = Z95): EloEstimate | undefined {
  const n = wins + draws + losses;
  if (n === 0) return undefined;
  const score = (wins + draws / 2) / n;
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n;
  const decisive = wins + losses;
  const los = decisive === 0 ? 0.5 : 0.5 * (1 + erf((wins - losses) / Math.sqrt(2 * decisive)));
  return estimate(score, variance, n, variance, los, z);
}

/**
 * Per-pair (pentanomial) estimate, as fastchess computes it: the score of a pair is its points/2,
 * the variance is per pair, and nElo uses 2·variance (a pair is two games). LOS is
 * ½(1 − erf(−(s − ½) / √(2σ²/N))).
 */
export function eloPentanomial(counts: Pentanomial): EloEstimate | undefined {
  const pairs = counts.reduce((a, b) => a + b, 0);
  if (pairs === 0) return undefined;
  let score = 0;
  for (let i = 0; i < 5; i++) score += counts[i] * (i / 4);
  score /= pairs;
  let variance = 0;
  for (let i = 0; i < 5; i++) variance += counts[i] * (i / 4 - score) ** 2;
  variance /= pairs;
  const perPair = variance / pairs;
  const los = perPair === 0 ? (score > 0.5 ? 1 : score < 0.5 ? 0 : 0.5) : (1 - erf(-(score - 0.5) / Math.sqrt(2 * perPair))) / 2;
  return estimate(score, variance, pairs, 2 * variance, los, Z95);
}
