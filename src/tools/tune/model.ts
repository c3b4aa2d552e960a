// The tuner's linear model of the evaluation. Each training position is reduced (after the
// quiescence line, if asked) to what the traced evaluator saw: for every weight the count White
// collected minus Black's, the phase, the drawish-ending scale and the king-danger table inputs.
// The evaluation of a position is then
//   v = trunc-free ((mg * phase + eg * (24 - phase)) / 24) * scale / 64, where the scale is 64, a
//   fixed factor, or the EndgameScale weights of the rule the traced evaluation applied, and
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
  SPECIAL_NONE, TRACE_ATTACK, TRACE_COEF, TRACE_DEFECTS, TRACE_STATE, TS_PHASE, TS_SCALE, TS_SCALE_CASE,
  TS_SCALE_PASSERS, TS_SPECIAL,
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
  /** phase / 24 and the traced scale / 64. */
  phase: Float64Array;
  scale: Float64Array;
  /** The scale rule that applied (trace.ts SCALE_CASE_*) and the stronger side's passed pawns. */
  scaleCase: Uint8Array;
  passers: Uint8Array;
  /**
   * Sparse counts (White minus Black) of position i: index/coef[start[i] .. start[i + 1]). Typed
   * arrays, two and four bytes an entry: five million positions hold some 300 million entries.
   */
  start: Int32Array;
  index: Uint16Array;
  coef: Int16Array;
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
    scaleCase: new Uint8Array(n),
    passers: new Uint8Array(n),
    start: new Int32Array(n + 1),
    index: new Uint16Array(0),
    coef: new Int16Array(0),
    defects: new Int32Array(2 * n),
    attack: new Int32Array(2 * n),
    special: new Uint8Array(n),
    fixed: new Float64Array(n),
    engine: new Float64Array(n),
    leafFens: [],
  };
  let index = new Uint16Array(1 << 16);
  let coef = new Int16Array(1 << 16);
  let used = 0;
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
    set.start[p] = used;
    if (TRACE_STATE[TS_SPECIAL] !== SPECIAL_NONE) {
      set.special[p] = 1;
      set.fixed[p] = v;
    } else {
      set.phase[p] = TRACE_STATE[TS_PHASE] / PHASE_MAX;
      set.scale[p] = TRACE_STATE[TS_SCALE] / 64;
      set.scaleCase[p] = TRACE_STATE[TS_SCALE_CASE];
      set.passers[p] = TRACE_STATE[TS_SCALE_PASSERS];
      if (used + N_WEIGHTS > index.length) {
        // Grow by half (at least one position's worth), keeping what is there.
        const size = Math.max(used + N_WEIGHTS, Math.floor(index.length * 1.5));
        const grownIndex = new Uint16Array(size);
        grownIndex.set(index.subarray(0, used));
        index = grownIndex;
        const grownCoef = new Int16Array(size);
        grownCoef.set(coef.subarray(0, used));
        coef = grownCoef;
      }
      for (let i = 0; i < N_WEIGHTS; i++) {
        const c = TRACE_COEF[2 * i] - TRACE_COEF[2 * i + 1];
        if (c !== 0) {
          if (c !== (c << 16) >> 16) throw new Error(`line ${positions[p].lineNumber}: count ${c} of weight ${i} does not fit 16 bits`);
          index[used] = i;
          coef[used++] = c;
        }
      }
      set.defects[2 * p] = TRACE_DEFECTS[0];
      set.defects[2 * p + 1] = TRACE_DEFECTS[1];
      set.attack[2 * p] = TRACE_ATTACK[0];
      set.attack[2 * p + 1] = TRACE_ATTACK[1];
    }
    for (let i = 0; i < played; i++) pos.unmakeMove();
  }
  set.start[n] = used;
  set.index = index.slice(0, used);
  set.coef = coef.slice(0, used);
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
