// Texel's tuning method on the linear model (model.ts): the predicted score of a position is
// sigmoid(K v) = 1 / (1 + 10^(-K v / 400)) and the loss is the mean squared difference from the
// target: the game result (1, 0.5, 0), or with --blend a mix of the result and the search score
// seen through the same sigmoid (blendTargets). K is fitted first with the starting weights (golden-section search)
// and then held fixed, which pins the scale of the evaluation; the weights are then fitted by
// full-batch Adam on the analytic gradient, with an L2 pull toward the starting values so rarely
// seen weights cannot wander on a small data set.
// Design choice: gradient descent rather than Texel's original ±1 local search — with the trace
// the gradient is exact and an epoch costs one pass over the sparse counts, so thousands of
// epochs take seconds where a local search would re-evaluate every position per weight.

import {
  SCALE_CASE_FIXED, SCALE_CASE_NO_PAWNS_SMALL_EDGE, SCALE_CASE_NORMAL, SCALE_CASE_OCB_PIECES, SCALE_CASE_OCB_PURE,
} from '../../eval/trace.js';
import { KING_DANGER_CAP, N_WEIGHTS, ScaleWeight, TERMS, Wt } from '../../eval/weights.js';
import { TuningSet } from './model.js';

const LN10_400 = Math.LN10 / 400;

export interface Params {
  mg: Float64Array;
  eg: Float64Array;
  /** King-danger table parameters (weights.ts KING_DANGER_SCALE / KING_DANGER_BASE). */
  dangerScale: number;
  dangerBase: number;
}

export function cloneParams(p: Params): Params {
  return { mg: Float64Array.from(p.mg), eg: Float64Array.from(p.eg), dangerScale: p.dangerScale, dangerBase: p.dangerBase };
}

function danger(scale: number, base: number, d: number, a: number): number {
  const v = (scale * a * a * (base + d)) / 256;
  return v < KING_DANGER_CAP ? v : KING_DANGER_CAP;
}

const SCALE_AT = Wt.ENDGAME_SCALE as number;
const SCALE_END = SCALE_AT + (TERMS.find((t) => t.tune === 'scale')?.size ?? 0);

/**
 * The scale (a fraction of 1) of position p under `params`: 1, the traced fixed factor, or the
 * EndgameScale weights of its rule (opposite bishops with pawns only: base + per passer, capped).
 * With `grad`, also adds g · ∂(scale · 64)/∂w to the gradient of each weight w the rule used, so
 * the rule is written once for the value and its derivative.
 */
export function modelScale(set: TuningSet, p: number, params: Params, grad: Float64Array | null = null, g = 0): number {
  const w = params.mg;
  switch (set.scaleCase[p]) {
    case SCALE_CASE_NORMAL: return 1;
    case SCALE_CASE_FIXED: return set.scale[p];
    case SCALE_CASE_OCB_PURE: {
      const passers = set.passers[p];
      const s = w[SCALE_AT + ScaleWeight.OCB_PURE] + passers * w[SCALE_AT + ScaleWeight.OCB_PER_PASSER];
      const max = w[SCALE_AT + ScaleWeight.OCB_PURE_MAX];
      if (grad !== null) {
        if (s < max) {
          grad[SCALE_AT + ScaleWeight.OCB_PURE] += g;
          grad[SCALE_AT + ScaleWeight.OCB_PER_PASSER] += g * passers;
        } else {
          grad[SCALE_AT + ScaleWeight.OCB_PURE_MAX] += g;
        }
      }
      return (s < max ? s : max) / 64;
    }
    case SCALE_CASE_OCB_PIECES:
      if (grad !== null) grad[SCALE_AT + ScaleWeight.OCB_PIECES] += g;
      return w[SCALE_AT + ScaleWeight.OCB_PIECES] / 64;
    case SCALE_CASE_NO_PAWNS_SMALL_EDGE:
      if (grad !== null) grad[SCALE_AT + ScaleWeight.NO_PAWNS_SMALL_EDGE] += g;
      return w[SCALE_AT + ScaleWeight.NO_PAWNS_SMALL_EDGE] / 64;
    default: throw new RangeError(`unknown scale case ${set.scaleCase[p]}`);
  }
}

