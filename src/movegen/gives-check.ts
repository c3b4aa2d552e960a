// Does a move give check? Answered on the board before the move, without making it, so the search
// can drop a pruned quiet move without paying for make/unmake. Exact for every kind of move:
// the moved piece's own attack from its new square (pawn, knight, or a slider over the new
// occupancy), and every slider of the mover's that the move uncovers (the slider rays from the
// enemy king are recomputed over the occupancy after the move, with the moved piece and any
// captured one put where they end up). For the many moves of one node, fillCheckInfo computes
// once what each normal move needs (check squares by piece type, discoverers) and
// givesCheckWith answers from it with a few bit tests. Hot path: int32 halves only, no allocation.

import {
  BISHOP_ATTACKS, KNIGHT_HI, KNIGHT_LO, LINE_HI, LINE_LO, PAWN_ATT_HI, PAWN_ATT_LO,
  ROOK_ATTACKS, bishopIndex, rookIndex,
} from '../board/attacks.js';
import {
  KIND_CASTLING, KIND_EN_PASSANT, KIND_MASK, KIND_NORMAL, KIND_PROMOTION, KIND_SHIFT, SQUARE_MASK, TO_SHIFT, promotionType,
} from '../board/move.js';
import { Position } from '../board/position.js';
import { LINE_BLOCKERS, findLineBlockers } from './line-blockers.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';

/** Whether move m (legal in pos) leaves the opponent in check. */
export function givesCheck(pos: Position, m: number): boolean {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const us = pos.side;
  const c = us << 3;
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  const ksq = pos.kingSquare(us ^ 1);
  const kLo = ksq < 32 ? 1 << ksq : 0;
  const kHi = ksq < 32 ? 0 : 1 << (ksq - 32);

  // 1. Where the moving pieces start and end. A castling move's "to" is its own rook's square;
  //    the king lands on the g- or c-file and the rook beside it, as in Position.makeMove.
  let pieceFrom = from;
  let pieceTo = to;
  let type = pos.board[from] & 7;
  let occLo = bbLo[0] | bbLo[8];
  let occHi = bbHi[0] | bbHi[8];
  if (kind === KIND_CASTLING) {
    // Both pieces are lifted before either is set down: in Chess960 a target square may be the
    // other piece's origin. The rook is "the moved piece" from here on; the king gives no check.
    const backRank = us === WHITE ? 0 : 56;
    const kingSide = to > from;
    const kingTo = backRank + (kingSide ? 6 : 2);
    pieceFrom = to;
    pieceTo = backRank + (kingSide ? 5 : 3);
    type = ROOK;
    occLo &= ~((from < 32 ? 1 << from : 0) | (to < 32 ? 1 << to : 0));
    occHi &= ~((from < 32 ? 0 : 1 << (from - 32)) | (to < 32 ? 0 : 1 << (to - 32)));
    occLo |= kingTo < 32 ? 1 << kingTo : 0;
    occHi |= kingTo < 32 ? 0 : 1 << (kingTo - 32);
  } else if (kind === KIND_PROMOTION) {
    type = promotionType(m);
  } else if (kind === KIND_EN_PASSANT) {
    const capturedSq = us === WHITE ? to - 8 : to + 8;
    occLo &= ~(capturedSq < 32 ? 1 << capturedSq : 0);
    occHi &= ~(capturedSq < 32 ? 0 : 1 << (capturedSq - 32));
  }
  const fromLo = pieceFrom < 32 ? 1 << pieceFrom : 0;
  const fromHi = pieceFrom < 32 ? 0 : 1 << (pieceFrom - 32);
  const toLo = pieceTo < 32 ? 1 << pieceTo : 0;
  const toHi = pieceTo < 32 ? 0 : 1 << (pieceTo - 32);
  occLo = (occLo & ~fromLo) | toLo;
  occHi = (occHi & ~fromHi) | toHi;

  // 2. A leaper checks from its new square only.
  if (type === PAWN) {
    const i = (us << 6) | pieceTo;
    if ((PAWN_ATT_LO[i] & kLo) !== 0 || (PAWN_ATT_HI[i] & kHi) !== 0) return true;
  } else if (type === KNIGHT) {
    if ((KNIGHT_LO[pieceTo] & kLo) !== 0 || (KNIGHT_HI[pieceTo] & kHi) !== 0) return true;
  }

  // 3. A normal move (most of them) can check only along a line through the enemy king: the moved
  //    slider from its new square, or a slider of ours behind the square it leaves. With neither
  //    line there, no check, and the slider lookups below are not needed.
  if (kind === KIND_NORMAL) {
    const line = ksq * 64;
    const slidersLo = (bbLo[c | BISHOP] | bbLo[c | ROOK] | bbLo[c | QUEEN]) & ~fromLo;
    const slidersHi = (bbHi[c | BISHOP] | bbHi[c | ROOK] | bbHi[c | QUEEN]) & ~fromHi;
    const uncovers = ((LINE_LO[line + from] & slidersLo) | (LINE_HI[line + from] & slidersHi)) !== 0;
    const aims = type >= BISHOP && type <= QUEEN && (LINE_LO[line + to] | LINE_HI[line + to]) !== 0;
    if (!uncovers && !aims) return false;
  }

  // 4. Sliders, the moved one included, over the occupancy after the move. A captured slider of
  //    the opponent's is not ours, so only our own piece sets are read.
  let rqLo = (bbLo[c | ROOK] | bbLo[c | QUEEN]) & ~fromLo;
  let rqHi = (bbHi[c | ROOK] | bbHi[c | QUEEN]) & ~fromHi;
  let bqLo = (bbLo[c | BISHOP] | bbLo[c | QUEEN]) & ~fromLo;
  let bqHi = (bbHi[c | BISHOP] | bbHi[c | QUEEN]) & ~fromHi;
  if (type === ROOK || type === QUEEN) { rqLo |= toLo; rqHi |= toHi; }
  if (type === BISHOP || type === QUEEN) { bqLo |= toLo; bqHi |= toHi; }
  if ((rqLo | rqHi) !== 0) {
    const r = rookIndex(ksq, occLo, occHi);
    if ((ROOK_ATTACKS[r] & rqLo) !== 0 || (ROOK_ATTACKS[r + 1] & rqHi) !== 0) return true;
  }
  if ((bqLo | bqHi) !== 0) {
    const b = bishopIndex(ksq, occLo, occHi);
    if ((BISHOP_ATTACKS[b] & bqLo) !== 0 || (BISHOP_ATTACKS[b + 1] & bqHi) !== 0) return true;
  }
  return false;
}

