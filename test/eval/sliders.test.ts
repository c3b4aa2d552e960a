// The evaluator's interleaved magic parameters (src/eval/sliders.ts) give the same table index as
// board/attacks.ts's rookIndex / bishopIndex, for every square and many occupancies.

import { describe, expect, it } from 'vitest';
import { bishopIndex, rookIndex } from '../../src/board/attacks.js';
import { BISHOP_MAGIC8, Magic, ROOK_MAGIC8 } from '../../src/eval/sliders.js';
import { makeRng } from '../board/random-games.js';

function index(m8: Int32Array, sq: number, lo: number, hi: number): number {
  const m = sq << 3;
  return m8[m + Magic.OFFSET] + ((Math.imul(lo & m8[m + Magic.MASK_LO], m8[m + Magic.MUL_LO])
    ^ Math.imul(hi & m8[m + Magic.MASK_HI], m8[m + Magic.MUL_HI])) >>> m8[m + Magic.SHIFT]);
}

describe('interleaved magics', () => {
  it('index like rookIndex and bishopIndex', () => {
    const rng = makeRng(7);
    for (let sq = 0; sq < 64; sq++) {
      for (let k = 0; k < 200; k++) {
        // Sparse and dense occupancies alike.
        const lo = (rng(0x10000) | (rng(0x10000) << 16)) & (k & 1 ? -1 : rng(0x10000) | (rng(0x10000) << 16));
        const hi = (rng(0x10000) | (rng(0x10000) << 16)) & (k & 2 ? -1 : rng(0x10000) | (rng(0x10000) << 16));
        expect(index(ROOK_MAGIC8, sq, lo, hi)).toBe(rookIndex(sq, lo, hi));
        expect(index(BISHOP_MAGIC8, sq, lo, hi)).toBe(bishopIndex(sq, lo, hi));
      }
    }
  });
});