/** Unscaled model evaluation (White's view): the phase blend of mg (with king danger) and eg. */
function blendedEval(set: TuningSet, p: number, params: Params): number {
  let mg = -danger(params.dangerScale, params.dangerBase, set.defects[2 * p], set.attack[2 * p])
    + danger(params.dangerScale, params.dangerBase, set.defects[2 * p + 1], set.attack[2 * p + 1]);
  let eg = 0;
  for (let k = set.start[p]; k < set.start[p + 1]; k++) {
    mg += params.mg[set.index[k]] * set.coef[k];
    eg += params.eg[set.index[k]] * set.coef[k];
  }
  const ph = set.phase[p];
  return mg * ph + eg * (1 - ph);
}

/** Model evaluation (White's view, centipawns, unrounded) of position p. */
export function modelEval(set: TuningSet, p: number, params: Params): number {
  if (set.special[p]) return set.fixed[p];
  return blendedEval(set, p, params) * modelScale(set, p, params);
}

function sigmoid(k: number, v: number): number {
  return 1 / (1 + Math.pow(10, (-k * v) / 400));
}

/** Mean squared error of sigmoid(K v) against the targets (or other labels), for given evaluations. */
export function lossOf(set: TuningSet, evals: Float64Array, k: number, labels: Float64Array = set.target): number {
  let sum = 0;
  for (let p = 0; p < set.n; p++) {
    const e = labels[p] - sigmoid(k, evals[p]);
    sum += e * e;
  }
  return sum / set.n;
}

export function modelEvals(set: TuningSet, params: Params): Float64Array {
  const out = new Float64Array(set.n);
  for (let p = 0; p < set.n; p++) out[p] = modelEval(set, p, params);
  return out;
}

/**
 * Set the targets to resultWeight · result + (1 − resultWeight) · sigmoid(K · score): the game
 * result says who won, the search score how the position stood (less noise per position). K is
 * the one fitted on the results, so both labels are on the evaluation's scale. Fails (returns the
 * count of positions without a score) when a blend needs scores the data lacks.
 */
export function blendTargets(set: TuningSet, k: number, resultWeight: number): number {
  let missing = 0;
  for (let p = 0; p < set.n; p++) {
    if (resultWeight >= 1) { set.target[p] = set.result[p]; continue; }
    if (Number.isNaN(set.score[p])) { missing++; continue; }
    set.target[p] = resultWeight * set.result[p] + (1 - resultWeight) * sigmoid(k, set.score[p]);
  }
  return missing;
}

/** The K minimising the loss against the game results of the given evaluations (golden-section search on [0.05, 4]). */
export function fitK(set: TuningSet, evals: Float64Array): number {
  let a = 0.05;
  let b = 4;
  const g = (Math.sqrt(5) - 1) / 2;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  let fc = lossOf(set, evals, c, set.result);
  let fd = lossOf(set, evals, d, set.result);
  for (let i = 0; i < 60; i++) {
    if (fc < fd) { b = d; d = c; fd = fc; c = b - g * (b - a); fc = lossOf(set, evals, c, set.result); }
    else { a = c; c = d; fc = fd; d = a + g * (b - a); fd = lossOf(set, evals, d, set.result); }
  }
  return (a + b) / 2;
}

export interface AdamOptions {
  epochs: number;
  /** Step sizes: centipawns for the weights, table units for the danger parameters. */
  rate: number;
  dangerRate: number;
  /** L2 pull toward the starting values, per centipawn² of deviation. */
  lambda: number;
  /** Called every `reportEvery` epochs with the epoch and the training loss. */
  report?: (epoch: number, loss: number) => void;
  reportEvery?: number;
}

