// The simple evaluator: material plus tapered piece-square tables (psqt.ts), read from the sums
// Position keeps incrementally, plus a small tempo bonus. Kept alongside the full evaluator as the
// baseline the Crafty-style evaluation is measured against (UCI option Evaluation=simple).

import { Position } from '../board/position.js';
import { PHASE_MAX, WHITE } from '../board/types.js';

const TEMPO = 10;

/** Score in centipawns from the side to move's view. */
export function evaluateSimple(pos: Position): number {
  const phase = pos.phase > PHASE_MAX ? PHASE_MAX : pos.phase;
  const white = ((pos.psqMg * phase + pos.psqEg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
  return (pos.side === WHITE ? white : -white) + TEMPO;
}
