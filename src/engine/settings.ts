// The one table of engine settings. Each row is a UCI option: its name, type, typed default,
// range or combo values, help text, and how a value reaches the search (apply). From this table
// come the `option name …` lines of `uci` (src/uci/options.ts), `setoption` checking, every
// command's `--option Name=value`, `kerf calibrate --option` (the rows marked searchSwitch), and
// the README's option table (options-doc.ts, `npm run docs:options`).
// Design choice: the search owns its typed settings and their defaults (SearchOptions,
// MpcSettings, the evaluator and hash size); a row only names one of them for UCI and reads its
// default from there, and combo values are the search's own name arrays. So `search/` knows
// nothing of UCI, and an advertised default cannot drift from the searcher's real one.

import { loadPolyglotBook, type PolyglotBook } from '../book/polyglot-book.js';
import { DEFAULT_EVALUATOR, EVALUATORS } from '../eval/evaluators.js';
import { fail, ok, type Failure, type Result } from '../result.js';
import { DEFAULT_MPC_NOTE, DEFAULT_MPC_PARAMS_FILE, DEFAULT_MPC_TABLE, loadMpcParamsFile } from '../search/mpc/params.js';
import { DEFAULT_MPC_SETTINGS, MPC_PROBE_KINDS, MPC_PROBE_MOVE_SETS, PROBCUT_MODES } from '../search/mpc/settings.js';
import { STAGE_ENDGAME, STAGE_MIDDLEGAME } from '../search/mpc/stage.js';
import { MAX_MULTIPV } from '../search/multipv.js';
import { MAX_THREADS } from '../search/smp.js';
import { ELO_DEFAULT, ELO_MAX, ELO_MIN } from './strength.js';
import { DEFAULT_HASH_MIB, TT_SCORE_EVAL_ANY_DEPTH, defaultSearchOptions, type SearchSwitchKey, type SearchTunableKey } from '../search/options.js';
import type { Searcher } from '../search/search.js';

/** What a setting may change: the engine's position-independent state. */
export interface EngineState {
  readonly searcher: Searcher;
  /** UCI_Chess960: castling moves are read and written king-takes-rook. */
  chess960: boolean;
  /** Search threads, main included (UCI Threads). */
  threads: number;
  /** The note of the MPC parameters in force (the params file's "note"), for the UCI confirmation. */
  mpcParamsNote: string;
  /** OwnBook: play from `book` while it has a move. */
  ownBook: boolean;
  /** The opening book of BookFile, or null. */
  book: PolyglotBook | null;
  /** UCI_LimitStrength: play at the level of `elo` (engine/strength.ts), not at full strength. */
  limitStrength: boolean;
  /** UCI_Elo: the level played when limitStrength is on. */
  elo: number;
}

/** Why applying a checked value can still fail (MPCParams and BookFile read a file). */
export type ApplyFailure = Failure<'InvalidParams' | 'UnreadableFile' | 'InvalidBook'>;

interface About {
  readonly name: string;
  /** One line for the README option table. */
  readonly help: string;
}

export interface SpinSetting extends About {
  readonly type: 'spin';
  readonly default: number;
  readonly min: number;
  readonly max: number;
  apply(engine: EngineState, value: number): void;
}

export interface CheckSetting extends About {
  readonly type: 'check';
  readonly default: boolean;
  /** The search switch this row sets: the only rows `kerf calibrate --option` accepts. */
  readonly searchSwitch?: SearchSwitchKey;
  apply(engine: EngineState, value: boolean): void;
}

export interface ComboSetting extends About {
  readonly type: 'combo';
  readonly default: string;
  readonly vars: readonly string[];
  /** `index` is the value's place in vars (the search's own mode numbering). */
  apply(engine: EngineState, index: number): void;
}

export interface StringSetting extends About {
  readonly type: 'string';
  readonly default: string;
  /** A number in this range, or empty (the MPC threshold overrides). */
  readonly number?: { readonly min: number; readonly max: number };
  apply(engine: EngineState, value: string): ApplyFailure | undefined;
}

export interface ButtonSetting extends About {
  readonly type: 'button';
  apply(engine: EngineState): void;
}

