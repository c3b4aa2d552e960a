// Knights, bishops, rooks and queens: material and PST, mobility (squares not held by own pawns
// or king and not attacked by enemy pawns), knight and bishop outposts, bad bishops, long
// diagonals, minors right behind a pawn and their distance to their own king, rooks on open /
// half-open files, the 7th rank and a queen's file, rooks boxed in by their own king; and the
// threats this side makes (enemy pieces attacked by its pawns, the enemy queen attacked by a
// lesser piece, enemy targets attacked by its minors and rooks, hanging pieces). While walking
// the pieces it records what they attack (Es.LESSER, MINOR_ATT, ROOK_ATT, ALL_ATT) and how they
// bear on the enemy king zone.
// Design choice: one pass per colour; each piece's attacks are computed once and serve mobility,
// the king-attack tally and the lesser-attacks map, and every placement term is a bit test
// counted into a local, weighted once after the loops (no calls, few branches in the loops).
// TRACE, locals and enums as in pawns.ts.

import {
  BISHOP_ATTACKS, BISHOP_MAGIC8, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, Magic, ROOK_ATTACKS, ROOK_MAGIC8,
} from '../board/attacks.js';
import {
  LIGHT_SQUARES, blackPawnAttacksHi, blackPawnAttacksLo, popcount, whitePawnAttacksHi, whitePawnAttacksLo,
} from '../board/bitboard.js';
import { Position } from '../board/position.js';
import {
  BISHOP, BLACK, BLACK_CODES, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE,
} from '../board/types.js';
import { DISTANCE, LONG_DIAGONAL_HI, LONG_DIAGONAL_LO, LONG_DIAGONAL_OK } from './masks.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { ES, Es } from './state.js';
import { traceAdd } from './trace.js';
import { AttackWeight, HALF_BOARD, PSQ, W, Wt } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** Outpost squares (relative ranks 4 to 6) and the relative 7th rank, per colour, per half. */
const enum Ranks {
  WHITE_OUTPOST_LO = 0xff000000 | 0,
  WHITE_OUTPOST_HI = 0x0000ffff,
  BLACK_OUTPOST_LO = 0xffff0000 | 0,
  BLACK_OUTPOST_HI = 0x000000ff,
  /** White's third rank (low half) and Black's sixth (high half): a pawn pushed there may go on. */
  WHITE_THIRD = 0x00ff0000,
  BLACK_SIXTH = 0x0000ff00,
}

/** Is square sq in (lo, hi)? As 0 or 1. */
function bit(lo: number, hi: number, sq: number): number {
  return sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1;
}

/**
 * Packed score of colour's knights, bishops, rooks and queens from colour's view, including the
 * threats colour makes against the enemy (counted as the enemy's penalties). Expects Es.OCC,
 * PAWN_ATT, KING_ZONE and KSQ filled; White must go first (Black's call settles both queens'
 * safety, when both lesser-attack maps are known). Sets colour's king tallies, Es.LESSER and the
 * piece counts in Es.COUNT.
 */
