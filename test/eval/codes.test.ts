// The evaluator's const-enum copies of the board codes (src/eval/codes.ts) match the board's own
// definitions, so inlining them into the hot path cannot drift from the rest of the engine.

import { describe, expect, it } from 'vitest';
import * as types from '../../src/board/types.js';
import { PHASE_MAX } from '../../src/eval/psqt.js';
import { Bb, Castle, Colour, Pc, Phase } from '../../src/eval/codes.js';

describe('eval codes', () => {
  it('match board/types.ts and psqt.ts', () => {
    expect([Colour.WHITE, Colour.BLACK]).toEqual([types.WHITE, types.BLACK]);
    expect([Pc.PAWN, Pc.KNIGHT, Pc.BISHOP, Pc.ROOK, Pc.QUEEN, Pc.KING])
      .toEqual([types.PAWN, types.KNIGHT, types.BISHOP, types.ROOK, types.QUEEN, types.KING]);
    expect(Pc.BLACK_CODES).toBe(types.makePiece(types.BLACK, 0));
    expect([Castle.WK, Castle.WQ, Castle.BK, Castle.BQ])
      .toEqual([types.CASTLE_WK, types.CASTLE_WQ, types.CASTLE_BK, types.CASTLE_BQ]);
    expect(Phase.MAX).toBe(PHASE_MAX);
  });

  it('the light-square pattern marks exactly the squares with odd file + rank', () => {
    for (let sq = 0; sq < 64; sq++) {
      const bit = ((Bb.LIGHT >>> (sq & 31)) & 1) === 1;
      expect(bit, `square ${sq}`).toBe((((sq & 7) + (sq >> 3)) & 1) === 1);
    }
    expect(Bb.NOT_FILE_A | 0).toBe(~0x01010101);
    expect(Bb.NOT_FILE_H | 0).toBe(~(0x80808080 | 0));
  });
});
