// Knights, bishops, rooks and queens: material, PST, mobility (squares not held by own pawns or
// king and not attacked by enemy pawns), knight and bishop outposts, bad bishops, long diagonals,
// rooks on open / half-open files and the 7th rank; then threats (pieces attacked by pawns) and
// queen safety (queen attacked by a lesser piece). While walking the pieces it records what they
// attack and how they bear on the enemy king zone, for king safety.
// Design choice: one pass per colour computes each piece's attacks once and uses them for
// mobility, the king-attack tally and the lesser-attacks map; TRACE as in pawns.ts.

import {
  BISHOP_HI, BISHOP_LO, KNIGHT_HI, KNIGHT_LO, PAWN_ATT_HI, PAWN_ATT_LO, ROOK_HI, ROOK_LO,
  bishopIndex, rookIndex,
} from '../board/attacks.js';
import { Position } from '../board/position.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';
import { pop64 } from './bits.js';
import { LIGHT_SQUARES, LONG_DIAGONAL_HI, LONG_DIAGONAL_LO, LONG_DIAGONAL_OK } from './masks.js';
import { PAWN_TABLE, PH_COLOURS, PH_FILES, PH_SPAN } from './pawn-hash.js';
import {
  ES, ES_KATT_COUNT, ES_KATT_HITS, ES_KATT_WEIGHT, ES_KING_ZONE, ES_KSQ, ES_LESSER, ES_OCC,
  ES_PAWN_ATT,
} from './state.js';
import { traceAdd } from './trace.js';
import {
  BAD_BISHOP, BISHOP_LONG_DIAGONAL, BISHOP_OUTPOST, KING_ATTACK_WEIGHT, KNIGHT_OUTPOST,
  KNIGHT_OUTPOST_SUPPORTED, MOBILITY_BISHOP, MOBILITY_KNIGHT, MOBILITY_QUEEN, MOBILITY_ROOK,
  PIECE_VALUE, PST_BISHOP, PST_KNIGHT, PST_QUEEN, PST_ROOK, QUEEN_ATTACKED, QUEEN_ATTACKED_STM,
  ROOK_HALF_OPEN_FILE, ROOK_OPEN_FILE, ROOK_SEVENTH, THREAT_BY_PAWN, W, HALF_BOARD,
} from './weights.js';

const TRACE = false;

/** Outpost ranks: relative ranks 4 to 6 (index 3 to 5). */
const OUTPOST_RANKS = 0x38;

/**
 * Packed score of colour's knights, bishops, rooks and queens from colour's view. Expects ES_OCC,
 * ES_PAWN_ATT and ES_KING_ZONE filled; sets colour's king tallies and ES_LESSER.
 */
