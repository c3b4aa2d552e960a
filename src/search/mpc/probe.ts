// Step 8 of the search: ProbCut and Multi-ProbCut (Buro; Jiang & Buro 2003). At a node of
// remaining depth (height) d, each configured try (d', t, a, b, σ) for the node's game stage runs
// a null-window search of depth d' at the bound where the regression v = a·v' + b + e says the
// deep value would clear beta (or stay under alpha) with probability Φ(t). Fail-hard: a cut
// returns beta (alpha), as in the paper's Figure 3, unless MPCFailSoft returns the regression's
// bound on the deep value. The shallow searches run with probeDepth > 0, which switches this
// step off inside them (no depth collapse) unless ProbCutNested asks for it as Stockfish has it;
// everything else — null move, TT, LMR — works there as usual, and a TT entry that already
// settles a probe answers it at once.
// Design choice: ProbCut holds only what one search needs while it runs (the settings it reads,
// the probe depth, the statistics it fills); what it is set to do is MpcSettings (settings.ts),
// and which nodes it may probe is isProbeNode, which `kerf calibrate --interior` shares.

import { Position } from '../../board/position.js';
import { MATE_BOUND } from '../constants.js';
import {
  MAX_MPC_TRIES, mpcHeightShift, mpcHighBound, mpcHighCutValue, mpcIndex, mpcLowBound, mpcLowCutValue, type MpcTable,
} from './params.js';
import {
  PROBCUT_MPC, FIXED_PROBCUT_MIN_DEPTH, FIXED_PROBCUT_REDUCTION, MPC_PROBE_MOVES_CAPTURES, MPC_PROBES_BOTH, MPC_PROBES_HIGH, MPC_PROBES_LOW,
  MPC_PROBES_NODE_TYPE, MpcSettings, PROBCUT_FIXED, PROBCUT_HEIGHT, PROBCUT_OFF, PROBCUT_SINGLE,
} from './settings.js';
import { gameStage } from './stage.js';
import { MpcStatistics, PROBE_HIGH, PROBE_LOW } from './stats.js';

/** The searcher calls back into itself for the shallow searches. */
export interface ProbeSearch {
  negamax(alpha: number, beta: number, depth: number, ply: number, cutNode: boolean): number;
  /**
   * The null-window search (lower, lower + 1) of depth `depth` at this node over its captures
   * and queen promotions that SEE does not call losing only, each checked by quiescence at the
   * bound before its own search (MPCProbeMoves=captures).
   */
  captureSearch(lower: number, depth: number, ply: number): number;
  readonly isStopped: boolean;
  readonly position: Position;
  /** Nodes searched so far (the probes' cost is the difference across a probe). */
  readonly nodes: number;
  /** The search switches; ProbCut reads only Improving (MPCImprovingSigma applies with it on). */
  readonly options: { readonly improving: boolean };
}

/**
 * The nodes Step 8 may probe, whatever the parameters: not the root, not in check, and not a PV
 * node unless `atPvNodes` (ProbCutPV). The search adds only what concerns the probe itself (MPC
 * on, not inside a probe, no mate-score bound); `kerf calibrate --interior` samples exactly these
 * nodes through Searcher.onProbeNode.
 */
export function isProbeNode(ply: number, isPv: boolean, inCheck: boolean, atPvNodes: boolean): boolean {
  return ply !== 0 && !inCheck && (!isPv || atPvNodes);
}

export class ProbCut {
  readonly NO_CUT = 0x7fffffff;
  /** probe's answer under MPCReduce: no cut, but the node's depth shrinks by settings.reducePlies. */
  readonly REDUCE = 0x7ffffffe;
  readonly stats = new MpcStatistics();
  /** > 0 while a shallow probe search runs. */
  probeDepth = 0;
  /** Nodes the most recent probe search took (for charging a cut to cutProbeNodes); 0 for a nested one. */
  private lastProbeNodes = 0;
  /** MPCAdaptive's high bound per try at the node being probed (scratch, no allocation per node). */
  private readonly bounds = new Int32Array(MAX_MPC_TRIES);

  constructor(readonly settings: MpcSettings = new MpcSettings()) {}

  get enabled(): boolean {
    const mode = this.settings.mode;
    return mode === PROBCUT_FIXED || (mode !== PROBCUT_OFF && this.settings.table !== null);
  }

