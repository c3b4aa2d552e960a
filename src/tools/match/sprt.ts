// Sequential probability ratio test for engine matches: the log-likelihood ratio of H1 (Elo =
// elo1) against H0 (Elo = elo0) for pentanomial (game-pair) or trinomial (game) results, and the
// Wald bounds ln(β/(1−α)) and ln((1−β)/α). The LLR is the generalized one of Michel Van den Bergh,
// "Comments on Normalized Elo" (the method of Fishtest, OpenBench and fastchess): under each
// hypothesis the outcome distribution is the maximum-likelihood one that satisfies it, found by
// solving a one-variable secular equation.
// Design choice: the default model is "normalized" (elo0/elo1 are normalized Elo, fastchess's
// default and OpenBench's pentanomial test); "logistic" treats them as logistic Elo, like
// cutechess-cli. Empty outcome bins count as 1e-3, as in both reference implementations, so the
// LLR is defined from the first pair on.

import { NELO_SCALE, scoreFromElo, type Pentanomial, type Wdl } from './stats.js';
import { fail, ok, type Result } from '../../result.js';

export type SprtModel = 'normalized' | 'logistic';

export interface SprtConfig {
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
  model: SprtModel;
}

export type SprtParse = Result<SprtConfig, 'InvalidSprt'>;

/** Parse "elo0=0 elo1=5 alpha=0.05 beta=0.05 [model=normalized|logistic]" (alpha/beta default 0.05). */
export function parseSprt(text: string): SprtParse {
  const values: Record<string, string> = {};
  for (const word of text.trim().split(/[\s,]+/).filter((w) => w !== '')) {
    const eq = word.indexOf('=');
    if (eq <= 0) return fail('InvalidSprt', `'${word}' is not key=value`);
    const key = word.slice(0, eq);
    if (!['elo0', 'elo1', 'alpha', 'beta', 'model'].includes(key)) return fail('InvalidSprt', `unknown key '${key}' (keys: elo0, elo1, alpha, beta, model)`);
    values[key] = word.slice(eq + 1);
  }
  const num = (key: string, fallback?: number): number | string => {
    const raw = values[key];
    if (raw === undefined) return fallback ?? `missing ${key}`;
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : `${key} must be a number, got '${raw}'`;
  };
  const elo0 = num('elo0');
  const elo1 = num('elo1');
  const alpha = num('alpha', 0.05);
  const beta = num('beta', 0.05);
  for (const v of [elo0, elo1, alpha, beta]) if (typeof v === 'string') return fail('InvalidSprt', v);
  const model = values.model ?? 'normalized';
  if (model !== 'normalized' && model !== 'logistic') return fail('InvalidSprt', `model must be normalized or logistic, got '${model}'`);
  const sprt: SprtConfig = { elo0: elo0 as number, elo1: elo1 as number, alpha: alpha as number, beta: beta as number, model };
  if (sprt.elo0 >= sprt.elo1) return fail('InvalidSprt', `elo0 (${sprt.elo0}) must be less than elo1 (${sprt.elo1})`);
  if (!(sprt.alpha > 0 && sprt.alpha < 1) || !(sprt.beta > 0 && sprt.beta < 1)) return fail('InvalidSprt', 'alpha and beta must lie strictly between 0 and 1');
  if (sprt.alpha + sprt.beta >= 1) return fail('InvalidSprt', 'alpha + beta must be less than 1');
  return ok(sprt);
}

/** Wald's stopping bounds on the LLR. */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** 'H1' once the LLR reaches the upper bound, 'H0' at the lower bound, else undefined. */
export function sprtDecision(llr: number, sprt: SprtConfig): 'H0' | 'H1' | undefined {
  const { lower, upper } = sprtBounds(sprt.alpha, sprt.beta);
  if (llr >= upper) return 'H1';
  if (llr <= lower) return 'H0';
  return undefined;
}

/** The θ solving Σ p̂ᵢ φᵢ / (1 + θ φᵢ) = 0 between its poles (the left side falls monotonically). */
function solveSecular(phat: readonly number[], phi: readonly number[]): number {
  const lo0 = -1 / Math.max(...phi);
  const hi0 = -1 / Math.min(...phi);
  const f = (theta: number): number => {
    let sum = 0;
    for (let i = 0; i < phi.length; i++) sum += phat[i] * phi[i] / (1 + theta * phi[i]);
    return sum;
  };
  let lo = lo0;
  let hi = hi0;
  // Bisection: 200 halvings reach the spacing of doubles on any interval; f is +∞ at lo, −∞ at hi.
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** ML distribution on outcomes `a` with mean score s (Van den Bergh, proposition 1.1). */
function mleLogistic(a: readonly number[], phat: readonly number[], s: number): number[] {
  const phi = a.map((ai) => ai - s);
  const theta = solveSecular(phat, phi);
  return phat.map((p, i) => p / (1 + theta * phi[i]));
}

/** ML distribution with (μ − ½)/σ = t (Van den Bergh, section 4.1), by fixed-point iteration. */
function mleNormalized(a: readonly number[], phat: readonly number[], t: number): number[] {
  let p = a.map(() => 1 / a.length);
  for (let iter = 0; iter < 100; iter++) {
    let mu = 0;
    for (let i = 0; i < a.length; i++) mu += a[i] * p[i];
    let variance = 0;
    for (let i = 0; i < a.length; i++) variance += p[i] * (a[i] - mu) ** 2;
    const sigma = Math.sqrt(variance);
    const phi = a.map((ai) => ai - 0.5 - 0.5 * t * sigma * (1 + ((ai - mu) / sigma) ** 2));
    const theta = solveSecular(phat, phi);
    const next = phat.map((ph, i) => ph / (1 + theta * phi[i]));
    let change = 0;
    for (let i = 0; i < a.length; i++) change = Math.max(change, Math.abs(next[i] - p[i]));
    p = next;
    if (change < 1e-12) break;
  }
  return p;
}

function llr(a: readonly number[], counts: readonly number[], sprt: SprtConfig, tScale: number): number {
  const regular = counts.map((c) => (c === 0 ? 1e-3 : c));
  const total = regular.reduce((x, y) => x + y, 0);
  const phat = regular.map((c) => c / total);
  let p0: number[];
  let p1: number[];
  if (sprt.model === 'normalized') {
    p0 = mleNormalized(a, phat, tScale * sprt.elo0 / NELO_SCALE);
    p1 = mleNormalized(a, phat, tScale * sprt.elo1 / NELO_SCALE);
  } else {
    p0 = mleLogistic(a, phat, scoreFromElo(sprt.elo0));
    p1 = mleLogistic(a, phat, scoreFromElo(sprt.elo1));
  }
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += phat[i] * (Math.log(p1[i]) - Math.log(p0[i]));
  return total * sum;
}

/** LLR of pentanomial pair counts [LL, LD, DD+WL, WD, WW]. A pair's t-value is √2 × a game's. */
export function llrPentanomial(counts: Pentanomial, sprt: SprtConfig): number {
  return llr([0, 0.25, 0.5, 0.75, 1], counts, sprt, Math.SQRT2);
}

/** LLR of per-game results (for matches without pairs). */
export function llrTrinomial({ wins, draws, losses }: Wdl, sprt: SprtConfig): number {
  return llr([0, 0.5, 1], [losses, draws, wins], sprt, 1);
}
