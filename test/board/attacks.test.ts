// The interleaved magic parameters (ROOK_MAGIC8 / BISHOP_MAGIC8), read the way the evaluator's
// piece loops inline them, give the same table index as rookIndex / bishopIndex, and that index
// holds the true slider attacks (lo at the index, hi just after it), for every square and many
// occupancies. The tables are filled on first use (ensureSliderTables, which a Position's
// constructor calls): every entry gets written.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  BISHOP_ATTACKS, BISHOP_MAGIC8, Magic, ROOK_ATTACKS, ROOK_MAGIC8, bishopIndex, ensureSliderTables,
  rookIndex,
} from '../../src/board/attacks.js';
import { Position } from '../../src/board/position.js';
import {
  BISHOP_DIRECTIONS, ROOK_DIRECTIONS, relevantSquares, subsetOccupancy, walkAttacks,
} from '../../src/board/rays.js';
import { makeRng } from './random-games.js';

function index(m8: Int32Array, sq: number, lo: number, hi: number): number {
  const m = sq << 3;
  return (m8[m + Magic.OFFSET] + ((Math.imul(lo & m8[m + Magic.MASK_LO], m8[m + Magic.MUL_LO])
    ^ Math.imul(hi & m8[m + Magic.MASK_HI], m8[m + Magic.MUL_HI])) >>> m8[m + Magic.SHIFT])) << 1;
}

const ray = new Int32Array(2);

describe('slider tables', () => {
  it('are filled by the first Position: every occupancy of every square finds its true attacks', () => {
    new Position();
    let wrong = 0;
    let checked = 0;
    const occ = new Int32Array(2);
    for (const [dirs, table, lookup] of [
      [ROOK_DIRECTIONS, ROOK_ATTACKS, rookIndex], [BISHOP_DIRECTIONS, BISHOP_ATTACKS, bishopIndex],
    ] as const) {
      for (let sq = 0; sq < 64; sq++) {
        const squares = relevantSquares(sq, dirs);
        for (let i = 0; i < 1 << squares.length; i++) {
          subsetOccupancy(squares, i, occ);
          walkAttacks(sq, occ[0], occ[1], dirs, ray);
          const at = lookup(sq, occ[0], occ[1]);
          if (at % 2 !== 0 || table[at] !== ray[0] || table[at + 1] !== ray[1]) wrong++;
          checked++;
        }
      }
    }
    expect(checked).toBe(102400 + 5248);
    expect(wrong).toBe(0);
    // A second call fills nothing again and changes nothing.
    const before = ROOK_ATTACKS.slice();
    ensureSliderTables();
    expect(ROOK_ATTACKS).toEqual(before);
  });
});

describe('interleaved magics', () => {
  beforeAll(ensureSliderTables);
  it('index like rookIndex and bishopIndex', () => {
    const rng = makeRng(7);
    for (let sq = 0; sq < 64; sq++) {
      for (let k = 0; k < 200; k++) {
        // Sparse and dense occupancies alike.
        const lo = (rng(0x10000) | (rng(0x10000) << 16)) & (k & 1 ? -1 : rng(0x10000) | (rng(0x10000) << 16));
        const hi = (rng(0x10000) | (rng(0x10000) << 16)) & (k & 2 ? -1 : rng(0x10000) | (rng(0x10000) << 16));
        expect(index(ROOK_MAGIC8, sq, lo, hi)).toBe(rookIndex(sq, lo, hi));
        expect(index(BISHOP_MAGIC8, sq, lo, hi)).toBe(bishopIndex(sq, lo, hi));
        walkAttacks(sq, lo, hi, ROOK_DIRECTIONS, ray);
        const r = rookIndex(sq, lo, hi);
        expect([ROOK_ATTACKS[r], ROOK_ATTACKS[r + 1]]).toEqual([ray[0], ray[1]]);
        walkAttacks(sq, lo, hi, BISHOP_DIRECTIONS, ray);
        const b = bishopIndex(sq, lo, hi);
        expect([BISHOP_ATTACKS[b], BISHOP_ATTACKS[b + 1]]).toEqual([ray[0], ray[1]]);
      }
    }
  });
});
