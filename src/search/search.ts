// The search: iterative deepening with aspiration windows around a fail-soft NegaScout (PVS)
// alpha-beta, quiescence search at the horizon, a transposition table, and the selective
// techniques each as a numbered step with a switch in SearchOptions (so experiments can measure
// Kerf with and without each one). ProbCut / Multi-ProbCut sits in Step 8, *before* null move
// (Step 9): Jiang & Buro (2003) put MPC ahead of null move in Crafty so that the statistically
// grounded cut gets the first chance at a node, and null move only tries where MPC did not cut.
// MultiPV repeats the root search once per line with the earlier lines' first moves excluded
// (Stockfish's scheme; the lines live in multipv.ts). Everything the search touches per node is
// preallocated; no allocation, closures or strings happen below iterate().

import { Position } from '../board/position.js';
import {
  KIND_EN_PASSANT, KIND_MASK, KIND_NORMAL, KIND_PROMOTION, KIND_SHIFT, MOVE_NULL, SQUARE_MASK, TO_SHIFT, promotionType,
} from '../board/move.js';
import { MAX_MOVES, MAX_PLY, PAWN, QUEEN } from '../board/types.js';
import { evaluate } from '../eval/evaluate.js';
import { DEFAULT_EVALUATOR, EVAL_FULL } from '../eval/evaluators.js';
import { NO_QUICK_EVAL, quickEval } from '../eval/lazy.js';
import { CHECK_INFO_WORDS, fillCheckInfo, givesCheck, givesCheckWith } from '../movegen/gives-check.js';
import { capturedType, isQuietMove, SEE_VALUE, seeAtLeast } from '../movegen/see.js';
import { isLegalNormalMove } from '../movegen/validate.js';
import { CONTROL_PONDER, CONTROL_STOP } from './control.js';
import { DRAW, INFINITE, MATE, MATE_BOUND, isMateScore } from './constants.js';
import { CorrectionHistory } from './correction.js';
import { MoveHistory, NO_CONT } from './history.js';
import { MovePicker } from './movepick.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_NONE, BOUND_UPPER, TranspositionTable } from './tt.js';
import { helperSkipsDepth } from './smp.js';
import { allocateTime, FIXED_ITERATION_SHARE, iterationShare } from './timeman.js';
import { kingZoneAttackers } from './mpc/king-danger.js';
import { isProbeNode, ProbCut } from './mpc/probe.js';
import { MAX_MULTIPV, RootLines } from './multipv.js';
import { DEFAULT_HASH_MIB, TT_SCORE_EVAL_ANY_DEPTH, defaultSearchOptions, type SearchOptions } from './options.js';

export interface SearchLimits {
  depth?: number;
  nodes?: number;
  movetime?: number;
  wtime?: number;
  btime?: number;
  winc?: number;
  binc?: number;
  movestogo?: number;
  mate?: number;
  infinite?: boolean;
  /** Root moves to consider (encoded moves); empty or absent = all. */
  searchMoves?: number[];
  /** Date.now() when the go command arrived; the clock runs from there (default: now). */
  startTime?: number;
}

export interface IterationInfo {
  depth: number;
  selDepth: number;
  score: number;
  /** 'exact', or 'lower'/'upper' for an aspiration fail-high/fail-low report. */
  bound: 'exact' | 'lower' | 'upper';
  nodes: number;
  timeMs: number;
  pv: number[];
  hashfull: number;
  /** The line's rank (1 = best) in a MultiPV search; 0 in a single-PV search (MultiPV=1), whose info lines carry no multipv field. */
  multiPv: number;
}

/** One root line of the last iteration: its first move, score, depth and principal variation. */
export interface RootLine {
  move: number;
  score: number;
  depth: number;
  pv: number[];
}

export interface SearchResult {
  bestMove: number;
  ponderMove: number;
  score: number;
  depth: number;
  selDepth: number;
  nodes: number;
  timeMs: number;
  pv: number[];
  /**
   * The root lines (MultiPV of them, fewer when fewer root moves are allowed), best first: those
   * of the last completed iteration, led by the lines an interrupted iteration completed. Empty
   * when no iteration completed a line.
   */
  lines: RootLine[];
}

const LMR_TABLE = new Int8Array(64 * 64);
for (let d = 1; d < 64; d++) {
  for (let m = 1; m < 64; m++) LMR_TABLE[d * 64 + m] = Math.floor(0.75 + Math.log(d) * Math.log(m) / 2.25);
}

const FUTILITY_BASE = 90;
const FUTILITY_PER_DEPTH = 110;
const DELTA_MARGIN = 200;
const ASPIRATION_WINDOW = 25;
/** Iterations past the length of a found mate before iterative deepening stops. */
const MATE_EXTRA_DEPTH = 8;
/** `info currmove` lines start this long into a search, so short searches stay quiet (as Stockfish). */
const CURRMOVE_AFTER_MS = 1000;
/** Multi-Cut: depth reduction R, moves examined M, fail-highs required C. */
const MULTICUT_R = 3;
const MULTICUT_MOVES = 6;
const MULTICUT_REQUIRED = 3;
/**
 * Late move pruning: at depth ≤ LMP_MAX_DEPTH, quiets after (3 + depth²) / (2 − improving). Without
 * the Improving switch every node counts as improving (the longer list): the short one alone cost
 * −90 Elo at 20,000 nodes (docs/strength.md).
 */
const LMP_MAX_DEPTH = 8;
/** SEE pruning at depth ≤ SEE_PRUNE_DEPTH: quiets below −SEE_QUIET_MARGIN·depth, captures below −SEE_NOISY_MARGIN·depth². */
const SEE_PRUNE_DEPTH = 8;
const SEE_QUIET_MARGIN = 64;
const SEE_NOISY_MARGIN = 20;
/**
 * History pruning: at depth ≤ HISTORY_PRUNE_DEPTH, quiets with history below −HISTORY_PRUNE_MARGIN·depth.
 * The margin and the LMR divisor are on the scale of historyBonus (about 1/8 of the ±16384 range
 * for one cut-off at depth 6).
 */
const HISTORY_PRUNE_DEPTH = 3;
const HISTORY_PRUNE_MARGIN = 1536;
/**
 * LMRResearchDepth: a reduced search that failed high by more than LMR_DEEPER_MARGIN +
 * LMR_DEEPER_PER_PLY·r over the best score so far is re-searched a ply deeper (Stockfish's
 * doDeeperSearch, its 51 + 10·r on Kerf's pawn of 100); one that beat it by less than the depth
 * left, a ply shallower (doShallowerSearch).
 */
const LMR_DEEPER_MARGIN = 25;
const LMR_DEEPER_PER_PLY = 5;
/** History-adjusted LMR: one ply less per this much history (one more per this much below zero). */
const HISTORY_LMR_DIVISOR = 4096;
/** The history bonus of a cut-off at `depth` (and the malus of the moves tried before it): 16·d² + 64·d, at most HISTORY_BONUS_MAX. */
const HISTORY_BONUS_MAX = 1600;
function historyBonus(depth: number): number {
  const b = 16 * depth * depth + 64 * depth;
  return b < HISTORY_BONUS_MAX ? b : HISTORY_BONUS_MAX;
}
/**
 * Razoring: at depth ≤ RAZOR_MAX_DEPTH, a static eval below alpha − (RAZOR_BASE + RAZOR_PER_DEPTH²·depth²)
 * asks quiescence. Kerf's quiescence sees no quiet check, so the margin is wide: 250·depth (the
 * first try) lost 36 of WAC's 300 at 20,000 nodes, the sacrifices whose follow-up is quiet.
 */
const RAZOR_MAX_DEPTH = 3;
const RAZOR_BASE = 300;
const RAZOR_PER_DEPTH2 = 250;
/**
 * Singular extensions: from this depth, with a TT lower bound at most SINGULAR_TT_SLACK plies
 * shallower. Ethereal starts at 8, Stockfish near 5 in far deeper searches; Kerf's searches reach
 * depth 8–11 at 20,000 nodes or 10+0.1, where 8 would leave the test to the root's few plies.
 */
const SINGULAR_MIN_DEPTH = 6;
const SINGULAR_TT_SLACK = 3;
/** The singular bound is ttScore − SINGULAR_MARGIN·depth; this far below it, extend twice. */
const SINGULAR_MARGIN = 2;
const DOUBLE_EXTENSION_MARGIN = 20;
/** Double extensions allowed along one line. */
const MAX_DOUBLE_EXTENSIONS = 6;
/** Internal iterative reduction from this depth. */
const IIR_MIN_DEPTH = 4;