export type Setting = SpinSetting | CheckSetting | ComboSetting | StringSetting | ButtonSetting;

const SEARCH_DEFAULTS = defaultSearchOptions();

/** An on/off switch of the search, settable by `kerf calibrate --option` too. */
function searchSwitch(name: string, key: SearchSwitchKey, help: string): CheckSetting {
  return { name, type: 'check', default: SEARCH_DEFAULTS[key], searchSwitch: key, help, apply: (e, on) => { e.searcher.options[key] = on; } };
}

/** A spin option for one of the search's tunables, for screens of other values. */
function searchTunable(name: string, key: SearchTunableKey, min: number, max: number, help: string): SpinSetting {
  return { name, type: 'spin', default: SEARCH_DEFAULTS[key], min, max, help, apply: (e, value) => { e.searcher.options[key] = value; } };
}

/** An override of one stage's MPC threshold t: empty, or a number in 0..10. */
function thresholdOverride(name: string, stage: number, help: string): StringSetting {
  return {
    name, type: 'string', default: '', number: { min: 0, max: 10 }, help,
    apply: (e, value) => { e.searcher.probCut.settings.thresholdOverride[stage] = value === '' ? NaN : Number(value); },
  };
}

const MPC = DEFAULT_MPC_SETTINGS;

/** The Step 8 switches that are plain on/off fields of MpcSettings. */
type MpcGateKey = 'adaptive' | 'ttCut' | 'failSoft' | 'improvingSigma' | 'extendHeights' | 'leaveToNullMove' | 'cutNodesOnly' | 'evalGate' | 'ttGate' | 'skipQuietTtMove' | 'afterIir' | 'keepSacrifices' | 'nested';

/** A gate of Step 8 (issue 26): a check option writing one field of the ProbCut settings. */
function mpcGate(name: string, key: MpcGateKey, help: string): CheckSetting {
  return { name, type: 'check', default: MPC[key], help, apply: (e, on) => { e.searcher.probCut.settings[key] = on; } };
}