export function evaluatePieces(pos: Position, colour: number, pawnBase: number): number {
  const them = colour ^ 1;
  const us = colour << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const occLo = ES[ES_OCC];
  const occHi = ES[ES_OCC + 1];
  const flip = colour === WHITE ? 0 : 56;
  // Mobility area: not own pawns or king, not attacked by enemy pawns.
  const mobLo = ~(lo[us | PAWN] | lo[us | KING] | ES[ES_PAWN_ATT + 2 * them]);
  const mobHi = ~(hi[us | PAWN] | hi[us | KING] | ES[ES_PAWN_ATT + 2 * them + 1]);
  const ownPawnsLo = lo[us | PAWN];
  const ownPawnsHi = hi[us | PAWN];
  // Squares no enemy pawn can ever attack.
  const safeLo = ~PAWN_TABLE[pawnBase + PH_SPAN + 2 * them];
  const safeHi = ~PAWN_TABLE[pawnBase + PH_SPAN + 2 * them + 1];
  // The enemy king zone, and the tally of this colour's pieces that reach into it.
  const zoneLo = ES[ES_KING_ZONE + 2 * them];
  const zoneHi = ES[ES_KING_ZONE + 2 * them + 1];
  let attackers = 0;
  let attackWeight = 0;
  let attackHits = 0;
  let lesserLo = ES[ES_PAWN_ATT + 2 * colour];
  let lesserHi = ES[ES_PAWN_ATT + 2 * colour + 1];
  let score = 0;

  // Knights.
  let bLo = lo[us | KNIGHT];
  let bHi = hi[us | KNIGHT];
  while ((bLo | bHi) !== 0) {
    let sq: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
    const aLo = KNIGHT_LO[sq];
    const aHi = KNIGHT_HI[sq];
    lesserLo |= aLo;
    lesserHi |= aHi;
    const mob = pop64(aLo & mobLo, aHi & mobHi);
    const pst = HALF_BOARD[sq ^ flip];
    score += W[PIECE_VALUE + KNIGHT] + W[PST_KNIGHT + pst] + W[MOBILITY_KNIGHT + mob];
    if (TRACE) { traceAdd(PIECE_VALUE + KNIGHT, colour, 1); traceAdd(PST_KNIGHT + pst, colour, 1); traceAdd(MOBILITY_KNIGHT + mob, colour, 1); }
    if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
      attackers++;
      attackWeight += KING_ATTACK_WEIGHT[KNIGHT];
      attackHits += pop64(aLo & zoneLo, aHi & zoneHi);
    }
    if (((OUTPOST_RANKS >> ((sq ^ flip) >> 3)) & 1) !== 0
      && (sq < 32 ? (safeLo >>> sq) & 1 : (safeHi >>> (sq - 32)) & 1) !== 0) {
      score += W[KNIGHT_OUTPOST];
      if (TRACE) traceAdd(KNIGHT_OUTPOST, colour, 1);
      const d = them * 64 + sq;
      if (((ownPawnsLo & PAWN_ATT_LO[d]) | (ownPawnsHi & PAWN_ATT_HI[d])) !== 0) {
        score += W[KNIGHT_OUTPOST_SUPPORTED];
        if (TRACE) traceAdd(KNIGHT_OUTPOST_SUPPORTED, colour, 1);
      }
    }
  }

  // Bishops.
  const colours = PAWN_TABLE[pawnBase + PH_COLOURS] >>> (16 * colour);
  const pawnsLo = lo[PAWN] | lo[8 | PAWN];
  const pawnsHi = hi[PAWN] | hi[8 | PAWN];
  bLo = lo[us | BISHOP];
  bHi = hi[us | BISHOP];
  while ((bLo | bHi) !== 0) {
    let sq: number;
    let light: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; light = (LIGHT_SQUARES >>> sq) & 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; light = (LIGHT_SQUARES >>> (sq - 32)) & 1; }
    const idx = bishopIndex(sq, occLo, occHi);
    const aLo = BISHOP_LO[idx];
    const aHi = BISHOP_HI[idx];
    lesserLo |= aLo;
    lesserHi |= aHi;
    const mob = pop64(aLo & mobLo, aHi & mobHi);
    const pst = HALF_BOARD[sq ^ flip];
    // Own pawns on the bishop's square colour: byte 0 light, byte 1 dark.
    const sameColourPawns = light !== 0 ? colours & 0xff : (colours >>> 8) & 0xff;
    score += W[PIECE_VALUE + BISHOP] + W[PST_BISHOP + pst] + W[MOBILITY_BISHOP + mob]
      + Math.imul(W[BAD_BISHOP], sameColourPawns);
    if (TRACE) {
      traceAdd(PIECE_VALUE + BISHOP, colour, 1); traceAdd(PST_BISHOP + pst, colour, 1);
      traceAdd(MOBILITY_BISHOP + mob, colour, 1); traceAdd(BAD_BISHOP, colour, sameColourPawns);
    }
    if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
      attackers++;
      attackWeight += KING_ATTACK_WEIGHT[BISHOP];
      attackHits += pop64(aLo & zoneLo, aHi & zoneHi);
    }
    if (((OUTPOST_RANKS >> ((sq ^ flip) >> 3)) & 1) !== 0
      && (sq < 32 ? (safeLo >>> sq) & 1 : (safeHi >>> (sq - 32)) & 1) !== 0) {
      score += W[BISHOP_OUTPOST];
      if (TRACE) traceAdd(BISHOP_OUTPOST, colour, 1);
    }
    // Long diagonal: seeing both centre squares of a diagonal through the pawns.
    if (LONG_DIAGONAL_OK[sq] !== 0 && ((pawnsLo & LONG_DIAGONAL_LO[sq]) | (pawnsHi & LONG_DIAGONAL_HI[sq])) === 0) {
      score += W[BISHOP_LONG_DIAGONAL];
      if (TRACE) traceAdd(BISHOP_LONG_DIAGONAL, colour, 1);
    }
  }

  // Rooks.
  const files = PAWN_TABLE[pawnBase + PH_FILES];
  const enemyKingRank = (ES[ES_KSQ + them] ^ flip) >> 3;
  const seventhShift = colour === WHITE ? 16 : 8; // relative 7th rank inside the high / low half
  const enemyPawnsOnSeventh = colour === WHITE
    ? (hi[(them << 3) | PAWN] >>> seventhShift) & 0xff
    : (lo[(them << 3) | PAWN] >>> seventhShift) & 0xff;
  bLo = lo[us | ROOK];
  bHi = hi[us | ROOK];
  while ((bLo | bHi) !== 0) {
    let sq: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
    const idx = rookIndex(sq, occLo, occHi);
    const aLo = ROOK_LO[idx];
    const aHi = ROOK_HI[idx];
    lesserLo |= aLo;
    lesserHi |= aHi;
    const mob = pop64(aLo & mobLo, aHi & mobHi);
    const pst = HALF_BOARD[sq ^ flip];
    score += W[PIECE_VALUE + ROOK] + W[PST_ROOK + pst] + W[MOBILITY_ROOK + mob];
    if (TRACE) { traceAdd(PIECE_VALUE + ROOK, colour, 1); traceAdd(PST_ROOK + pst, colour, 1); traceAdd(MOBILITY_ROOK + mob, colour, 1); }
    if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
      attackers++;
      attackWeight += KING_ATTACK_WEIGHT[ROOK];
      attackHits += pop64(aLo & zoneLo, aHi & zoneHi);
    }
    const f = sq & 7;
    if (((files >>> (8 * colour + f)) & 1) === 0) {
      if (((files >>> (8 * them + f)) & 1) === 0) {
        score += W[ROOK_OPEN_FILE];
        if (TRACE) traceAdd(ROOK_OPEN_FILE, colour, 1);
      } else {
        score += W[ROOK_HALF_OPEN_FILE];
        if (TRACE) traceAdd(ROOK_HALF_OPEN_FILE, colour, 1);
      }
    }
    if (((sq ^ flip) >> 3) === 6 && (enemyKingRank === 7 || enemyPawnsOnSeventh !== 0)) {
      score += W[ROOK_SEVENTH];
      if (TRACE) traceAdd(ROOK_SEVENTH, colour, 1);
    }
  }

  // Queens.
  bLo = lo[us | QUEEN];
  bHi = hi[us | QUEEN];
  while ((bLo | bHi) !== 0) {
    let sq: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
    const rIdx = rookIndex(sq, occLo, occHi);
    const bIdx = bishopIndex(sq, occLo, occHi);
    const aLo = ROOK_LO[rIdx] | BISHOP_LO[bIdx];
    const aHi = ROOK_HI[rIdx] | BISHOP_HI[bIdx];
    const mob = pop64(aLo & mobLo, aHi & mobHi);
    const pst = HALF_BOARD[sq ^ flip];
    score += W[PIECE_VALUE + QUEEN] + W[PST_QUEEN + pst] + W[MOBILITY_QUEEN + mob];
    if (TRACE) { traceAdd(PIECE_VALUE + QUEEN, colour, 1); traceAdd(PST_QUEEN + pst, colour, 1); traceAdd(MOBILITY_QUEEN + mob, colour, 1); }
    if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
      attackers++;
      attackWeight += KING_ATTACK_WEIGHT[QUEEN];
      attackHits += pop64(aLo & zoneLo, aHi & zoneHi);
    }
  }

  ES[ES_KATT_COUNT + colour] = attackers;
  ES[ES_KATT_WEIGHT + colour] = attackWeight;
  ES[ES_KATT_HITS + colour] = attackHits;
  ES[ES_LESSER + 2 * colour] = lesserLo;
  ES[ES_LESSER + 2 * colour + 1] = lesserHi;
  return score;
}

