// The bitboard helpers: popcount agrees with a bit-by-bit count, lsb finds the lowest square, and
// the square-set patterns mark the squares their names say, and the set-wise pawn attacks are the
// union of the per-square attack table's entries.

import { describe, expect, it } from 'vitest';
import { PAWN_ATT_HI, PAWN_ATT_LO } from '../../src/board/attacks.js';
import {
  LIGHT_SQUARES, NOT_FILE_A, NOT_FILE_H, blackPawnAttacksHi, blackPawnAttacksLo, lsb, popcount, whitePawnAttacksHi,
  whitePawnAttacksLo,
} from '../../src/board/bitboard.js';

function slowCount(lo: number, hi: number): number {
  let n = 0;
  for (let i = 0; i < 32; i++) n += ((lo >>> i) & 1) + ((hi >>> i) & 1);
  return n;
}

describe('bitboard', () => {
  it('popcount counts the set bits of both halves', () => {
    const words = [0, 1, -1, 0x80000000 | 0, 0x55555555, 0x0f0f0f0f, 0x12345678, -16843010];
    for (const lo of words) for (const hi of words) expect(popcount(lo, hi), `${lo} ${hi}`).toBe(slowCount(lo, hi));
    let seed = 7;
    for (let i = 0; i < 1000; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      const lo = seed;
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      expect(popcount(lo, seed)).toBe(slowCount(lo, seed));
    }
  });

  it('lsb is the lowest set square', () => {
    for (let sq = 0; sq < 64; sq++) {
      const lo = sq < 32 ? 1 << sq : 0;
      const hi = sq < 32 ? -1 : 1 << (sq - 32);
      expect(lsb(lo, hi)).toBe(sq);
    }
  });

  it('the light-square pattern marks exactly the squares with odd file + rank', () => {
    for (let sq = 0; sq < 64; sq++) {
      const bit = ((LIGHT_SQUARES >>> (sq & 31)) & 1) === 1;
      expect(bit, `square ${sq}`).toBe((((sq & 7) + (sq >> 3)) & 1) === 1);
    }
  });

  it('set-wise pawn attacks agree with the per-square table, for single pawns and for sets', () => {
    const attacksOf = (colour: number, lo: number, hi: number): [number, number] => {
      let aLo = 0;
      let aHi = 0;
      for (let sq = 0; sq < 64; sq++) {
        if ((((sq < 32 ? lo : hi) >>> (sq & 31)) & 1) === 0) continue;
        aLo |= PAWN_ATT_LO[colour * 64 + sq];
        aHi |= PAWN_ATT_HI[colour * 64 + sq];
      }
      return [aLo, aHi];
    };
    const sets: Array<[number, number]> = [];
    for (let sq = 0; sq < 64; sq++) sets.push(sq < 32 ? [1 << sq, 0] : [0, 1 << (sq - 32)]);
    let seed = 11;
    for (let i = 0; i < 200; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      const lo = seed;
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      sets.push([lo, seed]);
    }
    for (const [lo, hi] of sets) {
      expect([whitePawnAttacksLo(lo), whitePawnAttacksHi(lo, hi)], `white ${lo} ${hi}`).toEqual(attacksOf(0, lo, hi));
      expect([blackPawnAttacksLo(lo, hi), blackPawnAttacksHi(hi)], `black ${lo} ${hi}`).toEqual(attacksOf(1, lo, hi));
    }
  });

  it('NOT_FILE_A / NOT_FILE_H clear exactly the a-file / h-file squares of a half', () => {
    for (let sq = 0; sq < 32; sq++) {
      expect(((NOT_FILE_A >>> sq) & 1) === 0, `square ${sq}`).toBe((sq & 7) === 0);
      expect(((NOT_FILE_H >>> sq) & 1) === 0, `square ${sq}`).toBe((sq & 7) === 7);
    }
  });
});