/** Every option, in the order `uci` lists them. */
export const SETTINGS: readonly Setting[] = [
  { name: 'Hash', type: 'spin', default: DEFAULT_HASH_MIB, min: 1, max: 4096, help: 'transposition table size in MiB', apply: (e, mib) => e.searcher.tt.resize(mib) },
  {
    name: 'Threads', type: 'spin', default: 1, min: 1, max: MAX_THREADS, help: 'search threads (Lazy SMP: the main thread plus Threads-1 helpers sharing the hash table; applied at the next go)',
    apply: (e, n) => { e.threads = n; },
  },
  { name: 'Ponder', type: 'check', default: false, help: 'the GUI may send `go ponder`', apply: () => {} },
  { name: 'UCI_Chess960', type: 'check', default: false, help: 'castling written king-takes-rook', apply: (e, on) => { e.chess960 = on; } },
  {
    name: 'MultiPV', type: 'spin', default: SEARCH_DEFAULTS.multiPv, min: 1, max: MAX_MULTIPV,
    help: 'principal variations searched and reported per depth (`info … multipv k`), best first; bestmove is the best line\'s',
    apply: (e, n) => { e.searcher.options.multiPv = n; },
  },
  {
    name: 'MoveOverhead', type: 'spin', default: SEARCH_DEFAULTS.moveOverhead, min: 0, max: 5000, help: 'ms kept in reserve per move',
    apply: (e, ms) => { e.searcher.options.moveOverhead = ms; },
  },
  {
    name: 'Evaluation', type: 'combo', default: EVALUATORS[DEFAULT_EVALUATOR], vars: EVALUATORS,
    help: 'evaluation function (simple = material and PST only; full = the Crafty-style evaluator)',
    apply: (e, index) => { e.searcher.evaluator = index; },
  },
  searchSwitch('NullMove', 'nullMove', 'null-move pruning (search Step 9)'),
  searchSwitch('LMR', 'lmr', 'late move reductions (Step 11c)'),
  searchSwitch('Futility', 'futility', 'futility pruning (Step 11a)'),
  searchSwitch('ReverseFutility', 'reverseFutility', 'reverse futility pruning (Step 6)'),
  searchSwitch('CheckExtension', 'checkExtension', 'check extension (Step 11b)'),
  searchSwitch('AspirationWindows', 'aspiration', 'aspiration windows in iterative deepening'),
  searchSwitch('ContinuationHistory', 'continuationHistory', 'continuation history, 1 and 2 plies back, in quiet ordering, LMR and pruning'),
  searchSwitch('CaptureHistory', 'captureHistory', 'capture history in capture ordering'),
  searchSwitch('HistoryLMR', 'historyLmr', 'late move reductions adjusted by history (Step 11c)'),
  searchSwitch('NoisyLMR', 'noisyLmr', 'late move reductions of losing captures, half the quiets\' (Step 11c)'),
  searchSwitch('CheckLMR', 'checkLmr', 'late move reductions of quiet checks, one ply less than other quiets (Step 11c)'),
  searchSwitch('TTCaptureLMR', 'ttCaptureLmr', 'late move reductions of quiets one ply more behind a noisy TT move (Step 11c)'),
  searchSwitch('LMRResearchDepth', 'lmrResearchDepth', 'an LMR fail-high re-searched a ply deeper when far above the best score, shallower when barely (Step 11c)'),
  searchSwitch('Improving', 'improving', 'the improving signal in reverse futility, LMP and LMR'),
  searchSwitch('LateMovePruning', 'lateMovePruning', 'late move pruning by move count (Step 11a)'),
  searchSwitch('SEEPruning', 'seePruning', 'SEE pruning of quiets and captures near the leaves (Step 11a)'),
  searchSwitch('HistoryPruning', 'historyPruning', 'pruning of quiets with bad history near the leaves (Step 11a)'),
  searchSwitch('Razoring', 'razoring', 'razoring (Step 7)'),
  searchSwitch('SingularExtension', 'singularExtension', 'singular, double and negative extensions with multi-cut (Step 10b)'),
  searchSwitch('IIR', 'iir', 'internal iterative reduction (Step 10a)'),
  searchSwitch('QuiescenceTT', 'quiescenceTt', 'transposition table probes and stores in quiescence'),
  searchSwitch('QuiescenceTTMove', 'quiescenceTtMove', 'with QuiescenceTT, quiescence searches the TT move first: a capture or queen promotion SEE does not call losing, or any move in check'),
  searchSwitch('TTPV', 'ttPv', 'TT-PV flag: positions once on a PV are reduced less by LMR (Step 11c)'),
  searchSwitch('CorrectionHistory', 'correctionHistory', 'static evals corrected per pawn structure by what searches found them off by (Steps 5, 13)'),
  searchSwitch('TTScoreEval', 'ttScoreEval', 'the TT score instead of the static eval in pruning where its bound says it is closer (Steps 6, 7, 9, 11a)'),
  searchTunable('TTScoreEvalSlack', 'ttScoreEvalSlack', 0, TT_SCORE_EVAL_ANY_DEPTH, `with TTScoreEval, only TT entries at least the node's depth minus this deep stand in for the static eval (${TT_SCORE_EVAL_ANY_DEPTH}: any)`),
  searchTunable('ReverseFutilityDepth', 'reverseFutilityDepth', 0, 16, 'reverse futility pruning at depth at most this (Step 6)'),
  searchTunable('ReverseFutilityMargin', 'reverseFutilityMargin', 0, 1000, 'reverse futility margin per ply of depth, cp (Step 6)'),
  searchTunable('FutilityDepth', 'futilityDepth', 0, 16, 'futility pruning at depth at most this (Step 11a)'),
  searchTunable('NullMoveBaseR', 'nullMoveBaseR', 1, 8, 'null move reduction before its depth and eval terms (Step 9)'),
  searchTunable('LazyEvalMargin', 'lazyEvalMargin', 0, 2000, 'quiescence stands pat on material, PST and pawn structure alone where they are beyond the window by more than this, cp (0: off)'),
  searchSwitch('AdaptiveTime', 'adaptiveTime', 'time per move by best-move stability, score trend and node share (with a clock)'),
  {
    name: 'ProbCut', type: 'combo', default: PROBCUT_MODES[MPC.mode], vars: PROBCUT_MODES, help: 'ProbCut / Multi-ProbCut before null move (Step 8)',
    apply: (e, mode) => { e.searcher.probCut.settings.mode = mode; },
  },
  {
    name: 'MPCParams', type: 'string', default: '', help: `MPC parameter JSON file; empty = built-in \`${DEFAULT_MPC_PARAMS_FILE}\``,
    apply: (e, path) => {
      if (path === '') {
        e.searcher.probCut.settings.table = DEFAULT_MPC_TABLE;
        e.mpcParamsNote = DEFAULT_MPC_NOTE;
        return undefined;
      }
      // On failure the previous parameters stay in force.
      const loaded = loadMpcParamsFile(path);
      if (!loaded.ok) return loaded;
      e.searcher.probCut.settings.table = loaded.value.table;
      e.mpcParamsNote = loaded.value.note;
      return undefined;
    },
  },
  {
    name: 'ProbCutMargin', type: 'spin', default: MPC.fixedMargin, min: 0, max: 1000,
    help: 'ProbCut=fixed: the good captures are searched 4 plies shallower against beta + this margin (centipawns)',
    apply: (e, cp) => { e.searcher.probCut.settings.fixedMargin = cp; },
  },
  {
    name: 'ProbCutMarginImproving', type: 'spin', default: MPC.fixedMarginImproving, min: 0, max: 1000,
    help: 'ProbCut=fixed: the margin is this much smaller where the static eval is improving (with Improving on)',
    apply: (e, cp) => { e.searcher.probCut.settings.fixedMarginImproving = cp; },
  },
  thresholdOverride('MPCThresholdMid', STAGE_MIDDLEGAME, 'override the middlegame cut threshold t'),
  thresholdOverride('MPCThresholdEnd', STAGE_ENDGAME, 'override the endgame cut threshold t'),
  {
    name: 'ProbCutPV', type: 'check', default: MPC.atPvNodes, help: 'apply ProbCut/MPC at PV nodes too',
    apply: (e, on) => { e.searcher.probCut.settings.atPvNodes = on; },
  },
  {
    name: 'MPCProbes', type: 'combo', default: MPC_PROBE_KINDS[MPC.probes], vars: MPC_PROBE_KINDS,
    help: 'which MPC probes run: both cuts (the paper), only the high (fail-high) one (the default, with `MPCProbeMoves=captures` the best in 1000 games at 10+0.1), only the low one, or by node type (high at expected cut nodes, low at expected all nodes)',
    apply: (e, kinds) => { e.searcher.probCut.settings.probes = kinds; },
  },
  {
    name: 'MPCQSearchFilter', type: 'check', default: MPC.qsearchFilter,
    help: 'run a high probe only where a quiescence search at its bound already reaches it (Stockfish\'s ProbCut order: a failed probe costs a whole shallow search and buys nothing)',
    apply: (e, on) => { e.searcher.probCut.settings.qsearchFilter = on; },
  },
  {
    name: 'MPCProbeMoves', type: 'combo', default: MPC_PROBE_MOVE_SETS[MPC.probeMoves], vars: MPC_PROBE_MOVE_SETS,
    help: 'what a high probe searches: every move (the paper), or only the captures and queen promotions SEE does not call losing, each checked by quiescence at the bound first (the default: a subset of the paper\'s cuts, at a fraction of the cost)',
    apply: (e, moves) => { e.searcher.probCut.settings.probeMoves = moves; },
  },
  mpcGate('MPCAdaptive', 'adaptive', 'MPC: a quiescence search picks the depth pair, the shallowest whose fitted bound it reaches, then the deepest'),
  {
    name: 'MPCReduce', type: 'spin', default: MPC.reducePlies, min: 0, max: 2,
    help: 'MPC at expected all nodes: a low probe that predicts a fail-low reduces the node by this many plies instead of cutting (0: it cuts)',
    apply: (e, plies) => { e.searcher.probCut.settings.reducePlies = plies; },
  },
  mpcGate('MPCTTCut', 'ttCut', 'MPC from the TT alone: a deep-enough lower bound above a try\'s fitted bound fails high with no probe searched'),
  mpcGate('MPCFailSoft', 'failSoft', 'MPC: a cut returns the regression\'s bound on the deep value (a·v\' + b − tσ high, + tσ low) instead of beta or alpha, as fixed ProbCut returns its score less the margin'),
  mpcGate('MPCImprovingSigma', 'improvingSigma', 'MPC with Improving on: each try\'s bounds use the σ fitted at improving or at not-improving nodes, by the node\'s improving signal (the params file\'s `sigma_improving` / `sigma_not_improving`; `sigma` where a try has none)'),
  mpcGate('MPCExtend', 'extendHeights', 'MPC above the deepest fitted height too: the top height\'s tries at the same reduction, with its a, b and σ'),
  mpcGate('MPCCutNodesOnly', 'cutNodesOnly', 'ProbCut/MPC only at expected cut nodes'),
  mpcGate('MPCEvalGate', 'evalGate', 'ProbCut/MPC without a TT entry only where the static eval is at least beta'),
  mpcGate('MPCTTGate', 'ttGate', 'no ProbCut/MPC where a TT entry at least depth - 3 deep scores below beta'),
  mpcGate('MPCSkipQuietTTMove', 'skipQuietTtMove', 'no ProbCut/MPC where the TT move is quiet'),
  mpcGate('MPCLeaveToNullMove', 'leaveToNullMove', 'no ProbCut/MPC where null move will be tried (static eval at least beta, null move allowed): the probe only where null move will not'),
  mpcGate('MPCKeepSacrifices', 'keepSacrifices', 'the ProbCut/MPC capture probe does not take the piece the opponent\'s last move put down when that move was quiet (a likely sacrifice)'),
  {
    name: 'MPCKingAttackers', type: 'spin', default: MPC.kingAttackers, min: 0, max: 4,
    help: 'no ProbCut/MPC where at least this many enemy knights, bishops, rooks and queens attack the side to move\'s king zone (0: probe regardless)',
    apply: (e, n) => { e.searcher.probCut.settings.kingAttackers = n; },
  },
  mpcGate('MPCAfterIIR', 'afterIir', 'internal iterative reduction (IIR on) before ProbCut/MPC instead of after'),
  mpcGate('ProbCutNested', 'nested', 'ProbCut/MPC inside its own probe searches too, as Stockfish\'s ProbCut (off: only outside them, as Jiang & Buro)'),
  searchSwitch('MultiCut', 'multiCut', 'Multi-Cut at expected cut nodes (Step 10)'),
  {
    name: 'OwnBook', type: 'check', default: false,
    help: 'play from the Polyglot book of `BookFile` while it has a move (not in `go infinite`, `ponder`, `mate` or with `searchmoves`)',
    apply: (e, on) => { e.ownBook = on; },
  },
  {
    name: 'BookFile', type: 'string', default: '', help: 'Polyglot opening book (`.bin`); empty = none',
    apply: (e, path) => {
      if (path === '') { e.book = null; return undefined; }
      // On failure the previous book stays in force.
      const loaded = loadPolyglotBook(path);
      if (!loaded.ok) return loaded;
      e.book = loaded.value;
      return undefined;
    },
  },
  {
    name: 'UCI_LimitStrength', type: 'check', default: false,
    help: 'play at the level of `UCI_Elo` (a node budget and a seeded pick among near-best MultiPV lines; see docs/strength-levels.md), not in `go infinite` or `go mate`',
    apply: (e, on) => { e.limitStrength = on; },
  },
  {
    name: 'UCI_Elo', type: 'spin', default: ELO_DEFAULT, min: ELO_MIN, max: ELO_MAX,
    help: 'the level played with `UCI_LimitStrength`, on the scale of Stockfish 15.1\'s own UCI_Elo (docs/strength-levels.md)',
    apply: (e, elo) => { e.elo = elo; },
  },
  { name: 'Clear Hash', type: 'button', help: 'empty the transposition table', apply: (e) => e.searcher.newGame() },
];

