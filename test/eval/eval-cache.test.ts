// The evaluation cache's compact entry: a score packed into 16 bits beside the high hash word's
// upper half. Every full evaluation must fit in 16 bits, an empty slot must never match, and
// checking the high word's upper half must accept exactly what checking all of it would, or the
// cache would change scores (and the bench signature).

import { describe, expect, it } from 'vitest';
import { WHITE } from '../../src/board/types.js';
import {
  CASTLE_KEY_HI, CASTLE_KEY_LO, EP_KEY_HI, EP_KEY_LO, PIECE_KEY_HI, PIECE_KEY_LO, SIDE_KEY_HI, SIDE_KEY_LO,
} from '../../src/board/zobrist.js';
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

  it('verifies as much with the upper half of the high hash word as with all of it', () => {
    // Every piece, en-passant and side key's high word is a fixed linear function (one xorshift32
    // step) of its low word, so two positions with equal low words can differ in the high word
    // only by the castling keys' share. No two castling states differ there in the low 16 bits
    // alone, so equal low words and equal upper halves mean equal high words.
    const step = (s: number): number => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return s | 0;
    };
    // (If the keys ever change, this argument has to be made again, or the entry widened.)
    for (let i = 0; i < PIECE_KEY_LO.length; i++) expect(step(PIECE_KEY_LO[i])).toBe(PIECE_KEY_HI[i]);
    for (let f = 0; f < 8; f++) expect(step(EP_KEY_LO[f])).toBe(EP_KEY_HI[f]);
    expect(step(SIDE_KEY_LO)).toBe(SIDE_KEY_HI);
    const extra = (c: number): number => CASTLE_KEY_HI[c] ^ step(CASTLE_KEY_LO[c]);
    for (let a = 0; a < 16; a++) {
      for (let b = a + 1; b < 16; b++) {
        const d = extra(a) ^ extra(b);
        if (d !== 0) expect(d >>> 16).not.toBe(0);
      }
    }
  });
});
