// The real ScoreAtDepths on Kerf's search, at small depths: a score for every depth, mates above
// MATE_BOUND, and the same scores for a position whatever was searched before (fresh state).

import { describe, expect, it } from 'vitest';
import { MATE_BOUND } from '../../../src/search/constants.js';
import { createSearchScorer, searchDescription } from '../../../src/tools/calibrate/score-at-depths.js';

const MIDDLEGAME = 'r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17';
const ENDGAME = '8/4R1kp/P7/7n/5p1B/7P/r2p1PPK/8 b - - 0 41';
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';

describe('createSearchScorer', () => {
  const score = createSearchScorer(1);

  it('reports an exact score for every depth 1..D', () => {
    const { scores, nodes } = score(MIDDLEGAME, 4);
    expect(scores).toHaveLength(4);
    expect(scores.every((v) => Number.isInteger(v) && Math.abs(v as number) < MATE_BOUND)).toBe(true);
    expect(nodes).toBeGreaterThan(0);
  });

  it('does not depend on what it searched before', () => {
    const first = score(ENDGAME, 5);
    score(MIDDLEGAME, 5);
    expect(score(ENDGAME, 5)).toEqual(first);
    expect(createSearchScorer(1)(ENDGAME, 5)).toEqual(first);
  });

  it('reports a mate as a score at or above MATE_BOUND', () => {
    const { scores } = score(MATE_IN_ONE, 3);
    expect(scores.every((v) => v !== null && v >= MATE_BOUND)).toBe(true);
  });

  it('names a bad FEN', () => {
    expect(() => score('not a fen', 2)).toThrow(/^invalid FEN: /);
  });

  it('says how it searched', () => {
    expect(searchDescription(16)).toMatch(/^MPC off, null move on; .*16 MiB hash cleared per position$/);
    expect(searchDescription(16)).toContain('also on: lmr, futility, reverseFutility');
    const plain = searchDescription(16, 'full', { nullMove: false, lmr: false, futility: false });
    expect(plain).toMatch(/^MPC off, null move off; also on: reverseFutility, .*continuationHistory.*; off: lmr, futility, checkExtension, multiCut, captureHistory, .*; evaluator full; /);
  });

  it('searches with the switches it is given', () => {
    const plain = createSearchScorer(1, undefined, { lmr: false, futility: false, reverseFutility: false });
    const full = createSearchScorer(1);
    // Without the pruning the same depth costs more nodes; with it, the counts are the default scorer's.
    expect(plain(MIDDLEGAME, 6).nodes).toBeGreaterThan(full(MIDDLEGAME, 6).nodes);
    expect(createSearchScorer(1, undefined, { lmr: true })(MIDDLEGAME, 6)).toEqual(full(MIDDLEGAME, 6));
  });
});
