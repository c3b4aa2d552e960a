// Game stage for MPC parameter selection, as Crafty (and Jiang & Buro 2003) define it: the
// endgame is when both sides' piece material, weighted Q=9, R=5, B=N=3 with pawns not counted, is
// below 15; otherwise it is the middlegame. Cheap enough to call at every MPC-eligible node.
// STAGE_NAMES is the one list of stage names: the keys of a params file, the rows of the MPC
// statistics and the stage column of the calibration samples all read it.

import { popcount } from '../../board/bitboard.js';
import { Position } from '../../board/position.js';
import { BISHOP, KNIGHT, QUEEN, ROOK } from '../../board/types.js';

export const STAGE_MIDDLEGAME = 0;
export const STAGE_ENDGAME = 1;
/** Indexed by stage (STAGE_MIDDLEGAME, STAGE_ENDGAME). */
export const STAGE_NAMES = ['middlegame', 'endgame'] as const;
export const STAGE_COUNT = STAGE_NAMES.length;

/** Crafty-weighted piece material of one colour (pawns not counted). */
export function pieceMaterial(pos: Position, colour: number): number {
  const c = colour << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  return 3 * (popcount(lo[c | KNIGHT], hi[c | KNIGHT]) + popcount(lo[c | BISHOP], hi[c | BISHOP]))
    + 5 * popcount(lo[c | ROOK], hi[c | ROOK])
    + 9 * popcount(lo[c | QUEEN], hi[c | QUEEN]);
}

export function gameStage(pos: Position): number {
  return pieceMaterial(pos, 0) < 15 && pieceMaterial(pos, 1) < 15 ? STAGE_ENDGAME : STAGE_MIDDLEGAME;
}