/**
 * A node Step 8 may probe (isProbeNode), reached at remaining depth `depth`; cutNode: expected to
 * fail high; improving: its static eval (the TT's, else evaluated) is above the one two plies back
 * (four when that node was in check; true when neither has one), as Step 5 computes the signal,
 * whether or not the Improving switch lets the search use it. Offered before anything else looks
 * at the node (the TT, draws); the searcher's position is the node's.
 */
export type ProbeNodeHook = (depth: number, cutNode: boolean, improving: boolean) => void;
/**
 * Sees every cut Step 8 makes, with the node's remaining depth, window and the value returned
 * (≥ beta: a high cut; ≤ alpha: a low one); the position is Searcher.position. For measuring how
 * often a cut is false (the unpruned search disagrees); it must leave the position as it found it.
 */
export type ProbeCutHook = (depth: number, alpha: number, beta: number, result: number) => void;

export class Searcher {
  /** Replaced (not resized) by a Lazy SMP helper when the main thread's table gets a new buffer. */
  tt: TranspositionTable;
  readonly history = new MoveHistory();
  readonly correction = new CorrectionHistory();
  readonly picker = new MovePicker();
  /** ProbCut / MPC: its settings (probCut.settings), per-search state and statistics. */
  readonly probCut = new ProbCut();
  options: SearchOptions = defaultSearchOptions();
  /** EVAL_FULL or EVAL_SIMPLE (UCI option Evaluation): read where the search evaluates, so the call stays monomorphic. */
  evaluator = DEFAULT_EVALUATOR;
  /** Sees every node Step 8 may probe (for `kerf calibrate --interior`); null in play. */
  onProbeNode: ProbeNodeHook | null = null;
  /** Sees every cut Step 8 makes (for measuring false cuts); null in play. */
  onProbeCut: ProbeCutHook | null = null;
  /** Shared control flags, or null when run in-process (CLI, tests). */
  control: Int32Array | null = null;
  /** Date.now() of a ponderhit, shared alongside control (Float64 view), or null. */
  ponderhitTime: Float64Array | null = null;

  /**
   * Lazy SMP (search/smp.ts): 0 for the main (or only) thread; a helper's number otherwise. A
   * helper leaves the table's age alone and skips some iterations (helperSkipsDepth).
   */
  threadIndex = 0;
  /** Per-thread node counters shared by the threads of one search, or null for a lone search. */
  threadNodes: Float64Array | null = null;
  /** Called once per search after the age bump, before the first iteration: Lazy SMP starts its helpers here. */
  onSearchStart: (() => void) | null = null;

  private pos = new Position();
  nodes = 0;
  private selDepth = 0;
  private stopped = false;
  private startTime = 0;
  private softMs = Infinity;
  private hardMs = Infinity;
  private nodeLimit = Infinity;
  private readonly staticEvals = new Int32Array(MAX_PLY + 4);
  /** Per ply: the static eval before CorrectionHistory's correction (what the TT keeps). */
  private readonly rawEvals = new Int32Array(MAX_PLY + 4);
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  /** Whether the side to move at each ply is in check (set by the parent after its move). */
  private readonly inCheckAt = new Uint8Array(MAX_PLY + 4);
  /** Quiet moves searched so far at each ply, for the history malus on a cut-off. */
  private readonly quietsTried = new Int32Array(MAX_PLY * MAX_MOVES);
  /** Captures and promotions searched so far at each ply, for the capture-history malus. */
  private readonly capturesTried = new Int32Array(MAX_PLY * MAX_MOVES);
  /** Continuation key (piece * 64 + to) of the move made at each ply; NO_CONT for a null move. */
  private readonly contKey = new Int32Array(MAX_PLY + 4);
  /** Per ply: what givesCheckWith reads to tell whether a move checks (gives-check.ts, fillCheckInfo). */
  private readonly checkInfo = new Int32Array(MAX_PLY * CHECK_INFO_WORDS);
  /** The move a singular-extension search at each ply leaves out (0: none). */
  private readonly excludedMove = new Int32Array(MAX_PLY + 4);
  /** Double extensions on the line to each ply. */
  private readonly doubleExtensions = new Int32Array(MAX_PLY + 4);
  /** What the last moveLoop left for its node's Steps 12-14: moves searched and the best move. */
  private loopMovesSearched = 0;
  private loopBestMove = 0;
  /** Depth of the current iteration (bounds how far extensions may reach). */
  private rootDepth = 0;
  /** Nodes spent under each root move in the current iteration, by move & 4095 (AdaptiveTime). */
  private readonly rootMoveNodes = new Float64Array(4096);
  /** The soft limit comes from a clock (wtime/btime), not from movetime. */
  private clockBased = false;
  private rootMoves = new Int32Array(MAX_MOVES);
  private rootMoveCount = 0;
  private rootFilter = new Int32Array(MAX_MOVES);
  private rootFilterCount = 0;
  /** The running search's currmove callback, or null. */
  private onRootMove: ((move: number, number: number) => void) | null = null;
  /** Root moves searched so far in the current root iteration (currmovenumber). */
  private rootMoveNumber = 0;
  /** MultiPV: the lines of the iteration under way and of the last completed one (swapped per iteration). */
  private lines = new RootLines();
  private lastLines = new RootLines();
  /** The root skips the first moves of this many of `lines` (the lines already found this iteration). */
  private excludedCount = 0;

  constructor(hashMiB = DEFAULT_HASH_MIB) {
    this.tt = new TranspositionTable(hashMiB);
  }

  /** Forget everything learned (ucinewgame). */
  newGame(): void {
    this.tt.clear();
    this.history.clear();
    this.correction.clear();
  }

  /** The position being searched (exposed for the ProbCut step and tests). */
  get position(): Position {
    return this.pos;
  }

