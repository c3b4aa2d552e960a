// Step 8 of the search: ProbCut and Multi-ProbCut (Buro; Jiang & Buro 2003). At a node of
// remaining depth (height) d, each configured try (d', t, a, b, σ) for the node's game stage runs
// a null-window search of depth d' at the bound where the regression v = a·v' + b + e says the
// deep value would clear beta (or stay under alpha) with probability Φ(t). Fail-hard: a cut
// returns beta (alpha), as in the paper's Figure 3. The shallow searches run with probeDepth > 0,
// which switches this step off inside them (no depth collapse); everything else — null move, TT,
// LMR — works there as usual, and a TT entry that already settles a probe answers it at once.
// Counters live in a typed array, touched only when a probe runs, so statistics cost nothing when
// ProbCut is off.

import { Position } from '../board/position.js';
import { gameStage } from '../eval/stage.js';
import { MATE_BOUND } from './constants.js';
import { mpcHighBound, mpcLowBound, type MpcTable } from './mpc-params.js';

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
}

export const PROBCUT_OFF = 0;
export const PROBCUT_SINGLE = 1;
export const PROBCUT_MPC = 2;
export const PROBCUT_MODES = ['off', 'probcut', 'mpc'] as const;

/**
 * Which probes run (MPCProbes): both cuts as in the paper, only the high or only the low one, or
 * by node type — the high probe at expected cut nodes, the low probe at expected all nodes, the
 * one whose cut the node's place in the tree makes likely.
 */
export const MPC_PROBES_BOTH = 0;
export const MPC_PROBES_HIGH = 1;
export const MPC_PROBES_LOW = 2;
export const MPC_PROBES_NODE_TYPE = 3;
export const MPC_PROBE_KINDS = ['both', 'high', 'low', 'nodetype'] as const;

/**
 * What a high probe searches (MPCProbeMoves): every move, as in the paper, or only the captures
 * and queen promotions that SEE does not call losing. A search over fewer moves can only score
 * lower, so a capture probe that clears the bound proves the full-width probe would have too: it
 * makes a subset of the paper's cuts at a fraction of the cost, leaving quiet-move cuts to null
 * move (Stockfish's ProbCut searches captures only for the same reason). A low probe must see
 * every move to prove a fail-low, so it always searches them all.
 */
export const MPC_PROBE_MOVES_ALL = 0;
export const MPC_PROBE_MOVES_CAPTURES = 1;
export const MPC_PROBE_MOVE_SETS = ['all', 'captures'] as const;

/** Check height of plain ProbCut (one depth pair, as in the paper's Figure 2: (4, 8)). */
export const PROBCUT_HEIGHT = 8;

const STAT_STAGES = 2;
const STAT_HEIGHTS = 33;
const STAT_TRIES = 4;
/** probes-high, cuts-high, probes-low, cuts-low */
const STAT_FIELDS = 4;
/** Probe kinds, indexing probeNodes (and, times two, the probe counters among STAT_FIELDS). */
const PROBE_HIGH = 0;
const PROBE_LOW = 1;

export class ProbCutState {
  readonly NO_CUT = 0x7fffffff;
  mode = PROBCUT_OFF;
  /** Apply at PV nodes too (the paper's null-window framework did). */
  atPvNodes = false;
  /**
   * MPC_PROBES_BOTH, _HIGH, _LOW or _NODE_TYPE. The default, high probes only, is the half of the
   * configuration that did best in 1000 games at 10+0.1 (with captures-only probes, below).
   */
  probes = MPC_PROBES_HIGH;
  /**
   * MPCQSearchFilter: a high probe runs only where a quiescence search at its bound already
   * reaches the bound (Stockfish's ProbCut order). A probe that fails costs a full shallow search
   * and buys nothing; the quiescence search is a cheap first guess at which ones will.
   */
  qsearchFilter = true;
  /**
   * MPC_PROBE_MOVES_ALL or _CAPTURES: the moves a high probe searches. Captures by default: in
   * 1000 games each at 10+0.1 on the same openings, high capture probes scored +6.9 ± 15.4 Elo
   * against MPC off, the paper's full-width probes (by node type) −18.8 ± 16.1.
   */
  probeMoves = MPC_PROBE_MOVES_CAPTURES;
  /** > 0 while a shallow probe search runs. */
  probeDepth = 0;
  /** Nodes the most recent probe search took (for charging a cut to cutProbeNodes). */
  private lastProbeNodes = 0;
  table: MpcTable | null = null;
  /** Threshold overrides per stage (MPCThresholdMid / MPCThresholdEnd); NaN = from the table. */
  readonly thresholdOverride = new Float64Array([NaN, NaN]);
  readonly stats = new Float64Array(STAT_STAGES * STAT_HEIGHTS * STAT_TRIES * STAT_FIELDS);
  /** Nodes spent inside high probes and inside low probes (the cost side of the statistics). */
  readonly probeNodes = new Float64Array(2);
  /** The part of probeNodes spent in probes that then cut (the rest bought nothing). */
  readonly cutProbeNodes = new Float64Array(2);

  get enabled(): boolean {
    return this.mode !== PROBCUT_OFF && this.table !== null;
  }

  resetStatistics(): void {
    this.stats.fill(0);
    this.probeNodes.fill(0);
    this.cutProbeNodes.fill(0);
  }

