// Static exchange evaluation: the material balance of the capture sequence on a move's target
// square, each side recapturing with its least valuable attacker and free to stop. Sliders behind
// a capturer join in as it leaves (x-rays, by recomputing slider attacks on the shrinking
// occupancy). Pins are ignored, as usual. see() gives the value, seeAtLeast() only whether it
// reaches a threshold (what the pruning steps and the picker ask), usually far sooner; both play
// the exchange through the same steps below. Integer-only; the state is preallocated.

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

/**
 * The exchange on one square, shared by see() and seeAtLeast(): the occupancy (lo, hi), every
 * piece of either colour attacking the square (lo, hi), updated as capturers leave, and the bit of
 * the attacker leastAttacker() last found (lo, hi).
 */
const enum X { OCC_LO, OCC_HI, ATT_LO, ATT_HI, LEAST_LO, LEAST_HI, SIZE }
const exchange = new Int32Array(X.SIZE);

/**
 * Set up the exchange after a move from `from` to `to` (not castling): the occupancy without the
 * mover (and without the pawn en passant takes), and the attackers of the target square over it.
 */
function startExchange(pos: Position, from: number, to: number, kind: number): void {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  let occLo = bbLo[0] | bbLo[8];
  let occHi = bbHi[0] | bbHi[8];
  if (from < 32) occLo &= ~(1 << from); else occHi &= ~(1 << (from - 32));
  if (kind === KIND_EN_PASSANT) {
    const capSq = pos.side === 0 ? to - 8 : to + 8;
    if (capSq < 32) occLo &= ~(1 << capSq); else occHi &= ~(1 << (capSq - 32));
  }
  const ri = rookIndex(to, occLo, occHi);
  const bi = bishopIndex(to, occLo, occHi);
  const attLo = (PAWN_ATT_LO[64 | to] & bbLo[PAWN]) | (PAWN_ATT_LO[to] & bbLo[8 | PAWN])
    | (KNIGHT_LO[to] & (bbLo[KNIGHT] | bbLo[8 | KNIGHT])) | (KING_LO[to] & (bbLo[KING] | bbLo[8 | KING]))
    | (ROOK_ATTACKS[ri] & (bbLo[ROOK] | bbLo[QUEEN] | bbLo[8 | ROOK] | bbLo[8 | QUEEN]))
    | (BISHOP_ATTACKS[bi] & (bbLo[BISHOP] | bbLo[QUEEN] | bbLo[8 | BISHOP] | bbLo[8 | QUEEN]));
  const attHi = (PAWN_ATT_HI[64 | to] & bbHi[PAWN]) | (PAWN_ATT_HI[to] & bbHi[8 | PAWN])
    | (KNIGHT_HI[to] & (bbHi[KNIGHT] | bbHi[8 | KNIGHT])) | (KING_HI[to] & (bbHi[KING] | bbHi[8 | KING]))
    | (ROOK_ATTACKS[ri + 1] & (bbHi[ROOK] | bbHi[QUEEN] | bbHi[8 | ROOK] | bbHi[8 | QUEEN]))
    | (BISHOP_ATTACKS[bi + 1] & (bbHi[BISHOP] | bbHi[QUEEN] | bbHi[8 | BISHOP] | bbHi[8 | QUEEN]));
  exchange[X.OCC_LO] = occLo;
  exchange[X.OCC_HI] = occHi;
  exchange[X.ATT_LO] = attLo & occLo;
  exchange[X.ATT_HI] = attHi & occHi;
}

/**
 * The least valuable attacker `side` has on the square (PAWN..KING), or 0 when it has none.
 * Leaves its square's bit in the exchange's LEAST_LO / LEAST_HI.
 */
function leastAttacker(pos: Position, side: number): number {
  const c = side << 3;
  const sideLo = exchange[X.ATT_LO] & pos.bbLo[c];
  const sideHi = exchange[X.ATT_HI] & pos.bbHi[c];
  if ((sideLo | sideHi) === 0) return 0;
  for (let type = PAWN; type < KING; type++) {
    const pLo = sideLo & pos.bbLo[c | type];
    const pHi = sideHi & pos.bbHi[c | type];
    if ((pLo | pHi) !== 0) {
      exchange[X.LEAST_LO] = pLo & -pLo;
      exchange[X.LEAST_HI] = pLo !== 0 ? 0 : pHi & -pHi;
      return type;
    }
  }
  exchange[X.LEAST_LO] = sideLo & pos.bbLo[c | KING];
  exchange[X.LEAST_HI] = sideHi & pos.bbHi[c | KING];
  return KING;
}