  /**
   * Search `root` (not modified) within the limits, calling onIteration after each completed or
   * bound-changing iteration. Deterministic for a given position, limits and options when no time
   * limit applies.
   */
  search(
    root: Position, limits: SearchLimits, onIteration?: (info: IterationInfo) => void,
    onRootMove?: (move: number, number: number) => void,
  ): SearchResult {
    this.onRootMove = onRootMove ?? null;
    this.pos.copyFrom(root);
    const pos = this.pos;
    this.nodes = 0;
    this.selDepth = 0;
    this.stopped = false;
    this.startTime = limits.startTime !== undefined && limits.startTime <= Date.now() ? limits.startTime : Date.now();
    if (this.threadIndex === 0) this.tt.newSearch();
    if (this.onSearchStart !== null) this.onSearchStart();
    this.history.clearKillers();
    this.probCut.stats.reset();

    // Limits.
    // A zero depth, node or time limit asks for an immediate answer: one iteration.
    const zeroLimit = limits.depth === 0 || limits.nodes === 0 || limits.movetime === 0;
    const maxDepth = zeroLimit ? 1 : Math.min(MAX_PLY - 4, limits.depth !== undefined && limits.depth > 0 ? limits.depth : MAX_PLY - 4);
    this.nodeLimit = limits.nodes !== undefined && limits.nodes > 0 ? limits.nodes : Infinity;
    this.softMs = Infinity;
    this.hardMs = Infinity;
    this.clockBased = false;
    const clock = pos.side === 0 ? limits.wtime : limits.btime;
    if (clock !== undefined && !limits.infinite) {
      const budget = allocateTime({
        time: clock,
        increment: (pos.side === 0 ? limits.winc : limits.binc) ?? 0,
        movesToGo: limits.movestogo ?? 0,
        overhead: this.options.moveOverhead,
      });
      this.softMs = budget.softMs;
      this.hardMs = budget.hardMs;
      this.clockBased = true;
    }
    if (limits.movetime !== undefined && limits.movetime > 0 && !limits.infinite) {
      const mt = Math.max(1, limits.movetime - this.options.moveOverhead);
      this.softMs = Math.min(this.softMs, mt);
      this.hardMs = Math.min(this.hardMs, mt);
      this.clockBased = false;
    }

    // Root moves (optionally restricted by searchmoves).
    this.picker.init(pos, 0, 0, false, this.history);
    this.rootMoveCount = 0;
    for (let m = this.picker.next(pos, 0, this.history); m !== 0; m = this.picker.next(pos, 0, this.history)) {
      this.rootMoves[this.rootMoveCount++] = m;
    }
    this.rootFilterCount = 0;
    if (limits.searchMoves && limits.searchMoves.length > 0) {
      for (const m of limits.searchMoves) {
        for (let i = 0; i < this.rootMoveCount; i++) if (this.rootMoves[i] === m) this.rootFilter[this.rootFilterCount++] = m;
      }
    }
    const legalCount = this.rootFilterCount > 0 ? this.rootFilterCount : this.rootMoveCount;
    const result: SearchResult = {
      bestMove: 0, ponderMove: 0, score: 0, depth: 0, selDepth: 0, nodes: 0, timeMs: 0, pv: [], lines: [],
    };
    if (legalCount === 0) {
      result.score = pos.inCheck() ? -MATE : DRAW;
      return result;
    }
    result.bestMove = this.fallbackMove();

    // MultiPV: never more lines than the root moves allowed. Only a MultiPV search numbers its
    // info lines (multipv k), so a single-PV search reports exactly as before MultiPV existed.
    const lineCount = Math.min(this.options.multiPv, legalCount, MAX_MULTIPV);
    const numbered = this.options.multiPv > 1;
    this.lastLines.clear();
    this.inCheckAt[0] = pos.inCheck() ? 1 : 0;
    this.excludedMove.fill(0);
    this.doubleExtensions[0] = 0;
    // AdaptiveTime: only for a clock search on the main thread (movetime means that time).
    const adaptive = this.options.adaptiveTime && this.clockBased && this.threadIndex === 0;
    let stableIterations = 0;
    let previousBest = 0;
    let previousScore = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (this.threadIndex > 0 && helperSkipsDepth(this.threadIndex, depth)) continue;
      const lines = this.lines;
      lines.clear();
      this.rootDepth = depth;
      const iterationStartNodes = this.nodes;
      if (adaptive) this.rootMoveNodes.fill(0);
      let failHighPv: number[] | null = null;
      let failHighScore = 0;
      // Line k searches the root without the first moves of lines 0..k-1 (Stockfish's MultiPV),
      // each in its own aspiration window around the score of the line ranked k last iteration.
      for (let k = 0; k < lineCount; k++) {
        this.excludedCount = k;
        const previous = k < this.lastLines.count ? this.lastLines.scoreAt(k) : 0;
        // Aspiration window around the previous score from depth 5 on; widen on failure.
        let delta = ASPIRATION_WINDOW;
        let alpha = -INFINITE;
        let beta = INFINITE;
        if (this.options.aspiration && depth >= 5 && !isMateScore(previous)) {
          alpha = Math.max(-INFINITE, previous - delta);
          beta = Math.min(INFINITE, previous + delta);
        }
        let score = 0;
        for (;;) {
          score = this.negamax(alpha, beta, depth, 0, false);
          if (this.stopped) break;
          if (k === 0 && score >= beta && this.pvLength[0] > 0) {
            failHighPv = this.currentPv();
            failHighScore = score;
          }
          if (score <= alpha) {
            if (onIteration) onIteration(this.makeInfo(depth, alpha, 'upper', this.currentPv(), numbered ? k + 1 : 0));
            beta = (alpha + beta) >> 1;
            alpha = Math.max(-INFINITE, score - delta);
          } else if (score >= beta) {
            if (onIteration) onIteration(this.makeInfo(depth, beta, 'lower', this.currentPv(), numbered ? k + 1 : 0));
            beta = Math.min(INFINITE, score + delta);
          } else {
            break;
          }
          delta += delta;
        }
        if (this.stopped) break;
        lines.add(score, depth, this.pvTable, 0, this.pvLength[0]);
        // (An exact root score always has a PV; without a move to exclude no further line could differ.)
        if (this.pvLength[0] === 0) break;
      }
      this.excludedCount = 0;
      if (this.stopped) {
        if (lines.count === 0) {
          // An interrupted iteration is discarded (its scores are not proven) except at depth 1,
          // where any move it found is better than the unordered first move.
          if (depth === 1 && this.pvLength[0] > 0) result.bestMove = this.pvTable[0];
          // A root move that failed high in this iteration already beat the previous best; play it
          // (its lowerbound line was the last PV shown, so bestmove matches it).
          if (failHighPv !== null) {
            result.bestMove = failHighPv[0];
            result.ponderMove = failHighPv.length > 1 ? failHighPv[1] : 0;
            result.pv = failHighPv;
            // It leads the result's lines too (score a lower bound), ahead of the last iteration's.
            lines.add(failHighScore, depth, failHighPv, 0, failHighPv.length);
            this.keepLastLines(lineCount);
          }
        } else {
          // MultiPV, stopped after line 1: the lines completed are full searches one ply deeper
          // than the last iteration's and lead (line 1 searched every move); the lines not reached
          // keep their previous-iteration values.
          lines.sort();
          this.keepLastLines(lineCount);
          this.takeBestLine(result, lines, depth);
          if (onIteration) this.reportLines(lines, numbered, onIteration);
        }
        break;
      }
      lines.sort();
      this.lines = this.lastLines;
      this.lastLines = lines;
      this.takeBestLine(result, lines, depth);
      if (onIteration) this.reportLines(lines, numbered, onIteration);
      const score = result.score;

      // Stop conditions between iterations. With AdaptiveTime the share of the soft limit after
      // which no iteration starts follows the search's stability (timeman.ts, iterationShare).
      let share = FIXED_ITERATION_SHARE;
      if (adaptive) {
        stableIterations = result.bestMove === previousBest ? stableIterations + 1 : 0;
        previousBest = result.bestMove;
        const iterationNodes = this.nodes - iterationStartNodes;
        const bestShare = iterationNodes > 0 ? this.rootMoveNodes[result.bestMove & 4095] / iterationNodes : 1;
        if (depth >= 4) share = iterationShare(stableIterations, depth > 1 ? previousScore - score : 0, bestShare);
        previousScore = score;
      }
      if (this.control !== null && Atomics.load(this.control, CONTROL_STOP) !== 0) break;
      if (!this.pondering() && this.clockElapsed() >= this.softMs * share) break;
      if (limits.mate !== undefined && limits.mate > 0 && score >= MATE_BOUND && MATE - score <= 2 * limits.mate) break;
      // A proven mate is not going to change by searching far beyond its length.
      if (isMateScore(score) && depth >= MATE - Math.abs(score) + MATE_EXTRA_DEPTH) break;
      if (this.nodes >= this.nodeLimit) break;
      if (legalCount === 1 && (this.softMs !== Infinity) && depth >= 4) break;
    }
    const final = this.lastLines;
    for (let r = 0; r < final.count; r++) {
      const i = final.order[r];
      result.lines.push({ move: final.move[i], score: final.score[i], depth: final.depth[i], pv: final.pvAt(r) });
    }
    if (this.threadNodes !== null) this.threadNodes[this.threadIndex] = this.nodes;
    result.nodes = this.nodes;
    result.timeMs = this.elapsed();
    this.onRootMove = null;
    return result;
  }

  /**
   * The move played when the search is stopped before depth 1 completes: the transposition
   * table's move for the root when it is one of the root moves allowed, else the first allowed
   * root move in the move picker's order (captures by MVV-LVA, then quiets by history), never 0
   * while a legal move exists.
   */
  private fallbackMove(): number {
    const pos = this.pos;
    const filtered = this.rootFilterCount > 0;
    if (this.tt.probe(pos.hashLo, pos.hashHi, 0) && this.tt.hitMove !== 0) {
      const m = this.tt.hitMove;
      for (let i = 0; i < this.rootMoveCount; i++) if (this.rootMoves[i] === m && (!filtered || this.rootAllowed(m))) return m;
    }
    for (let i = 0; i < this.rootMoveCount; i++) {
      const m = this.rootMoves[i];
      if (!filtered || this.rootAllowed(m)) return m;
    }
    return 0;
  }

  /** Root move loop: count the move and, after the first second, report it (currmove). */
  private reportRootMove(m: number): void {
    this.rootMoveNumber++;
    if (this.onRootMove !== null && Date.now() - this.startTime >= CURRMOVE_AFTER_MS) this.onRootMove(m, this.rootMoveNumber);
  }

  /**
   * After a stop mid-iteration: complete the lines found in it (ranked) with the last iteration's
   * lines of other first moves, up to `lineCount`, and make them the last lines.
   */
  private keepLastLines(lineCount: number): void {
    const lines = this.lines;
    const last = this.lastLines;
    for (let r = 0; r < last.count && lines.count < lineCount; r++) {
      const i = last.order[r];
      if (!lines.includes(last.move[i], lines.count)) lines.addFrom(last, i);
    }
    this.lines = last;
    this.lastLines = lines;
  }

  /** The result's move, score and PV from the best of `lines` (ranked), reached at `depth`. */
  private takeBestLine(result: SearchResult, lines: RootLines, depth: number): void {
    result.depth = depth;
    result.score = lines.scoreAt(0);
    result.selDepth = this.selDepth;
    result.pv = lines.pvAt(0);
    result.bestMove = result.pv[0] ?? result.bestMove;
    result.ponderMove = result.pv.length > 1 ? result.pv[1] : 0;
  }

  /** One info report per line, best first (numbered 1.. in a MultiPV search), all with the same nodes and time. */
  private reportLines(lines: RootLines, numbered: boolean, onIteration: (info: IterationInfo) => void): void {
    const timeMs = this.elapsed();
    const hashfull = this.tt.hashfull();
    const nodes = this.totalNodes();
    for (let r = 0; r < lines.count; r++) {
      onIteration({
        depth: lines.depth[lines.order[r]], selDepth: this.selDepth, score: lines.scoreAt(r), bound: 'exact',
        nodes, timeMs, pv: lines.pvAt(r), hashfull, multiPv: numbered ? r + 1 : 0,
      });
    }
  }

  private makeInfo(depth: number, score: number, bound: 'exact' | 'lower' | 'upper', pv: number[], multiPv: number): IterationInfo {
    return {
      depth,
      selDepth: this.selDepth,
      score,
      bound,
      nodes: this.totalNodes(),
      timeMs: this.elapsed(),
      pv,
      hashfull: this.tt.hashfull(),
      multiPv,
    };
  }

  /** Nodes of this search over every thread (the helpers' counts as last published). */
  totalNodes(): number {
    const shared = this.threadNodes;
    if (shared === null) return this.nodes;
    let sum = this.nodes;
    for (let i = 0; i < shared.length; i++) if (i !== this.threadIndex) sum += shared[i];
    return sum;
  }

  private currentPv(): number[] {
    const pv: number[] = [];
    for (let i = 0; i < this.pvLength[0]; i++) pv.push(this.pvTable[i]);
    return pv;
  }

  private elapsed(): number {
    return Date.now() - this.startTime;
  }

  /** Time charged to our clock: after a ponderhit it runs from the ponderhit, not from the start. */
  private clockElapsed(): number {
    const hit = this.ponderhitTime !== null ? this.ponderhitTime[0] : 0;
    return Date.now() - (hit > this.startTime ? hit : this.startTime);
  }

  private pondering(): boolean {
    return this.control !== null && Atomics.load(this.control, CONTROL_PONDER) === 1;
  }

  /** Poll the stop flag, the clock and the node budget (every 1024 nodes). */
  private checkLimits(): void {
    if (this.threadNodes !== null) this.threadNodes[this.threadIndex] = this.nodes;
    if (this.nodes >= this.nodeLimit) { this.stopped = true; return; }
    if (this.control !== null) {
      if (Atomics.load(this.control, CONTROL_STOP) !== 0) { this.stopped = true; return; }
      if (Atomics.load(this.control, CONTROL_PONDER) === 1) return;
    }
    if (this.hardMs !== Infinity && this.clockElapsed() >= this.hardMs) this.stopped = true;
  }

  /** Is the search over (stopped by flag, time or nodes)? For the ProbCut step. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Improving: is `staticEval` at `ply` above the static eval of two plies back (four when that
   * node was in check; true when neither has one)? The one rule Step 5 and improvingAhead share.
   */
  private improvingOver(ply: number, staticEval: number): boolean {
    const before = ply >= 2 && this.staticEvals[ply - 2] !== -INFINITE ? this.staticEvals[ply - 2]
      : ply >= 4 && this.staticEvals[ply - 4] !== -INFINITE ? this.staticEvals[ply - 4] : -INFINITE;
    return before === -INFINITE || staticEval > before;
  }

  /**
   * The improving signal of a node not in check (no singular search) before Step 5 has looked at
   * it, for onProbeNode: Step 5's static eval (the TT's if the TT has the position, else
   * evaluated) under Step 5's rule. It only reads: Step 4 probes the TT again. Called only while
   * a tool listens, so play pays nothing.
   */
  private improvingAhead(ply: number): boolean {
    const pos = this.pos;
    const rawEval = this.tt.probe(pos.hashLo, pos.hashHi, ply) ? this.tt.hitEval : evaluate(pos, this.evaluator);
    return this.improvingOver(ply, this.corrected(rawEval));
  }

  /**
   * A static eval as the search uses it: with CorrectionHistory, plus the correction learnt for
   * this pawn structure and side to move, kept clear of the mate scores.
   */
  private corrected(rawEval: number): number {
    if (!this.options.correctionHistory) return rawEval;
    const pos = this.pos;
    const v = rawEval + this.correction.correction(pos.side, pos.pawnHashLo);
    return v >= MATE_BOUND ? MATE_BOUND - 1 : v <= -MATE_BOUND ? -MATE_BOUND + 1 : v;
  }

  /**
   * Fail-soft NegaScout. cutNode: the node is expected to fail high (a null-window child of a
   * non-first move), used by Multi-Cut, IIR and LMR.
   * Scores and bounds are negated as `0 - x`, never `-x`: a unary minus makes -0 of a 0 score (a
   * draw), a heap number, not an integer, and V8 deoptimizes the search's int32 code on it.
   */
  negamax(alpha: number, beta: number, depth: number, ply: number, cutNode: boolean): number {
    const pos = this.pos;
    const options = this.options;
    const isPv = beta - alpha > 1;
    const isRoot = ply === 0;
    this.pvLength[ply] = 0;

    // Step 1. Quiescence at the horizon.
    if (depth <= 0) return this.quiescence(alpha, beta, ply);

    // The parent computed whether this node is in check when it tested its move for check.
    const inCheck = this.inCheckAt[ply] !== 0;
    // A singular-extension search of this node leaves one move out (Step 10b).
    const excluded = this.excludedMove[ply];
    // A tool that samples the nodes Step 8 may probe sees them here, before anything can end the
    // node (one field test per node when no tool is listening).
    if (this.onProbeNode !== null && excluded === 0 && isProbeNode(ply, isPv, inCheck, this.probCut.settings.atPvNodes)) {
      this.onProbeNode(depth, cutNode, this.improvingAhead(ply));
    }

    // Step 2. Node count and limits: poll the stop flag and clock every 1024 nodes, and stop at
    // once at the node budget (a small `go nodes`, e.g. a strength level's, is kept exactly:
    // once stopped, no node is counted).
    if (this.stopped) return 0;
    this.nodes++;
    if ((this.nodes & 1023) === 0 || this.nodes >= this.nodeLimit) this.checkLimits();
    if (this.stopped) return 0;
    if (ply > this.selDepth) this.selDepth = ply;

    // Step 3. Draws and mate-distance pruning (never at the root: it must return a move).
    if (!isRoot) {
      if (pos.halfmove >= 100 || pos.isRepetition() || pos.isInsufficientMaterial()) return DRAW;
      if (ply >= MAX_PLY - 4) return evaluate(pos, this.evaluator);
      // A mate found closer to the root bounds what this node can be worth.
      const matedHere = -MATE + ply;
      const mateNext = MATE - ply - 1;
      if (alpha < matedHere) alpha = matedHere;
      if (beta > mateNext) beta = mateNext;
      if (alpha >= beta) return alpha;
    }

    // Step 4. Transposition table: at non-PV nodes a deep-enough entry with a usable bound ends
    // the node; everywhere its move is tried first. (Not in a singular-extension search, whose
    // result over all moves but one must not be mistaken for the node's.)
    const tt = this.tt;
    let ttMove = 0;
    const ttHit = excluded === 0 && tt.probe(pos.hashLo, pos.hashHi, ply);
    let ttEval = 0;
    let ttScore = 0;
    let ttDepth = 0;
    let ttBound = BOUND_NONE;
    if (ttHit) {
      ttMove = tt.hitMove;
      ttEval = tt.hitEval;
      ttScore = tt.hitScore;
      ttDepth = tt.hitDepth;
      ttBound = tt.hitBound;
      if (!isPv && tt.hitSettles(depth, alpha, beta)) return ttScore;
    }
    // TT-PV: this node is, or once was, on a principal variation (kept in the table).
    const ttPv = options.ttPv && (isPv || (ttHit && tt.hitPv));

    // Step 5. Static evaluation (none in check: every move must be searched there). A singular
    // search keeps the node's own, already computed.
    // With CorrectionHistory the eval is corrected for its pawn structure (the TT keeps it raw).
    let staticEval = -INFINITE;
    if (excluded !== 0) staticEval = this.staticEvals[ply];
    else if (!inCheck) {
      const rawEval = ttHit ? ttEval : evaluate(pos, this.evaluator);
      this.rawEvals[ply] = rawEval;
      staticEval = this.corrected(rawEval);
    }
    this.staticEvals[ply] = staticEval;
    // Improving: the static eval is above the one of two plies ago (four when that one was in
    // check; true when neither exists).
    const improving = options.improving && !inCheck && this.improvingOver(ply, staticEval);
    const prunable = !isPv && !inCheck && excluded === 0;
    // With TTScoreEval the pruning steps (6, 7, 9, 11a's futility) judge by the TT score instead
    // where its bound says the true value lies beyond the static eval on that side, from an entry
    // no more than TTScoreEvalSlack plies shallower than the node.
    let pruneEval = staticEval;
    if (options.ttScoreEval && ttHit && !inCheck && excluded === 0 && !isMateScore(ttScore)
      && (ttDepth >= depth - options.ttScoreEvalSlack || options.ttScoreEvalSlack === TT_SCORE_EVAL_ANY_DEPTH)
      && (ttBound === BOUND_EXACT || ttBound === (ttScore > staticEval ? BOUND_LOWER : BOUND_UPPER))) {
      pruneEval = ttScore;
    }

    // Step 6. Reverse futility pruning (static null move): far above beta near the leaves, assume
    // a quiet move keeps us there.
    if (options.reverseFutility && prunable && depth <= options.reverseFutilityDepth
      && pruneEval - options.reverseFutilityMargin * (improving ? depth - 1 : depth) >= beta && !isMateScore(beta)) {
      return pruneEval;
    }

    // Step 7. Razoring: far below alpha near the leaves, only a capture could help; if quiescence
    // agrees, trust it.
    if (options.razoring && prunable && depth <= RAZOR_MAX_DEPTH && pruneEval + RAZOR_BASE + RAZOR_PER_DEPTH2 * depth * depth < alpha && !isMateScore(alpha)) {
      const score = this.quiescence(alpha, alpha + 1, ply);
      if (this.stopped) return 0;
      if (score <= alpha) return score;
    }

    // Step 10a moved ahead of Step 8 (MPCAfterIIR): the reduced depth is what ProbCut probes.
    const iirApplies = options.iir && excluded === 0 && !isRoot && (isPv || cutNode) && ttMove === 0 && depth >= IIR_MIN_DEPTH;
    const iirFirst = iirApplies && this.probCut.settings.afterIir;
    if (iirFirst) depth--;

    // Step 8. ProbCut / Multi-ProbCut — before null move (Jiang & Buro). Shallow null-window
    // searches at bounds from the fitted regression v = a·v' + b + e predict whether the deep
    // search would fail high (return beta) or low (return alpha). Never inside a probe's own
    // search (no depth collapse) unless ProbCutNested, never in check, at the root, or against
    // mate-score bounds; and only where the gates that are switched on let it (probeGatesOpen).
    // With MPCTTCut a deep-enough TT lower bound answers the high probe first, with no search;
    // with MPCReduce a low probe at an expected all node shortens the node instead of ending it.
    if ((this.probCut.probeDepth === 0 || this.probCut.settings.nested) && this.probCut.enabled && excluded === 0 && isProbeNode(ply, isPv, inCheck, this.probCut.settings.atPvNodes)
      && !isMateScore(alpha) && !isMateScore(beta)) {
      let cut = this.probCut.NO_CUT;
      if (this.probCut.settings.ttCut && ttHit && (ttBound === BOUND_LOWER || ttBound === BOUND_EXACT) && !isMateScore(ttScore)) {
        cut = this.probCut.ttCut(this, beta, depth, ttDepth, ttScore, improving);
      }
      if (cut === this.probCut.NO_CUT && this.probeGatesOpen(cutNode, ttHit, ttMove, ttDepth, ttScore, staticEval, depth, beta, prunable, pruneEval)) {
        cut = this.probCut.probe(this, alpha, beta, depth, ply, cutNode, improving);
      }
      if (cut === this.probCut.REDUCE) {
        depth -= this.probCut.settings.reducePlies;
        if (depth < 1) depth = 1;
      } else if (cut !== this.probCut.NO_CUT) {
        if (this.onProbeCut !== null) this.onProbeCut(depth, alpha, beta, cut);
        return cut;
      }
    }

    // Step 9. Null-move pruning: give the opponent a free move; if a reduced search still fails
    // high, so would a real move. Off in check, right after a null move, at PV nodes, and when the
    // side to move has only pawns (zugzwang). Adaptive R: deeper searches reduce more.
    if (this.nullMoveApplies(prunable, depth, pruneEval, beta)) {
      const r = options.nullMoveBaseR + ((depth / 4) | 0) + Math.min(3, ((pruneEval - beta) / 200) | 0);
      pos.makeNullMove();
      this.inCheckAt[ply + 1] = 0;
      this.contKey[ply] = NO_CONT;
      this.doubleExtensions[ply + 1] = this.doubleExtensions[ply];
      const score = 0 - this.negamax(0 - beta, 1 - beta, depth - 1 - r, ply + 1, !cutNode);
      pos.unmakeNullMove();
      if (this.stopped) return 0;
      if (score >= beta) return score >= MATE_BOUND ? beta : score;
    }

    // Continuation keys of the moves one and two plies back, for ordering, LMR and pruning.
    const cont1 = options.continuationHistory && ply >= 1 ? this.contKey[ply - 1] : NO_CONT;
    const cont2 = options.continuationHistory && ply >= 2 ? this.contKey[ply - 2] : NO_CONT;
    const history = this.history;

    // Step 10. Multi-Cut (Björnsson & Marsland): at an expected cut node, search the first
    // MULTICUT_MOVES moves to depth - 1 - R with a null window at beta; if MULTICUT_REQUIRED of
    // them fail high, one of them would at full depth too, so cut. Off by default (MultiCut).
    if (options.multiCut && cutNode && prunable && depth >= MULTICUT_R + 1 && !isMateScore(beta)) {
      this.picker.init(pos, ply, ttMove, false, history, cont1, cont2, options.captureHistory);
      let cutoffs = 0;
      let tried = 0;
      for (let m = this.picker.next(pos, ply, history); m !== 0 && tried < MULTICUT_MOVES; m = this.picker.next(pos, ply, history)) {
        this.contKey[ply] = pos.board[m & SQUARE_MASK] * 64 + ((m >> TO_SHIFT) & SQUARE_MASK);
        pos.makeMove(m);
        this.inCheckAt[ply + 1] = pos.inCheck() ? 1 : 0;
        this.doubleExtensions[ply + 1] = this.doubleExtensions[ply];
        const score = 0 - this.negamax(0 - beta, 1 - beta, depth - 1 - MULTICUT_R, ply + 1, false);
        pos.unmakeMove();
        if (this.stopped) return 0;
        tried++;
        if (score >= beta && ++cutoffs >= MULTICUT_REQUIRED) return beta;
      }
    }

    // Step 10a. Internal iterative reduction: a PV or expected cut node without a TT move is
    // searched one ply shallower; its result orders the next iteration's visit.
    if (iirApplies && !iirFirst) depth--;

    // Step 10b. Singular extension: when the TT move's lower bound is not matched by any other
    // move in a reduced search at a bound below it, the TT move alone holds the node: extend it
    // (twice when far below, off the PV). When another move also clears beta there, the node
    // fails high anyway (multi-cut); when the TT score is above beta, the TT move is searched
    // one ply less (negative extension).
    let singularExtension = 0;
    if (options.singularExtension && !isRoot && excluded === 0 && ttMove !== 0 && depth >= SINGULAR_MIN_DEPTH
      && ttDepth >= depth - SINGULAR_TT_SLACK && (ttBound === BOUND_LOWER || ttBound === BOUND_EXACT)
      && !isMateScore(ttScore) && ply < 2 * this.rootDepth) {
      const singularBeta = ttScore - SINGULAR_MARGIN * depth;
      this.excludedMove[ply] = ttMove;
      const score = this.negamax(singularBeta - 1, singularBeta, (depth - 1) >> 1, ply, cutNode);
      this.excludedMove[ply] = 0;
      if (this.stopped) return 0;
      if (score < singularBeta) {
        singularExtension = !isPv && score < singularBeta - DOUBLE_EXTENSION_MARGIN
          && this.doubleExtensions[ply] < MAX_DOUBLE_EXTENSIONS ? 2 : 1;
      } else if (singularBeta >= beta) {
        return singularBeta;
      } else if (ttScore >= beta) {
        singularExtension = -1;
      }
      // The singular search used this ply's slices; the node's own state is set again below.
      this.staticEvals[ply] = staticEval;
    }

    // Step 11. The move loop (a method of its own, so that negamax has no loop: see moveLoop).
    const bestScore = this.moveLoop(alpha, beta, depth, ply, cutNode, isPv, inCheck, excluded, ttMove, ttPv, improving,
      prunable, pruneEval, cont1, cont2, singularExtension);
    if (this.stopped) return 0;
    const movesSearched = this.loopMovesSearched;
    const bestMove = this.loopBestMove;

    // Step 12. No legal move: checkmate or stalemate. (With searchmoves at the root, the filter
    // guaranteed at least one; a singular search that left out the only move fails low.)
    if (movesSearched === 0) {
      if (excluded !== 0) return alpha;
      if (this.picker.count[ply] === 0) return inCheck ? -MATE + ply : DRAW;
      // Every move was pruned: the static bound stands.
      return alpha;
    }

    // Step 13. Store the result: exact inside the window, lower bound on a cut, upper otherwise.
    // Not at the root of a MultiPV line after the first: its result, over some of the moves only,
    // would displace line 1's move as the next iteration's first try. Not for a singular search.
    if ((isRoot && this.excludedCount > 0) || excluded !== 0) return bestScore;
    // (The loop raised its alpha, the window's lower end here, exactly when a move scored above it.)
    const bound = bestScore >= beta ? BOUND_LOWER : bestScore > alpha ? BOUND_EXACT : BOUND_UPPER;
    tt.store(pos.hashLo, pos.hashHi, ply, bestMove, bestScore, inCheck ? 0 : this.rawEvals[ply], depth, bound, ttPv);

    // Step 14. Correction history: where the result says more than the static eval did (an exact
    // score, or a bound on the far side of it) and no capture decided it, learn the difference.
    if (options.correctionHistory && !inCheck && !isMateScore(bestScore) && (bestMove === 0 || isQuietMove(pos, bestMove))
      && !(bound === BOUND_LOWER && bestScore <= staticEval) && !(bound === BOUND_UPPER && bestScore >= staticEval)) {
      this.correction.update(pos.side, pos.pawnHashLo, depth, bestScore, this.rawEvals[ply]);
    }
    return bestScore;
  }

  /**
   * Step 11 of negamax, the move loop: NegaScout with late move reductions and pruning near the
   * leaves, over the node's state as Steps 1-10 left it. Returns the best score (0 once stopped)
   * and leaves the number of moves searched and the best move (0: none raised alpha) in
   * loopMovesSearched and loopBestMove, for Steps 12-14.
   * A method apart from negamax for V8's sake. A recursive function with a loop gets
   * on-stack-replaced (OSR) code for the loop, and once negamax's own optimized code had been
   * deoptimized (by a branch first taken after it was compiled; the compare after the loop, every
   * time), V8 no longer re-optimized it: every node ran Steps 1-10 in baseline code and jumped into
   * the loop's OSR code at its first move (node --trace-osr --trace-deopt; after a bench,
   * %GetOptimizationStatus said baseline). Without a loop negamax is re-optimized as any function
   * is, and the loop's method ends at the loop, leaving no code after it for OSR code to
   * deoptimize on.
   */
  private moveLoop(
    alpha: number, beta: number, depth: number, ply: number, cutNode: boolean, isPv: boolean, inCheck: boolean,
    excluded: number, ttMove: number, ttPv: boolean, improving: boolean, prunable: boolean, pruneEval: number,
    cont1: number, cont2: number, singularExtension: number,
  ): number {
    const pos = this.pos;
    const options = this.options;
    const history = this.history;
    const isRoot = ply === 0;
    const picker = this.picker;
    picker.init(pos, ply, ttMove, false, history, cont1, cont2, options.captureHistory);
    let bestScore = -INFINITE;
    let bestMove = 0;
    let movesSearched = 0;
    const futilityAllowed = options.futility && prunable && depth <= options.futilityDepth
      && !isMateScore(alpha) && pruneEval + FUTILITY_BASE + FUTILITY_PER_DEPTH * depth <= alpha;
    const lmpLimit = options.lateMovePruning && !isRoot && !inCheck && depth <= LMP_MAX_DEPTH
      ? ((3 + depth * depth) / (improving || !options.improving ? 1 : 2)) | 0 : MAX_MOVES;
    const quietsTried = this.quietsTried;
    const capturesTried = this.capturesTried;
    const quietBase = ply * MAX_MOVES;
    let quietCount = 0;
    let captureCount = 0;
    let quietsSeen = 0;
    let skipQuiets = false;
    // Whether a move gives check: see below.
    const checkInfo = this.checkInfo;
    const checkInfoAt = ply * CHECK_INFO_WORDS;
    let checkInfoFilled = false;
    let checksAsked = 0;
    // Step 11a's pruning, when any of it is on (and never with only pawns left).
    const movePruning = (options.lateMovePruning || options.historyPruning || options.seePruning)
      && !isRoot && pos.hasNonPawnMaterial(pos.side);
    // The history of a quiet is looked up only for the steps that read it.
    const useQuietHistory = options.historyPruning || options.historyLmr;
    // TTCaptureLMR: a capture or promotion as TT move makes the quiets after it less likely to matter.
    const ttMoveNoisy = options.ttCaptureLmr && ttMove !== 0 && !isQuietMove(pos, ttMove);

    if (isRoot) this.rootMoveNumber = 0;
    for (let m = picker.next(pos, ply, history); m !== 0; m = picker.next(pos, ply, history)) {
      if (m === excluded) continue;
      if (isRoot && this.rootFilterCount > 0 && !this.rootAllowed(m)) continue;
      // MultiPV: the first moves of the lines already found this iteration are not searched again.
      if (isRoot && this.excludedCount > 0 && this.lines.includes(m, this.excludedCount)) continue;
      const isQuiet = isQuietMove(pos, m);
      const moveKey = pos.board[m & SQUARE_MASK] * 64 + ((m >> TO_SHIFT) & SQUARE_MASK);
      const quietHistory = isQuiet && useQuietHistory
        ? history.historyScore(pos.side, m) + history.continuationScore(cont1, moveKey) + history.continuationScore(cont2, moveKey)
        : 0;
      if (isQuiet) quietsSeen++;

      // Step 11a. Pruning, once a move has been searched and no mate is being staved off. A
      // quiet move is marked before it is made — late move pruning (quiets beyond a count by
      // depth), history pruning (a bad history), SEE pruning (it loses too much material for the
      // depth left) — and dropped after, unless it gives check: quiescence looks at no quiet
      // check, so a pruned one would be a mate or a fork nobody sees. A losing capture is dropped
      // by SEE at once. None of it with only pawns left, where every king and pawn move counts.
      let pruneQuiet = false;
      if (movePruning && bestScore > -MATE_BOUND && movesSearched > 0) {
        if (isQuiet) {
          if (skipQuiets) pruneQuiet = true;
          else if (quietsSeen > lmpLimit || futilityAllowed) {
            // Late move pruning's count is reached, or futility (below) holds for every quiet here:
            // every later quiet is dropped too, unless it checks, so the picker drops them at once
            // (and history and SEE need not be asked).
            skipQuiets = true;
            pruneQuiet = true;
            if (!checkInfoFilled) { fillCheckInfo(pos, checkInfo, checkInfoAt); checkInfoFilled = true; }
            picker.dropQuietNonChecks(pos, ply, checkInfo, checkInfoAt);
          }
          else if (options.historyPruning && !inCheck && depth <= HISTORY_PRUNE_DEPTH && quietHistory < -HISTORY_PRUNE_MARGIN * depth) pruneQuiet = true;
          else if (options.seePruning && depth <= SEE_PRUNE_DEPTH && !seeAtLeast(pos, m, -SEE_QUIET_MARGIN * depth)) pruneQuiet = true;
        } else if (options.seePruning && depth <= SEE_PRUNE_DEPTH && picker.lastWasLosing(ply)
          && !seeAtLeast(pos, m, -SEE_NOISY_MARGIN * depth * depth)) {
          continue;
        }
      }
      if (isRoot) this.reportRootMove(m);
      const nodesBefore = this.nodes;

      // Step 11a (continued). The quiet move marked above, and futility pruning: a quiet,
      // non-checking move cannot lift a hopeless static evaluation above alpha this close to the
      // horizon. Whether it checks is read off the board, so a dropped move is never made.
      // The first move asks givesCheck (often the only one at a cut node); later ones read the
      // node's check info, filled once (the same answers: gives-check.test.ts).
      if (!checkInfoFilled && checksAsked > 0) { fillCheckInfo(pos, checkInfo, checkInfoAt); checkInfoFilled = true; }
      const checks = checkInfoFilled ? givesCheckWith(pos, m, checkInfo, checkInfoAt) : givesCheck(pos, m);
      checksAsked++;
      if (isQuiet && !checks && (pruneQuiet || (futilityAllowed && movesSearched > 0))) continue;

      this.contKey[ply] = moveKey;
      pos.makeMove(m);
      this.inCheckAt[ply + 1] = checks ? 1 : 0;

      // Step 11b. Extensions: the singular verdict for the TT move (Step 10b); otherwise, with
      // CheckExtension (off since its screen lost to none), a checking move one ply deeper.
      let extension = 0;
      if (m === ttMove && singularExtension !== 0) extension = singularExtension;
      else if (checks && options.checkExtension && ply < 2 * depth + 4) extension = 1;
      this.doubleExtensions[ply + 1] = this.doubleExtensions[ply] + (extension === 2 ? 1 : 0);
      const newDepth = depth - 1 + extension;

      let score: number;
      if (movesSearched === 0) {
        score = 0 - this.negamax(0 - beta, 0 - alpha, newDepth, ply + 1, !isPv && !cutNode);
      } else {
        // Step 11c. Late move reductions: quiet moves late in the ordering get a shallower
        // null-window search first; a fail-high is re-searched at full depth. With CheckLMR quiet
        // checks are reduced too (one ply less); with NoisyLMR losing captures by half as much;
        // with TTCaptureLMR quiets one ply more behind a noisy TT move. With LMRResearchDepth the
        // re-search after a fail-high goes a ply deeper when the reduced search beat the best
        // score by far, a ply shallower when it barely did (and is skipped when that is no deeper
        // than the reduced search).
        let r = 0;
        if (options.lmr && depth >= 3 && !inCheck && movesSearched >= (isPv ? 3 : 2)) {
          const tableR = LMR_TABLE[(depth < 63 ? depth : 63) * 64 + (movesSearched < 63 ? movesSearched : 63)];
          if (isQuiet && (!checks || options.checkLmr)) {
            r = tableR;
            if (isPv) r--;
            else if (ttPv) r--;
            if (cutNode) r++;
            if (m === history.killers[ply * 2] || m === history.killers[ply * 2 + 1]) r--;
            if (options.improving && !improving) r++;
            if (options.historyLmr) r -= (quietHistory / HISTORY_LMR_DIVISOR) | 0;
            if (checks) r--;
            if (ttMoveNoisy) r++;
          } else if (!isQuiet && options.noisyLmr && picker.lastWasLosing(ply)) {
            r = tableR >> 1;
            if (isPv) r--;
            if (cutNode) r++;
          }
          if (r < 0) r = 0;
          if (r > newDepth - 1) r = newDepth - 1 > 0 ? newDepth - 1 : 0;
        }
        score = 0 - this.negamax(-1 - alpha, 0 - alpha, newDepth - r, ply + 1, true);
        let fullDepth = newDepth;
        if (score > alpha && r > 0) {
          if (options.lmrResearchDepth) {
            if (score > bestScore + LMR_DEEPER_MARGIN + LMR_DEEPER_PER_PLY * r) fullDepth++;
            else if (score < bestScore + newDepth) fullDepth--;
          }
          if (fullDepth > newDepth - r) score = 0 - this.negamax(-1 - alpha, 0 - alpha, fullDepth, ply + 1, !cutNode);
        }
        // Step 11d. PVS re-search with the full window when the null window was beaten.
        if (score > alpha && score < beta && isPv) score = 0 - this.negamax(0 - beta, 0 - alpha, fullDepth, ply + 1, false);
      }
      pos.unmakeMove();
      if (this.stopped) return 0;
      movesSearched++;
      if (isRoot) this.rootMoveNodes[m & 4095] += this.nodes - nodesBefore;

      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          bestMove = m;
          alpha = score;
          if (isPv || isRoot) this.updatePv(ply, m);
          if (score >= beta) {
            // Step 11e. Beta cut-off: reward the move that caused it, punish the moves of its
            // kind tried before it (and the captures tried before a quiet).
            if (isQuiet) this.rewardQuiet(m, depth, ply, quietBase, quietCount, cont1, cont2);
            if (options.captureHistory) this.rewardCapture(isQuiet ? 0 : m, depth, quietBase, captureCount);
            break;
          }
        }
      }
      if (isQuiet) {
        if (quietCount < MAX_MOVES) quietsTried[quietBase + quietCount++] = m;
      } else if (captureCount < MAX_MOVES) {
        capturesTried[quietBase + captureCount++] = m;
      }
    }

    this.loopMovesSearched = movesSearched;
    this.loopBestMove = bestMove;
    return bestScore;
  }

  /**
   * Does Step 9 try a null move here: on, a non-PV node not in check (prunable) at depth ≥ 2
   * whose pruning eval is at least beta, not right after a null move, with pieces besides pawns
   * for the side to move (zugzwang), and beta not a mate score? Step 8's MPCLeaveToNullMove asks too.
   */
  private nullMoveApplies(prunable: boolean, depth: number, pruneEval: number, beta: number): boolean {
    const pos = this.pos;
    return this.options.nullMove && prunable && depth >= 2 && pruneEval >= beta
      && pos.lastMove() !== MOVE_NULL && pos.hasNonPawnMaterial(pos.side) && !isMateScore(beta);
  }

  /**
   * The gates of Step 8 that are switched on (issue 26): expected cut nodes only; without a TT
   * entry, a static eval at least beta; no TT entry at least depth − 3 deep that scores below
   * beta (the probe would likely fail); no quiet TT move (the capture probe cannot find it); not
   * where Step 9 will try a null move (MPCLeaveToNullMove: prunable and pruneEval as Step 9 sees them).
   */
  private probeGatesOpen(cutNode: boolean, ttHit: boolean, ttMove: number, ttDepth: number, ttScore: number, staticEval: number, depth: number, beta: number,
    prunable: boolean, pruneEval: number): boolean {
    const gates = this.probCut.settings;
    if (gates.cutNodesOnly && !cutNode) return false;
    if (gates.evalGate && !ttHit && staticEval < beta) return false;
    if (gates.ttGate && ttHit && ttDepth >= depth - 3 && ttScore < beta) return false;
    if (gates.skipQuietTtMove && ttMove !== 0 && isQuietMove(this.pos, ttMove)) return false;
    if (gates.leaveToNullMove && this.nullMoveApplies(prunable, depth, pruneEval, beta)) return false;
    if (gates.kingAttackers > 0 && kingZoneAttackers(this.pos, this.pos.side) >= gates.kingAttackers) return false;
    return true;
  }

  /**
   * The capture probe of ProbCut/MPC (MPCProbeMoves=captures): a null-window search at
   * (lower, lower + 1) of depth `depth` at this node that tries only the captures and queen
   * promotions SEE does not call losing. Each is first searched by quiescence at the bound and
   * only reaches its depth − 1 search if that already clears it (Stockfish's ProbCut order).
   * Returns the score of the first capture that clears the bound (stored in the TT as a lower
   * bound of this depth), or `lower` when none does (a bound, not a value: the quiet moves were not
   * looked at).
   */
  captureSearch(lower: number, depth: number, ply: number): number {
    const pos = this.pos;
    const picker = this.picker;
    const history = this.history;
    // 0. The TT answers the probe as it would negamax's (Step 4) when it holds a bound at least
    // this deep that settles the window (lower, lower + 1). A full-width result settles the capture
    // probe too: a search over fewer moves scores no higher, and a proven lower bound is what the
    // full-width probe would have cut on. (The node's own Step 4 probe cannot be reused: an
    // earlier try's probe searches may have overwritten the hit.)
    const tt = this.tt;
    if (tt.probe(pos.hashLo, pos.hashHi, ply) && tt.hitSettles(depth, lower, lower + 1)) return tt.hitScore;
    picker.init(pos, ply, 0, true, history);
    // With MPCKeepSacrifices: the square of a piece the opponent just put down (-1: none).
    const offered = this.probCut.settings.keepSacrifices ? pos.lastQuietMoveTo() : -1;
    for (let m = picker.next(pos, ply, history); m !== 0; m = picker.next(pos, ply, history)) {
      // 1. Only moves that do not lose material by SEE (this also drops under-promotions); the
      // picker hands out the losing ones last.
      if (picker.lastWasLosing(ply)) break;
      // 1b. Not the taking of an offered piece: only the full depth judges the offer.
      if (((m >> TO_SHIFT) & SQUARE_MASK) === offered) continue;
      this.contKey[ply] = pos.board[m & SQUARE_MASK] * 64 + ((m >> TO_SHIFT) & SQUARE_MASK);
      pos.makeMove(m);
      this.inCheckAt[ply + 1] = pos.inCheck() ? 1 : 0;
      this.doubleExtensions[ply + 1] = this.doubleExtensions[ply];
      // 2. Quiescence first: a capture that cannot clear the bound there is not searched deeper.
      let score = 0 - this.quiescence(-1 - lower, 0 - lower, ply + 1);
      // 3. Then the reduced search proper (the child of an expected cut node is an all node).
      if (score > lower && depth > 1) score = 0 - this.negamax(-1 - lower, 0 - lower, depth - 1, ply + 1, false);
      pos.unmakeMove();
      if (this.stopped) return 0;
      // 4. One capture that clears the bound is the cut.
      if (score > lower) {
        this.tt.store(pos.hashLo, pos.hashHi, ply, m, score, this.rawEvals[ply], depth, BOUND_LOWER);
        return score;
      }
    }
    return lower;
  }

  /**
   * A quiet move cut off: it becomes a killer and the counter-move, its histories (butterfly, and
   * continuation after the moves cont1 and cont2 back) rise, and those of the `tried` quiets
   * searched before it fall.
   */
  private rewardQuiet(m: number, depth: number, ply: number, base: number, tried: number, cont1: number, cont2: number): void {
    const pos = this.pos;
    const history = this.history;
    const bonus = historyBonus(depth);
    history.addKiller(ply, m);
    history.updateHistory(pos.side, m, bonus);
    for (let i = 0; i < tried; i++) history.updateHistory(pos.side, this.quietsTried[base + i], -bonus);
    if (cont1 !== NO_CONT || cont2 !== NO_CONT) {
      const contBonus = bonus;
      const key = pos.board[m & SQUARE_MASK] * 64 + ((m >> TO_SHIFT) & SQUARE_MASK);
      history.updateContinuation(cont1, key, contBonus);
      history.updateContinuation(cont2, key, contBonus);
      for (let i = 0; i < tried; i++) {
        const q = this.quietsTried[base + i];
        const qKey = pos.board[q & SQUARE_MASK] * 64 + ((q >> TO_SHIFT) & SQUARE_MASK);
        history.updateContinuation(cont1, qKey, -contBonus);
        history.updateContinuation(cont2, qKey, -contBonus);
      }
    }
    const prev = pos.lastMove();
    if (prev !== 0 && prev !== MOVE_NULL) {
      const prevTo = (prev >> TO_SHIFT) & SQUARE_MASK;
      history.counters[pos.board[prevTo] * 64 + prevTo] = m;
    }
  }

  /**
   * A cut-off: the capture that caused it (m; 0 when a quiet did) gains capture history, and the
   * `tried` captures searched before it lose it.
   */
  private rewardCapture(m: number, depth: number, base: number, tried: number): void {
    const pos = this.pos;
    const history = this.history;
    const bonus = historyBonus(depth);
    if (m !== 0) history.updateCapture(pos.board[m & SQUARE_MASK] * 64 + ((m >> TO_SHIFT) & SQUARE_MASK), capturedType(pos, m), bonus);
    for (let i = 0; i < tried; i++) {
      const c = this.capturesTried[base + i];
      history.updateCapture(pos.board[c & SQUARE_MASK] * 64 + ((c >> TO_SHIFT) & SQUARE_MASK), capturedType(pos, c), -bonus);
    }
  }

  private rootAllowed(m: number): boolean {
    for (let i = 0; i < this.rootFilterCount; i++) if (this.rootFilter[i] === m) return true;
    return false;
  }

  private updatePv(ply: number, m: number): void {
    const base = ply * MAX_PLY;
    const childBase = (ply + 1) * MAX_PLY;
    this.pvTable[base] = m;
    const childLen = ply + 1 < MAX_PLY ? this.pvLength[ply + 1] : 0;
    for (let i = 0; i < childLen; i++) this.pvTable[base + 1 + i] = this.pvTable[childBase + i];
    this.pvLength[ply] = childLen + 1;
  }

  /**
   * The TT move quiescence may search first, or 0: in check any move (the picker checks that it
   * is legal); otherwise a capture or queen promotion that SEE does not call losing, the moves
   * quiescence would search anyway. A move of the normal kind is checked for legality before SEE
   * looks at it (the entry may be another position's); a promotion or en passant capture is put
   * first only if the generator produces it.
   */
  private quiescenceTtMove(move: number, inCheck: boolean): number {
    if (move === 0 || inCheck) return move;
    const pos = this.pos;
    const kind = (move >> KIND_SHIFT) & KIND_MASK;
    if (kind === KIND_PROMOTION) return promotionType(move) === QUEEN ? move : 0;
    if (kind !== KIND_NORMAL) return kind === KIND_EN_PASSANT ? move : 0;
    if (capturedType(pos, move) === 0 || !isLegalNormalMove(pos, move)) return 0;
    return seeAtLeast(pos, move, 0) ? move : 0;
  }

  /**
   * Quiescence: stand pat on the static evaluation, then only captures and queen promotions that
   * SEE does not call losing (all evasions when in check), until the position is quiet. At PV
   * windows it keeps the principal variation, as negamax does.
   */
  quiescence(alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    if (this.stopped) return 0;
    this.nodes++;
    if ((this.nodes & 1023) === 0 || this.nodes >= this.nodeLimit) this.checkLimits();
    if (this.stopped) return 0;
    if (ply > this.selDepth) this.selDepth = ply;
    this.pvLength[ply] = 0;
    if (ply >= MAX_PLY - 4) return evaluate(pos, this.evaluator);
    if (pos.halfmove >= 100 || pos.isInsufficientMaterial()) return DRAW;

    // With QuiescenceTT: a stored bound that settles the window ends the node, and a stored
    // static eval saves evaluating.
    const useTt = this.options.quiescenceTt;
    const tt = this.tt;
    const ttHit = useTt && tt.probe(pos.hashLo, pos.hashHi, ply);
    if (ttHit && tt.hitSettles(0, alpha, beta)) return tt.hitScore;
    const ttEval = ttHit ? tt.hitEval : 0;

    const inCheck = pos.inCheck();
    const oldAlpha = alpha;
    // A PV window: a move that raises alpha here extends the principal variation (so a mate or a
    // capture sequence found by quiescence shows in full).
    const isPv = beta - alpha > 1;
    let bestScore: number;
    let standPat = 0;
    let rawEval = 0;
    // With LazyEvalMargin: the stand-pat score is a bound from the quick estimate (no evaluation
    // made, so nothing is stored in the TT).
    let lazy = false;
    if (inCheck) {
      bestScore = -MATE + ply;
    } else {
      const lazyMargin = this.options.lazyEvalMargin;
      if (ttHit) {
        rawEval = ttEval;
      } else if (lazyMargin !== 0 && this.evaluator === EVAL_FULL) {
        // Lazy evaluation: the quick estimate decides when it is beyond the window by more than
        // the margin. It is asked before the evaluation cache, so the tree never depends on what
        // earlier searches left in that cache (the same search gives the same nodes every time).
        const quick = quickEval(pos);
        if (quick !== NO_QUICK_EVAL) {
          const estimate = this.corrected(quick);
          if (estimate - lazyMargin >= beta) return estimate - lazyMargin;
          if (estimate + lazyMargin <= alpha) {
            lazy = true;
            standPat = estimate;
          }
        }
        if (!lazy) rawEval = evaluate(pos, this.evaluator);
      } else {
        rawEval = evaluate(pos, this.evaluator);
      }
      if (lazy) {
        // Below alpha by more than the margin: delta pruning judges by the estimate, and a
        // fail-low returns the estimate's upper bound, which still holds.
        bestScore = standPat + lazyMargin;
      } else {
        standPat = this.corrected(rawEval);
        if (standPat >= beta) {
          if (useTt && !ttHit) tt.store(pos.hashLo, pos.hashHi, ply, 0, standPat, rawEval, 0, BOUND_LOWER);
          return standPat;
        }
        if (standPat > alpha) alpha = standPat;
        bestScore = standPat;
      }
    }
    let bestMove = 0;

    // With QuiescenceTTMove: the TT move first, when quiescence would search it anyway.
    const ttMove = ttHit && this.options.quiescenceTtMove ? this.quiescenceTtMove(tt.hitMove, inCheck) : 0;
    const picker = this.picker;
    picker.init(pos, ply, ttMove, !inCheck, this.history);
    for (let m = picker.next(pos, ply, this.history); m !== 0; m = picker.next(pos, ply, this.history)) {
      if (!inCheck) {
        // Losing captures and under-promotions are not worth resolving. The picker hands them
        // out last, so none of the rest is worth it either. (The TT move is neither.)
        if (m !== ttMove && picker.lastWasLosing(ply)) break;
        // Delta pruning: even winning the piece outright would not reach alpha.
        const gainBound = SEE_VALUE[capturedType(pos, m)] + (((m >> KIND_SHIFT) & KIND_MASK) === KIND_PROMOTION ? SEE_VALUE[QUEEN] - SEE_VALUE[PAWN] : 0);
        if (standPat + gainBound + DELTA_MARGIN <= alpha) continue;
      }
      pos.makeMove(m);
      const score = 0 - this.quiescence(0 - beta, 0 - alpha, ply + 1);
      pos.unmakeMove();
      if (this.stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          bestMove = m;
          if (isPv) this.updatePv(ply, m);
          if (score >= beta) break;
        }
      }
    }
    if (inCheck && picker.count[ply] === 0) return -MATE + ply;
    if (useTt && !lazy) {
      const bound = bestScore >= beta ? BOUND_LOWER : alpha > oldAlpha ? BOUND_EXACT : BOUND_UPPER;
      tt.store(pos.hashLo, pos.hashHi, ply, bestMove, bestScore, inCheck ? 0 : rawEval, 0, bound);
    }
    return bestScore;
  }
}

