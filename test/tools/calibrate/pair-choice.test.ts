// Tests for the depth pairs: --pairs parsing and the rule that picks pairs for the params file.

import { describe, expect, it } from 'vitest';
import { choosePairs, PAPER_PAIRS, parsePairs } from '../../../src/tools/calibrate/pair-choice.js';
import type { PairFit } from '../../../src/tools/calibrate/regression.js';

describe('parsePairs', () => {
  it('reads the paper\'s pairs in either notation', () => {
    expect(parsePairs('2,6 3,7 4,8 3,9 4,10', 10)).toEqual({ ok: true, value: PAPER_PAIRS });
    expect(parsePairs('(2,6) (3,7)', 10)).toEqual({ ok: true, value: PAPER_PAIRS.slice(0, 2) });
  });

  it.each([
    ['', 10, 'no depth pairs given'],
    ['4-8', 10, "depth pair '4-8' is not of the form d',d (e.g. 4,8)"],
    ['8,4', 10, "depth pair (8,4) needs 1 ≤ d' < d"],
    ['0,4', 10, "depth pair (0,4) needs 1 ≤ d' < d"],
    ['4,12', 10, 'depth pair (4,12) needs depth 12, above --depth 10'],
    ['4,8 4,8', 10, 'depth pair (4,8) is listed twice'],
    ['1,8 2,8 3,8 4,8 5,8', 10, 'more than 4 depth pairs with d = 8'],
  ])('rejects %j', (text, depth, error) => {
    expect(parsePairs(text, depth)).toEqual({ ok: false, kind: 'InvalidFlag', message: error });
  });
});

function fit(stage: number, shallow: number, deep: number, r: number, n = 500, a = 1): PairFit {
  return { stage, shallow, deep, mates: 0, fit: { a, b: 0, sigma: 50, r, n } };
}

describe('choosePairs', () => {
  const fits: PairFit[] = [
    fit(0, 2, 6, 0.8), fit(0, 3, 7, 0.8), fit(0, 1, 3, 0.95), fit(0, 2, 4, 0.89), fit(0, 3, 5, 0.92, 99),
    fit(1, 2, 6, 0.8, 10), fit(1, 3, 7, 0.8, 500, -0.1), fit(1, 1, 3, 0.9), fit(1, 2, 4, 0.9), fit(1, 3, 5, 0.9),
  ];
  const stages = ['middlegame', 'endgame'];
  const listed = [{ shallow: 2, deep: 6 }, { shallow: 3, deep: 7 }];

  it('keeps listed pairs with a usable fit and adds (h−2, h) below them where r ≥ 0.9 and n ≥ 100', () => {
    const choice = choosePairs(fits, listed, true, stages, 10);
    expect(choice.chosen.map((c) => `${c.stage}:${c.shallow},${c.deep}:${c.why}`)).toEqual([
      '0:2,6:listed', '0:3,7:listed', '0:1,3:extra',
      '1:1,3:extra', '1:2,4:extra', '1:3,5:extra',
    ]);
    expect(choice.notes).toContain('(2,6) endgame: left out (n = 10, a = 1.000; needs n ≥ 30, a > 0, σ > 0)');
    expect(choice.notes).toContain('(3,7) endgame: left out (n = 500, a = -0.100; needs n ≥ 30, a > 0, σ > 0)');
    expect(choice.notes).toContain('(2,4) middlegame: not added (r = 0.890, n = 500; rule r ≥ 0.9, n ≥ 100)');
    expect(choice.notes).toContain('(3,5) middlegame: not added (r = 0.920, n = 99; rule r ≥ 0.9, n ≥ 100)');
  });

  it('carries a pair\'s σ by improving into the choice, listed or extra', () => {
    const byImproving = { improving: { sigma: 40, n: 300 }, notImproving: { sigma: 60, n: 200 } };
    const split = fits.map((f) => (f.stage === 0 && ((f.shallow === 2 && f.deep === 6) || (f.shallow === 1 && f.deep === 3)) ? { ...f, byImproving } : f));
    const chosen = choosePairs(split, listed, true, stages, 10).chosen;
    expect(chosen.filter((c) => c.byImproving !== undefined).map((c) => `${c.stage}:${c.shallow},${c.deep}`)).toEqual(['0:2,6', '0:1,3']);
    expect(chosen[0].byImproving).toBe(byImproving);
    expect(chosen.filter((c) => 'byImproving' in c)).toHaveLength(2);
  });

  it('adds nothing when the pairs were given explicitly', () => {
    const choice = choosePairs(fits, listed, false, stages, 10);
    expect(choice.chosen.every((c) => c.why === 'listed')).toBe(true);
  });
});
