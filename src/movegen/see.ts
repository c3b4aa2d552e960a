// Static exchange evaluation: the material balance of the capture sequence on a move's target
// square, each side recapturing with its least valuable attacker and free to stop. Sliders behind
// a capturer join in as it leaves (x-rays, by recomputing slider attacks on the shrinking
// occupancy). Pins are ignored, as usual. Integer-only; the swap list is preallocated.

import {
  BISHOP_ATTACKS, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, PAWN_ATT_HI, PAWN_ATT_LO,
  ROOK_ATTACKS, bishopIndex, rookIndex,
} from '../board/attacks.js';
import {
  KIND_CASTLING, KIND_EN_PASSANT, KIND_MASK, KIND_PROMOTION, KIND_SHIFT, SQUARE_MASK, TO_SHIFT, promotionType,
} from '../board/move.js';
import { Position } from '../board/position.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../board/types.js';

/** Exchange values by piece type (king high so it is always the last to capture). */
export const SEE_VALUE = new Int32Array([0, 100, 320, 330, 500, 950, 20000]);

const gain = new Int32Array(40);

/** Net material the side to move wins by playing move m, assuming best replies on the square. */
export function see(pos: Position, m: number): number {
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  if (kind === KIND_CASTLING) return 0;
  const board = pos.board;
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;

  let occLo = bbLo[0] | bbLo[8];
  let occHi = bbHi[0] | bbHi[8];
  let captured = kind === KIND_EN_PASSANT ? PAWN : board[to] & 7;
  let onSquare = board[from] & 7;
  gain[0] = SEE_VALUE[captured];
  if (kind === KIND_PROMOTION) {
    const promo = promotionType(m);
    gain[0] += SEE_VALUE[promo] - SEE_VALUE[PAWN];
    onSquare = promo;
  }
  if (from < 32) occLo &= ~(1 << from); else occHi &= ~(1 << (from - 32));
  if (kind === KIND_EN_PASSANT) {
    const capSq = pos.side === 0 ? to - 8 : to + 8;
    if (capSq < 32) occLo &= ~(1 << capSq); else occHi &= ~(1 << (capSq - 32));
  }

  // All pieces attacking `to`, recomputed lazily for sliders as the occupancy shrinks.
  const bqLo = bbLo[BISHOP] | bbLo[QUEEN] | bbLo[8 | BISHOP] | bbLo[8 | QUEEN];
  const bqHi = bbHi[BISHOP] | bbHi[QUEEN] | bbHi[8 | BISHOP] | bbHi[8 | QUEEN];
  const rqLo = bbLo[ROOK] | bbLo[QUEEN] | bbLo[8 | ROOK] | bbLo[8 | QUEEN];
  const rqHi = bbHi[ROOK] | bbHi[QUEEN] | bbHi[8 | ROOK] | bbHi[8 | QUEEN];
  let ri = rookIndex(to, occLo, occHi);
  let bi = bishopIndex(to, occLo, occHi);
  let attLo = (PAWN_ATT_LO[64 | to] & bbLo[PAWN]) | (PAWN_ATT_LO[to] & bbLo[8 | PAWN])
    | (KNIGHT_LO[to] & (bbLo[KNIGHT] | bbLo[8 | KNIGHT])) | (KING_LO[to] & (bbLo[KING] | bbLo[8 | KING]))
    | (ROOK_ATTACKS[ri] & rqLo) | (BISHOP_ATTACKS[bi] & bqLo);
  let attHi = (PAWN_ATT_HI[64 | to] & bbHi[PAWN]) | (PAWN_ATT_HI[to] & bbHi[8 | PAWN])
    | (KNIGHT_HI[to] & (bbHi[KNIGHT] | bbHi[8 | KNIGHT])) | (KING_HI[to] & (bbHi[KING] | bbHi[8 | KING]))
    | (ROOK_ATTACKS[ri + 1] & rqHi) | (BISHOP_ATTACKS[bi + 1] & bqHi);
  attLo &= occLo;
  attHi &= occHi;

  let side = pos.side ^ 1;
  let d = 0;
  for (;;) {
    const c = side << 3;
    const sideLo = attLo & bbLo[c];
    const sideHi = attHi & bbHi[c];
    if ((sideLo | sideHi) === 0) break;
    // Least valuable attacker of this side.
    let type = PAWN;
    let pLo = 0;
    let pHi = 0;
    for (; type <= KING; type++) {
      pLo = sideLo & bbLo[c | type];
      pHi = sideHi & bbHi[c | type];
      if ((pLo | pHi) !== 0) break;
    }
    if (type === KING) {
      // The king may only capture if the other side has nothing left to recapture with.
      const oLo = attLo & bbLo[c ^ 8];
      const oHi = attHi & bbHi[c ^ 8];
      if ((oLo | oHi) !== 0) break;
    }
    d++;
    gain[d] = SEE_VALUE[onSquare] - gain[d - 1];
    // (No early stop once the sign is settled: the pruning steps compare the value with margins
    // below zero, so it must be exact. seeAtLeast is the fast decision.)
    onSquare = type;
    // Remove the capturer and let x-ray sliders behind it in.
    if (pLo !== 0) occLo &= ~(pLo & -pLo); else occHi &= ~(pHi & -pHi);
    if (type === PAWN || type === BISHOP || type === QUEEN) {
      bi = bishopIndex(to, occLo, occHi);
      attLo |= BISHOP_ATTACKS[bi] & bqLo;
      attHi |= BISHOP_ATTACKS[bi + 1] & bqHi;
    }
    if (type === ROOK || type === QUEEN) {
      ri = rookIndex(to, occLo, occHi);
      attLo |= ROOK_ATTACKS[ri] & rqLo;
      attHi |= ROOK_ATTACKS[ri + 1] & rqHi;
    }
    attLo &= occLo;
    attHi &= occHi;
    side ^= 1;
  }
  while (d > 0) {
    gain[d - 1] = -(-gain[d - 1] > gain[d] ? -gain[d - 1] : gain[d]);
    d--;
  }
  return gain[0];
}

