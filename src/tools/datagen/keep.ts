// Which positions become training records (kerf datagen's self-play and its import of match
// games alike): the side to move is not in check, the move played is neither a capture nor a
// promotion, the score is no mate score, and (with the quiescence filter) no capture line changes
// the static evaluation — so the tuner fits quiet positions whose evaluation the score describes.

import { KIND_CASTLING, KIND_EN_PASSANT, KIND_PROMOTION, moveKind, moveTo } from '../../board/move.js';
import { Position } from '../../board/position.js';
import { isMateScore } from '../../search/constants.js';
import { playQuietLine } from '../tune/quiesce.js';

/** Is `m` quiet: neither a capture (en passant included) nor a promotion? */
export function isQuietMove(pos: Position, m: number): boolean {
  const kind = moveKind(m);
  if (kind === KIND_PROMOTION || kind === KIND_EN_PASSANT) return false;
  return kind === KIND_CASTLING || pos.board[moveTo(m)] === 0;
}

/** Does the quiescence search leave the static evaluation standing (no capture line improves it)? */
export function quietByQsearch(pos: Position): boolean {
  const played = playQuietLine(pos);
  for (let i = 0; i < played; i++) pos.unmakeMove();
  return played === 0;
}

/** Is `pos`, where `move` was chosen with `score` (side to move's view), kept as a record? */
export function keepsPosition(pos: Position, move: number, score: number, qsearchFilter: boolean): boolean {
  return !isMateScore(score) && !pos.inCheck() && isQuietMove(pos, move) && (!qsearchFilter || quietByQsearch(pos));
}
