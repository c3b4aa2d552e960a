// Pawn structure: material, PST, doubled, isolated, backward, supported and phalanx pawns, passed
// pawns (static part) and candidate passers, plus the pawn-only facts the rest of the evaluator
// needs (passer sets, files with pawns, attack spans, pawns per square colour). All of it depends
// on the pawns alone, so it is computed once per structure and kept in the pawn hash.
// Design choice: the Build.TRACE constant. The bundler and the test runner also compile this file
// with TRACE = 1, as `#eval-traced/pawns.js` (scripts/traced-eval.mjs); in the normal instance the
// `if (Build.TRACE as number)` lines become `if (0)` and vanish, so the engine pays nothing for the trace. The traced build always
// recomputes (a cached entry has no trace to give). Typed arrays are read through locals and
// offsets are const enums: module-level bindings would be reloaded and re-checked at every use.

import { PAWN_ATT_HI, PAWN_ATT_LO } from '../board/attacks.js';
import { LIGHT_SQUARES, popcount } from '../board/bitboard.js';
import { Position } from '../board/position.js';
import { BLACK, PAWN, WHITE } from '../board/types.js';
import {
  ADJ_FILES_HI, ADJ_FILES_LO, BEHIND_ADJ_HI, BEHIND_ADJ_LO, FRONT_HI, FRONT_LO, PASSED_HI, PASSED_LO,
  SPAN_HI, SPAN_LO,
} from './masks.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { traceAdd } from './trace.js';
import { HALF_BOARD, W, Wt } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** Base index in PAWN_TABLE of the entry for pos's pawn structure (computed on a miss). */
export function pawnEntry(pos: Position): number {
  const table = PAWN_TABLE;
  const keyLo = pos.pawnHashLo;
  const keyHi = pos.pawnHashHi;
  const base = (keyLo & Ph.MASK) * Ph.STRIDE;
  if (!(Build.TRACE as number) && table[base + Ph.KEY_LO] === keyLo && table[base + Ph.KEY_HI] === keyHi) return base;
  table[base + Ph.KEY_LO] = keyLo;
  table[base + Ph.KEY_HI] = keyHi;
  table[base + Ph.FILES] = 0;
  table[base + Ph.SHELTER_KEY] = 0;
  const white = evaluatePawnsOf(pos, WHITE, base);
  const black = evaluatePawnsOf(pos, BLACK, base);
  table[base + Ph.SCORE] = (white - black) | 0;
  return base;
}

