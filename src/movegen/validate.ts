// Cheap validation of a move that did not come from this position's move generator (a TT move,
// which may be stale or from a hash collision), so the search can try it before generating the
// move list. Handles the normal move kind only; castling, en passant and promotions return false
// and simply wait for the generator. Legality is settled by playing the move and testing the king.

import { BISHOP_ATTACKS, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, PAWN_ATT_HI, PAWN_ATT_LO, ROOK_ATTACKS, bishopIndex, rookIndex } from '../board/attacks.js';
import { PROMOTION_SHIFT, SQUARE_MASK, TO_SHIFT } from '../board/move.js';
import { Position } from '../board/position.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';

function hasSquare(lo: number, hi: number, sq: number): boolean {
  return sq < 32 ? ((lo >>> sq) & 1) !== 0 : ((hi >>> (sq - 32)) & 1) !== 0;
}

/** Is m (normal kind) a legal move in pos? */
export function isLegalNormalMove(pos: Position, m: number): boolean {
  // Promotion and kind bits together (12-15) are 0 exactly for a normal move.
  if (((m >> PROMOTION_SHIFT) & 15) !== 0) return false;
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  if (from === to) return false;
  const board = pos.board;
  const piece = board[from];
  const us = pos.side;
  if (piece === 0 || piece >> 3 !== us) return false;
  const target = board[to];
  if (target !== 0 && (target >> 3 === us || (target & 7) === KING)) return false;
  const occLo = pos.bbLo[0] | pos.bbLo[8];
  const occHi = pos.bbHi[0] | pos.bbHi[8];
  let reachable: boolean;
  switch (piece & 7) {
    case PAWN: {
      if (to >= 56 || to < 8) return false; // would be a promotion
      const forward = us === WHITE ? 8 : -8;
      if (to === from + forward) reachable = target === 0;
      else if (to === from + 2 * forward) {
        const startRank = us === WHITE ? 1 : 6;
        reachable = from >> 3 === startRank && target === 0 && board[from + forward] === 0;
      } else {
        const i = (us << 6) | from;
        reachable = target !== 0 && hasSquare(PAWN_ATT_LO[i], PAWN_ATT_HI[i], to);
      }
      break;
    }
    case KNIGHT: reachable = hasSquare(KNIGHT_LO[from], KNIGHT_HI[from], to); break;
    case KING: reachable = hasSquare(KING_LO[from], KING_HI[from], to); break;
    case BISHOP: { const i = bishopIndex(from, occLo, occHi); reachable = hasSquare(BISHOP_ATTACKS[i], BISHOP_ATTACKS[i + 1], to); break; }
    case ROOK: { const i = rookIndex(from, occLo, occHi); reachable = hasSquare(ROOK_ATTACKS[i], ROOK_ATTACKS[i + 1], to); break; }
    case QUEEN: {
      const r = rookIndex(from, occLo, occHi);
      const b = bishopIndex(from, occLo, occHi);
      reachable = hasSquare(ROOK_ATTACKS[r] | BISHOP_ATTACKS[b], ROOK_ATTACKS[r + 1] | BISHOP_ATTACKS[b + 1], to);
      break;
    }
    default: return false;
  }
  if (!reachable) return false;
  pos.makeMove(m);
  const legal = !pos.isAttackedBy(pos.kingSquare(us), us ^ 1, pos.bbLo[0] | pos.bbLo[8], pos.bbHi[0] | pos.bbHi[8]);
  pos.unmakeMove();
  return legal;
}
