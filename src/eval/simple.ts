// The simple evaluator: material plus tapered piece-square tables (psqt.ts), summed over the
// pieces' bitboards, plus a small tempo bonus. Kept alongside the full evaluator as the baseline
// the Crafty-style evaluation is measured against (UCI option Evaluation=simple).
// Design choice: the sums are computed per call rather than kept by Position on every make and
// unmake, so the board carries nothing for an evaluator the engine does not use by default.

import { Position } from '../board/position.js';
import { BLACK_CODES, KING, PAWN, WHITE } from '../board/types.js';
import { PSQ_EG, PSQ_MG } from './psqt.js';
import { taper } from './weights.js';

const TEMPO = 10;

/** Score in centipawns from the side to move's view. */
export function evaluateSimple(pos: Position): number {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const psqMg = PSQ_MG;
  const psqEg = PSQ_EG;
  let mg = 0;
  let eg = 0;
  // Piece codes PAWN..KING and BLACK_CODES | PAWN..KING; PSQ_* is indexed code * 64 + square.
  for (let p = PAWN; p <= (BLACK_CODES | KING); p++) {
    if (p === KING + 1) p = BLACK_CODES | PAWN;
    for (let b = lo[p]; b !== 0; b &= b - 1) {
      const k = (p << 6) | (31 - Math.clz32(b & -b));
      mg += psqMg[k];
      eg += psqEg[k];
    }
    for (let b = hi[p]; b !== 0; b &= b - 1) {
      const k = (p << 6) | (63 - Math.clz32(b & -b));
      mg += psqMg[k];
      eg += psqEg[k];
    }
  }
  const white = taper(mg, eg, pos.phase);
  return (pos.side === WHITE ? white : -white) + TEMPO;
}
