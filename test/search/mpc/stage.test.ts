// The Crafty game stage MPC parameters are chosen by (src/search/mpc/stage.ts): the endgame
// begins when both sides' piece material (Q=9, R=5, B=N=3, pawns not counted) is below 15.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../../src/board/fen.js';
import type { Position } from '../../../src/board/position.js';
import { gameStage, pieceMaterial, STAGE_ENDGAME, STAGE_MIDDLEGAME, STAGE_NAMES } from '../../../src/search/mpc/stage.js';

function pos(fen: string): Position {
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error('bad test FEN');
  return parsed.value;
}

describe('gameStage', () => {
  it('names its stages in index order', () => {
    expect([STAGE_NAMES[STAGE_MIDDLEGAME], STAGE_NAMES[STAGE_ENDGAME]]).toEqual(['middlegame', 'endgame']);
  });

  it('the start position is a middlegame with 31 points of pieces a side', () => {
    const start = pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect([pieceMaterial(start, 0), pieceMaterial(start, 1)]).toEqual([31, 31]);
    expect(gameStage(start)).toBe(STAGE_MIDDLEGAME);
  });

  it('is the endgame only when both sides are below 15', () => {
    // Queen + rook (14) each: endgame. Queen + rook + knight (17) on one side: middlegame.
    expect(gameStage(pos('3qk2r/pppppppp/8/8/8/8/PPPPPPPP/3QK2R w Kk - 0 1'))).toBe(STAGE_ENDGAME);
    expect(gameStage(pos('3qk2r/pppppppp/8/8/8/8/PPPPPPPP/3QKN1R w Kk - 0 1'))).toBe(STAGE_MIDDLEGAME);
  });
});
