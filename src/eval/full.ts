// The full (Crafty-style) evaluator: material and imbalance, PSTs, pawn structure (pawn hash),
// passed pawns, pieces and mobility, threats, king safety with a non-linear danger table,
// endgame knowledge and tempo — tapered between middlegame and endgame by the game phase.
// Internally White-positive; evaluateFull returns the side to move's view, as the search wants.
// Design choice: every term adds a packed S(mg, eg) into one accumulator and the two halves are
// separated once at the end, blended by phase, and the blend scaled toward 0 in drawish endings.
// All rounding truncates toward zero, so a colour-flipped position evaluates to exactly the
// negated score. TRACE, locals and enums as in pawns.ts.

import { KING_HI, KING_LO } from '../board/attacks.js';
import {
  blackPawnAttacksHi, blackPawnAttacksLo, popcount, whitePawnAttacksHi, whitePawnAttacksLo,
} from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { BISHOP, BLACK, BLACK_CODES, KING, KNIGHT, PAWN, PHASE_MAX, QUEEN, ROOK, WHITE } from '../board/types.js';
import { NO_SPECIAL, scaleFactor, specialEndgame } from './endgame.js';
import { EVAL_CACHE, EvalCache } from './eval-cache.js';
import { evaluateKing } from './king-safety.js';
import { evaluatePassed } from './passed.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { pawnEntry } from './pawns.js';
import { evaluatePieces } from './pieces.js';
import { ES, Es } from './state.js';
import {
  TRACE_STATE, TS_EG, TS_MG, TS_PHASE, TS_SCALE, TS_WHITE, traceAdd, traceReset,
} from './trace.js';
import { Endgame, Scale, W, Wt, egOf, mgOf, taper } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** Packed imbalance terms of colour (bishop pair, knights/rooks by pawns, extra minor). */
function imbalance(colour: number): number {
  const es = ES;
  const w = W;
  const c = Es.COUNT + 8 * colour;
  const o = Es.COUNT + 8 * (colour ^ 1);
  const pawnsOver5 = es[c + PAWN] - 5;
  let score = 0;
  if (es[c + BISHOP] >= 2) {
    score += w[Wt.BISHOP_PAIR];
    if (Build.TRACE as number) traceAdd(Wt.BISHOP_PAIR, colour, 1);
  }
  if (es[c + KNIGHT] !== 0) {
    const n = es[c + KNIGHT] * pawnsOver5;
    score += Math.imul(w[Wt.KNIGHT_PAWNS], n);
    if (Build.TRACE as number) traceAdd(Wt.KNIGHT_PAWNS, colour, n);
  }
  if (es[c + ROOK] !== 0) {
    const n = es[c + ROOK] * pawnsOver5;
    score += Math.imul(w[Wt.ROOK_PAWNS], n);
    if (Build.TRACE as number) traceAdd(Wt.ROOK_PAWNS, colour, n);
    if (es[c + ROOK] >= 2) {
      score += w[Wt.REDUNDANT_ROOK];
      if (Build.TRACE as number) traceAdd(Wt.REDUNDANT_ROOK, colour, 1);
    }
  }
  if (es[c + ROOK] === es[o + ROOK] && es[c + QUEEN] === es[o + QUEEN]
    && es[c + KNIGHT] + es[c + BISHOP] > es[o + KNIGHT] + es[o + BISHOP]) {
    score += w[Wt.EXTRA_MINOR];
    if (Build.TRACE as number) traceAdd(Wt.EXTRA_MINOR, colour, 1);
  }
  return score;
}

