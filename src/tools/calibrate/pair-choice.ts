// Which depth pairs go into the params file. The paper's MPC pairs (2,6) (3,7) (4,8) (3,9) (4,10)
// by default, or exactly the --pairs given; with the default set, smaller check heights are added
// when their fit is good.
// Design choice, the rule for the extra heights: for each height h from 3 up to one below the
// smallest default height, the candidate is (h − 2, h), taken per stage only if r ≥ 0.9 and
// n ≥ 100. Jiang & Buro found null move strongest at small heights and started at 6; a cut at
// small height is only worth a try when the shallow search predicts the deep one well, and
// r ≥ 0.9 is where their own (3,5) fit stood (Table 1: r = 0.90 middlegame, 0.94 endgame).

import { MAX_MPC_TRIES } from '../../search/mpc/params.js';
import { fail, ok, type Result } from '../../result.js';
import type { ImprovingSigmas, LineFit, PairFit } from './regression.js';

export interface DepthPair {
  shallow: number;
  deep: number;
}

export const PAPER_PAIRS: readonly DepthPair[] = [
  { shallow: 2, deep: 6 }, { shallow: 3, deep: 7 }, { shallow: 4, deep: 8 }, { shallow: 3, deep: 9 }, { shallow: 4, deep: 10 },
];
export const EXTRA_PAIR_MIN_R = 0.9;
export const EXTRA_PAIR_MIN_N = 100;
/**
 * A listed pair is written only if its fit has at least this many points; its σ by improving only
 * if each of the two subsets has as many (params-writer.ts).
 */
export const MIN_FIT_POINTS = 30;

export function formatPair(p: DepthPair): string {
  return `(${p.shallow},${p.deep})`;
}

/** Parse "2,6 3,7 …" (also "(2,6) (3,7)"), the value of --pairs; each pair needs 1 ≤ d' < d ≤ maxDeep. */
export function parsePairs(text: string, maxDeep: number): Result<DepthPair[], 'InvalidFlag'> {
  const words = text.replace(/[()]/g, ' ').trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return fail('InvalidFlag', 'no depth pairs given');
  const pairs: DepthPair[] = [];
  for (const word of words) {
    const m = /^(\d+),(\d+)$/.exec(word);
    if (!m) return fail('InvalidFlag', `depth pair '${word}' is not of the form d',d (e.g. 4,8)`);
    const pair = { shallow: Number(m[1]), deep: Number(m[2]) };
    if (pair.shallow < 1 || pair.shallow >= pair.deep) return fail('InvalidFlag', `depth pair ${formatPair(pair)} needs 1 ≤ d' < d`);
    if (pair.deep > maxDeep) return fail('InvalidFlag', `depth pair ${formatPair(pair)} needs depth ${pair.deep}, above --depth ${maxDeep}`);
    if (pairs.some((p) => p.shallow === pair.shallow && p.deep === pair.deep)) return fail('InvalidFlag', `depth pair ${formatPair(pair)} is listed twice`);
    if (pairs.filter((p) => p.deep === pair.deep).length >= MAX_MPC_TRIES) return fail('InvalidFlag', `more than ${MAX_MPC_TRIES} depth pairs with d = ${pair.deep}`);
    pairs.push(pair);
  }
  return ok(pairs);
}

export interface ChosenPair extends DepthPair {
  stage: number;
  fit: LineFit;
  /** 'listed' (default or --pairs) or 'extra' (added by the small-height rule). */
  why: 'listed' | 'extra';
  /** σ at improving and at not-improving nodes about the same line (interior samples only). */
  byImproving?: ImprovingSigmas;
}

export interface PairChoice {
  chosen: ChosenPair[];
  /** Human-readable lines on listed pairs left out and extra pairs considered. */
  notes: string[];
}

function findPair(fits: readonly PairFit[], stage: number, shallow: number, deep: number): PairFit | undefined {
  return fits.find((f) => f.stage === stage && f.shallow === shallow && f.deep === deep);
}

/** A chosen pair: its fit, with its σ by improving when the fit has one. */
function choose(pair: DepthPair, stage: number, fit: LineFit, found: PairFit | undefined, why: ChosenPair['why']): ChosenPair {
  const byImproving = found?.byImproving;
  return { ...pair, stage, fit, why, ...(byImproving !== undefined ? { byImproving } : {}) };
}

function usable(fit: LineFit | null): boolean {
  return fit !== null && fit.n >= MIN_FIT_POINTS && fit.a > 0 && fit.sigma > 0;
}

/**
 * Pick the pairs per stage. Listed pairs are kept when their fit is usable (enough points, a > 0,
 * σ > 0); extras follow the rule in the header, only when `addExtras`.
 */
export function choosePairs(fits: readonly PairFit[], listed: readonly DepthPair[], addExtras: boolean, stageNames: readonly string[], maxDepth: number): PairChoice {
  const chosen: ChosenPair[] = [];
  const notes: string[] = [];
  stageNames.forEach((stageName, stage) => {
    for (const pair of listed) {
      const found = findPair(fits, stage, pair.shallow, pair.deep);
      const fit = found?.fit ?? null;
      if (fit !== null && usable(fit)) chosen.push(choose(pair, stage, fit, found, 'listed'));
      else notes.push(`${formatPair(pair)} ${stageName}: left out (${fit === null ? 'no fit' : `n = ${fit.n}, a = ${fit.a.toFixed(3)}`}; needs n ≥ ${MIN_FIT_POINTS}, a > 0, σ > 0)`);
    }
    if (!addExtras || listed.length === 0) return;
    const lowest = Math.min(...listed.map((p) => p.deep));
    for (let h = 3; h < lowest && h <= maxDepth; h++) {
      const pair = { shallow: h - 2, deep: h };
      const found = findPair(fits, stage, pair.shallow, pair.deep);
      const fit = found?.fit ?? null;
      const add = fit !== null && usable(fit) && fit.r >= EXTRA_PAIR_MIN_R && fit.n >= EXTRA_PAIR_MIN_N;
      const stats = fit === null ? 'no fit' : `r = ${fit.r.toFixed(3)}, n = ${fit.n}`;
      notes.push(`${formatPair(pair)} ${stageName}: ${add ? 'added' : 'not added'} (${stats}; rule r ≥ ${EXTRA_PAIR_MIN_R}, n ≥ ${EXTRA_PAIR_MIN_N})`);
      if (add && fit !== null) chosen.push(choose(pair, stage, fit, found, 'extra'));
    }
  });
  return { chosen, notes };
}