/**
 * Words of one check-info slot (fillCheckInfo): the enemy king's square, then per piece type 1-6
 * its check squares (lo, hi at 2 * type), then the discoverers (lo, hi).
 */
export const CHECK_INFO_WORDS = 16;
const ENEMY_KING = 0;
const DISCOVERERS = 14;

/**
 * Fill info[at..at + CHECK_INFO_WORDS) with what givesCheckWith needs to answer for every move of
 * `pos`, once per node instead of per move: for each piece type of the side to move, the squares
 * from which it attacks the enemy king (sliders over the present occupancy; none for the king),
 * and the discoverers, the side to move's pieces standing alone between one of its sliders and the
 * enemy king.
 */
export function fillCheckInfo(pos: Position, info: Int32Array, at: number): void {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const us = pos.side;
  const them = us ^ 1;
  const c = us << 3;
  const ksq = pos.kingSquare(them);
  const occLo = bbLo[0] | bbLo[8];
  const occHi = bbHi[0] | bbHi[8];
  info[at + ENEMY_KING] = ksq;
  // A pawn of ours checks from where an enemy pawn on the king's square would attack.
  info[at + 2 * PAWN] = PAWN_ATT_LO[(them << 6) | ksq];
  info[at + 2 * PAWN + 1] = PAWN_ATT_HI[(them << 6) | ksq];
  info[at + 2 * KNIGHT] = KNIGHT_LO[ksq];
  info[at + 2 * KNIGHT + 1] = KNIGHT_HI[ksq];
  const r = rookIndex(ksq, occLo, occHi);
  const b = bishopIndex(ksq, occLo, occHi);
  info[at + 2 * BISHOP] = BISHOP_ATTACKS[b];
  info[at + 2 * BISHOP + 1] = BISHOP_ATTACKS[b + 1];
  info[at + 2 * ROOK] = ROOK_ATTACKS[r];
  info[at + 2 * ROOK + 1] = ROOK_ATTACKS[r + 1];
  info[at + 2 * QUEEN] = BISHOP_ATTACKS[b] | ROOK_ATTACKS[r];
  info[at + 2 * QUEEN + 1] = BISHOP_ATTACKS[b + 1] | ROOK_ATTACKS[r + 1];
  info[at + 2 * KING] = 0;
  info[at + 2 * KING + 1] = 0;
  // Discoverers: our pieces alone between one of our sliders and the enemy king.
  findLineBlockers(
    ksq, bbLo[them << 3], bbHi[them << 3],
    bbLo[c | ROOK] | bbLo[c | QUEEN], bbHi[c | ROOK] | bbHi[c | QUEEN],
    bbLo[c | BISHOP] | bbLo[c | QUEEN], bbHi[c | BISHOP] | bbHi[c | QUEEN],
    occLo, occHi,
  );
  info[at + DISCOVERERS] = LINE_BLOCKERS[0];
  info[at + DISCOVERERS + 1] = LINE_BLOCKERS[1];
}

/**
 * givesCheck(pos, m), from the check info fillCheckInfo(pos, info, at) left for this position.
 * Castling, en passant and promotions ask givesCheck itself. A normal move checks directly when
 * its piece lands on one of its type's check squares (a slider's over the occupancy before the
 * move: its own square can lie between its target and the king only if it already gave check,
 * which the side to move never does), and by discovery when it is a discoverer that leaves the
 * line through the king (moving along it, it still blocks).
 */
export function givesCheckWith(pos: Position, m: number, info: Int32Array, at: number): boolean {
  if (((m >> KIND_SHIFT) & KIND_MASK) !== KIND_NORMAL) return givesCheck(pos, m);
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const i = at + 2 * (pos.board[from] & 7);
  if ((to < 32 ? (info[i] >>> to) & 1 : (info[i + 1] >>> (to - 32)) & 1) !== 0) return true;
  if ((from < 32 ? (info[at + DISCOVERERS] >>> from) & 1 : (info[at + DISCOVERERS + 1] >>> (from - 32)) & 1) === 0) return false;
  const line = info[at + ENEMY_KING] * 64 + from;
  return (to < 32 ? (LINE_LO[line] >>> to) & 1 : (LINE_HI[line] >>> (to - 32)) & 1) === 0;
}
