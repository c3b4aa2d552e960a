// Endgame knowledge. Two kinds: special endings that replace the whole evaluation when one side
// has a bare king (insufficient material → 0; KPK from the bitbase; won endings such as KQK, KRK
// and KBNK scored as a known win plus "mop-up" terms that drive the weak king to the edge — to a
// corner of the bishop's colour in KBNK — and bring the strong king closer), and a scale factor
// for normal evaluations (opposite-coloured bishops, no-pawn edges that cannot win).
// Design choice: the scale is chosen for the side the score favours, so a draw-ish ending pulls
// the score toward 0 whichever side is ahead, and the rule is colour-symmetric.

import { LIGHT_SQUARES, popcount } from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { BISHOP, BLACK, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';
import { kpkWins } from './kpk.js';
import { CENTRE_DISTANCE, DISTANCE } from './masks.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { ES, Es } from './state.js';
import {
  SCALE_CASE_FIXED, SCALE_CASE_NO_PAWNS_SMALL_EDGE, SCALE_CASE_OCB_PIECES, SCALE_CASE_OCB_PURE, SPECIAL_DRAW, SPECIAL_KBNK,
  SPECIAL_KPK, SPECIAL_KXK, TRACE_STATE, TS_SCALE_CASE, TS_SCALE_PASSERS, TS_SPECIAL,
} from './trace.js';
import { Endgame, Scale, ScaleWeight, W, Wt, egOf, mgOf } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** Returned by specialEndgame when the normal evaluation applies. */
export const NO_SPECIAL = -0x40000000;

/** Piece material in pawn units (N, B = 3, R = 5, Q = 9) from the ES counts. */
function pieceUnits(colour: number): number {
  const c = Es.COUNT + 8 * colour;
  return 3 * (ES[c + KNIGHT] + ES[c + BISHOP]) + 5 * ES[c + ROOK] + 9 * ES[c + QUEEN];
}

/** Are all of colour's bishops on one square colour? (True with no bishops.) */
function bishopsOnOneColour(pos: Position, colour: number): boolean {
  const b = (colour << 3) | BISHOP;
  const lo = pos.bbLo[b];
  const hi = pos.bbHi[b];
  return ((lo & LIGHT_SQUARES) | (hi & LIGHT_SQUARES)) === 0 || ((lo & ~LIGHT_SQUARES) | (hi & ~LIGHT_SQUARES)) === 0;
}

/**
 * The score (White's view) of an ending with a bare king, or NO_SPECIAL. Reads the piece counts
 * in ES (full.ts fills them first).
 */
export function specialEndgame(pos: Position): number {
  const w = Es.COUNT;
  const b = Es.COUNT + 8;
  const whiteBare = (ES[w + PAWN] | ES[w + KNIGHT] | ES[w + BISHOP] | ES[w + ROOK] | ES[w + QUEEN]) === 0;
  const blackBare = (ES[b + PAWN] | ES[b + KNIGHT] | ES[b + BISHOP] | ES[b + ROOK] | ES[b + QUEEN]) === 0;
  if (!whiteBare && !blackBare) return NO_SPECIAL;
  if (whiteBare && blackBare) {
    if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_DRAW;
    return 0;
  }
  const strong = whiteBare ? BLACK : WHITE;
  const s = Es.COUNT + 8 * strong;
  const sign = strong === WHITE ? 1 : -1;
  const sk = ES[Es.KSQ + strong];
  const wk = ES[Es.KSQ + (strong ^ 1)];
  const pawns = ES[s + PAWN];
  const knights = ES[s + KNIGHT];
  const bishops = ES[s + BISHOP];
  const majors = ES[s + ROOK] + ES[s + QUEEN];

  if (pawns === 0 && majors === 0) {
    // Minor pieces only: a single minor, two knights, or same-coloured bishops cannot mate.
    if (knights + bishops <= 1 || (bishops === 0 && knights <= 2) || (knights === 0 && bishopsOnOneColour(pos, strong))) {
      if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_DRAW;
      return 0;
    }
    if (knights === 1 && bishops === 1) {
      // KBNK: mate only in a corner of the bishop's colour.
      const bb = (strong << 3) | BISHOP;
      const light = (pos.bbLo[bb] & LIGHT_SQUARES) !== 0 || (pos.bbHi[bb] & LIGHT_SQUARES) !== 0;
      const c1 = light ? 7 : 0; // h1 is light, a1 dark
      const c2 = light ? 56 : 63; // a8 is light, h8 dark
      const corner = Math.min(DISTANCE[wk * 64 + c1], DISTANCE[wk * 64 + c2]);
      if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_KBNK;
      return sign * (Endgame.KNOWN_WIN + egOf(W[Wt.PIECE_VALUE + KNIGHT]) + egOf(W[Wt.PIECE_VALUE + BISHOP])
        + Endgame.MOPUP_BN_CORNER * (7 - corner) + Endgame.MOPUP_PROXIMITY * (7 - DISTANCE[sk * 64 + wk]));
    }
  }

  if (pawns === 1 && knights + bishops + majors === 0) {
    const p = (strong << 3) | PAWN;
    const pawn = pos.bbLo[p] !== 0 ? 31 - Math.clz32(pos.bbLo[p]) : 63 - Math.clz32(pos.bbHi[p]);
    if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_KPK;
    if (!kpkWins(strong, pos.side, sk, wk, pawn)) return 0;
    const rank = strong === WHITE ? pawn >> 3 : 7 - (pawn >> 3);
    return sign * (Endgame.KNOWN_WIN + egOf(W[Wt.PIECE_VALUE + PAWN]) + Endgame.KPK_PER_RANK * rank);
  }

  if (pawns > 0 && majors === 0 && knights === 0 && bishops > 0 && bishopsOnOneColour(pos, strong)) {
    // Rook pawns with the wrong bishop: a draw if the weak king holds the queening corner.
    const p = (strong << 3) | PAWN;
    const lo = pos.bbLo[p];
    const hi = pos.bbHi[p];
    const aFile = 0x01010101;
    const hFile = 0x80808080 | 0;
    const file = ((lo & ~aFile) | (hi & ~aFile)) === 0 ? 0 : ((lo & ~hFile) | (hi & ~hFile)) === 0 ? 7 : -1;
    if (file >= 0) {
      const queenSq = strong === WHITE ? 56 + file : file;
      const bb = (strong << 3) | BISHOP;
      const bishopLight = (pos.bbLo[bb] & LIGHT_SQUARES) !== 0 || (pos.bbHi[bb] & LIGHT_SQUARES) !== 0;
      const cornerLight = queenSq < 32 ? ((LIGHT_SQUARES >>> queenSq) & 1) !== 0 : ((LIGHT_SQUARES >>> (queenSq - 32)) & 1) !== 0;
      if (bishopLight !== cornerLight && DISTANCE[wk * 64 + queenSq] <= 1) {
        if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_DRAW;
        return 0;
      }
    }
  }

  if (majors === 0 && knights + bishops === 0) return NO_SPECIAL; // pawns only: the normal eval
  // Enough to mate: a known win, plus driving the bare king to the edge and the kings together.
  let material = 0;
  for (let t: number = PAWN; t <= QUEEN; t++) material += ES[s + t] * egOf(W[Wt.PIECE_VALUE + t]);
  if (Build.TRACE as number) TRACE_STATE[TS_SPECIAL] = SPECIAL_KXK;
  return sign * (Endgame.KNOWN_WIN + material + Endgame.MOPUP_EDGE * CENTRE_DISTANCE[wk] + Endgame.MOPUP_PROXIMITY * (7 - DISTANCE[sk * 64 + wk]));
}

/**
 * Scale (out of 64) for a score of the given sign. Reads the ES counts and the pawn entry. The
 * factors are the EndgameScale weights; the traced build records which rule applied.
 */
export function scaleFactor(pos: Position, score: number, pawnBase: number): number {
  if (score === 0) return Scale.NORMAL;
  const strong = score > 0 ? WHITE : BLACK;
  const weak = strong ^ 1;
  const s = Es.COUNT + 8 * strong;
  const x = Es.COUNT + 8 * weak;
  if (ES[s + PAWN] === 0) {
    const strongUnits = pieceUnits(strong);
    // A lone minor cannot win; two knights cannot force mate on a bare king.
    if (strongUnits <= 3 || (ES[s + KNIGHT] === 2 && strongUnits === 6 && ES[x + PAWN] === 0)) {
      if (Build.TRACE as number) TRACE_STATE[TS_SCALE_CASE] = SCALE_CASE_FIXED;
      return 0;
    }
    if (strongUnits - pieceUnits(weak) <= 3) {
      if (Build.TRACE as number) TRACE_STATE[TS_SCALE_CASE] = SCALE_CASE_NO_PAWNS_SMALL_EDGE;
      return mgOf(W[Wt.ENDGAME_SCALE + ScaleWeight.NO_PAWNS_SMALL_EDGE]);
    }
  }
  if (ES[s + BISHOP] === 1 && ES[x + BISHOP] === 1) {
    const wb = pos.bbLo[BISHOP] | pos.bbHi[BISHOP];
    const bb = pos.bbLo[8 | BISHOP] | pos.bbHi[8 | BISHOP];
    // One bishop each: opposite colours if exactly one of them is on a light square.
    const whiteLight = ((pos.bbLo[BISHOP] | pos.bbHi[BISHOP]) & LIGHT_SQUARES) !== 0;
    const blackLight = ((pos.bbLo[8 | BISHOP] | pos.bbHi[8 | BISHOP]) & LIGHT_SQUARES) !== 0;
    if (wb !== 0 && bb !== 0 && whiteLight !== blackLight) {
      const others = ES[s + KNIGHT] + ES[s + ROOK] + ES[s + QUEEN] + ES[x + KNIGHT] + ES[x + ROOK] + ES[x + QUEEN];
      if (others === 0) {
        const passers = popcount(PAWN_TABLE[pawnBase + Ph.PASSED + 2 * strong], PAWN_TABLE[pawnBase + Ph.PASSED + 2 * strong + 1]);
        if (Build.TRACE as number) { TRACE_STATE[TS_SCALE_CASE] = SCALE_CASE_OCB_PURE; TRACE_STATE[TS_SCALE_PASSERS] = passers; }
        const scale = mgOf(W[Wt.ENDGAME_SCALE + ScaleWeight.OCB_PURE]) + passers * mgOf(W[Wt.ENDGAME_SCALE + ScaleWeight.OCB_PER_PASSER]);
        const max = mgOf(W[Wt.ENDGAME_SCALE + ScaleWeight.OCB_PURE_MAX]);
        return scale < max ? scale : max;
      }
      if (ES[s + QUEEN] + ES[x + QUEEN] === 0) {
        if (Build.TRACE as number) TRACE_STATE[TS_SCALE_CASE] = SCALE_CASE_OCB_PIECES;
        return mgOf(W[Wt.ENDGAME_SCALE + ScaleWeight.OCB_PIECES]);
      }
    }
  }
  return Scale.NORMAL;
}
