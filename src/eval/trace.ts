// The trace of one evaluation, filled only by the traced instance of the evaluator
// (`#eval-traced/*`, the hot-path files built with Build.TRACE = 1): how many times each
// colour collected each weight (the linear part), and the non-linear pieces — the king-danger
// inputs and values, the scale factor, the phase and any special ending that replaced the score.
// `kerf eval` turns it into the term table; the tuner turns it into a linear model.
// Design choice: plain module-level typed arrays rather than a returned object, so the traced
// build can share every line of code with the normal one.

import { N_WEIGHTS } from './weights.js';

/** TRACE_COEF[weight * 2 + colour]: the count colour collected of that weight. */
export const TRACE_COEF = new Int32Array(N_WEIGHTS * 2);
/** King danger (middlegame centipawns lost) of each colour's king, and its two table inputs. */
export const TRACE_DANGER = new Int32Array(2);
export const TRACE_DEFECTS = new Int32Array(2);
export const TRACE_ATTACK = new Int32Array(2);

export const TS_PHASE = 0;
export const TS_SCALE = 1;
export const TS_SPECIAL = 2;
export const TS_MG = 3;
export const TS_EG = 4;
export const TS_WHITE = 5;
export const TS_SCALE_CASE = 6;
export const TS_SCALE_PASSERS = 7;
/**
 * Phase, scale factor, special-ending code, raw mg/eg (White's view), the final white score, and
 * which scale rule applied (SCALE_CASE_*) with the stronger side's passed pawns (for the tuner).
 */
export const TRACE_STATE = new Int32Array(8);

/** Which scale rule set the factor: none (64), a fixed one (0, not tuned), or a ScaleWeight. */
export const SCALE_CASE_NORMAL = 0;
export const SCALE_CASE_FIXED = 1;
export const SCALE_CASE_OCB_PURE = 2;
export const SCALE_CASE_OCB_PIECES = 3;
export const SCALE_CASE_NO_PAWNS_SMALL_EDGE = 4;

export const SPECIAL_NONE = 0;
export const SPECIAL_DRAW = 1;
export const SPECIAL_KXK = 2;
export const SPECIAL_KBNK = 3;
export const SPECIAL_KPK = 4;
export const SPECIAL_NAMES = ['none', 'insufficient material (draw)', 'KXK mop-up', 'KBNK mop-up', 'KPK bitbase'];

export function traceReset(): void {
  TRACE_COEF.fill(0);
  TRACE_DANGER.fill(0);
  TRACE_DEFECTS.fill(0);
  TRACE_ATTACK.fill(0);
  TRACE_STATE.fill(0);
}

/** Colour collected weight i, n times. */
export function traceAdd(i: number, colour: number, n: number): void {
  TRACE_COEF[i * 2 + colour] += n;
}