  /**
   * Run the tries for this node (cutNode: expected to fail high; improving: the static eval is
   * above two plies ago, with the Improving switch on); returns beta or alpha (with MPCFailSoft,
   * the regression's bound beyond them), a fixed-margin probe's score less the margin, or NO_CUT.
   */
  probe(search: ProbeSearch, alpha: number, beta: number, depth: number, ply: number, cutNode: boolean, improving = false): number {
    const settings = this.settings;
    if (settings.mode === PROBCUT_FIXED) return this.fixedProbe(search, beta, depth, ply, improving);
    const table = settings.table;
    if (table === null) return this.NO_CUT;
    const single = settings.mode === PROBCUT_SINGLE;
    if (single && depth !== PROBCUT_HEIGHT) return this.NO_CUT;
    // Plain ProbCut uses one parameter set whatever the stage (the middlegame one).
    const stage = single ? 0 : gameStage(search.position);
    const shift = single ? 0 : this.heightShift(table, stage, depth);
    if (shift < 0) return this.NO_CUT;
    const tries = single ? 1 : MAX_MPC_TRIES;
    const base = mpcIndex(stage, depth - shift, 0);
    const kinds = settings.probes;
    const runHigh = kinds === MPC_PROBES_BOTH || kinds === MPC_PROBES_HIGH || (kinds === MPC_PROBES_NODE_TYPE && cutNode);
    const runLow = kinds === MPC_PROBES_BOTH || kinds === MPC_PROBES_LOW || (kinds === MPC_PROBES_NODE_TYPE && !cutNode);
    const captures = settings.probeMoves === MPC_PROBE_MOVES_CAPTURES;
    const sigma = this.sigmaColumn(table, search, improving);
    if (settings.adaptive && runHigh && !single) {
      const cut = this.adaptiveHigh(search, beta, depth, ply, stage, base, shift, sigma);
      if (cut !== this.NO_CUT || search.isStopped) return cut;
    }
    for (let i = 0; i < tries; i++) {
      const k = base + i;
      if (table.shallow[k] < 0) break;
      const shallow = table.shallow[k] + shift;
      const t = this.threshold(table, k, stage);
      const statBase = this.stats.base(stage, depth, i);

      // Is v >= beta likely? Then a shallow search clears `high` with probability ≥ Φ(t).
      // (MPCAdaptive has already decided the high probes above.)
      const high = settings.adaptive ? MATE_BOUND : mpcHighBound(table, k, beta, t, sigma[k]);
      // (A capture probe checks each capture by quiescence itself, so the node-level filter would repeat it.)
      if (runHigh && high < MATE_BOUND && high > -MATE_BOUND && (captures || !settings.qsearchFilter || this.quiescencePasses(search, high, ply))) {
        const v = this.shallowSearch(search, high - 1, shallow, ply, true, statBase, PROBE_HIGH, captures);
        if (search.isStopped) return this.NO_CUT;
        if (v >= high) {
          this.stats.countCut(statBase, PROBE_HIGH, this.lastProbeNodes);
          return settings.failSoft ? mpcHighCutValue(table, k, v, beta, t, sigma[k]) : beta;
        }
      }
      // Is v <= alpha likely?
      const low = mpcLowBound(table, k, alpha, t, sigma[k]);
      if (runLow && low < MATE_BOUND && low > -MATE_BOUND) {
        const v = this.shallowSearch(search, low, shallow, ply, false, statBase, PROBE_LOW, false);
        if (search.isStopped) return this.NO_CUT;
        if (v <= low) {
          this.stats.countCut(statBase, PROBE_LOW, this.lastProbeNodes);
          // MPCReduce: at an expected all node the prediction shortens the search instead.
          if (settings.reducePlies > 0 && !cutNode) return this.REDUCE;
          return settings.failSoft ? mpcLowCutValue(table, k, v, alpha, t, sigma[k]) : alpha;
        }
      }
    }
    return this.NO_CUT;
  }

  /**
   * MPCTTCut, "small" ProbCut from the TT: the deepest try at this height whose shallow depth the
   * TT's lower bound (ttScore at ttDepth) covers; if that bound reaches the try's high bound (with
   * the σ the probe would use, by `improving` as there), the node fails high as the probe would
   * have, with beta + (ttScore − bound), or NO_CUT.
   */
  ttCut(search: ProbeSearch, beta: number, depth: number, ttDepth: number, ttScore: number, improving: boolean): number {
    const settings = this.settings;
    const table = settings.table;
    if (table === null || settings.mode !== PROBCUT_MPC) return this.NO_CUT;
    const stage = gameStage(search.position);
    const shift = this.heightShift(table, stage, depth);
    if (shift < 0) return this.NO_CUT;
    const base = mpcIndex(stage, depth - shift, 0);
    let chosen = -1;
    for (let i = 0; i < MAX_MPC_TRIES && table.shallow[base + i] >= 0; i++) {
      if (table.shallow[base + i] + shift <= ttDepth) chosen = i;
    }
    if (chosen < 0) return this.NO_CUT;
    const k = base + chosen;
    const high = mpcHighBound(table, k, beta, this.threshold(table, k, stage), this.sigmaColumn(table, search, improving)[k]);
    if (high >= MATE_BOUND || high <= -MATE_BOUND || ttScore < high) return this.NO_CUT;
    this.stats.ttCuts++;
    return beta + (ttScore - high);
  }

