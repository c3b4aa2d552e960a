// Pawn structure: material, PST, doubled, isolated, backward, supported and phalanx pawns, passed
// pawns (static part) and candidate passers, plus the pawn-only facts the rest of the evaluator
// needs (passer sets, files with pawns, attack spans, pawns per square colour). All of it depends
// on the pawns alone, so it is computed once per structure and kept in the pawn hash.
// Design choice: the TRACE constant. This file is also compiled with TRACE = true into
// src/eval/traced/ (scripts/gen-traced-eval.mjs); V8 drops the `if (TRACE)` lines from the normal
// build, which then pays nothing for the trace. The traced build always recomputes (a cached entry
// has no trace to give).

import { PAWN_ATT_HI, PAWN_ATT_LO } from '../board/attacks.js';
import { Position } from '../board/position.js';
import { PAWN, WHITE } from '../board/types.js';
import { pop64 } from './bits.js';
import {
  ADJ_FILES_HI, ADJ_FILES_LO, BEHIND_ADJ_HI, BEHIND_ADJ_LO, FRONT_HI, FRONT_LO, LIGHT_SQUARES,
  PASSED_HI, PASSED_LO, SPAN_HI, SPAN_LO,
} from './masks.js';
import {
  PAWN_HASH_MASK, PAWN_STRIDE, PAWN_TABLE, PH_COLOURS, PH_FILES, PH_KEY_HI, PH_KEY_LO, PH_PASSED,
  PH_SCORE, PH_SPAN,
} from './pawn-hash.js';
import { traceAdd } from './trace.js';
import {
  BACKWARD, BACKWARD_OPEN, CANDIDATE, DOUBLED, ISOLATED, ISOLATED_OPEN, PASSED_RANK,
  PAWN_PHALANX, PAWN_SUPPORTED, PIECE_VALUE, PST_PAWN, W, HALF_BOARD,
} from './weights.js';

const TRACE = false;

/** Base index in PAWN_TABLE of the entry for pos's pawn structure (computed on a miss). */
export function pawnEntry(pos: Position): number {
  const keyLo = pos.pawnHashLo;
  const keyHi = pos.pawnHashHi;
  const base = (keyLo & PAWN_HASH_MASK) * PAWN_STRIDE;
  if (!TRACE && PAWN_TABLE[base + PH_KEY_LO] === keyLo && PAWN_TABLE[base + PH_KEY_HI] === keyHi) return base;
  PAWN_TABLE[base + PH_KEY_LO] = keyLo;
  PAWN_TABLE[base + PH_KEY_HI] = keyHi;
  PAWN_TABLE[base + PH_FILES] = 0;
  const white = evaluatePawnsOf(pos, WHITE, base);
  const black = evaluatePawnsOf(pos, 1, base);
  PAWN_TABLE[base + PH_SCORE] = (white - black) | 0;
  return base;
}