/** Does the side other than `side` still attack the square? (Whether a king may capture.) */
function otherSideAttacks(pos: Position, side: number): boolean {
  const c = (side ^ 1) << 3;
  return ((exchange[X.ATT_LO] & pos.bbLo[c]) | (exchange[X.ATT_HI] & pos.bbHi[c])) !== 0;
}

/** The attacker leastAttacker() found, of `type`, captures: it leaves, and sliders behind it join. */
function capture(pos: Position, type: number, to: number): void {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const occLo = exchange[X.OCC_LO] & ~exchange[X.LEAST_LO];
  const occHi = exchange[X.OCC_HI] & ~exchange[X.LEAST_HI];
  let attLo = exchange[X.ATT_LO];
  let attHi = exchange[X.ATT_HI];
  if (type === PAWN || type === BISHOP || type === QUEEN) {
    const bi = bishopIndex(to, occLo, occHi);
    attLo |= BISHOP_ATTACKS[bi] & (bbLo[BISHOP] | bbLo[QUEEN] | bbLo[8 | BISHOP] | bbLo[8 | QUEEN]);
    attHi |= BISHOP_ATTACKS[bi + 1] & (bbHi[BISHOP] | bbHi[QUEEN] | bbHi[8 | BISHOP] | bbHi[8 | QUEEN]);
  }
  if (type === ROOK || type === QUEEN) {
    const ri = rookIndex(to, occLo, occHi);
    attLo |= ROOK_ATTACKS[ri] & (bbLo[ROOK] | bbLo[QUEEN] | bbLo[8 | ROOK] | bbLo[8 | QUEEN]);
    attHi |= ROOK_ATTACKS[ri + 1] & (bbHi[ROOK] | bbHi[QUEEN] | bbHi[8 | ROOK] | bbHi[8 | QUEEN]);
  }
  exchange[X.OCC_LO] = occLo;
  exchange[X.OCC_HI] = occHi;
  exchange[X.ATT_LO] = attLo & occLo;
  exchange[X.ATT_HI] = attHi & occHi;
}

/** Net material the side to move wins by playing move m, assuming best replies on the square. */
export function see(pos: Position, m: number): number {
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  if (kind === KIND_CASTLING) return 0;
  let onSquare = pos.board[from] & 7;
  gain[0] = SEE_VALUE[kind === KIND_EN_PASSANT ? PAWN : pos.board[to] & 7];
  if (kind === KIND_PROMOTION) {
    onSquare = promotionType(m);
    gain[0] += SEE_VALUE[onSquare] - SEE_VALUE[PAWN];
  }
  startExchange(pos, from, to, kind);
  // Each side in turn takes with its least valuable attacker; the swap list keeps what the
  // capturer stands at if the exchange stops there. Played out to the end (no stop once the sign
  // is settled: the pruning steps compare values below zero with margins, so it must be exact).
  let side = pos.side ^ 1;
  let d = 0;
  for (;;) {
    const type = leastAttacker(pos, side);
    if (type === 0) break;
    // The king may only capture if the other side has nothing left to recapture with.
    if (type === KING && otherSideAttacks(pos, side)) break;
    d++;
    gain[d] = SEE_VALUE[onSquare] - gain[d - 1];
    onSquare = type;
    capture(pos, type, to);
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
  let value = SEE_VALUE[kind === KIND_EN_PASSANT ? PAWN : pos.board[to] & 7];
  let onSquare = pos.board[from] & 7;
  if (kind === KIND_PROMOTION) {
    onSquare = promotionType(m);
    value += SEE_VALUE[onSquare] - SEE_VALUE[PAWN];
  }
  // 1. The mover's margin over the threshold if nothing recaptures: short already, the answer.
  const margin = value - threshold;
  if (margin < 0) return false;
  // 2. `swap`: what the side to capture next must win back to come out ahead, here the mover's
  //    piece against that margin. Nothing to win back: the threshold holds whatever follows.
  let swap = SEE_VALUE[onSquare] - margin;
  if (swap <= 0) return true;
  startExchange(pos, from, to, kind);

  // 3. The exchange, least valuable attacker first. `holds` is 1 while the mover keeps the
  //    threshold with the side to capture next declining; each capture hands that to the
  //    capturer, and the exchange ends once the side to capture cannot win back `swap`
  //    (its `holds` decides ties: ≥ for the mover, > for the opponent).
  let side = pos.side;
  let holds = 1;
  for (;;) {
    side ^= 1;
    const type = leastAttacker(pos, side);
    if (type === 0) break;
    holds ^= 1;
    // The king captures only when nothing can take it back; otherwise the capture is not made.
    if (type === KING) return (otherSideAttacks(pos, side) ? holds ^ 1 : holds) === 1;
    swap = SEE_VALUE[type] - swap;
    if (swap < holds) break;
    capture(pos, type, to);
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