/** A row that sets one of the search's on/off switches. */
export type SearchSwitchSetting = CheckSetting & { readonly searchSwitch: SearchSwitchKey };

/** The rows `kerf calibrate --option` accepts: the search's on/off switches, in table order. */
export const SEARCH_SWITCH_SETTINGS: readonly SearchSwitchSetting[] = SETTINGS.filter(
  (s): s is SearchSwitchSetting => s.type === 'check' && s.searchSwitch !== undefined,
);

/** The row of an option, by case-insensitive name (as UCI says). */
export function findSetting(name: string): Setting | undefined {
  const lower = name.toLowerCase();
  return SETTINGS.find((s) => s.name.toLowerCase() === lower);
}

/** An option with its name as the table spells it and its value normalised ('true', '64', 'mpc', …). */
export interface CheckedOption {
  readonly name: string;
  readonly value: string;
}

export type OptionErrorKind = 'UnknownOption' | 'InvalidOptionValue';

/** Check and normalise a value for an option. Pure: no engine state, so the UCI front end can refuse a bad value at once. */
export function checkOption(name: string, value: string): Result<CheckedOption, OptionErrorKind> {
  const setting = findSetting(name);
  if (!setting) return fail('UnknownOption', `unknown option '${name}'`);
  const checked = checkValue(setting, value.trim());
  return checked.ok ? ok({ name: setting.name, value: checked.value }) : checked;
}