export function evaluatePieces(pos: Position, colour: number, pawnBase: number): number {
  const w = W;
  const es = ES;
  const psq = PSQ;
  const them = colour ^ 1;
  const us = colour << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const occLo = es[Es.OCC];
  const occHi = es[Es.OCC + 1];
  const flip = colour === WHITE ? 0 : 56;
  const ownPawnAttLo = es[Es.PAWN_ATT + 2 * colour];
  const ownPawnAttHi = es[Es.PAWN_ATT + 2 * colour + 1];
  // Mobility area: not own pawns or king, not attacked by enemy pawns.
  const mobLo = ~(lo[us | PAWN] | lo[us | KING] | es[Es.PAWN_ATT + 2 * them]);
  const mobHi = ~(hi[us | PAWN] | hi[us | KING] | es[Es.PAWN_ATT + 2 * them + 1]);
  // The enemy king zone, and the tally of this colour's pieces that reach into it.
  const zoneLo = es[Es.KING_ZONE + 2 * them];
  const zoneHi = es[Es.KING_ZONE + 2 * them + 1];
  // Outposts: relative ranks 4-6 that no enemy pawn can ever attack.
  const outLo = (colour === WHITE ? Ranks.WHITE_OUTPOST_LO : Ranks.BLACK_OUTPOST_LO) & ~PAWN_TABLE[pawnBase + Ph.SPAN + 2 * them];
  const outHi = (colour === WHITE ? Ranks.WHITE_OUTPOST_HI : Ranks.BLACK_OUTPOST_HI) & ~PAWN_TABLE[pawnBase + Ph.SPAN + 2 * them + 1];
  let attackers = 0;
  let attackWeight = 0;
  let attackHits = 0;
  let lesserLo = ownPawnAttLo;
  let lesserHi = ownPawnAttHi;
  // Attacks by the knights, the bishops, the rooks and the queens.
  let knightAttLo = 0;
  let knightAttHi = 0;
  let bishopAttLo = 0;
  let bishopAttHi = 0;
  let rookAttLo = 0;
  let rookAttHi = 0;
  let queenAttLo = 0;
  let queenAttHi = 0;
  let score = 0;

  // Piece counts (Es.COUNT) are tallied here, where the pieces are walked anyway.
  let count = 0;
  // Pawns of either colour (the long diagonals look through them), the squares right behind them
  // (from colour's side) for minors shielded there, and this side's king, which its minors are
  // scored by their distance to.
  const allPawnsLo = lo[PAWN] | lo[BLACK_CODES | PAWN];
  const allPawnsHi = hi[PAWN] | hi[BLACK_CODES | PAWN];
  const behindLo = colour === WHITE ? (allPawnsLo >>> 8) | (allPawnsHi << 24) : allPawnsLo << 8;
  const behindHi = colour === WHITE ? allPawnsHi >>> 8 : (allPawnsHi << 8) | (allPawnsLo >>> 24);
  const ownKing = es[Es.KSQ + colour] * 64;
  let behindPawn = 0;

  // Knights: outposts, and outposts an own pawn defends.
  let bLo = lo[us | KNIGHT];
  let bHi = hi[us | KNIGHT];
  if ((bLo | bHi) !== 0) {
    const attLo = KNIGHT_LO;
    const attHi = KNIGHT_HI;
    let outposts = 0;
    let supported = 0;
    let kingDistance = 0;
    while ((bLo | bHi) !== 0) {
      count++;
      let sq: number;
      if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
      const aLo = attLo[sq];
      const aHi = attHi[sq];
      lesserLo |= aLo;
      lesserHi |= aHi;
      knightAttLo |= aLo;
      knightAttHi |= aHi;
      const mob = popcount(aLo & mobLo, aHi & mobHi);
      score = (score + psq[(us | KNIGHT) * 64 + sq] + w[Wt.MOBILITY_KNIGHT + mob]) | 0;
      if (Build.TRACE as number) {
        traceAdd(Wt.PIECE_VALUE + KNIGHT, colour, 1); traceAdd(Wt.PST_KNIGHT + HALF_BOARD[sq ^ flip], colour, 1);
        traceAdd(Wt.MOBILITY_KNIGHT + mob, colour, 1);
      }
      if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
        attackers++;
        attackWeight += AttackWeight.KNIGHT;
        attackHits += popcount(aLo & zoneLo, aHi & zoneHi);
      }
      const out = bit(outLo, outHi, sq);
      outposts += out;
      supported += out & bit(ownPawnAttLo, ownPawnAttHi, sq);
      behindPawn += bit(behindLo, behindHi, sq);
      kingDistance += DISTANCE[ownKing + sq];
    }
    score = (score + Math.imul(w[Wt.KING_PROTECTOR], kingDistance)) | 0;
    if (Build.TRACE as number) traceAdd(Wt.KING_PROTECTOR, colour, kingDistance);
    if (outposts !== 0) {
      score = (score + Math.imul(w[Wt.KNIGHT_OUTPOST], outposts) + Math.imul(w[Wt.KNIGHT_OUTPOST_SUPPORTED], supported)) | 0;
      if (Build.TRACE as number) { traceAdd(Wt.KNIGHT_OUTPOST, colour, outposts); traceAdd(Wt.KNIGHT_OUTPOST_SUPPORTED, colour, supported); }
    }
  }

  es[Es.COUNT + us + KNIGHT] = count;
  count = 0;

  // Bishops: outposts, own pawns on the bishop's colour, long diagonals.
  bLo = lo[us | BISHOP];
  bHi = hi[us | BISHOP];
  if ((bLo | bHi) !== 0) {
    const att = BISHOP_ATTACKS;
    const magic = BISHOP_MAGIC8;
    const diagOk = LONG_DIAGONAL_OK;
    // Own pawns on light squares (byte 0) and dark squares (byte 1), from the pawn entry.
    const colours = PAWN_TABLE[pawnBase + Ph.COLOURS] >>> (16 * colour);
    let outposts = 0;
    let blockers = 0;
    let diagonals = 0;
    let kingDistance = 0;
    while ((bLo | bHi) !== 0) {
      count++;
      let sq: number;
      if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
      // board/attacks.ts's bishopIndex / rookIndex, written out here and in the rook and queen
      // loops with the table in a local: calling them (V8 does inline them) measured 18-30 %
      // slower per evaluation in scripts/bench-eval.mjs (3 of 3 alternating runs).
      const m = sq << 3;
      const idx = (magic[m + Magic.OFFSET] + ((Math.imul(occLo & magic[m + Magic.MASK_LO], magic[m + Magic.MUL_LO])
        ^ Math.imul(occHi & magic[m + Magic.MASK_HI], magic[m + Magic.MUL_HI])) >>> magic[m + Magic.SHIFT])) << 1;
      const aLo = att[idx];
      const aHi = att[idx + 1];
      lesserLo |= aLo;
      lesserHi |= aHi;
      bishopAttLo |= aLo;
      bishopAttHi |= aHi;
      const mob = popcount(aLo & mobLo, aHi & mobHi);
      score = (score + psq[(us | BISHOP) * 64 + sq] + w[Wt.MOBILITY_BISHOP + mob]) | 0;
      if (Build.TRACE as number) {
        traceAdd(Wt.PIECE_VALUE + BISHOP, colour, 1); traceAdd(Wt.PST_BISHOP + HALF_BOARD[sq ^ flip], colour, 1);
        traceAdd(Wt.MOBILITY_BISHOP + mob, colour, 1);
      }
      if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
        attackers++;
        attackWeight += AttackWeight.BISHOP;
        attackHits += popcount(aLo & zoneLo, aHi & zoneHi);
      }
      outposts += bit(outLo, outHi, sq);
      blockers += (LIGHT_SQUARES >>> (sq & 31)) & 1 ? colours & 0xff : (colours >>> 8) & 0xff;
      // Long diagonal: seeing both centre squares of a diagonal through the pawns.
      if (diagOk[sq] !== 0 && ((allPawnsLo & LONG_DIAGONAL_LO[sq]) | (allPawnsHi & LONG_DIAGONAL_HI[sq])) === 0) diagonals++;
      behindPawn += bit(behindLo, behindHi, sq);
      kingDistance += DISTANCE[ownKing + sq];
    }
    score = (score + Math.imul(w[Wt.KING_PROTECTOR + 1], kingDistance)) | 0;
    if (Build.TRACE as number) traceAdd(Wt.KING_PROTECTOR + 1, colour, kingDistance);
    score = (score + Math.imul(w[Wt.BISHOP_OUTPOST], outposts) + Math.imul(w[Wt.BAD_BISHOP], blockers)
      + Math.imul(w[Wt.BISHOP_LONG_DIAGONAL], diagonals)) | 0;
    if (Build.TRACE as number) {
      traceAdd(Wt.BISHOP_OUTPOST, colour, outposts); traceAdd(Wt.BAD_BISHOP, colour, blockers);
      traceAdd(Wt.BISHOP_LONG_DIAGONAL, colour, diagonals);
    }
  }

  es[Es.COUNT + us + BISHOP] = count;
  count = 0;
  if (behindPawn !== 0) {
    score = (score + Math.imul(w[Wt.MINOR_BEHIND_PAWN], behindPawn)) | 0;
    if (Build.TRACE as number) traceAdd(Wt.MINOR_BEHIND_PAWN, colour, behindPawn);
  }

  // Rooks: open files (no pawns), half-open files (only enemy pawns), and the 7th rank when the
  // enemy king is on the 8th or enemy pawns are still on the 7th.
  bLo = lo[us | ROOK];
  bHi = hi[us | ROOK];
  if ((bLo | bHi) !== 0) {
    const att = ROOK_ATTACKS;
    const magic = ROOK_MAGIC8;
    const files = PAWN_TABLE[pawnBase + Ph.FILES];
    const ownFiles = (files >>> (8 * colour)) & 0xff;
    const enemyFiles = (files >>> (8 * them)) & 0xff;
    const openFiles = ~(ownFiles | enemyFiles) & 0xff;
    const halfOpenFiles = ~ownFiles & enemyFiles;
    // The 7th counts if the enemy king is on its back rank or enemy pawns are on our 7th.
    const seventhRank = 6;
    const enemyPawnsOnSeventh = colour === WHITE ? (hi[BLACK_CODES | PAWN] >>> 16) & 0xff : (lo[PAWN] >>> 8) & 0xff;
    const seventhCounts = (es[Es.KSQ + them] ^ flip) >> 3 === 7 || enemyPawnsOnSeventh !== 0 ? 1 : 0;
    // Files with a queen of either colour (a bit per file), folded from the queens' bitboards.
    let queens = lo[QUEEN] | lo[BLACK_CODES | QUEEN] | hi[QUEEN] | hi[BLACK_CODES | QUEEN];
    queens |= queens >>> 16;
    const queenFiles = (queens | (queens >>> 8)) & 0xff;
    // Trapped rooks: the own king's file, and whether this side may still castle.
    const kingFile = es[Es.KSQ + colour] & 7;
    const canCastle = (pos.castling & (colour === WHITE ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ)) !== 0;
    let open = 0;
    let halfOpen = 0;
    let seventh = 0;
    let queenFile = 0;
    let trapped = 0;
    while ((bLo | bHi) !== 0) {
      count++;
      let sq: number;
      if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
      const m = sq << 3;
      const idx = (magic[m + Magic.OFFSET] + ((Math.imul(occLo & magic[m + Magic.MASK_LO], magic[m + Magic.MUL_LO])
        ^ Math.imul(occHi & magic[m + Magic.MASK_HI], magic[m + Magic.MUL_HI])) >>> magic[m + Magic.SHIFT])) << 1;
      const aLo = att[idx];
      const aHi = att[idx + 1];
      lesserLo |= aLo;
      lesserHi |= aHi;
      rookAttLo |= aLo;
      rookAttHi |= aHi;
      const mob = popcount(aLo & mobLo, aHi & mobHi);
      score = (score + psq[(us | ROOK) * 64 + sq] + w[Wt.MOBILITY_ROOK + mob]) | 0;
      if (Build.TRACE as number) {
        traceAdd(Wt.PIECE_VALUE + ROOK, colour, 1); traceAdd(Wt.PST_ROOK + HALF_BOARD[sq ^ flip], colour, 1);
        traceAdd(Wt.MOBILITY_ROOK + mob, colour, 1);
      }
      if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
        attackers++;
        attackWeight += AttackWeight.ROOK;
        attackHits += popcount(aLo & zoneLo, aHi & zoneHi);
      }
      const f = sq & 7;
      open += (openFiles >>> f) & 1;
      halfOpen += (halfOpenFiles >>> f) & 1;
      seventh += (sq ^ flip) >> 3 === seventhRank ? seventhCounts : 0;
      queenFile += (queenFiles >>> f) & 1;
      // Boxed in between the king and the corner on the king's wing (Stockfish's test).
      if (mob <= 3 && (kingFile < 4) === (f < kingFile)) trapped += canCastle ? 1 : 2;
    }
    score = (score + Math.imul(w[Wt.ROOK_OPEN_FILE], open) + Math.imul(w[Wt.ROOK_HALF_OPEN_FILE], halfOpen)
      + Math.imul(w[Wt.ROOK_SEVENTH], seventh) + Math.imul(w[Wt.ROOK_QUEEN_FILE], queenFile)
      + Math.imul(w[Wt.TRAPPED_ROOK], trapped)) | 0;
    if (Build.TRACE as number) {
      traceAdd(Wt.ROOK_OPEN_FILE, colour, open); traceAdd(Wt.ROOK_HALF_OPEN_FILE, colour, halfOpen);
      traceAdd(Wt.ROOK_SEVENTH, colour, seventh); traceAdd(Wt.ROOK_QUEEN_FILE, colour, queenFile);
      traceAdd(Wt.TRAPPED_ROOK, colour, trapped);
    }
  }

  es[Es.COUNT + us + ROOK] = count;
  count = 0;

  // Queens.
  bLo = lo[us | QUEEN];
  bHi = hi[us | QUEEN];
  if ((bLo | bHi) !== 0) {
    const rookAtt = ROOK_ATTACKS;
    const bishopAtt = BISHOP_ATTACKS;
    const rMagic = ROOK_MAGIC8;
    const bMagic = BISHOP_MAGIC8;
    while ((bLo | bHi) !== 0) {
      count++;
      let sq: number;
      if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
      const m = sq << 3;
      const rIdx = (rMagic[m + Magic.OFFSET] + ((Math.imul(occLo & rMagic[m + Magic.MASK_LO], rMagic[m + Magic.MUL_LO])
        ^ Math.imul(occHi & rMagic[m + Magic.MASK_HI], rMagic[m + Magic.MUL_HI])) >>> rMagic[m + Magic.SHIFT])) << 1;
      const bIdx = (bMagic[m + Magic.OFFSET] + ((Math.imul(occLo & bMagic[m + Magic.MASK_LO], bMagic[m + Magic.MUL_LO])
        ^ Math.imul(occHi & bMagic[m + Magic.MASK_HI], bMagic[m + Magic.MUL_HI])) >>> bMagic[m + Magic.SHIFT])) << 1;
      const aLo = rookAtt[rIdx] | bishopAtt[bIdx];
      const aHi = rookAtt[rIdx + 1] | bishopAtt[bIdx + 1];
      queenAttLo |= aLo;
      queenAttHi |= aHi;
      const mob = popcount(aLo & mobLo, aHi & mobHi);
      score = (score + psq[(us | QUEEN) * 64 + sq] + w[Wt.MOBILITY_QUEEN + mob]) | 0;
      if (Build.TRACE as number) {
        traceAdd(Wt.PIECE_VALUE + QUEEN, colour, 1); traceAdd(Wt.PST_QUEEN + HALF_BOARD[sq ^ flip], colour, 1);
        traceAdd(Wt.MOBILITY_QUEEN + mob, colour, 1);
      }
      if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) {
        attackers++;
        attackWeight += AttackWeight.QUEEN;
        attackHits += popcount(aLo & zoneLo, aHi & zoneHi);
      }
    }
  }

  es[Es.COUNT + us + QUEEN] = count;

  // Threats this side makes: enemy knights, bishops and rooks attacked by its pawns; and (Black
  // only: White's map is complete, Black's is not yet when White runs) the enemy queen attacked
  // by a lesser piece. They are the enemy's penalties, so they count for `them` in the trace.
  const e = them << 3;
  const hit = popcount((lo[e | KNIGHT] | lo[e | BISHOP] | lo[e | ROOK]) & ownPawnAttLo,
    (hi[e | KNIGHT] | hi[e | BISHOP] | hi[e | ROOK]) & ownPawnAttHi);
  if (hit !== 0) {
    score = (score - Math.imul(w[Wt.THREAT_BY_PAWN], hit)) | 0;
    if (Build.TRACE as number) traceAdd(Wt.THREAT_BY_PAWN, them, hit);
  }
  es[Es.KATT_COUNT + colour] = attackers;
  es[Es.KATT_WEIGHT + colour] = attackWeight;
  es[Es.KATT_HITS + colour] = attackHits;
  es[Es.LESSER + 2 * colour] = lesserLo;
  es[Es.LESSER + 2 * colour + 1] = lesserHi;
  es[Es.MINOR_ATT + 2 * colour] = knightAttLo | bishopAttLo;
  es[Es.MINOR_ATT + 2 * colour + 1] = knightAttHi | bishopAttHi;
  es[Es.KNIGHT_ATT + 2 * colour] = knightAttLo;
  es[Es.KNIGHT_ATT + 2 * colour + 1] = knightAttHi;
  es[Es.BISHOP_ATT + 2 * colour] = bishopAttLo;
  es[Es.BISHOP_ATT + 2 * colour + 1] = bishopAttHi;
  es[Es.QUEEN_ATT + 2 * colour] = queenAttLo;
  es[Es.QUEEN_ATT + 2 * colour + 1] = queenAttHi;
  es[Es.ROOK_ATT + 2 * colour] = rookAttLo;
  es[Es.ROOK_ATT + 2 * colour + 1] = rookAttHi;
  const ksq = es[Es.KSQ + colour];
  es[Es.ALL_ATT + 2 * colour] = lesserLo | queenAttLo | KING_LO[ksq];
  es[Es.ALL_ATT + 2 * colour + 1] = lesserHi | queenAttHi | KING_HI[ksq];

  // Black's call settles what needs both sides' maps: both queens' safety, the minor, rook and
  // hanging-piece threats and the safe checks of both sides.
  if (colour === BLACK) {
    score = (score - queenThreat(pos, WHITE, lesserLo, lesserHi)) | 0;
    score = (score + queenThreat(pos, BLACK, es[Es.LESSER], es[Es.LESSER + 1])) | 0;
    score = (score + pieceThreats(pos, BLACK) - pieceThreats(pos, WHITE)) | 0;
    score = (score + pushThreats(pos, BLACK) - pushThreats(pos, WHITE)) | 0;
    score = (score + safeChecks(pos, BLACK) - safeChecks(pos, WHITE)) | 0;
  }
  return score;
}