/**
 * Packed threats against colour's pieces, from colour's view: knights, bishops and rooks attacked
 * by enemy pawns, and queens attacked by anything cheaper. Needs both colours' evaluatePieces.
 */
export function evaluateThreats(pos: Position, colour: number): number {
  const them = colour ^ 1;
  const us = colour << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  let score = 0;
  const pLo = ES[ES_PAWN_ATT + 2 * them];
  const pHi = ES[ES_PAWN_ATT + 2 * them + 1];
  const hit = pop64((lo[us | KNIGHT] | lo[us | BISHOP] | lo[us | ROOK]) & pLo,
    (hi[us | KNIGHT] | hi[us | BISHOP] | hi[us | ROOK]) & pHi);
  if (hit !== 0) {
    score += Math.imul(W[THREAT_BY_PAWN], hit);
    if (TRACE) traceAdd(THREAT_BY_PAWN, colour, hit);
  }
  const queens = pop64(lo[us | QUEEN] & ES[ES_LESSER + 2 * them], hi[us | QUEEN] & ES[ES_LESSER + 2 * them + 1]);
  if (queens !== 0) {
    const w = pos.side === colour ? QUEEN_ATTACKED_STM : QUEEN_ATTACKED;
    score += Math.imul(W[w], queens);
    if (TRACE) traceAdd(w, colour, queens);
  }
  return score;
}
