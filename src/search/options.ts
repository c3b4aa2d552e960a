// The search's switches and tunables (SearchOptions) with their defaults, and the default table
// size: what the engine's settings table (src/engine/settings.ts) needs from the search without
// loading it, so the UCI front end, which only lists and checks options, stays light at start-up.

/**
 * Per-technique switches and tunables that UCI options set. The search owns these and their
 * defaults (defaultSearchOptions); the engine's settings table (src/engine/settings.ts) names them
 * for UCI and takes its advertised defaults from here.
 */
export interface SearchOptions {
  nullMove: boolean;
  lmr: boolean;
  futility: boolean;
  reverseFutility: boolean;
  checkExtension: boolean;
  aspiration: boolean;
  multiCut: boolean;
  /** Continuation history (1 and 2 plies back) in quiet ordering, LMR and history pruning. */
  continuationHistory: boolean;
  /** Capture history in capture ordering. */
  captureHistory: boolean;
  /** LMR reduced less for quiets with good history, more for bad (Step 11c). */
  historyLmr: boolean;
  /** LMR of losing captures (SEE below zero) late in the ordering: half the quiets' reduction (Step 11c). */
  noisyLmr: boolean;
  /** LMR of quiet checks too, one ply less than other quiets (Step 11c). */
  checkLmr: boolean;
  /** LMR of quiets one ply more when the TT move is a capture or promotion (Step 11c). */
  ttCaptureLmr: boolean;
  /** A reduced search that failed high is re-searched a ply deeper when far above the best score, a ply shallower when barely (Step 11c). */
  lmrResearchDepth: boolean;
  /** The `improving` signal (static eval above two plies ago) in reverse futility, LMP and LMR. */
  improving: boolean;
  /** Late move pruning: quiets beyond a move count by depth (Step 11a). */
  lateMovePruning: boolean;
  /** SEE pruning of quiets and captures near the leaves (Step 11a). */
  seePruning: boolean;
  /** History pruning of quiets with a bad history near the leaves (Step 11a). */
  historyPruning: boolean;
  /** Razoring: far below alpha near the leaves, trust quiescence (Step 7). */
  razoring: boolean;
  /** Singular extensions, with multi-cut and negative extensions (Step 10b). */
  singularExtension: boolean;
  /** Internal iterative reduction: no TT move at a PV or cut node, one ply less (Step 10a). */
  iir: boolean;
  /** Quiescence probes and stores the transposition table. */
  quiescenceTt: boolean;
  /**
   * With quiescenceTt: quiescence searches the TT move first, when it is a capture or queen
   * promotion that SEE does not call losing (in check, any TT move).
   */
  quiescenceTtMove: boolean;
  /** TT-PV: positions once searched at a PV node keep a flag in the table; LMR reduces them less. */
  ttPv: boolean;
  /** Static evaluations corrected by what searches found them off by, per pawn structure. */
  correctionHistory: boolean;
  /** The TT score stands in for the static eval in pruning where its bound says it is closer. */
  ttScoreEval: boolean;
  /**
   * With ttScoreEval: only TT entries at least the node's depth minus this many plies deep stand
   * in (shallower ones, such as ProbCut's probe results, leave the static eval);
   * TT_SCORE_EVAL_ANY_DEPTH admits any depth.
   */
  ttScoreEvalSlack: number;
  /** Time per move by best-move stability, score trend and the best move's share of nodes. */
  adaptiveTime: boolean;
  /** Reverse futility pruning at depth ≤ this (Step 6). */
  reverseFutilityDepth: number;
  /** Reverse futility's margin per ply of depth, in cp (Step 6). */
  reverseFutilityMargin: number;
  /** Futility pruning at depth ≤ this (Step 11a). */
  futilityDepth: number;
  /** Null move's reduction at depth < 4 and an eval within 200 cp of beta (Step 9). */
  nullMoveBaseR: number;
  /**
   * Lazy evaluation in quiescence: stand pat on the quick estimate (material, PST, pawn structure)
   * where it is beyond the window by more than this many cp; 0 = off.
   */
  lazyEvalMargin: number;
  /** MoveOverhead in ms. */
  moveOverhead: number;
  /** MultiPV: root lines searched and reported per iteration (1..MAX_MULTIPV). */
  multiPv: number;
}

/**
 * The search's tunables that spin options set: the margins and depths of Steps 6, 9 and 11a, lazy
 * evaluation's margin and TTScoreEval's depth slack.
 */
export type SearchTunableKey = 'reverseFutilityDepth' | 'reverseFutilityMargin' | 'futilityDepth' | 'nullMoveBaseR' | 'lazyEvalMargin' | 'ttScoreEvalSlack';

/** TTScoreEvalSlack's largest value, which admits a TT entry of any depth. */
export const TT_SCORE_EVAL_ANY_DEPTH = 64;

/** The names of SearchOptions' on/off switches. */
export type SearchSwitchKey = { [K in keyof SearchOptions]: SearchOptions[K] extends boolean ? K : never }[keyof SearchOptions];

/** The options of a fresh searcher. */
export function defaultSearchOptions(): SearchOptions {
  return {
    nullMove: true,
    lmr: true,
    futility: true,
    reverseFutility: true,
    checkExtension: false,
    aspiration: true,
    multiCut: false,
    continuationHistory: true,
    captureHistory: false,
    historyLmr: true,
    noisyLmr: false,
    checkLmr: true,
    ttCaptureLmr: false,
    lmrResearchDepth: false,
    improving: true,
    lateMovePruning: true,
    seePruning: true,
    historyPruning: false,
    razoring: true,
    singularExtension: true,
    iir: false,
    quiescenceTt: true,
    quiescenceTtMove: true,
    ttPv: true,
    correctionHistory: false,
    ttScoreEval: true,
    ttScoreEvalSlack: TT_SCORE_EVAL_ANY_DEPTH,
    adaptiveTime: true,
    reverseFutilityDepth: 6,
    reverseFutilityMargin: 85,
    futilityDepth: 3,
    nullMoveBaseR: 3,
    lazyEvalMargin: 0,
    moveOverhead: 50,
    multiPv: 1,
  };
}


/** Transposition table size of a fresh searcher, in MiB (UCI option Hash's default). */
export const DEFAULT_HASH_MIB = 16;
