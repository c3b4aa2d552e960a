// Lazy evaluation's quick estimate (Crafty's lazy eval): the full evaluator's cheap part, the
// pawn hash's score (pawn material, PST and structure) plus the material and PST of every other
// piece, tapered by the phase and with the tempo bonus, from the side to move's view. Quiescence
// (LazyEvalMargin) stands pat on it without the full evaluation when it is beyond the window by
// more than a margin that the rest (mobility, threats, king safety, passed pawns, imbalance) is
// taken not to exceed. Positions where the full evaluator may pull the score toward 0 (a side
// without pawns, bishops on opposite colours without queens) or where special endings decide get
// NO_QUICK_EVAL: no fixed margin covers a score scaled to a fraction of itself.

import { LIGHT_SQUARES, popcount } from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { BISHOP, BLACK, BLACK_CODES, KING, KNIGHT, PAWN, QUEEN, WHITE } from '../board/types.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { pawnEntry } from './pawns.js';
import { PSQ, W, Wt, egOf, mgOf, taper } from './weights.js';

/** quickEval's answer where no quick estimate is given (outside any evaluation's range). */
export const NO_QUICK_EVAL = 0x40000000;

/** Packed material + PST of colour's knights to kings (pawns are in the pawn hash's score). */
function piecesPsq(pos: Position, colour: number): number {
  const psq = PSQ;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const codes = colour === WHITE ? 0 : BLACK_CODES;
  let score = 0;
  for (let type: number = KNIGHT; type <= KING; type++) {
    const code = codes | type;
    const base = code * 64;
    let bLo = lo[code];
    let bHi = hi[code];
    while (bLo !== 0) {
      score = (score + psq[base + 31 - Math.clz32(bLo & -bLo)]) | 0;
      bLo &= bLo - 1;
    }
    while (bHi !== 0) {
      score = (score + psq[base + 63 - Math.clz32(bHi & -bHi)]) | 0;
      bHi &= bHi - 1;
    }
  }
  return score;
}

/** One bishop each, on squares of opposite colours, and no queen: endgame.ts scales these. */
function oppositeBishopsWithoutQueens(lo: Int32Array, hi: Int32Array): boolean {
  if ((lo[QUEEN] | hi[QUEEN] | lo[BLACK_CODES | QUEEN] | hi[BLACK_CODES | QUEEN]) !== 0) return false;
  if (popcount(lo[BISHOP], hi[BISHOP]) !== 1 || popcount(lo[BLACK_CODES | BISHOP], hi[BLACK_CODES | BISHOP]) !== 1) return false;
  const whiteLight = ((lo[BISHOP] | hi[BISHOP]) & LIGHT_SQUARES) !== 0;
  const blackLight = ((lo[BLACK_CODES | BISHOP] | hi[BLACK_CODES | BISHOP]) & LIGHT_SQUARES) !== 0;
  return whiteLight !== blackLight;
}

/**
 * The quick estimate of the full evaluation in centipawns, side to move's view, or NO_QUICK_EVAL
 * where a side has no pawns or the bishops are of opposite colours without queens (the full
 * evaluator's scaled and special endings).
 */
export function quickEval(pos: Position): number {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  if ((lo[PAWN] | hi[PAWN]) === 0 || (lo[BLACK_CODES | PAWN] | hi[BLACK_CODES | PAWN]) === 0) return NO_QUICK_EVAL;
  if (oppositeBishopsWithoutQueens(lo, hi)) return NO_QUICK_EVAL;
  const base = pawnEntry(pos);
  let score = PAWN_TABLE[base + Ph.SCORE];
  score = (score + piecesPsq(pos, WHITE) - piecesPsq(pos, BLACK)) | 0;
  score = (pos.side === WHITE ? score + W[Wt.TEMPO] : score - W[Wt.TEMPO]) | 0;
  const v = taper(mgOf(score), egOf(score), pos.phase);
  return pos.side === WHITE ? v : 0 - v;
}