/** Score (packed, colour's view) of colour's pawns; fills colour's fields of the entry. */
function evaluatePawnsOf(pos: Position, colour: number, base: number): number {
  const them = colour ^ 1;
  const ownLo = pos.bbLo[(colour << 3) | PAWN];
  const ownHi = pos.bbHi[(colour << 3) | PAWN];
  const enemyLo = pos.bbLo[(them << 3) | PAWN];
  const enemyHi = pos.bbHi[(them << 3) | PAWN];
  const flip = colour === WHITE ? 0 : 56;
  let score = 0;
  let passedLo = 0;
  let passedHi = 0;
  let spanLo = 0;
  let spanHi = 0;
  let files = 0;

  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? ownLo : ownHi;
    while (bits !== 0) {
      const sq = (31 - Math.clz32(bits & -bits)) + (half << 5);
      bits &= bits - 1;
      const f = sq & 7;
      const r = (sq ^ flip) >> 3; // relative rank
      const i = colour * 64 + sq;
      files |= 1 << f;
      spanLo |= SPAN_LO[i];
      spanHi |= SPAN_HI[i];

      score += W[PIECE_VALUE + PAWN] + W[PST_PAWN + HALF_BOARD[sq ^ flip]];
      if (TRACE) { traceAdd(PIECE_VALUE + PAWN, colour, 1); traceAdd(PST_PAWN + HALF_BOARD[sq ^ flip], colour, 1); }

      const opposed = ((enemyLo & FRONT_LO[i]) | (enemyHi & FRONT_HI[i])) !== 0;
      const doubled = ((ownLo & FRONT_LO[i]) | (ownHi & FRONT_HI[i])) !== 0;
      const isolated = ((ownLo & ADJ_FILES_LO[f]) | (ownHi & ADJ_FILES_HI[f])) === 0;
      // Own pawns that defend sq stand where a pawn of the other colour on sq would attack.
      const a = them * 64 + sq;
      const supported = ((ownLo & PAWN_ATT_LO[a]) | (ownHi & PAWN_ATT_HI[a])) !== 0;
      const rankShift = (sq >> 3) << 3;
      const rankLo = rankShift < 32 ? 0xff << rankShift : 0;
      const rankHi = rankShift >= 32 ? 0xff << (rankShift - 32) : 0;
      const phalanx = ((ownLo & ADJ_FILES_LO[f] & rankLo) | (ownHi & ADJ_FILES_HI[f] & rankHi)) !== 0;
      const helpersLo = ownLo & BEHIND_ADJ_LO[i];
      const helpersHi = ownHi & BEHIND_ADJ_HI[i];

      if (doubled) {
        score += W[DOUBLED];
        if (TRACE) traceAdd(DOUBLED, colour, 1);
      }
      if (isolated) {
        score += W[ISOLATED];
        if (TRACE) traceAdd(ISOLATED, colour, 1);
        if (!opposed) {
          score += W[ISOLATED_OPEN];
          if (TRACE) traceAdd(ISOLATED_OPEN, colour, 1);
        }
      } else if ((helpersLo | helpersHi) === 0) {
        // Every neighbour is ahead: backward if an enemy pawn controls the stop square.
        const stop = colour === WHITE ? sq + 8 : sq - 8;
        const s = colour * 64 + stop;
        if (((enemyLo & PAWN_ATT_LO[s]) | (enemyHi & PAWN_ATT_HI[s])) !== 0) {
          score += W[BACKWARD];
          if (TRACE) traceAdd(BACKWARD, colour, 1);
          if (!opposed) {
            score += W[BACKWARD_OPEN];
            if (TRACE) traceAdd(BACKWARD_OPEN, colour, 1);
          }
        }
      }
      if (supported) {
        score += W[PAWN_SUPPORTED + r];
        if (TRACE) traceAdd(PAWN_SUPPORTED + r, colour, 1);
      }
      if (phalanx) {
        score += W[PAWN_PHALANX + r];
        if (TRACE) traceAdd(PAWN_PHALANX + r, colour, 1);
      }
      if (!doubled) {
        if (((enemyLo & PASSED_LO[i]) | (enemyHi & PASSED_HI[i])) === 0) {
          score += W[PASSED_RANK + r];
          if (TRACE) traceAdd(PASSED_RANK + r, colour, 1);
          if (sq < 32) passedLo |= 1 << sq; else passedHi |= 1 << (sq - 32);
        } else if (!opposed) {
          // Candidate: no pawn in front, and at least as many helpers as enemy sentries.
          const sentries = pop64(enemyLo & SPAN_LO[i], enemyHi & SPAN_HI[i]);
          if (pop64(helpersLo, helpersHi) >= sentries) {
            score += W[CANDIDATE + r];
            if (TRACE) traceAdd(CANDIDATE + r, colour, 1);
          }
        }
      }
    }
  }

  PAWN_TABLE[base + PH_PASSED + 2 * colour] = passedLo;
  PAWN_TABLE[base + PH_PASSED + 2 * colour + 1] = passedHi;
  PAWN_TABLE[base + PH_SPAN + 2 * colour] = spanLo;
  PAWN_TABLE[base + PH_SPAN + 2 * colour + 1] = spanHi;
  PAWN_TABLE[base + PH_FILES] |= files << (8 * colour);
  const light = pop64(ownLo & LIGHT_SQUARES, ownHi & LIGHT_SQUARES);
  const dark = pop64(ownLo, ownHi) - light;
  const shift = 16 * colour;
  PAWN_TABLE[base + PH_COLOURS] = (PAWN_TABLE[base + PH_COLOURS] & ~(0xffff << shift)) | ((light | (dark << 8)) << shift);
  return score;
}
