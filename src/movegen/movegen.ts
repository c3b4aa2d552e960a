// Legal move generation into a caller-provided Int32Array. Legality is decided during generation
// (checkers, pins along the line to the king, king moves tested against the occupancy without
// the king, en passant by re-testing the sliders), so perft can count the last ply without
// making moves and the search never has to make-and-test. Three modes: all legal moves; only
// noisy ones (captures and promotions) for quiescence and for the move picker's first stages;
// only quiet ones (every other move, castling included), which the move picker generates once
// the noisy moves have not cut. Noisy plus quiet is exactly all. In check, noisy mode still
// returns only captures/promotions that evade; quiescence asks for all moves when in check.

import {
  BETWEEN_HI, BETWEEN_LO, BISHOP_ATTACKS, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, LINE_HI,
  LINE_LO, PAWN_ATT_HI, PAWN_ATT_LO, ROOK_ATTACKS, bishopIndex, rookIndex,
} from '../board/attacks.js';
import {
  CASTLING, EN_PASSANT, PROMOTE_BISHOP, PROMOTE_KNIGHT, PROMOTE_QUEEN, PROMOTE_ROOK, TO_SHIFT,
} from '../board/move.js';
import {
  blackPawnAttacksHi, blackPawnAttacksLo, whitePawnAttacksHi, whitePawnAttacksLo,
} from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { LINE_BLOCKERS, findLineBlockers } from './line-blockers.js';
import { BISHOP, KING, KNIGHT, NO_SQUARE, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';

/** Append from->to for every square in (lo, hi). */
function pushTargets(moves: Int32Array, n: number, from: number, lo: number, hi: number): number {
  while (lo !== 0) {
    const to = 31 - Math.clz32(lo & -lo);
    lo &= lo - 1;
    moves[n++] = from | (to << TO_SHIFT);
  }
  while (hi !== 0) {
    const to = 63 - Math.clz32(hi & -hi);
    hi &= hi - 1;
    moves[n++] = from | (to << TO_SHIFT);
  }
  return n;
}

/** The last rank but one of each side, in the half that holds it: White's 7th (hi), Black's 2nd (lo). */
const SEVENTH_RANK_WHITE_HI = 0x00ff0000;
const SEVENTH_RANK_BLACK_LO = 0x0000ff00;

const MODE_ALL = 0;
const MODE_NOISY = 1;
const MODE_QUIET = 2;

/**
 * Append a pawn move if the mode wants it, expanding it into promotions on the last rank
 * (promotions are noisy; a plain capture is noisy, a plain push quiet).
 */
function pushPawnMove(moves: Int32Array, n: number, from: number, to: number, mode: number, isCapture: boolean): number {
  const base = from | (to << TO_SHIFT);
  if (to >= 56 || to < 8) {
    if (mode === MODE_QUIET) return n;
    moves[n++] = base | PROMOTE_QUEEN;
    moves[n++] = base | PROMOTE_KNIGHT;
    moves[n++] = base | PROMOTE_ROOK;
    moves[n++] = base | PROMOTE_BISHOP;
  } else if (mode === MODE_ALL || (mode === MODE_NOISY) === isCapture) {
    moves[n++] = base;
  }
  return n;
}

/**
 * Generate legal moves for the side to move into moves[start..], returning the end index.
 * noisyOnly: captures (including en passant) and promotions only.
 */
export function generateMoves(pos: Position, moves: Int32Array, start: number, noisyOnly: boolean): number {
  return generate(pos, moves, start, noisyOnly ? MODE_NOISY : MODE_ALL);
}

/** Generate the legal quiet moves (not captures, en passant or promotions) into moves[start..]. */
export function generateQuietMoves(pos: Position, moves: Int32Array, start: number): number {
  return generate(pos, moves, start, MODE_QUIET);
}

function generate(pos: Position, moves: Int32Array, start: number, mode: number): number {
  const noisyOnly = mode === MODE_NOISY;
  const quietOnly = mode === MODE_QUIET;
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const board = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const c = us << 3;
  const e = them << 3;
  const usLo = bbLo[c];
  const usHi = bbHi[c];
  const themLo = bbLo[e];
  const themHi = bbHi[e];
  const occLo = usLo | themLo;
  const occHi = usHi | themHi;
  const kingLo = bbLo[c | KING];
  const kingHi = bbHi[c | KING];
  const ksq = kingLo !== 0 ? 31 - Math.clz32(kingLo & -kingLo) : 63 - Math.clz32(kingHi & -kingHi);
  const theirRQLo = bbLo[e | ROOK] | bbLo[e | QUEEN];
  const theirRQHi = bbHi[e | ROOK] | bbHi[e | QUEEN];
  const theirBQLo = bbLo[e | BISHOP] | bbLo[e | QUEEN];
  const theirBQHi = bbHi[e | BISHOP] | bbHi[e | QUEEN];
  let n = start;

  // Checkers of our king.
  const pIdx = (us << 6) | ksq;
  let checkLo = (PAWN_ATT_LO[pIdx] & bbLo[e | PAWN]) | (KNIGHT_LO[ksq] & bbLo[e | KNIGHT]);
  let checkHi = (PAWN_ATT_HI[pIdx] & bbHi[e | PAWN]) | (KNIGHT_HI[ksq] & bbHi[e | KNIGHT]);
  const kr = rookIndex(ksq, occLo, occHi);
  const kb = bishopIndex(ksq, occLo, occHi);
  checkLo |= (ROOK_ATTACKS[kr] & theirRQLo) | (BISHOP_ATTACKS[kb] & theirBQLo);
  checkHi |= (ROOK_ATTACKS[kr + 1] & theirRQHi) | (BISHOP_ATTACKS[kb + 1] & theirBQHi);
  const checkCount = (checkLo !== 0 ? (checkLo & (checkLo - 1)) !== 0 ? 2 : 1 : 0)
    + (checkHi !== 0 ? (checkHi & (checkHi - 1)) !== 0 ? 2 : 1 : 0);

  // King moves: test each target with the king lifted off the board (so it cannot hide behind itself).
  {
    let tLo = KING_LO[ksq] & ~usLo;
    let tHi = KING_HI[ksq] & ~usHi;
    if (noisyOnly) { tLo &= themLo; tHi &= themHi; } else if (quietOnly) { tLo &= ~themLo; tHi &= ~themHi; }
    const liftedLo = occLo & ~kingLo;
    const liftedHi = occHi & ~kingHi;
    while (tLo !== 0) {
      const to = 31 - Math.clz32(tLo & -tLo);
      tLo &= tLo - 1;
      if (!pos.isAttackedBy(to, them, liftedLo, liftedHi)) moves[n++] = ksq | (to << TO_SHIFT);
    }
    while (tHi !== 0) {
      const to = 63 - Math.clz32(tHi & -tHi);
      tHi &= tHi - 1;
      if (!pos.isAttackedBy(to, them, liftedLo, liftedHi)) moves[n++] = ksq | (to << TO_SHIFT);
    }
  }
  if (checkCount > 1) return n;

  // Squares a non-king move may go to: anywhere not ours, or (in check) the checker and the
  // squares between it and the king.
  let targetLo: number;
  let targetHi: number;
  if (checkCount === 1) {
    const checker = checkLo !== 0 ? 31 - Math.clz32(checkLo) : 63 - Math.clz32(checkHi);
    targetLo = BETWEEN_LO[ksq * 64 + checker] | checkLo;
    targetHi = BETWEEN_HI[ksq * 64 + checker] | checkHi;
  } else {
    targetLo = ~usLo;
    targetHi = ~usHi;
  }
  const captureLo = targetLo & themLo;
  const captureHi = targetHi & themHi;
  const moveLo = noisyOnly ? captureLo : quietOnly ? targetLo & ~themLo : targetLo;
  const moveHi = noisyOnly ? captureHi : quietOnly ? targetHi & ~themHi : targetHi;

  // Pinned pieces: ours alone between the king and an enemy slider on an open line.
  findLineBlockers(ksq, themLo, themHi, theirRQLo, theirRQHi, theirBQLo, theirBQHi, occLo, occHi);
  const pinnedLo = LINE_BLOCKERS[0];
  const pinnedHi = LINE_BLOCKERS[1];

  // Castling (never out of check, never in noisy mode).
  if (!noisyOnly && checkCount === 0 && pos.castling !== 0) {
    for (let bit = us << 1; bit < (us << 1) + 2; bit++) {
      if ((pos.castling & (1 << bit)) === 0) continue;
      if ((pos.castlePathLo[bit] & occLo) !== 0 || (pos.castlePathHi[bit] & occHi) !== 0) continue;
      const rookSq = pos.castleRook[bit];
      // Chess960: the castling rook may be shielding the king along the back rank.
      if (rookSq < 32 ? ((pinnedLo >>> rookSq) & 1) !== 0 : ((pinnedHi >>> (rookSq - 32)) & 1) !== 0) continue;
      const kingTo = (us === WHITE ? 0 : 56) + ((bit & 1) === 0 ? 6 : 2);
      // Every square the king crosses, and its target, must be safe (its origin is: no check).
      const step = kingTo > ksq ? 1 : -1;
      let safe = true;
      for (let s = ksq; s !== kingTo && safe;) {
        s += step;
        if (pos.isAttackedBy(s, them, occLo, occHi)) safe = false;
      }
      if (safe) moves[n++] = ksq | (rookSq << TO_SHIFT) | CASTLING;
    }
  }

  // Knights (a pinned knight can never move).
  {
    let pLo = bbLo[c | KNIGHT] & ~pinnedLo;
    let pHi = bbHi[c | KNIGHT] & ~pinnedHi;
    while (pLo !== 0) {
      const from = 31 - Math.clz32(pLo & -pLo);
      pLo &= pLo - 1;
      n = pushTargets(moves, n, from, KNIGHT_LO[from] & moveLo, KNIGHT_HI[from] & moveHi);
    }
    while (pHi !== 0) {
      const from = 63 - Math.clz32(pHi & -pHi);
      pHi &= pHi - 1;
      n = pushTargets(moves, n, from, KNIGHT_LO[from] & moveLo, KNIGHT_HI[from] & moveHi);
    }
  }

  // Sliders: bishops and queens diagonally, rooks and queens orthogonally; pinned ones stay on
  // the line through the king.
  for (let pass = 0; pass < 2; pass++) {
    const diagonal = pass === 0;
    let pLo = diagonal ? bbLo[c | BISHOP] | bbLo[c | QUEEN] : bbLo[c | ROOK] | bbLo[c | QUEEN];
    let pHi = diagonal ? bbHi[c | BISHOP] | bbHi[c | QUEEN] : bbHi[c | ROOK] | bbHi[c | QUEEN];
    while ((pLo | pHi) !== 0) {
      let from: number;
      if (pLo !== 0) { from = 31 - Math.clz32(pLo & -pLo); pLo &= pLo - 1; } else { from = 63 - Math.clz32(pHi & -pHi); pHi &= pHi - 1; }
      let aLo: number;
      let aHi: number;
      if (diagonal) {
        const i = bishopIndex(from, occLo, occHi);
        aLo = BISHOP_ATTACKS[i] & moveLo;
        aHi = BISHOP_ATTACKS[i + 1] & moveHi;
      } else {
        const i = rookIndex(from, occLo, occHi);
        aLo = ROOK_ATTACKS[i] & moveLo;
        aHi = ROOK_ATTACKS[i + 1] & moveHi;
      }
      if (from < 32 ? ((pinnedLo >>> from) & 1) !== 0 : ((pinnedHi >>> (from - 32)) & 1) !== 0) {
        aLo &= LINE_LO[ksq * 64 + from];
        aHi &= LINE_HI[ksq * 64 + from];
      }
      n = pushTargets(moves, n, from, aLo, aHi);
    }
  }

  // Pawns, one at a time: pushes, double pushes, captures, promotions. Each mode walks only the
  // pawns that may have a move of its kind, in the same order: noisy, a pawn that attacks a
  // capture target or stands on the last rank but one; quiet, a pawn with an empty square ahead
  // short of that rank (its push there would promote). The moves, and their order, are those of
  // walking every pawn.
  {
    const forward = us === WHITE ? 8 : -8;
    const startRankLo = us === WHITE ? 8 : 48;
    const pawnAttBase = us << 6;
    let pLo = bbLo[c | PAWN];
    let pHi = bbHi[c | PAWN];
    if (noisyOnly) {
      // The squares from which a pawn of ours attacks a capture target: an enemy pawn's attacks from them.
      pLo &= (us === WHITE ? blackPawnAttacksLo(captureLo, captureHi) : whitePawnAttacksLo(captureLo))
        | (us === WHITE ? 0 : SEVENTH_RANK_BLACK_LO);
      pHi &= (us === WHITE ? blackPawnAttacksHi(captureHi) : whitePawnAttacksHi(captureLo, captureHi))
        | (us === WHITE ? SEVENTH_RANK_WHITE_HI : 0);
    } else if (quietOnly) {
      const emptyLo = ~occLo;
      const emptyHi = ~occHi;
      if (us === WHITE) {
        pLo &= (emptyLo >>> 8) | (emptyHi << 24);
        pHi &= (emptyHi >>> 8) & ~SEVENTH_RANK_WHITE_HI;
      } else {
        pLo &= (emptyLo << 8) & ~SEVENTH_RANK_BLACK_LO;
        pHi &= (emptyHi << 8) | (emptyLo >>> 24);
      }
    }
    while ((pLo | pHi) !== 0) {
      let from: number;
      if (pLo !== 0) { from = 31 - Math.clz32(pLo & -pLo); pLo &= pLo - 1; } else { from = 63 - Math.clz32(pHi & -pHi); pHi &= pHi - 1; }
      const pinned = from < 32 ? ((pinnedLo >>> from) & 1) !== 0 : ((pinnedHi >>> (from - 32)) & 1) !== 0;
      const lineLo = pinned ? LINE_LO[ksq * 64 + from] : -1;
      const lineHi = pinned ? LINE_HI[ksq * 64 + from] : -1;
      // Captures (none in quiet mode).
      let cLo = quietOnly ? 0 : PAWN_ATT_LO[pawnAttBase | from] & captureLo & lineLo;
      let cHi = quietOnly ? 0 : PAWN_ATT_HI[pawnAttBase | from] & captureHi & lineHi;
      while (cLo !== 0) {
        const to = 31 - Math.clz32(cLo & -cLo);
        cLo &= cLo - 1;
        n = pushPawnMove(moves, n, from, to, mode, true);
      }
      while (cHi !== 0) {
        const to = 63 - Math.clz32(cHi & -cHi);
        cHi &= cHi - 1;
        n = pushPawnMove(moves, n, from, to, mode, true);
      }
      // Pushes.
      const one = from + forward;
      if (board[one] === 0) {
        const oneAllowed = one < 32 ? ((targetLo & lineLo) >>> one) & 1 : ((targetHi & lineHi) >>> (one - 32)) & 1;
        if (oneAllowed !== 0) n = pushPawnMove(moves, n, from, one, mode, false);
        if (!noisyOnly && from >= startRankLo && from < startRankLo + 8) {
          const two = one + forward;
          if (board[two] === 0) {
            const twoAllowed = two < 32 ? ((targetLo & lineLo) >>> two) & 1 : ((targetHi & lineHi) >>> (two - 32)) & 1;
            if (twoAllowed !== 0) moves[n++] = from | (two << TO_SHIFT);
          }
        }
      }
    }
  }

  // En passant: the capture must resolve any check, and lifting both pawns off the rank must not
  // expose the king to a slider.
  const ep = pos.ep;
  if (ep !== NO_SQUARE && !quietOnly) {
    const capSq = ep - (us === WHITE ? 8 : -8);
    const epIdx = (them << 6) | ep;
    let aLo = PAWN_ATT_LO[epIdx] & bbLo[c | PAWN];
    let aHi = PAWN_ATT_HI[epIdx] & bbHi[c | PAWN];
    const resolves = checkCount === 0
      || (capSq < 32 ? ((checkLo >>> capSq) & 1) !== 0 : ((checkHi >>> (capSq - 32)) & 1) !== 0)
      || (ep < 32 ? ((targetLo >>> ep) & 1) !== 0 : ((targetHi >>> (ep - 32)) & 1) !== 0);
    while (resolves && (aLo | aHi) !== 0) {
      let from: number;
      if (aLo !== 0) { from = 31 - Math.clz32(aLo & -aLo); aLo &= aLo - 1; } else { from = 63 - Math.clz32(aHi & -aHi); aHi &= aHi - 1; }
      let oLo = occLo;
      let oHi = occHi;
      if (from < 32) oLo &= ~(1 << from); else oHi &= ~(1 << (from - 32));
      if (capSq < 32) oLo &= ~(1 << capSq); else oHi &= ~(1 << (capSq - 32));
      if (ep < 32) oLo |= 1 << ep; else oHi |= 1 << (ep - 32);
      const r = rookIndex(ksq, oLo, oHi);
      const b = bishopIndex(ksq, oLo, oHi);
      if (((ROOK_ATTACKS[r] & theirRQLo) | (ROOK_ATTACKS[r + 1] & theirRQHi) | (BISHOP_ATTACKS[b] & theirBQLo) | (BISHOP_ATTACKS[b + 1] & theirBQHi)) !== 0) continue;
      moves[n++] = from | (ep << TO_SHIFT) | EN_PASSANT;
    }
  }
  return n;
}
