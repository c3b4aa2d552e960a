// The evaluation cache's compact entry: a score packed into 16 bits beside the high hash word's
// upper half. Every full evaluation must fit in 16 bits, an empty slot must never match, and a
// position that differs in the verified bits must miss.

import { describe, expect, it } from 'vitest';
import { WHITE } from '../../src/board/types.js';
import { clearEvalCache } from '../../src/eval/eval-cache.js';
import { evaluateFull, evaluateFullWhite } from '../../src/eval/full.js';
import { CENTRE_DISTANCE } from '../../src/eval/masks.js';
import { Endgame, W, Wt, egOf } from '../../src/eval/weights.js';
import { mustParse } from '../board/random-games.js';

/** Side-to-move score of fen, computed without the cache. */
function uncached(fen: string): number {
  const pos = mustParse(fen);
  const v = evaluateFullWhite(pos);
  return pos.side === WHITE ? v : -v;
}

describe('evaluation cache', () => {
  it('has room for every score: the clamp and the largest special-ending score fit in 16 bits', () => {
    expect(Endgame.EVAL_LIMIT).toBeLessThan(1 << 15);
    // A bare king against 15 of the most valuable piece, at the edge and the kings together.
    let top = 0;
    for (let t = 1; t <= 5; t++) top = Math.max(top, egOf(W[Wt.PIECE_VALUE + t]));
    const mopUp = Endgame.MOPUP_EDGE * Math.max(...CENTRE_DISTANCE) + Endgame.MOPUP_PROXIMITY * 7;
    expect(Endgame.KNOWN_WIN + 15 * top + mopUp).toBeLessThan(1 << 15);
  });

  it('returns the uncached score on a hit, for both signs and for special endings', () => {
    clearEvalCache();
    for (const fen of [
      'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
      'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3',
      '6k1/8/8/8/8/8/8/QQQQK3 w - - 0 1', // bare king: a special ending's score
      '6k1/8/8/8/8/8/8/QQQQK3 b - - 0 1',
      '8/8/8/4k3/8/8/3PP3/4K3 b - - 0 1',
    ]) {
      const pos = mustParse(fen);
      const want = uncached(fen);
      expect(evaluateFull(pos)).toBe(want); // miss: computed and stored
      expect(evaluateFull(pos)).toBe(want); // hit
    }
  });

  it('never matches an empty slot, even for a hash of zero', () => {
    clearEvalCache();
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const pos = mustParse(fen);
    pos.hashLo = 0;
    pos.hashHi = 0;
    expect(evaluateFull(pos)).toBe(uncached(fen));
  });

  it('tells apart positions that share the low hash word but not the upper half of the high one', () => {
    // The entry verifies 48 of the 64 hash bits: the low word whole and the high word's upper 16.
    clearEvalCache();
    const a = mustParse('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
    const bFen = '6k1/8/8/8/8/8/8/QQQQK3 w - - 0 1';
    const b = mustParse(bFen);
    expect(evaluateFull(a)).not.toBe(uncached(bFen));
    b.hashLo = a.hashLo;
    b.hashHi = a.hashHi ^ 0x10000;
    expect(evaluateFull(b)).toBe(uncached(bFen));
    b.hashHi = a.hashHi ^ (1 << 31);
    expect(evaluateFull(b)).toBe(uncached(bFen));
  });
});