function checkValue(s: Setting, v: string): Result<string, 'InvalidOptionValue'> {
  switch (s.type) {
    case 'spin': {
      if (!/^[+-]?\d+$/.test(v)) return fail('InvalidOptionValue', `option ${s.name} needs a whole number, got '${v}'`);
      const n = Number(v);
      if (n < s.min || n > s.max) return fail('InvalidOptionValue', `option ${s.name} must be between ${s.min} and ${s.max}, got ${n}`);
      return ok(String(n));
    }
    case 'check': {
      const lower = v.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return fail('InvalidOptionValue', `option ${s.name} must be true or false, got '${v}'`);
      return ok(lower);
    }
    case 'combo': {
      const match = s.vars.find((x) => x.toLowerCase() === v.toLowerCase());
      if (match === undefined) return fail('InvalidOptionValue', `option ${s.name} must be one of ${s.vars.join(', ')}, got '${v}'`);
      return ok(match);
    }
    case 'button':
      return ok('');
    case 'string': {
      if (v === '<empty>') return ok('');
      if (s.number === undefined || v === '') return ok(v);
      const n = Number(v);
      if (!/^\d*\.?\d+$/.test(v) || !Number.isFinite(n) || n < s.number.min || n > s.number.max) {
        return fail('InvalidOptionValue', `option ${s.name} must be a number from ${s.number.min} to ${s.number.max} or empty, got '${v}'`);
      }
      return ok(String(n));
    }
  }
}

