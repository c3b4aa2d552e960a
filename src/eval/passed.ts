// Passed pawns, the part that depends on more than pawns: a free path to the queening square, an
// enemy piece blocking the stop square, the two kings' distances to the stop square (endgame
// terms, by how far the pawn has come), and the rule of the square — a passer the lone enemy king cannot catch while the enemy
// has no pieces. The passer set itself comes from the pawn hash (pawns.ts).
// Design choice: the unstoppable test only records the fastest such passer per side (Es); the
// bonus is given in full.ts, and only when the opponent has no racing passer of its own — a
// race needs a search, not a rule. TRACE, locals and enums as in pawns.ts.

import { Position } from '../board/position.js';
import { BISHOP, KNIGHT, QUEEN, ROOK, WHITE } from '../board/types.js';
import { DISTANCE, FRONT_HI, FRONT_LO } from './masks.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { ES, Es } from './state.js';
import { traceAdd } from './trace.js';
import { W, Wt } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** Packed score of colour's passed pawns (dynamic terms), from colour's view; sets Es.UNSTOPPABLE. */
export function evaluatePassed(pos: Position, colour: number, pawnBase: number): number {
  const es = ES;
  const them = colour ^ 1;
  let bLo = PAWN_TABLE[pawnBase + Ph.PASSED + 2 * colour];
  let bHi = PAWN_TABLE[pawnBase + Ph.PASSED + 2 * colour + 1];
  es[Es.UNSTOPPABLE + colour] = 99;
  if ((bLo | bHi) === 0) return 0;
  const w = W;
  const distance = DISTANCE;
  const occLo = es[Es.OCC];
  const occHi = es[Es.OCC + 1];
  const ownKing = es[Es.KSQ + colour];
  const enemyKing = es[Es.KSQ + them];
  const c = Es.COUNT + 8 * them;
  const enemyHasPieces = (es[c + KNIGHT] | es[c + BISHOP] | es[c + ROOK] | es[c + QUEEN]) !== 0;
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
      score += w[Wt.PASSED_FREE + r];
      if (Build.TRACE as number) traceAdd(Wt.PASSED_FREE + r, colour, 1);
    }
    // Relative ranks 2-7 have a stop square on the board (a passer never stands on the 8th).
    const stop = colour === WHITE ? sq + 8 : sq - 8;
    if (r >= 3) {
      let own = distance[ownKing * 64 + stop];
      let enemy = distance[enemyKing * 64 + stop];
      if (own > 5) own = 5;
      if (enemy > 5) enemy = 5;
      score += Math.imul(w[Wt.PASSED_KING_OWN + r], own) + Math.imul(w[Wt.PASSED_KING_ENEMY + r], enemy);
      if (Build.TRACE as number) { traceAdd(Wt.PASSED_KING_OWN + r, colour, own); traceAdd(Wt.PASSED_KING_ENEMY + r, colour, enemy); }
    }
    if (!free && (stop < 32 ? (pos.bbLo[them << 3] >>> stop) & 1 : (pos.bbHi[them << 3] >>> (stop - 32)) & 1) !== 0) {
      score += w[Wt.PASSED_BLOCKED + r];
      if (Build.TRACE as number) traceAdd(Wt.PASSED_BLOCKED + r, colour, 1);
    }
    if (!enemyHasPieces && free) {
      // Rule of the square: the pawn needs `moves` moves (a double step from the 2nd rank saves
      // one); the king must reach the queening square in fewer, counting the move it has in hand.
      const moves = r === 1 ? 5 : 7 - r;
      const queenSq = colour === WHITE ? 56 + (sq & 7) : sq & 7;
      if (moves < distance[enemyKing * 64 + queenSq] - enemyToMove && moves < fastest) fastest = moves;
    }
  }
  es[Es.UNSTOPPABLE + colour] = fastest;
  return score;
}