  /** Run the tries for this node (cutNode: expected to fail high); returns beta, alpha, or NO_CUT. */
  probe(search: ProbeSearch, alpha: number, beta: number, depth: number, ply: number, cutNode: boolean): number {
    const table = this.table;
    if (table === null) return this.NO_CUT;
    const single = this.mode === PROBCUT_SINGLE;
    if (single && depth !== PROBCUT_HEIGHT) return this.NO_CUT;
    // Plain ProbCut uses one parameter set whatever the stage (the middlegame one).
    const stage = single ? 0 : gameStage(search.position);
    if (depth > table.stageMaxHeight[stage]) return this.NO_CUT;
    const tries = single ? 1 : table.maxTries;
    const base = (stage * (table.maxHeight + 1) + depth) * table.maxTries;
    const override = this.thresholdOverride[stage];
    const kinds = this.probes;
    const runHigh = kinds === MPC_PROBES_BOTH || kinds === MPC_PROBES_HIGH || (kinds === MPC_PROBES_NODE_TYPE && cutNode);
    const runLow = kinds === MPC_PROBES_BOTH || kinds === MPC_PROBES_LOW || (kinds === MPC_PROBES_NODE_TYPE && !cutNode);
    const captures = this.probeMoves === MPC_PROBE_MOVES_CAPTURES;
    for (let i = 0; i < tries; i++) {
      const k = base + i;
      const shallow = table.shallow[k];
      if (shallow < 0) break;
      const t = override === override ? override : table.t[k];
      const statBase = ((stage * STAT_HEIGHTS + (depth < STAT_HEIGHTS ? depth : STAT_HEIGHTS - 1)) * STAT_TRIES + (i < STAT_TRIES ? i : STAT_TRIES - 1)) * STAT_FIELDS;

      // Is v >= beta likely? Then a shallow search clears `high` with probability ≥ Φ(t).
      const high = mpcHighBound(table, k, beta, t);
      // (A capture probe checks each capture by quiescence itself, so the node-level filter would repeat it.)
      if (runHigh && high < MATE_BOUND && high > -MATE_BOUND && (captures || !this.qsearchFilter || this.quiescencePasses(search, high, ply))) {
        const v = this.shallowSearch(search, high - 1, shallow, ply, true, statBase, PROBE_HIGH, captures);
        if (search.isStopped) return this.NO_CUT;
        if (v >= high) { this.countCut(statBase, PROBE_HIGH); return beta; }
      }
      // Is v <= alpha likely?
      const low = mpcLowBound(table, k, alpha, t);
      if (runLow && low < MATE_BOUND && low > -MATE_BOUND) {
        const v = this.shallowSearch(search, low, shallow, ply, false, statBase, PROBE_LOW, false);
        if (search.isStopped) return this.NO_CUT;
        if (v <= low) { this.countCut(statBase, PROBE_LOW); return alpha; }
      }
    }
    return this.NO_CUT;
  }

  /**
   * One probe: the null-window search (lower, lower + 1) of depth `shallow` at this node (over
   * every move, or over the good captures only), with MPC off inside it; counts the probe and the
   * nodes it took under its kind.
   */
  private shallowSearch(search: ProbeSearch, lower: number, shallow: number, ply: number, cutNode: boolean, statBase: number, kind: number, capturesOnly: boolean): number {
    this.stats[statBase + 2 * kind]++;
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
    this.lastProbeNodes = search.nodes - before;
    this.probeNodes[kind] += this.lastProbeNodes;
    return v;
  }

  /** A probe of this kind just cut: count the cut and charge its nodes to the cutting probes. */
  private countCut(statBase: number, kind: number): void {
    this.stats[statBase + 2 * kind + 1]++;
    this.cutProbeNodes[kind] += this.lastProbeNodes;
  }

  /** Lines describing probes and cuts per (stage, height, try), for `info string` in debug mode. */
  describeStatistics(): string[] {
    const lines: string[] = [];
    const table = this.table;
    for (let stage = 0; stage < STAT_STAGES; stage++) {
      for (let h = 0; h < STAT_HEIGHTS; h++) {
        for (let i = 0; i < STAT_TRIES; i++) {
          const s = ((stage * STAT_HEIGHTS + h) * STAT_TRIES + i) * STAT_FIELDS;
          if (this.stats[s] === 0 && this.stats[s + 2] === 0) continue;
          const shallow = table && h <= table.maxHeight && i < table.maxTries ? table.shallow[(stage * (table.maxHeight + 1) + h) * table.maxTries + i] : -1;
          lines.push(`probcut ${stage === 0 ? 'middlegame' : 'endgame'} d=${h} d'=${shallow} high ${this.stats[s + 1]}/${this.stats[s]} low ${this.stats[s + 3]}/${this.stats[s + 2]}`);
        }
      }
    }
    return lines;
  }

  /**
   * What the probes cost, for `info string` in debug mode after the statistics: the nodes spent
   * inside high and inside low probes and their share of the search's `totalNodes`; null when no
   * probe ran.
   */
  describeCost(totalNodes: number): string | null {
    const high = this.probeNodes[PROBE_HIGH];
    const low = this.probeNodes[PROBE_LOW];
    if (!this.stats.some((n) => n > 0)) return null;
    const share = (n: number): string => (totalNodes > 0 ? (100 * n / totalNodes).toFixed(1) : '0.0');
    return `probe cost high ${high} (${share(high)}%) low ${low} (${share(low)}%) of ${totalNodes} nodes;`
      + ` in probes that cut high ${this.cutProbeNodes[PROBE_HIGH]} low ${this.cutProbeNodes[PROBE_LOW]}`;
  }
}
