// `kerf falsecut`: how often a cut of Step 8 (ProbCut / Multi-ProbCut) is false, i.e. disagrees
// with the unpruned search of the same node (issue 26 screens each MPC idea by this rate). Each
// position is searched to a fixed depth by the main searcher, configured as the user asks; every
// cut Step 8 makes there comes through Searcher.onProbeCut and is counted by kind (high: result
// >= beta, low: result <= alpha) and height (the node's remaining depth). A deterministic sample
// of them is verified: a second searcher with ProbCut off searches the node's position, a fresh
// copy, to the same remaining depth (iterative deepening, cleared tables), and its score v is the
// unpruned value. A high cut is false when v < beta, a low cut when v > alpha. Verifications
// where v or a window bound is a mate score are skipped and counted apart.
// Design choice: the verification runs inside the hook, on a separate Searcher (its own position,
// tables and counters), so nothing is stored per cut and the main search goes on exactly as it
// would without the hook: the node's position is only read (Position.copyFrom keeps its game
// history, so the verification sees the same repetitions the main search would). The only state
// the two searchers share is the evaluator's global caches, keyed by the full position hash, which
// return the same values whoever filled them.
// Design choice: sampling is systematic, per position: cut c (counting from 0 in that position's
// search) is verified when c mod N equals a phase drawn once per position from the seed. Every
// N-th cut exactly, without locking onto a fixed place in the search's order, and a position's
// sample depends only on the position, its index and the seed.

import { Position } from '../../board/position.js';
import { positionFromFen } from '../../board/fen.js';
import { makeRandom } from '../../random.js';
import { isMateScore } from '../../search/constants.js';
import type { ProbeCutHook, Searcher } from '../../search/search.js';

export type CutKind = 'high' | 'low';

export interface FalseCutSettings {
  /** Depth of each main search. */
  depth: number;
  /** Verify every N-th cut (N ≥ 1; 1 = every cut). */
  sampleEvery: number;
  /** Seeds the per-position sampling phase. */
  seed: number;
}

/** The cuts of one kind at one height. */
export interface FalseCutCell {
  kind: CutKind;
  /** The node's remaining depth. */
  height: number;
  /** Cuts Step 8 made (all of them, sampled or not). */
  seen: number;
  /** Sampled cuts that were verified. */
  verified: number;
  /** Sampled cuts not judged: a mate score as the verification value or as a window bound. */
  skipped: number;
  /** Verified cuts the unpruned search contradicts. */
  falseCuts: number;
}

/** Counts summed over cells (a kind's, or everything). */
export interface FalseCutTotals {
  seen: number;
  verified: number;
  skipped: number;
  falseCuts: number;
}

/** One position's main search and what its cuts gave. */
export interface PositionFalseCuts extends FalseCutTotals {
  index: number;
  fen: string;
  /** The main search's nodes, best move and score (what the hook must leave as they would be without it). */
  nodes: number;
  bestMove: number;
  score: number;
  /** Nodes of this position's verification searches. */
  verificationNodes: number;
}

export interface FalseCutResult {
  /** Every (kind, height) with a cut seen: high before low, then by height. */
  cells: FalseCutCell[];
  perPosition: PositionFalseCuts[];
  totals: FalseCutTotals;
  /** Nodes of the main searches, and of the verification searches. */
  nodes: number;
  verificationNodes: number;
}

/** The false-cut rate in percent, or null when nothing was verified. */
export function falseCutRate(t: FalseCutTotals): number | null {
  return t.verified === 0 ? null : (100 * t.falseCuts) / t.verified;
}

/** Sum of the cells' counts (of those `keep` accepts). */
export function sumCells(cells: readonly FalseCutCell[], keep: (cell: FalseCutCell) => boolean = () => true): FalseCutTotals {
  const t: FalseCutTotals = { seen: 0, verified: 0, skipped: 0, falseCuts: 0 };
  for (const c of cells) {
    if (!keep(c)) continue;
    t.seen += c.seen;
    t.verified += c.verified;
    t.skipped += c.skipped;
    t.falseCuts += c.falseCuts;
  }
  return t;
}

