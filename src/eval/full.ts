// The full (Crafty-style) evaluator: material and imbalance, PSTs, pawn structure (pawn hash),
// passed pawns, pieces and mobility, threats, king safety with a non-linear danger table,
// endgame knowledge and tempo — tapered between middlegame and endgame by the game phase.
// Internally White-positive; evaluateFull returns the side to move's view, as the search wants.
// Design choice: every term adds a packed S(mg, eg) into one accumulator and the two halves are
// separated once at the end, blended by phase, and the blend scaled toward 0 in drawish endings. All rounding truncates toward zero, so a colour-flipped position evaluates
// to exactly the negated score. TRACE as in pawns.ts.

import { KING_HI, KING_LO } from '../board/attacks.js';
import { SQ_HI, SQ_LO } from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { BISHOP, BLACK, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/types.js';
import { pop64 } from './bits.js';
import { PHASE_MAX } from './psqt.js';
import { NO_SPECIAL, scaleFactor, specialEndgame } from './endgame.js';
import {
  EVAL_CACHE_HI, EVAL_CACHE_LO, EVAL_CACHE_MASK, EVAL_CACHE_SCORE, EVAL_CACHE_VALID,
} from './eval-cache.js';
import { evaluateKing } from './king-safety.js';
import { evaluatePassed } from './passed.js';
import { PAWN_TABLE, PH_SCORE } from './pawn-hash.js';
import { pawnEntry } from './pawns.js';
import { evaluatePieces, evaluateThreats } from './pieces.js';
import {
  ES, ES_COUNT, ES_KING_ZONE, ES_KSQ, ES_OCC, ES_PAWN_ATT, ES_UNSTOPPABLE,
} from './state.js';
import {
  TRACE_STATE, TS_EG, TS_MG, TS_PHASE, TS_SCALE, TS_WHITE, traceAdd, traceReset,
} from './trace.js';
import {
  BISHOP_PAIR, EVAL_LIMIT, EXTRA_MINOR, KNIGHT_PAWNS, REDUNDANT_ROOK, ROOK_PAWNS, TEMPO,
  SCALE_NORMAL, UNSTOPPABLE, W, egOf, mgOf,
} from './weights.js';

const TRACE = false;

const NOT_FILE_A = ~0x01010101;
const NOT_FILE_H = ~(0x80808080 | 0);

/** Packed imbalance terms of colour (bishop pair, knights/rooks by pawns, extra minor). */
function imbalance(colour: number): number {
  const c = ES_COUNT + 8 * colour;
  const o = ES_COUNT + 8 * (colour ^ 1);
  const pawnsOver5 = ES[c + PAWN] - 5;
  let score = 0;
  if (ES[c + BISHOP] >= 2) {
    score += W[BISHOP_PAIR];
    if (TRACE) traceAdd(BISHOP_PAIR, colour, 1);
  }
  if (ES[c + KNIGHT] !== 0) {
    const n = ES[c + KNIGHT] * pawnsOver5;
    score += Math.imul(W[KNIGHT_PAWNS], n);
    if (TRACE) traceAdd(KNIGHT_PAWNS, colour, n);
  }
  if (ES[c + ROOK] !== 0) {
    const n = ES[c + ROOK] * pawnsOver5;
    score += Math.imul(W[ROOK_PAWNS], n);
    if (TRACE) traceAdd(ROOK_PAWNS, colour, n);
    if (ES[c + ROOK] >= 2) {
      score += W[REDUNDANT_ROOK];
      if (TRACE) traceAdd(REDUNDANT_ROOK, colour, 1);
    }
  }
  if (ES[c + ROOK] === ES[o + ROOK] && ES[c + QUEEN] === ES[o + QUEEN]
    && ES[c + KNIGHT] + ES[c + BISHOP] > ES[o + KNIGHT] + ES[o + BISHOP]) {
    score += W[EXTRA_MINOR];
    if (TRACE) traceAdd(EXTRA_MINOR, colour, 1);
  }
  return score;
}

/** Static evaluation in centipawns from White's view. */
export function evaluateFullWhite(pos: Position): number {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  if (TRACE) traceReset();
  const wk = pos.kingSquare(WHITE);
  const bk = pos.kingSquare(BLACK);
  ES[ES_KSQ] = wk;
  ES[ES_KSQ + 1] = bk;
  for (let t = PAWN; t <= QUEEN; t++) {
    ES[ES_COUNT + t] = pop64(lo[t], hi[t]);
    ES[ES_COUNT + 8 + t] = pop64(lo[8 | t], hi[8 | t]);
  }
  const special = specialEndgame(pos);
  if (special !== NO_SPECIAL) {
    if (TRACE) TRACE_STATE[TS_WHITE] = special;
    return special;
  }
  const base = pawnEntry(pos);

  // Shared state for the parts: occupancy, pawn attacks, king zones.
  ES[ES_OCC] = lo[0] | lo[8];
  ES[ES_OCC + 1] = hi[0] | hi[8];
  const wpLo = lo[PAWN];
  const wpHi = hi[PAWN];
  ES[ES_PAWN_ATT] = ((wpLo & NOT_FILE_A) << 7) | ((wpLo & NOT_FILE_H) << 9);
  ES[ES_PAWN_ATT + 1] = ((wpHi & NOT_FILE_A) << 7) | ((wpLo & NOT_FILE_A) >>> 25)
    | ((wpHi & NOT_FILE_H) << 9) | ((wpLo & NOT_FILE_H) >>> 23);
  const bpLo = lo[8 | PAWN];
  const bpHi = hi[8 | PAWN];
  ES[ES_PAWN_ATT + 2] = ((bpLo & NOT_FILE_A) >>> 9) | ((bpHi & NOT_FILE_A) << 23)
    | ((bpLo & NOT_FILE_H) >>> 7) | ((bpHi & NOT_FILE_H) << 25);
  ES[ES_PAWN_ATT + 3] = ((bpHi & NOT_FILE_A) >>> 9) | ((bpHi & NOT_FILE_H) >>> 7);
  ES[ES_KING_ZONE] = KING_LO[wk] | SQ_LO[wk];
  ES[ES_KING_ZONE + 1] = KING_HI[wk] | SQ_HI[wk];
  ES[ES_KING_ZONE + 2] = KING_LO[bk] | SQ_LO[bk];
  ES[ES_KING_ZONE + 3] = KING_HI[bk] | SQ_HI[bk];

  let score = PAWN_TABLE[base + PH_SCORE];
  score = (score + evaluatePieces(pos, WHITE, base) - evaluatePieces(pos, BLACK, base)) | 0;
  score = (score + evaluateThreats(pos, WHITE) - evaluateThreats(pos, BLACK)) | 0;
  score = (score + evaluateKing(pos, WHITE, base) - evaluateKing(pos, BLACK, base)) | 0;
  score = (score + evaluatePassed(pos, WHITE, base) - evaluatePassed(pos, BLACK, base)) | 0;
  score = (score + imbalance(WHITE) - imbalance(BLACK)) | 0;
  const wFast = ES[ES_UNSTOPPABLE];
  const bFast = ES[ES_UNSTOPPABLE + 1];
  if (wFast < 99 && bFast === 99) {
    score = (score + W[UNSTOPPABLE]) | 0;
    if (TRACE) traceAdd(UNSTOPPABLE, WHITE, 1);
  } else if (bFast < 99 && wFast === 99) {
    score = (score - W[UNSTOPPABLE]) | 0;
    if (TRACE) traceAdd(UNSTOPPABLE, BLACK, 1);
  }
  score = (pos.side === WHITE ? score + W[TEMPO] : score - W[TEMPO]) | 0;
  if (TRACE) traceAdd(TEMPO, pos.side, 1);

  const mg = mgOf(score);
  const eg = egOf(score);
  const phase = pos.phase > PHASE_MAX ? PHASE_MAX : pos.phase;
  let v = ((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
  // Drawish endings pull the blended score toward 0 (scaling only the endgame half would leave
  // the middlegame half of a few remaining pieces untouched).
  const scale = scaleFactor(pos, v, base);
  if (scale !== SCALE_NORMAL) v = ((v * scale) / SCALE_NORMAL) | 0;
  if (v > EVAL_LIMIT) v = EVAL_LIMIT;
  else if (v < -EVAL_LIMIT) v = -EVAL_LIMIT;
  if (TRACE) {
    TRACE_STATE[TS_PHASE] = phase;
    TRACE_STATE[TS_SCALE] = scale;
    TRACE_STATE[TS_MG] = mg;
    TRACE_STATE[TS_EG] = eg;
    TRACE_STATE[TS_WHITE] = v;
  }
  return v;
}

/** Static evaluation in centipawns from the side to move's view, through the evaluation cache. */
export function evaluateFull(pos: Position): number {
  const lo = pos.hashLo;
  const hi = pos.hashHi;
  const i = lo & EVAL_CACHE_MASK;
  if (!TRACE && EVAL_CACHE_VALID[i] !== 0 && EVAL_CACHE_LO[i] === lo && EVAL_CACHE_HI[i] === hi) return EVAL_CACHE_SCORE[i];
  const w = evaluateFullWhite(pos);
  const v = pos.side === WHITE ? w : -w;
  EVAL_CACHE_LO[i] = lo;
  EVAL_CACHE_HI[i] = hi;
  EVAL_CACHE_SCORE[i] = v;
  EVAL_CACHE_VALID[i] = 1;
  return v;
}
