// The tuner's linear model of the evaluation. Each training position is reduced (after the
// quiescence line, if asked) to what the traced evaluator saw: for every weight the count White
// collected minus Black's, the phase, the drawish-ending scale and the king-danger table inputs.
// The evaluation of a position is then
//   v = trunc-free ((mg * phase + eg * (24 - phase)) / 24) * scale / 64, where
//   mg = Σ w_mg[i] c_i - danger(white king) + danger(black king),  eg = Σ w_eg[i] c_i,
// and danger(d, a) = min(CAP, A a² (B + d) / 256) with the two table parameters A and B.
// Positions decided by a special ending (bare king, KPK) do not depend on the weights; they are
// kept with their fixed score so the reported loss covers the whole set.
// Design choice: the counts come from the traced build of the real evaluator, never from a
// re-implementation, and a check reports how far the model's score is from the engine's.

import { setFen, getFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { PHASE_MAX } from '../../board/types.js';
import { evaluateFullWhite } from '../../eval/full.js';
import { evaluateFullWhite as tracedWhite } from '#eval-traced/full.js';
import {
  SPECIAL_NONE, TRACE_ATTACK, TRACE_COEF, TRACE_DEFECTS, TRACE_STATE, TS_PHASE, TS_SCALE, TS_SPECIAL,
} from '../../eval/trace.js';
import { N_WEIGHTS } from '../../eval/weights.js';
import { LabelledPosition } from './data.js';
import { playQuietLine } from './quiesce.js';

export interface TuningSet {
  n: number;
  /** Game result from White's view (1, 0.5, 0). */
  result: Float64Array;
  /** Search score (cp, White's view), NaN where the data has none. */
  score: Float64Array;
  /** What the loss compares against: the result, or a blend with the score (texel.ts blendTargets). */
  target: Float64Array;
  /** phase / 24 and scale / 64. */
  phase: Float64Array;
  scale: Float64Array;
  /** Sparse counts (White minus Black) of position i: index/coef[start[i] .. start[i + 1]). */
  start: Int32Array;
  index: Int32Array;
  coef: Float64Array;
  /** King-danger inputs: [2i] White's king, [2i + 1] Black's. */
  defects: Int32Array;
  attack: Int32Array;
  /** Special-ending positions keep `fixed` (White's view) whatever the weights. */
  special: Uint8Array;
  fixed: Float64Array;
  /** The engine's own evaluation of each (leaf) position when the set was built. */
  engine: Float64Array;
  /** FEN of the position actually evaluated (the end of the quiescence line). */
  leafFens: string[];
}

/** Trace every position (optionally at the end of its quiescence line) into a TuningSet. */
export function buildTuningSet(positions: readonly LabelledPosition[], quiesce: boolean): TuningSet {
  const n = positions.length;
  const set: TuningSet = {
    n,
    result: new Float64Array(n),
    score: new Float64Array(n),
    target: new Float64Array(n),
    phase: new Float64Array(n),
    scale: new Float64Array(n),
    start: new Int32Array(n + 1),
    index: new Int32Array(0),
    coef: new Float64Array(0),
    defects: new Int32Array(2 * n),
    attack: new Int32Array(2 * n),
    special: new Uint8Array(n),
    fixed: new Float64Array(n),
    engine: new Float64Array(n),
    leafFens: [],
  };
  const index: number[] = [];
  const coef: number[] = [];
  const pos = new Position();
  for (let p = 0; p < n; p++) {
    const r = setFen(pos, positions[p].fen);
    if (!r.ok) throw new Error(`line ${positions[p].lineNumber}: ${r.message}`);
    const played = quiesce ? playQuietLine(pos) : 0;
    set.leafFens.push(getFen(pos));
    const v = tracedWhite(pos);
    set.engine[p] = v;
    set.result[p] = positions[p].result;
    set.score[p] = positions[p].score;
    set.target[p] = positions[p].result;
    set.start[p] = index.length;
    if (TRACE_STATE[TS_SPECIAL] !== SPECIAL_NONE) {
      set.special[p] = 1;
      set.fixed[p] = v;
    } else {
      set.phase[p] = TRACE_STATE[TS_PHASE] / PHASE_MAX;
      set.scale[p] = TRACE_STATE[TS_SCALE] / 64;
      for (let i = 0; i < N_WEIGHTS; i++) {
        const c = TRACE_COEF[2 * i] - TRACE_COEF[2 * i + 1];
        if (c !== 0) { index.push(i); coef.push(c); }
      }
      set.defects[2 * p] = TRACE_DEFECTS[0];
      set.defects[2 * p + 1] = TRACE_DEFECTS[1];
      set.attack[2 * p] = TRACE_ATTACK[0];
      set.attack[2 * p + 1] = TRACE_ATTACK[1];
    }
    for (let i = 0; i < played; i++) pos.unmakeMove();
  }
  set.start[n] = index.length;
  set.index = Int32Array.from(index);
  set.coef = Float64Array.from(coef);
  return set;
}

/** The engine's exact evaluations (White's view) of the set's positions with the live weights. */
export function engineEvaluations(set: TuningSet): Float64Array {
  const out = new Float64Array(set.n);
  const pos = new Position();
  for (let p = 0; p < set.n; p++) {
    const r = setFen(pos, set.leafFens[p]);
    if (!r.ok) throw new Error(r.message);
    out[p] = evaluateFullWhite(pos);
  }
  return out;
}
