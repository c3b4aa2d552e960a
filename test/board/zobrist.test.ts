// Zobrist keys: the 64-bit hash must carry 64 bits. A generator that is linear over GF(2) (the
// first version used xorshift32 for both halves) makes the high word a fixed function of the low
// word for every xor of keys, so positions that collide in the low word collide in all 64 bits.

import { describe, expect, it } from 'vitest';
import { getFen } from '../../src/board/fen.js';
import { PIECE_KEY_HI, PIECE_KEY_LO } from '../../src/board/zobrist.js';
import { makeRng, randomPlay, TACTICAL_FENS } from './random-games.js';

/** The FEN without its move counters: what identifies a position for hashing. */
function identity(fen: string): string {
  return fen.split(' ').slice(0, 4).join(' ');
}

describe('Zobrist keys', () => {
  it('no key high word is one xorshift32 step of its low word', () => {
    const step = (s: number): number => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return s | 0;
    };
    let related = 0;
    for (let i = 0; i < PIECE_KEY_LO.length; i++) if (step(PIECE_KEY_LO[i]) === PIECE_KEY_HI[i]) related++;
    expect(related).toBe(0);
  });

  it('positions whose low hash words collide still differ in the high word', () => {
    // About 2^18 seeded random-game positions: the low 32-bit word collides by the birthday bound
    // (expected about 8 pairs of distinct positions), and then the high word must tell them apart.
    const byLow = new Map<number, { hi: number; id: string }>();
    let lowCollisions = 0;
    let fullCollisions = 0;
    const rng = makeRng(20261122);
    for (const fen of TACTICAL_FENS) {
      randomPlay(fen, 600, 60, rng, {
        visit(pos) {
          const seen = byLow.get(pos.hashLo);
          if (seen === undefined) {
            byLow.set(pos.hashLo, { hi: pos.hashHi, id: identity(getFen(pos)) });
            return;
          }
          const id = identity(getFen(pos));
          if (seen.id === id) return;
          lowCollisions++;
          if (seen.hi === pos.hashHi) fullCollisions++;
        },
      });
    }
    expect(lowCollisions).toBeGreaterThan(0);
    expect(fullCollisions).toBe(0);
  });
});
