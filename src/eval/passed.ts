// Passed pawns, the part that depends on more than pawns: a free path to the queening square,
// the two kings' distances to the stop square (an endgame term, weighted by how far the pawn has
// come), and the rule of the square — a passer the lone enemy king cannot catch while the enemy
// has no pieces. The passer set itself comes from the pawn hash (pawns.ts).
// Design choice: the unstoppable test only records the fastest such passer per side (ES); the
// bonus is given in full.ts, and only when the opponent has no racing passer of its own — a
// race needs a search, not a rule. TRACE as in pawns.ts.

import { Position } from '../board/position.js';
import { BISHOP, KNIGHT, QUEEN, ROOK, WHITE } from '../board/types.js';
import { DISTANCE, FRONT_HI, FRONT_LO } from './masks.js';
import { PAWN_TABLE, PH_PASSED } from './pawn-hash.js';
import { ES, ES_COUNT, ES_KSQ, ES_OCC, ES_UNSTOPPABLE } from './state.js';
import { traceAdd } from './trace.js';
import { PASSED_FREE, PASSED_KING_ENEMY, PASSED_KING_OWN, W } from './weights.js';

const TRACE = false;

/** How much the king distances matter, by relative rank of the passer. */
const RANK_FACTOR = Int32Array.of(0, 0, 0, 1, 2, 3, 5, 0);

/** Packed score of colour's passed pawns (dynamic terms), from colour's view; sets ES_UNSTOPPABLE. */
export function evaluatePassed(pos: Position, colour: number, pawnBase: number): number {
  const them = colour ^ 1;
  let bLo = PAWN_TABLE[pawnBase + PH_PASSED + 2 * colour];
  let bHi = PAWN_TABLE[pawnBase + PH_PASSED + 2 * colour + 1];
  ES[ES_UNSTOPPABLE + colour] = 99;
  if ((bLo | bHi) === 0) return 0;
  const occLo = ES[ES_OCC];
  const occHi = ES[ES_OCC + 1];
  const ownKing = ES[ES_KSQ + colour];
  const enemyKing = ES[ES_KSQ + them];
  const c = ES_COUNT + 8 * them;
  const enemyHasPieces = (ES[c + KNIGHT] | ES[c + BISHOP] | ES[c + ROOK] | ES[c + QUEEN]) !== 0;
  const enemyToMove = pos.side === them ? 1 : 0;
  let fastest = 99;
  let score = 0;
  while ((bLo | bHi) !== 0) {
    let sq: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
    const r = colour === WHITE ? sq >> 3 : 7 - (sq >> 3);
    const i = colour * 64 + sq;
    const free = ((occLo & FRONT_LO[i]) | (occHi & FRONT_HI[i])) === 0;
    if (free) {
      score += W[PASSED_FREE + r];
      if (TRACE) traceAdd(PASSED_FREE + r, colour, 1);
    }
    const factor = RANK_FACTOR[r];
    if (factor !== 0) {
      const stop = colour === WHITE ? sq + 8 : sq - 8;
      let own = DISTANCE[ownKing * 64 + stop];
      let enemy = DISTANCE[enemyKing * 64 + stop];
      if (own > 5) own = 5;
      if (enemy > 5) enemy = 5;
      score += Math.imul(W[PASSED_KING_OWN], own * factor) + Math.imul(W[PASSED_KING_ENEMY], enemy * factor);
      if (TRACE) { traceAdd(PASSED_KING_OWN, colour, own * factor); traceAdd(PASSED_KING_ENEMY, colour, enemy * factor); }
    }
    if (!enemyHasPieces && free) {
      // Rule of the square: the pawn needs `moves` moves (a double step from the 2nd rank saves
      // one); the king must reach the queening square in fewer, counting the move it has in hand.
      const moves = r === 1 ? 5 : 7 - r;
      const queenSq = colour === WHITE ? 56 + (sq & 7) : sq & 7;
      if (moves < DISTANCE[enemyKing * 64 + queenSq] - enemyToMove && moves < fastest) fastest = moves;
    }
  }
  ES[ES_UNSTOPPABLE + colour] = fastest;
  return score;
}
