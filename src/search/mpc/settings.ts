// What ProbCut / Multi-ProbCut is set to do: the mode, which probes run and over which moves, the
// parameter table and the threshold overrides. The UCI options ProbCut, ProbCutPV, MPCProbes,
// MPCQSearchFilter, MPCProbeMoves, MPCParams and MPCThreshold* write these fields (through the
// engine's settings table, src/engine/settings.ts, whose combo values are the arrays below); the
// probe (probe.ts) only reads them. Per-search state and statistics live elsewhere (probe.ts,
// stats.ts). Design choice: modes are small integers indexing their name arrays, so the probe
// compares integers per node and the option text is mapped once, when it is set.

import { DEFAULT_MPC_TABLE, type MpcTable } from './params.js';
import { STAGE_COUNT } from './stage.js';

export const PROBCUT_OFF = 0;
export const PROBCUT_SINGLE = 1;
export const PROBCUT_MPC = 2;
/**
 * Fixed-margin ProbCut as today's engines do it (Stockfish, Ethereal): at depth ≥ 5, the good
 * captures are searched to depth − 4 against beta + a margin, with no regression behind it. The
 * baseline that regression MPC is measured against (issue 26); same gating, same capture probe.
 */
export const PROBCUT_FIXED = 3;
export const PROBCUT_MODES = ['off', 'probcut', 'mpc', 'fixed'] as const;

/** Fixed-margin ProbCut: the least depth probed and how much shallower the probe searches. */
export const FIXED_PROBCUT_MIN_DEPTH = 5;
export const FIXED_PROBCUT_REDUCTION = 4;

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

export class MpcSettings {
  /**
   * PROBCUT_OFF, _SINGLE, _MPC or _FIXED. Regression MPC by default, with the built-in table
   * (params/mpc-modern-r5-tfixed.json), MPCExtend, MPCCutNodesOnly, MPCImprovingSigma and
   * MPCFailSoft: that setting passed its SPRT (0 / 10) against off at 10+0.1, +19.2 ± 12.2 in
   * 1,468 games (docs/experiments/mpc-modern.md, `sprt-mpc-isig-tc`; issue 26).
   */
  mode = PROBCUT_MPC;
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
  /** The parameters: the built-in table unless MPCParams names a file; null = no probes. */
  table: MpcTable | null = DEFAULT_MPC_TABLE;
  /** ProbCut=fixed: the probe's bound is beta + fixedMargin (ProbCutMargin), centipawns … */
  fixedMargin = 200;
  /** … less fixedMarginImproving (ProbCutMarginImproving) where the static eval is improving. */
  fixedMarginImproving = 50;
  /**
   * MPCAdaptive: the qsearch value picks the depth pair (Reckless's adaptive ProbCut, with the
   * fitted table in place of its hand constants). One quiescence search over the window of the
   * height's high bounds gives q; the shallowest try whose bound q reaches is probed, and if it
   * does not cut, the deepest try (the cheapest bound) once more. High probes only.
   */
  adaptive = false;
  /**
   * MPCReduce (0 = off): at expected all nodes, a low probe that predicts v ≤ alpha reduces the
   * node's depth by this many plies (1 or 2) instead of cutting (as extended null-move reductions
   * reduce instead of pruning). At cut nodes a low probe still cuts.
   */
  reducePlies = 0;
  /**
   * MPCTTCut: "small" ProbCut from the TT alone. A lower bound in the TT at least as deep as a
   * try's shallow depth that reaches the try's high bound cuts as that probe would have, with no
   * search; it returns beta plus what the bound exceeds by (the value less the fitted margin).
   */
  ttCut = false;
  /**
   * MPCFailSoft: a regression cut returns the fitted line's confidence bound on the deep value,
   * a·v′ + b − tσ for a high cut (at least beta) and a·v′ + b + tσ for a low one (at most alpha),
   * instead of beta or alpha (the paper's fail-hard Figure 3). It is MPC's form of what
   * fixed-margin ProbCut returns, the probe's score less the margin (issue 26, item 5). On by
   * default, as part of the setting that passed against off.
   */
  failSoft = true;
  /**
   * MPCImprovingSigma: with the Improving switch on too, each try's bounds use the σ fitted at
   * nodes like this one — sigmaImproving where the static eval is above the one two plies back,
   * sigmaNotImproving where it is not — instead of the pooled σ (issue 26; the params file's
   * sigma_improving / sigma_not_improving, which default to sigma). The line a, b stays the same.
   * On by default, as part of the setting that passed against off.
   */
  improvingSigma = true;
  /**
   * MPCExtend: nodes above the deepest fitted height of their stage are probed too, with the top
   * height's tries at the same reduction (height − shallow) and the same a, b and σ. In the fits
   * σ of a pair of fixed reduction falls as the depths grow, so the top height's σ errs on the
   * safe side. Without it, Step 8 probes no node above the table (the fit stops where a
   * calibration's deep searches do, while a game's iterations go deeper). On by default (the
   * built-in table stops at height 12).
   */
  extendHeights = true;
  // The gates of Step 8 (issue 26), each its own switch, all but MPCCutNodesOnly off by default.
  // They decide whether the step runs at a node at all, and are meant for high probes (the
  // default MPCProbes).
  /**
   * MPCCutNodesOnly: probe only at expected cut nodes (where nearly all ProbCut cut-offs happen).
   * On by default: the gate of every clock match of issue 26, regression MPC's and the fixed margin's.
   */
  cutNodesOnly = true;
  /** MPCEvalGate: without a TT entry, probe only where the static eval is at least beta. */
  evalGate = false;
  /** MPCTTGate: skip the probe where a TT entry at least depth − 3 deep scores below beta. */
  ttGate = false;
  /** MPCSkipQuietTTMove: skip the probe where the TT move is quiet (a capture probe cannot find it). */
  skipQuietTtMove = false;
  /**
   * MPCLeaveToNullMove: no probe where Step 9 will try a null move (eval at least beta, null
   * move allowed). Step 8 stays ahead of null move, but only acts where null move will not: a
   * capture probe there finds the cuts null move cannot (Stockfish's ProbCut runs after null
   * move fails, so it too probes mostly such nodes).
   */
  leaveToNullMove = false;
  /**
   * MPCKeepSacrifices: the capture probe leaves out captures of the piece the opponent's last
   * move put on its square when that move was quiet. Such a piece is often offered (Nf5, Bf6,
   * Re8 in WAC): taking it wins material in the shallow search, while only the full depth sees
   * what the offer buys (session 35, issue 26).
   */
  keepSacrifices = false;
  /**
   * MPCKingAttackers: no probe where at least this many enemy knights, bishops, rooks and queens
   * bear on the side to move's king zone (king-danger.ts); 0, the default, probes regardless.
   */
  kingAttackers = 0;
  /** MPCAfterIIR: internal iterative reduction (with IIR on) takes its ply before Step 8, not after. */
  afterIir = false;
  /**
   * ProbCutNested: Step 8 runs inside its own probe searches too, as Stockfish's ProbCut does (a
   * probe is an ordinary search there). Off, the default, it runs only outside them, as in Jiang
   * & Buro: a probe's subtree is searched without forward cuts of its own kind.
   */
  nested = false;
  /** Threshold overrides per stage (MPCThresholdMid / MPCThresholdEnd); NaN = from the table. */
  readonly thresholdOverride = new Float64Array(STAGE_COUNT).fill(NaN);
}

/** The settings of a fresh engine: the defaults the UCI options advertise. */
export const DEFAULT_MPC_SETTINGS: Readonly<MpcSettings> = Object.freeze(new MpcSettings());