/**
 * Bonus (packed, colour's view) for the enemy pieces colour's minors and rooks attack, and for
 * the enemy pieces left hanging. A target is weak when colour attacks it and no enemy pawn
 * defends it; minors count any attacked piece but a pawn, and weak pawns; rooks count weak
 * targets; a weak target no enemy piece defends at all is hanging. Needs both sides' attack maps
 * (Es.MINOR_ATT, ROOK_ATT, ALL_ATT, PAWN_ATT).
 */
function pieceThreats(pos: Position, colour: number): number {
  const es = ES;
  const w = W;
  const them = colour ^ 1;
  const e = them << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const nonPawnLo = lo[e | KNIGHT] | lo[e | BISHOP] | lo[e | ROOK] | lo[e | QUEEN];
  const nonPawnHi = hi[e | KNIGHT] | hi[e | BISHOP] | hi[e | ROOK] | hi[e | QUEEN];
  const pawnDefLo = es[Es.PAWN_ATT + 2 * them];
  const pawnDefHi = es[Es.PAWN_ATT + 2 * them + 1];
  const weakLo = (nonPawnLo | lo[e | PAWN]) & ~pawnDefLo & es[Es.ALL_ATT + 2 * colour];
  const weakHi = (nonPawnHi | hi[e | PAWN]) & ~pawnDefHi & es[Es.ALL_ATT + 2 * colour + 1];
  const byMinorLo = ((nonPawnLo & pawnDefLo) | weakLo) & es[Es.MINOR_ATT + 2 * colour];
  const byMinorHi = ((nonPawnHi & pawnDefHi) | weakHi) & es[Es.MINOR_ATT + 2 * colour + 1];
  const byRookLo = weakLo & es[Es.ROOK_ATT + 2 * colour];
  const byRookHi = weakHi & es[Es.ROOK_ATT + 2 * colour + 1];
  let score = 0;
  if ((byMinorLo | byMinorHi | byRookLo | byRookHi) !== 0) {
    for (let t = PAWN; t <= QUEEN; t++) {
      const vLo = lo[e | t];
      const vHi = hi[e | t];
      const minor = popcount(byMinorLo & vLo, byMinorHi & vHi);
      const rook = popcount(byRookLo & vLo, byRookHi & vHi);
      score = (score + Math.imul(w[Wt.THREAT_BY_MINOR + t], minor) + Math.imul(w[Wt.THREAT_BY_ROOK + t], rook)) | 0;
      if (Build.TRACE as number) { traceAdd(Wt.THREAT_BY_MINOR + t, colour, minor); traceAdd(Wt.THREAT_BY_ROOK + t, colour, rook); }
    }
  }
  const hanging = popcount(weakLo & ~es[Es.ALL_ATT + 2 * them], weakHi & ~es[Es.ALL_ATT + 2 * them + 1]);
  if (hanging !== 0) {
    score = (score + Math.imul(w[Wt.HANGING], hanging)) | 0;
    if (Build.TRACE as number) traceAdd(Wt.HANGING, colour, hanging);
  }
  return score;
}