/**
 * Does move m win at least `threshold` by SEE (the same exchange rules as see(), so exactly
 * see(pos, m) >= threshold)? The decision alone, which can usually stop early: a capture that
 * falls short even unanswered, or a move that keeps the threshold even when its piece is lost,
 * is answered before any attacker is looked at; the exchange is played out only as long as its
 * outcome against the threshold is open. The pruning steps need only this.
 */
export function seeAtLeast(pos: Position, m: number, threshold: number): boolean {
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  if (kind === KIND_CASTLING) return threshold <= 0;
  const board = pos.board;
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  let value = SEE_VALUE[kind === KIND_EN_PASSANT ? PAWN : board[to] & 7];
  let onSquare = board[from] & 7;
  if (kind === KIND_PROMOTION) {
    onSquare = promotionType(m);
    value += SEE_VALUE[onSquare] - SEE_VALUE[PAWN];
  }
  // 1. The mover's margin over the threshold if nothing recaptures: short already, the answer.
  let margin = value - threshold;
  if (margin < 0) return false;
  // 2. `swap`: what the side to capture next must win back to come out ahead, here the mover's
  //    piece against that margin. Nothing to win back: the threshold holds whatever follows.
  let swap = SEE_VALUE[onSquare] - margin;
  if (swap <= 0) return true;

  let occLo = bbLo[0] | bbLo[8];
  let occHi = bbHi[0] | bbHi[8];
  if (from < 32) occLo &= ~(1 << from); else occHi &= ~(1 << (from - 32));
  if (kind === KIND_EN_PASSANT) {
    const capSq = pos.side === 0 ? to - 8 : to + 8;
    if (capSq < 32) occLo &= ~(1 << capSq); else occHi &= ~(1 << (capSq - 32));
  }
  const bqLo = bbLo[BISHOP] | bbLo[QUEEN] | bbLo[8 | BISHOP] | bbLo[8 | QUEEN];
  const bqHi = bbHi[BISHOP] | bbHi[QUEEN] | bbHi[8 | BISHOP] | bbHi[8 | QUEEN];
  const rqLo = bbLo[ROOK] | bbLo[QUEEN] | bbLo[8 | ROOK] | bbLo[8 | QUEEN];
  const rqHi = bbHi[ROOK] | bbHi[QUEEN] | bbHi[8 | ROOK] | bbHi[8 | QUEEN];
  let ri = rookIndex(to, occLo, occHi);
  let bi = bishopIndex(to, occLo, occHi);
  let attLo = (PAWN_ATT_LO[64 | to] & bbLo[PAWN]) | (PAWN_ATT_LO[to] & bbLo[8 | PAWN])
    | (KNIGHT_LO[to] & (bbLo[KNIGHT] | bbLo[8 | KNIGHT])) | (KING_LO[to] & (bbLo[KING] | bbLo[8 | KING]))
    | (ROOK_ATTACKS[ri] & rqLo) | (BISHOP_ATTACKS[bi] & bqLo);
  let attHi = (PAWN_ATT_HI[64 | to] & bbHi[PAWN]) | (PAWN_ATT_HI[to] & bbHi[8 | PAWN])
    | (KNIGHT_HI[to] & (bbHi[KNIGHT] | bbHi[8 | KNIGHT])) | (KING_HI[to] & (bbHi[KING] | bbHi[8 | KING]))
    | (ROOK_ATTACKS[ri + 1] & rqHi) | (BISHOP_ATTACKS[bi + 1] & bqHi);

  // 3. The exchange, least valuable attacker first. `holds` is 1 while the mover keeps the
  //    threshold with the side to capture next declining; each capture hands that to the
  //    capturer, and the exchange ends once the side to capture cannot win back `swap`
  //    (its `holds` decides ties: ≥ for the mover, > for the opponent).
  let side = pos.side;
  let holds = 1;
  for (;;) {
    side ^= 1;
    attLo &= occLo;
    attHi &= occHi;
    const c = side << 3;
    const sideLo = attLo & bbLo[c];
    const sideHi = attHi & bbHi[c];
    if ((sideLo | sideHi) === 0) break;
    holds ^= 1;
    let type = PAWN;
    let pLo = 0;
    let pHi = 0;
    for (; type < KING; type++) {
      pLo = sideLo & bbLo[c | type];
      pHi = sideHi & bbHi[c | type];
      if ((pLo | pHi) !== 0) break;
    }
    if (type === KING) {
      // The king captures only when nothing can take it back; otherwise the capture is not made.
      const otherLo = attLo & bbLo[c ^ 8];
      const otherHi = attHi & bbHi[c ^ 8];
      return ((otherLo | otherHi) !== 0 ? holds ^ 1 : holds) === 1;
    }
    swap = SEE_VALUE[type] - swap;
    if (swap < holds) break;
    if (pLo !== 0) occLo &= ~(pLo & -pLo); else occHi &= ~(pHi & -pHi);
    if (type === PAWN || type === BISHOP || type === QUEEN) {
      bi = bishopIndex(to, occLo, occHi);
      attLo |= BISHOP_ATTACKS[bi] & bqLo;
      attHi |= BISHOP_ATTACKS[bi + 1] & bqHi;
    }
    if (type === ROOK || type === QUEEN) {
      ri = rookIndex(to, occLo, occHi);
      attLo |= ROOK_ATTACKS[ri] & rqLo;
      attHi |= ROOK_ATTACKS[ri + 1] & rqHi;
    }
  }
  return holds === 1;
}

/** A quiet move: neither a capture (en passant included) nor a promotion. */
export function isQuietMove(pos: Position, m: number): boolean {
  return capturedType(pos, m) === 0 && ((m >> KIND_SHIFT) & KIND_MASK) !== KIND_PROMOTION;
}

/** Captured piece type of a move (0 if none), for MVV-LVA. */
export function capturedType(pos: Position, m: number): number {
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  return kind === KIND_EN_PASSANT ? PAWN : kind === KIND_CASTLING ? 0 : pos.board[(m >> TO_SHIFT) & SQUARE_MASK] & 7;
}