  /**
   * MPCAdaptive's high probes at this node: q, a quiescence search over the window of the
   * height's high bounds, picks the shallowest try whose bound it reaches (the further q is above
   * beta, the shallower the probe, and the fitted σ of that pair sets its margin); if that probe
   * does not cut, the deepest try whose bound q reaches is probed too. `base` is the tries' first
   * entry, `shift` what MPCExtend adds to their shallow depths. Returns beta (with MPCFailSoft,
   * the regression's bound) or NO_CUT.
   */
  private adaptiveHigh(search: ProbeSearch, beta: number, depth: number, ply: number, stage: number, base: number, shift: number, sigma: Float64Array): number {
    const table = this.settings.table;
    if (table === null) return this.NO_CUT;
    const captures = this.settings.probeMoves === MPC_PROBE_MOVES_CAPTURES;
    const bounds = this.bounds;
    let count = 0;
    let lowest = MATE_BOUND;
    let highest = -MATE_BOUND;
    for (let i = 0; i < MAX_MPC_TRIES && table.shallow[base + i] >= 0; i++) {
      const high = mpcHighBound(table, base + i, beta, this.threshold(table, base + i, stage), sigma[base + i]);
      bounds[i] = high < MATE_BOUND && high > -MATE_BOUND ? high : MATE_BOUND;
      if (bounds[i] !== MATE_BOUND) {
        if (bounds[i] < lowest) lowest = bounds[i];
        if (bounds[i] > highest) highest = bounds[i];
      }
      count++;
    }
    if (lowest === MATE_BOUND) return this.NO_CUT;
    // 1. q over (lowest − 1, highest): exact between the bounds, a bound outside them.
    const q = this.chargedWindowSearch(search, lowest - 1, highest > lowest ? highest : lowest, ply);
    if (search.isStopped || q < lowest) return this.NO_CUT;
    // 2. The shallowest try q reaches, then the deepest one q reaches, if another.
    let first = -1;
    let last = -1;
    for (let i = 0; i < count; i++) {
      // (A try with no usable bound is marked MATE_BOUND; q can be a mate score.)
      if (bounds[i] === MATE_BOUND || bounds[i] > q) continue;
      if (first < 0) first = i;
      last = i;
    }
    for (let pass = 0; pass < 2; pass++) {
      const i = pass === 0 ? first : last;
      if (pass === 1 && last === first) break;
      const statBase = this.stats.base(stage, depth, i);
      const v = this.shallowSearch(search, bounds[i] - 1, table.shallow[base + i] + shift, ply, true, statBase, PROBE_HIGH, captures);
      if (search.isStopped) return this.NO_CUT;
      if (v >= bounds[i]) {
        this.stats.countCut(statBase, PROBE_HIGH, this.lastProbeNodes);
        if (!this.settings.failSoft) return beta;
        const k = base + i;
        return mpcHighCutValue(table, k, v, beta, this.threshold(table, k, stage), sigma[k]);
      }
    }
    return this.NO_CUT;
  }

  /**
   * How far above the table's tries this node's height lies: 0 at a fitted height (or below the
   * top one), depth − top above the stage's deepest fitted height when MPCExtend is on (the top
   * height's tries are then probed that much deeper), −1 where no try applies.
   */
  private heightShift(table: MpcTable, stage: number, depth: number): number {
    const shift = mpcHeightShift(table, stage, depth);
    return shift > 0 && !this.settings.extendHeights ? -1 : shift;
  }

  /** The cut threshold t of table entry k: the stage's MPCThreshold override when set, else the table's. */
  private threshold(table: MpcTable, k: number, stage: number): number {
    const override = this.settings.thresholdOverride[stage];
    return override === override ? override : table.t[k];
  }