/**
 * Bonus (packed, colour's view) for the enemy pieces (king included, pawns not) that colour's pawns
 * could attack after a safe push; see Wt.THREAT_BY_PUSH. Needs both sides' attack maps.
 */
function pushThreats(pos: Position, colour: number): number {
  const es = ES;
  const them = colour ^ 1;
  const pawnsLo = pos.bbLo[(colour << 3) | PAWN];
  const pawnsHi = pos.bbHi[(colour << 3) | PAWN];
  const emptyLo = ~es[Es.OCC];
  const emptyHi = ~es[Es.OCC + 1];
  // Squares a pawn can push to: one step, or two from the home rank through an empty square.
  let toLo: number;
  let toHi: number;
  if (colour === WHITE) {
    toLo = (pawnsLo << 8) & emptyLo;
    toHi = ((pawnsHi << 8) | (pawnsLo >>> 24)) & emptyHi;
    toLo |= ((toLo & Ranks.WHITE_THIRD) << 8) & emptyLo;
  } else {
    toHi = (pawnsHi >>> 8) & emptyHi;
    toLo = ((pawnsLo >>> 8) | (pawnsHi << 24)) & emptyLo;
    toHi |= ((toHi & Ranks.BLACK_SIXTH) >>> 8) & emptyHi;
  }
  // Safe: no enemy pawn attacks the square, and the enemy does not attack it unless we do too.
  toLo &= ~es[Es.PAWN_ATT + 2 * them] & (es[Es.ALL_ATT + 2 * colour] | ~es[Es.ALL_ATT + 2 * them]);
  toHi &= ~es[Es.PAWN_ATT + 2 * them + 1] & (es[Es.ALL_ATT + 2 * colour + 1] | ~es[Es.ALL_ATT + 2 * them + 1]);
  if ((toLo | toHi) === 0) return 0;
  const attLo = colour === WHITE ? whitePawnAttacksLo(toLo) : blackPawnAttacksLo(toLo, toHi);
  const attHi = colour === WHITE ? whitePawnAttacksHi(toLo, toHi) : blackPawnAttacksHi(toHi);
  const e = them << 3;
  const targets = popcount(attLo & pos.bbLo[e] & ~pos.bbLo[e | PAWN], attHi & pos.bbHi[e] & ~pos.bbHi[e | PAWN]);
  if (targets === 0) return 0;
  if (Build.TRACE as number) traceAdd(Wt.THREAT_BY_PUSH, colour, targets);
  return Math.imul(W[Wt.THREAT_BY_PUSH], targets);
}