/**
 * Search each FEN to settings.depth with `main` (its tables cleared first) and verify a sample of
 * the cuts Step 8 makes with `verifier`, which must be another searcher with ProbCut off.
 * `onPosition` sees each position's tally as it finishes. Throws on an invalid FEN.
 */
export function runFalseCuts(
  main: Searcher,
  verifier: Searcher,
  fens: readonly string[],
  settings: FalseCutSettings,
  onPosition?: (p: PositionFalseCuts) => void,
): FalseCutResult {
  if (main === verifier) throw new Error('falsecut: the verification searcher must not be the main searcher');
  if (verifier.probCut.enabled) throw new Error('falsecut: the verification searcher must have ProbCut off');
  if (!Number.isInteger(settings.sampleEvery) || settings.sampleEvery < 1) throw new Error(`falsecut: sampleEvery must be a whole number >= 1, got ${settings.sampleEvery}`);
  const every = settings.sampleEvery;
  const random = makeRandom(settings.seed);
  const cellsByKey = new Map<number, FalseCutCell>();
  const cellFor = (kind: CutKind, height: number): FalseCutCell => {
    const key = (kind === 'high' ? 0 : 1) * 4096 + height;
    let cell = cellsByKey.get(key);
    if (cell === undefined) {
      cell = { kind, height, seen: 0, verified: 0, skipped: 0, falseCuts: 0 };
      cellsByKey.set(key, cell);
    }
    return cell;
  };
  const nodeCopy = new Position();
  // The position being searched: its tally and sampling state, read by the hook.
  let tally: PositionFalseCuts | null = null;
  let cutIndex = 0;
  let phase = 0;

  const hook: ProbeCutHook = (depth, alpha, beta, result) => {
    if (tally === null) return;
    const kind: CutKind = result >= beta ? 'high' : 'low';
    const cell = cellFor(kind, depth);
    cell.seen++;
    tally.seen++;
    if (cutIndex++ % every !== phase) return;
    if (isMateScore(alpha) || isMateScore(beta)) {
      cell.skipped++;
      tally.skipped++;
      return;
    }
    nodeCopy.copyFrom(main.position);
    verifier.newGame();
    const unpruned = verifier.search(nodeCopy, { depth });
    tally.verificationNodes += unpruned.nodes;
    if (isMateScore(unpruned.score)) {
      cell.skipped++;
      tally.skipped++;
      return;
    }
    cell.verified++;
    tally.verified++;
    if (kind === 'high' ? unpruned.score < beta : unpruned.score > alpha) {
      cell.falseCuts++;
      tally.falseCuts++;
    }
  };

  const perPosition: PositionFalseCuts[] = [];
  const previousHook = main.onProbeCut;
  main.onProbeCut = hook;
  try {
    fens.forEach((fen, index) => {
      const parsed = positionFromFen(fen);
      if (!parsed.ok) throw new Error(`falsecut: position ${index + 1} '${fen}': ${parsed.message}`);
      const current: PositionFalseCuts = {
        index, fen, nodes: 0, bestMove: 0, score: 0, verificationNodes: 0, seen: 0, verified: 0, skipped: 0, falseCuts: 0,
      };
      tally = current;
      cutIndex = 0;
      phase = Math.floor(random() * every);
      main.newGame();
      const r = main.search(parsed.value, { depth: settings.depth });
      tally = null;
      current.nodes = r.nodes;
      current.bestMove = r.bestMove;
      current.score = r.score;
      perPosition.push(current);
      if (onPosition) onPosition(current);
    });
  } finally {
    main.onProbeCut = previousHook;
  }

  const cells = [...cellsByKey.values()].sort((a, b) => (a.kind === b.kind ? a.height - b.height : a.kind === 'high' ? -1 : 1));
  return {
    cells,
    perPosition,
    totals: sumCells(cells),
    nodes: perPosition.reduce((s, p) => s + p.nodes, 0),
    verificationNodes: perPosition.reduce((s, p) => s + p.verificationNodes, 0),
  };
}
