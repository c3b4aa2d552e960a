// Does a move give check? Answered on the board before the move, without making it, so the search
// can drop a pruned quiet move without paying for make/unmake. Exact for every kind of move:
// the moved piece's own attack from its new square (pawn, knight, or a slider over the new
// occupancy), and every slider of the mover's that the move uncovers (the slider rays from the
// enemy king are recomputed over the occupancy after the move, with the moved piece and any
// captured one put where they end up). Hot path: int32 halves only, no allocation.

import {
  BISHOP_ATTACKS, KNIGHT_HI, KNIGHT_LO, LINE_HI, LINE_LO, PAWN_ATT_HI, PAWN_ATT_LO, ROOK_ATTACKS,
  bishopIndex, rookIndex,
} from '../board/attacks.js';
import {
  KIND_CASTLING, KIND_EN_PASSANT, KIND_MASK, KIND_NORMAL, KIND_PROMOTION, KIND_SHIFT, SQUARE_MASK, TO_SHIFT, promotionType,
} from '../board/move.js';
import { Position } from '../board/position.js';
import { BISHOP, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';

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