/**
 * Penalty (packed, owner's view, so negative weights) for owner's queens attacked by the enemy's
 * pawns, minors or rooks (the enemy's lesser-attacks map); smaller when the owner is to move.
 */
function queenThreat(pos: Position, owner: number, lesserLo: number, lesserHi: number): number {
  const qLo = pos.bbLo[(owner << 3) | QUEEN] & lesserLo;
  const qHi = pos.bbHi[(owner << 3) | QUEEN] & lesserHi;
  if ((qLo | qHi) === 0) return 0;
  const queens = popcount(qLo, qHi);
  const term = pos.side === owner ? Wt.QUEEN_ATTACKED_STM : Wt.QUEEN_ATTACKED;
  if (Build.TRACE as number) traceAdd(term, owner, queens);
  return Math.imul(W[term], queens);
}

/**
 * Bonus (packed, colour's view, middlegame) for colour's safe checks: squares from which a knight,
 * bishop, rook or queen of colour could check the enemy king next move, that such a piece of
 * colour attacks now, that hold no piece of colour and that the enemy does not attack (Es.ALL_ATT
 * of the enemy, its king included). A queen's check square already counted for a rook or bishop
 * is not counted again.
 */
function safeChecks(pos: Position, colour: number): number {
  const es = ES;
  const w = W;
  const them = colour ^ 1;
  const us = colour << 3;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const ksq = es[Es.KSQ + them];
  const occLo = es[Es.OCC];
  const occHi = es[Es.OCC + 1];
  const safeLo = ~lo[us] & ~es[Es.ALL_ATT + 2 * them];
  const safeHi = ~hi[us] & ~es[Es.ALL_ATT + 2 * them + 1];
  const m = ksq << 3;
  const rm = ROOK_MAGIC8;
  const bm = BISHOP_MAGIC8;
  const rIdx = (rm[m + Magic.OFFSET] + ((Math.imul(occLo & rm[m + Magic.MASK_LO], rm[m + Magic.MUL_LO])
    ^ Math.imul(occHi & rm[m + Magic.MASK_HI], rm[m + Magic.MUL_HI])) >>> rm[m + Magic.SHIFT])) << 1;
  const bIdx = (bm[m + Magic.OFFSET] + ((Math.imul(occLo & bm[m + Magic.MASK_LO], bm[m + Magic.MUL_LO])
    ^ Math.imul(occHi & bm[m + Magic.MASK_HI], bm[m + Magic.MUL_HI])) >>> bm[m + Magic.SHIFT])) << 1;
  const rookLo = ROOK_ATTACKS[rIdx] & safeLo;
  const rookHi = ROOK_ATTACKS[rIdx + 1] & safeHi;
  const bishopLo = BISHOP_ATTACKS[bIdx] & safeLo;
  const bishopHi = BISHOP_ATTACKS[bIdx + 1] & safeHi;
  const rookChecksLo = rookLo & es[Es.ROOK_ATT + 2 * colour];
  const rookChecksHi = rookHi & es[Es.ROOK_ATT + 2 * colour + 1];
  const bishopChecksLo = bishopLo & es[Es.BISHOP_ATT + 2 * colour];
  const bishopChecksHi = bishopHi & es[Es.BISHOP_ATT + 2 * colour + 1];
  const knights = popcount(KNIGHT_LO[ksq] & safeLo & es[Es.KNIGHT_ATT + 2 * colour], KNIGHT_HI[ksq] & safeHi & es[Es.KNIGHT_ATT + 2 * colour + 1]);
  const bishops = popcount(bishopChecksLo, bishopChecksHi);
  const rooks = popcount(rookChecksLo, rookChecksHi);
  const queens = popcount((rookLo | bishopLo) & es[Es.QUEEN_ATT + 2 * colour] & ~(rookChecksLo | bishopChecksLo),
    (rookHi | bishopHi) & es[Es.QUEEN_ATT + 2 * colour + 1] & ~(rookChecksHi | bishopChecksHi));
  if ((knights | bishops | rooks | queens) === 0) return 0;
  if (Build.TRACE as number) {
    traceAdd(Wt.SAFE_CHECK + KNIGHT, colour, knights); traceAdd(Wt.SAFE_CHECK + BISHOP, colour, bishops);
    traceAdd(Wt.SAFE_CHECK + ROOK, colour, rooks); traceAdd(Wt.SAFE_CHECK + QUEEN, colour, queens);
  }
  return (Math.imul(w[Wt.SAFE_CHECK + KNIGHT], knights) + Math.imul(w[Wt.SAFE_CHECK + BISHOP], bishops)
    + Math.imul(w[Wt.SAFE_CHECK + ROOK], rooks) + Math.imul(w[Wt.SAFE_CHECK + QUEEN], queens)) | 0;
}
