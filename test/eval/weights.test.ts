// The weights module: packed S(mg, eg) values round-trip, the term table covers every weight
// exactly once, and the danger table grows with both inputs.

import { describe, expect, it } from 'vitest';
import {
  Danger, HALF_BOARD, KING_DANGER, N_WEIGHTS, S, TERMS, W, W_INITIAL, Wt, egOf, mgOf,
} from '../../src/eval/weights.js';

describe('weights', () => {
  it('S(mg, eg) unpacks to its halves, and sums and multiples of packed values unpack to sums', () => {
    for (const mg of [-1200, -300, -1, 0, 1, 77, 2500]) {
      for (const eg of [-1500, -20, 0, 5, 999, 3000]) {
        const s = S(mg, eg);
        expect([mgOf(s), egOf(s)]).toEqual([mg, eg]);
        expect([mgOf(Math.imul(s, -3)), egOf(Math.imul(s, -3))]).toEqual([(-3 * mg) | 0, (-3 * eg) | 0]);
        const t = (s + S(eg, mg)) | 0;
        expect([mgOf(t), egOf(t)]).toEqual([mg + eg, eg + mg]);
      }
    }
  });

  it('the terms tile the weight array, and the live weights start as the file defines them', () => {
    let next = 0;
    for (const t of TERMS) {
      expect(t.offset, t.name).toBe(next);
      next += t.size;
      if (t.layout === 'half-board') expect(t.size, t.name).toBe(32);
    }
    expect(next).toBe(N_WEIGHTS);
    expect(N_WEIGHTS).toBe(Wt.COUNT);
    expect(Array.from(W)).toEqual(Array.from(W_INITIAL));
    expect(new Set(TERMS.map((t) => t.name)).size).toBe(TERMS.length);
  });

  it('half-board PST indices mirror the files and draw rank 8 first', () => {
    expect(HALF_BOARD[56]).toBe(0); // a8
    expect(HALF_BOARD[63]).toBe(0); // h8 mirrors a8
    expect(HALF_BOARD[3]).toBe(31); // d1
    expect(HALF_BOARD[4]).toBe(31); // e1 mirrors d1
    expect(HALF_BOARD[0]).toBe(28); // a1
  });

  it('the king-danger table never falls as defects or attack grow', () => {
    for (let d = 0; d <= Danger.DEFECTS_MAX; d++) {
      for (let a = 0; a <= Danger.ATTACK_MAX; a++) {
        const v = KING_DANGER[d * Danger.STRIDE + a];
        if (a > 0) expect(v).toBeGreaterThanOrEqual(KING_DANGER[d * Danger.STRIDE + a - 1]);
        if (d > 0) expect(v).toBeGreaterThanOrEqual(KING_DANGER[(d - 1) * Danger.STRIDE + a]);
      }
    }
    expect(KING_DANGER[0]).toBe(0);
  });
});