/** Fit the weights (in place) by full-batch Adam on the training set with K fixed. */
export function tune(set: TuningSet, params: Params, k: number, opts: AdamOptions): void {
  const N = N_WEIGHTS;
  const start = cloneParams(params);
  // Which halves may move (weights.ts: tune = both | mg | eg | none).
  const maskMg = new Uint8Array(N);
  const maskEg = new Uint8Array(N);
  for (const t of TERMS) {
    for (let i = t.offset; i < t.offset + t.size; i++) {
      // The scale weights get their gradient below, not from the linear counts (they have none).
      maskMg[i] = t.tune === 'both' || t.tune === 'mg' || t.tune === 'scale' ? 1 : 0;
      maskEg[i] = t.tune === 'both' || t.tune === 'eg' ? 1 : 0;
    }
  }
  const P = 2 * N + 2;
  const m = new Float64Array(P);
  const v = new Float64Array(P);
  const grad = new Float64Array(P);
  const b1 = 0.9;
  const b2 = 0.999;
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    grad.fill(0);
    let loss = 0;
    const A = params.dangerScale;
    const B = params.dangerBase;
    for (let p = 0; p < set.n; p++) {
      const special = set.special[p] !== 0;
      const base = special ? 0 : blendedEval(set, p, params);
      const sc = special ? 1 : modelScale(set, p, params);
      const e = special ? set.fixed[p] : base * sc;
      const s = sigmoid(k, e);
      const diff = s - set.target[p];
      loss += diff * diff;
      if (set.special[p]) continue; // a fixed score: no gradient
      // dLoss/dv, averaged over the set.
      const dv = (2 * diff * s * (1 - s) * k * LN10_400) / set.n;
      const ph = set.phase[p];
      const gm = dv * ph * sc;
      const ge = dv * (1 - ph) * sc;
      for (let q = set.start[p]; q < set.start[p + 1]; q++) {
        const i = set.index[q];
        grad[i] += gm * set.coef[q];
        grad[N + i] += ge * set.coef[q];
      }
      // King danger: the White king's danger counts against White, the Black king's for White.
      for (let c = 0; c < 2; c++) {
        const d = set.defects[2 * p + c];
        const a = set.attack[2 * p + c];
        if (a === 0 || danger(A, B, d, a) >= KING_DANGER_CAP) continue;
        const sign = c === 0 ? -1 : 1;
        grad[2 * N] += gm * sign * (a * a * (B + d)) / 256;
        grad[2 * N + 1] += gm * sign * (A * a * a) / 256;
      }
      // Endgame scale weights: v = base · scale / 64, linear in each weight of the rule applied.
      if (set.scaleCase[p] !== SCALE_CASE_NORMAL) modelScale(set, p, params, grad, dv * base / 64);
    }
    for (let i = 0; i < N; i++) {
      grad[i] = maskMg[i] ? grad[i] + 2 * opts.lambda * (params.mg[i] - start.mg[i]) : 0;
      grad[N + i] = maskEg[i] ? grad[N + i] + 2 * opts.lambda * (params.eg[i] - start.eg[i]) : 0;
    }
    const c1 = 1 - Math.pow(b1, epoch);
    const c2 = 1 - Math.pow(b2, epoch);
    for (let j = 0; j < P; j++) {
      m[j] = b1 * m[j] + (1 - b1) * grad[j];
      v[j] = b2 * v[j] + (1 - b2) * grad[j] * grad[j];
      const step = (m[j] / c1) / (Math.sqrt(v[j] / c2) + 1e-12);
      if (j < N) {
        params.mg[j] -= opts.rate * step;
        // A scale factor stays a fraction of the score: 0 to 64.
        if (j >= SCALE_AT && j < SCALE_END) params.mg[j] = Math.min(64, Math.max(0, params.mg[j]));
      }
      else if (j < 2 * N) params.eg[j - N] -= opts.rate * step;
      else if (j === 2 * N) params.dangerScale = Math.max(0, params.dangerScale - opts.dangerRate * step);
      else params.dangerBase = Math.max(0, params.dangerBase - opts.dangerRate * step);
    }
    if (opts.report && opts.reportEvery && (epoch % opts.reportEvery === 0 || epoch === opts.epochs)) {
      opts.report(epoch, loss / set.n);
    }
  }
}