  /**
   * The σ of each try at this node: with MPCImprovingSigma and the Improving switch both on, the
   * σ fitted at improving nodes or at not-improving ones, as the node is; otherwise the pooled σ.
   * A column of the table (no allocation); `improving` is only ever true with Improving on.
   */
  private sigmaColumn(table: MpcTable, search: ProbeSearch, improving: boolean): Float64Array {
    if (!this.settings.improvingSigma || !search.options.improving) return table.sigma;
    return improving ? table.sigmaImproving : table.sigmaNotImproving;
  }

  /**
   * The nodes a probe search that started at `before` took, or 0 for one nested in another
   * (ProbCutNested): the outer probe's cost already holds them, so each node is charged once.
   */
  private probeCost(search: ProbeSearch, before: number): number {
    return this.probeDepth === 0 ? search.nodes - before : 0;
  }

  /** A quiescence search (negamax at depth 0) over (lower, upper) with MPC off, charged to the high probes. */
  private chargedWindowSearch(search: ProbeSearch, lower: number, upper: number, ply: number): number {
    const before = search.nodes;
    this.probeDepth++;
    const v = search.negamax(lower, upper, 0, ply, true);
    this.probeDepth--;
    this.stats.probeNodes[PROBE_HIGH] += this.probeCost(search, before);
    return v;
  }

  /**
   * Fixed-margin ProbCut (ProbCut=fixed): do the good captures, searched to depth − 4 (each
   * checked by quiescence first), clear beta + margin? Then the node fails high with the probe's
   * score less the margin, as Stockfish returns it: a bound above beta, not beta itself.
   */
  private fixedProbe(search: ProbeSearch, beta: number, depth: number, ply: number, improving: boolean): number {
    if (depth < FIXED_PROBCUT_MIN_DEPTH) return this.NO_CUT;
    const margin = this.settings.fixedMargin - (improving ? this.settings.fixedMarginImproving : 0);
    const bound = beta + margin;
    if (bound >= MATE_BOUND || bound <= -MATE_BOUND) return this.NO_CUT;
    const statBase = this.stats.base(gameStage(search.position), depth, 0);
    const v = this.shallowSearch(search, bound - 1, depth - FIXED_PROBCUT_REDUCTION, ply, true, statBase, PROBE_HIGH, true);
    if (search.isStopped) return this.NO_CUT;
    if (v < bound) return this.NO_CUT;
    this.stats.countCut(statBase, PROBE_HIGH, this.lastProbeNodes);
    return v - margin;
  }

  /**
   * One probe: the null-window search (lower, lower + 1) of depth `shallow` at this node (over
   * every move, or over the good captures only), with MPC off inside it; counts the probe and the
   * nodes it took under its kind.
   */
  private shallowSearch(search: ProbeSearch, lower: number, shallow: number, ply: number, cutNode: boolean, statBase: number, kind: number, capturesOnly: boolean): number {
    this.stats.countProbe(statBase, kind);
    return this.chargedSearch(search, lower, shallow, ply, cutNode, kind, capturesOnly);
  }

  /**
   * The pre-filter of a high probe: does a quiescence search at this node (negamax at depth 0
   * goes straight to it) reach `high`? Its nodes are charged to the high probes, whose cost it is.
   */
  private quiescencePasses(search: ProbeSearch, high: number, ply: number): boolean {
    return this.chargedSearch(search, high - 1, 0, ply, true, PROBE_HIGH, false) >= high;
  }

  /** A null-window search at (lower, lower + 1) with MPC off inside, its nodes charged to `kind`. */
  private chargedSearch(search: ProbeSearch, lower: number, depth: number, ply: number, cutNode: boolean, kind: number, capturesOnly: boolean): number {
    const before = search.nodes;
    this.probeDepth++;
    const v = capturesOnly ? search.captureSearch(lower, depth, ply) : search.negamax(lower, lower + 1, depth, ply, cutNode);
    this.probeDepth--;
    this.lastProbeNodes = this.probeCost(search, before);
    this.stats.probeNodes[kind] += this.lastProbeNodes;
    return v;
  }

  /** Lines describing probes and cuts per (stage, height, try), for `info string` in debug mode. */
  describeStatistics(): string[] {
    const fixed = this.settings.mode === PROBCUT_FIXED;
    return this.stats.describe(fixed ? null : this.settings.table, fixed ? FIXED_PROBCUT_REDUCTION : 0);
  }

  /** What the probes cost, for `info string` in debug mode after the statistics; null when no probe ran. */
  describeCost(totalNodes: number): string | null {
    return this.stats.describeCost(totalNodes);
  }
}