/** Static evaluation in centipawns from White's view. */
export function evaluateFullWhite(pos: Position): number {
  const es = ES;
  const w = W;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  if (Build.TRACE as number) traceReset();
  const wkLo = lo[KING];
  const wkHi = hi[KING];
  const bkLo = lo[BLACK_CODES | KING];
  const bkHi = hi[BLACK_CODES | KING];
  const wk = wkLo !== 0 ? 31 - Math.clz32(wkLo) : 63 - Math.clz32(wkHi);
  const bk = bkLo !== 0 ? 31 - Math.clz32(bkLo) : 63 - Math.clz32(bkHi);
  es[Es.KSQ] = wk;
  es[Es.KSQ + 1] = bk;
  // A bare king on either side: the special endings decide (occupancy = the king alone).
  if ((lo[0] & (lo[0] - 1)) === 0 && (hi[0] & (hi[0] - 1)) === 0 && (lo[0] === 0 || hi[0] === 0)
    || (lo[BLACK_CODES] & (lo[BLACK_CODES] - 1)) === 0 && (hi[BLACK_CODES] & (hi[BLACK_CODES] - 1)) === 0
      && (lo[BLACK_CODES] === 0 || hi[BLACK_CODES] === 0)) {
    for (let t: number = PAWN; t <= QUEEN; t++) {
      es[Es.COUNT + t] = popcount(lo[t], hi[t]);
      es[Es.COUNT + BLACK_CODES + t] = popcount(lo[BLACK_CODES | t], hi[BLACK_CODES | t]);
    }
    const special = specialEndgame(pos);
    if (special !== NO_SPECIAL) {
      if (Build.TRACE as number) TRACE_STATE[TS_WHITE] = special;
      return special;
    }
  }
  const base = pawnEntry(pos);
  // Piece counts: pawns from the pawn entry (light + dark bytes), the rest from evaluatePieces.
  const pawnColours = PAWN_TABLE[base + Ph.COLOURS];
  es[Es.COUNT + PAWN] = (pawnColours & 0xff) + ((pawnColours >>> 8) & 0xff);
  es[Es.COUNT + BLACK_CODES + PAWN] = ((pawnColours >>> 16) & 0xff) + (pawnColours >>> 24);

  // Shared state for the parts: occupancy, pawn attacks, king zones.
  es[Es.OCC] = lo[0] | lo[BLACK_CODES];
  es[Es.OCC + 1] = hi[0] | hi[BLACK_CODES];
  const wpLo = lo[PAWN];
  const wpHi = hi[PAWN];
  es[Es.PAWN_ATT] = whitePawnAttacksLo(wpLo);
  es[Es.PAWN_ATT + 1] = whitePawnAttacksHi(wpLo, wpHi);
  const bpLo = lo[BLACK_CODES | PAWN];
  const bpHi = hi[BLACK_CODES | PAWN];
  es[Es.PAWN_ATT + 2] = blackPawnAttacksLo(bpLo, bpHi);
  es[Es.PAWN_ATT + 3] = blackPawnAttacksHi(bpHi);
  // King zone: the king's square and its neighbours.
  es[Es.KING_ZONE] = KING_LO[wk] | wkLo;
  es[Es.KING_ZONE + 1] = KING_HI[wk] | wkHi;
  es[Es.KING_ZONE + 2] = KING_LO[bk] | bkLo;
  es[Es.KING_ZONE + 3] = KING_HI[bk] | bkHi;

  // Pawns (material, PST, structure) from the pawn hash; pieces with their material and threats.
  let score = PAWN_TABLE[base + Ph.SCORE];
  score = (score + evaluatePieces(pos, WHITE, base)) | 0;
  score = (score - evaluatePieces(pos, BLACK, base)) | 0;
  score = (score + evaluateKing(pos, WHITE, base) - evaluateKing(pos, BLACK, base)) | 0;
  score = (score + evaluatePassed(pos, WHITE, base) - evaluatePassed(pos, BLACK, base)) | 0;
  score = (score + imbalance(WHITE) - imbalance(BLACK)) | 0;
  const wFast = es[Es.UNSTOPPABLE];
  const bFast = es[Es.UNSTOPPABLE + 1];
  if (wFast < 99 && bFast === 99) {
    score = (score + w[Wt.UNSTOPPABLE]) | 0;
    if (Build.TRACE as number) traceAdd(Wt.UNSTOPPABLE, WHITE, 1);
  } else if (bFast < 99 && wFast === 99) {
    score = (score - w[Wt.UNSTOPPABLE]) | 0;
    if (Build.TRACE as number) traceAdd(Wt.UNSTOPPABLE, BLACK, 1);
  }
  score = (pos.side === WHITE ? score + w[Wt.TEMPO] : score - w[Wt.TEMPO]) | 0;
  if (Build.TRACE as number) traceAdd(Wt.TEMPO, pos.side, 1);

  const mg = mgOf(score);
  const eg = egOf(score);
  let v = taper(mg, eg, pos.phase);
  // Drawish endings pull the blended score toward 0 (scaling only the endgame half would leave
  // the middlegame half of a few remaining pieces untouched).
  // Only endings without pawns on one side or with a bishop each can be scaled.
  let scale: number = Scale.NORMAL;
  if (es[Es.COUNT + PAWN] === 0 || es[Es.COUNT + BLACK_CODES + PAWN] === 0
    || (es[Es.COUNT + BISHOP] === 1 && es[Es.COUNT + BLACK_CODES + BISHOP] === 1)) {
    scale = scaleFactor(pos, v, base);
    if (scale !== Scale.NORMAL) v = (Math.imul(v, scale) / Scale.NORMAL) | 0;
  }
  if (v > Endgame.EVAL_LIMIT) v = Endgame.EVAL_LIMIT;
  else if (v < -Endgame.EVAL_LIMIT) v = -Endgame.EVAL_LIMIT;
  if (Build.TRACE as number) {
    TRACE_STATE[TS_PHASE] = pos.phase > PHASE_MAX ? PHASE_MAX : pos.phase;
    TRACE_STATE[TS_SCALE] = scale;
    TRACE_STATE[TS_MG] = mg;
    TRACE_STATE[TS_EG] = eg;
    TRACE_STATE[TS_WHITE] = v;
  }
  return v;
}

/** Static evaluation in centipawns from the side to move's view, through the evaluation cache. */
export function evaluateFull(pos: Position): number {
  const cache = EVAL_CACHE;
  const lo = pos.hashLo;
  const hi = pos.hashHi;
  const i = (lo & EvalCache.MASK) * EvalCache.STRIDE;
  if (!(Build.TRACE as number) && cache[i + EvalCache.KEY] === lo) {
    const data = cache[i + EvalCache.DATA];
    if (((data ^ hi) >>> 16) === 0) return (data << 16) >> 16;
  }
  const white = evaluateFullWhite(pos);
  const v = pos.side === WHITE ? white : 0 - white;
  cache[i + EvalCache.KEY] = lo;
  cache[i + EvalCache.DATA] = (hi & 0xffff0000) | (v & 0xffff);
  return v;
}