/** Score (packed, colour's view) of colour's pawns; fills colour's fields of the entry. */
function evaluatePawnsOf(pos: Position, colour: number, base: number): number {
  const w = W;
  const table = PAWN_TABLE;
  const half = HALF_BOARD;
  const frontLo = FRONT_LO;
  const frontHi = FRONT_HI;
  const adjLo = ADJ_FILES_LO;
  const adjHi = ADJ_FILES_HI;
  const behindLo = BEHIND_ADJ_LO;
  const behindHi = BEHIND_ADJ_HI;
  const pawnAttLo = PAWN_ATT_LO;
  const pawnAttHi = PAWN_ATT_HI;
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

  let bLo = ownLo;
  let bHi = ownHi;
  while ((bLo | bHi) !== 0) {
    let sq: number;
    if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
    const f = sq & 7;
    const r = (sq ^ flip) >> 3; // relative rank
    const i = colour * 64 + sq;
    files |= 1 << f;
    spanLo |= SPAN_LO[i];
    spanHi |= SPAN_HI[i];

    const pst = half[sq ^ flip];
    score += w[Wt.PIECE_VALUE + PAWN] + w[Wt.PST_PAWN + pst];
    if (Build.TRACE as number) { traceAdd(Wt.PIECE_VALUE + PAWN, colour, 1); traceAdd(Wt.PST_PAWN + pst, colour, 1); }

    const opposed = ((enemyLo & frontLo[i]) | (enemyHi & frontHi[i])) !== 0;
    const doubled = ((ownLo & frontLo[i]) | (ownHi & frontHi[i])) !== 0;
    const isolated = ((ownLo & adjLo[f]) | (ownHi & adjHi[f])) === 0;
    // Own pawns that defend sq stand where a pawn of the other colour on sq would attack.
    const a = them * 64 + sq;
    const supported = ((ownLo & pawnAttLo[a]) | (ownHi & pawnAttHi[a])) !== 0;
    const rankShift = (sq >> 3) << 3;
    const rankLo = rankShift < 32 ? 0xff << rankShift : 0;
    const rankHi = rankShift >= 32 ? 0xff << (rankShift - 32) : 0;
    const phalanx = ((ownLo & adjLo[f] & rankLo) | (ownHi & adjHi[f] & rankHi)) !== 0;
    const helpersLo = ownLo & behindLo[i];
    const helpersHi = ownHi & behindHi[i];

    if (doubled) {
      score += w[Wt.DOUBLED];
      if (Build.TRACE as number) traceAdd(Wt.DOUBLED, colour, 1);
    }
    if (isolated) {
      score += w[Wt.ISOLATED];
      if (Build.TRACE as number) traceAdd(Wt.ISOLATED, colour, 1);
      if (!opposed) {
        score += w[Wt.ISOLATED_OPEN];
        if (Build.TRACE as number) traceAdd(Wt.ISOLATED_OPEN, colour, 1);
      }
    } else if ((helpersLo | helpersHi) === 0) {
      // Every neighbour is ahead: backward if an enemy pawn controls the stop square.
      const stop = colour === WHITE ? sq + 8 : sq - 8;
      const s = colour * 64 + stop;
      if (((enemyLo & pawnAttLo[s]) | (enemyHi & pawnAttHi[s])) !== 0) {
        score += w[Wt.BACKWARD];
        if (Build.TRACE as number) traceAdd(Wt.BACKWARD, colour, 1);
        if (!opposed) {
          score += w[Wt.BACKWARD_OPEN];
          if (Build.TRACE as number) traceAdd(Wt.BACKWARD_OPEN, colour, 1);
        }
      }
    }
    if (supported) {
      score += w[Wt.PAWN_SUPPORTED + r];
      if (Build.TRACE as number) traceAdd(Wt.PAWN_SUPPORTED + r, colour, 1);
    }
    if (phalanx) {
      score += w[Wt.PAWN_PHALANX + r];
      if (Build.TRACE as number) traceAdd(Wt.PAWN_PHALANX + r, colour, 1);
    }
    if (!doubled) {
      if (((enemyLo & PASSED_LO[i]) | (enemyHi & PASSED_HI[i])) === 0) {
        score += w[Wt.PASSED_RANK + r];
        if (Build.TRACE as number) traceAdd(Wt.PASSED_RANK + r, colour, 1);
        if (sq < 32) passedLo |= 1 << sq; else passedHi |= 1 << (sq - 32);
      } else if (!opposed) {
        // Candidate: no pawn in front, and at least as many helpers as enemy sentries.
        const sentries = popcount(enemyLo & SPAN_LO[i], enemyHi & SPAN_HI[i]);
        if (popcount(helpersLo, helpersHi) >= sentries) {
          score += w[Wt.CANDIDATE + r];
          if (Build.TRACE as number) traceAdd(Wt.CANDIDATE + r, colour, 1);
        }
      }
    }
  }

  table[base + Ph.PASSED + 2 * colour] = passedLo;
  table[base + Ph.PASSED + 2 * colour + 1] = passedHi;
  table[base + Ph.SPAN + 2 * colour] = spanLo;
  table[base + Ph.SPAN + 2 * colour + 1] = spanHi;
  table[base + Ph.FILES] |= files << (8 * colour);
  const light = popcount(ownLo & LIGHT_SQUARES, ownHi & LIGHT_SQUARES);
  const dark = popcount(ownLo, ownHi) - light;
  const shift = 16 * colour;
  table[base + Ph.COLOURS] = (table[base + Ph.COLOURS] & ~(0xffff << shift)) | ((light | (dark << 8)) << shift);
  return score;
}