/**
 * Check an option and apply it to `engine` (UCI setoption in the search thread, `--option` on the
 * command line). On failure nothing changes.
 */
export function applyOption(engine: EngineState, name: string, value: string): Result<CheckedOption, OptionErrorKind | ApplyFailure['kind']> {
  const checked = checkOption(name, value);
  if (!checked.ok) return checked;
  const setting = findSetting(checked.value.name)!;
  const v = checked.value.value;
  switch (setting.type) {
    case 'spin': setting.apply(engine, Number(v)); break;
    case 'check': setting.apply(engine, v === 'true'); break;
    case 'combo': setting.apply(engine, setting.vars.indexOf(v)); break;
    case 'button': setting.apply(engine); break;
    case 'string': {
      const failed = setting.apply(engine, v);
      if (failed !== undefined) return failed;
      break;
    }
  }
  return checked;
}

/**
 * `Name=value`, the text of one `--option` flag, checked against the table. A flag without `=`
 * is an InvalidFlag; a bad name or value fails as checkOption does.
 */
export function parseOptionFlag(text: string): Result<CheckedOption, 'InvalidFlag' | OptionErrorKind> {
  const eq = text.indexOf('=');
  if (eq <= 0) return fail('InvalidFlag', `--option needs "Name=value", got '${text}'`);
  return checkOption(text.slice(0, eq).trim(), text.slice(eq + 1));
}

