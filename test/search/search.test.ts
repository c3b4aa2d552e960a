// The search in process (search.ts through Engine, as UCI and the CLI drive it): deterministic
// node counts, moves and scores, also across Hash resizes and ucinewgame; mates in 1, 2 and 3 with
// mate scores; draws by repetition against the game history, the fifty-move rule and insufficient
// material; every technique switch reaches the search (it changes the node count) and the engine
// still finds a simple tactic with any one of them off; ProbCut sits before null move; MultiPV
// reports distinct lines best first, never more than the root moves allowed.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { legalMoves, moveToUci, parseUciMove } from '../../src/movegen/notation.js';
import { MATE, MATE_BOUND, mateInMoves } from '../../src/search/constants.js';
import { BOUND_LOWER, BOUND_UPPER } from '../../src/search/tt.js';
import type { IterationInfo, SearchLimits, SearchResult } from '../../src/search/search.js';
import { Engine } from '../../src/engine/engine.js';
import { SEARCH_SWITCH_SETTINGS } from '../../src/engine/settings.js';
import { runBench } from '../../src/tools/bench.js';
import { gameAfter } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';

const ENDGAME = '8/1p4k1/p4p2/P1p1r3/2P4R/1P1q2Pp/3K3P/8 w - - 0 46';
// Mates checked by exhaustive search with chess.js (shortest forced mate).
const MATE_IN_1 = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'; // Ra8#
const MATE_IN_2 = '6k1/pp4pp/8/8/8/8/1Q6/5RK1 w - - 0 1'; // Qb3+ or Qa2+, Kh8, Rf8#
const MATE_IN_3 = 'r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1'; // Ra6+ (discovered check) …
/** A knight fork: Ne6+ wins the queen on d8 (White is a queen for a knight down until then). */
const FORK = '3q4/pp4kp/8/6N1/8/8/PP5P/6K1 w - - 0 1';

function pos(fen: string, moves: string[] = []): Position {
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error(parsed.message);
  for (const text of moves) {
    const m = parseUciMove(parsed.value, text);
    if (m === 0) throw new Error(`illegal test move ${text}`);
    parsed.value.makeMove(m);
  }
  return parsed.value;
}

function engine(options: Array<[string, string]> = []): Engine {
  const e = new Engine();
  for (const [name, value] of options) expect(e.applyOption(name, value).ok).toBe(true);
  return e;
}

function run(e: Engine, p: Position, limits: SearchLimits): SearchResult {
  return e.searcher.search(p, limits);
}

function summary(r: SearchResult): string {
  return `${r.nodes} ${r.bestMove} ${r.score} ${r.pv.join(',')}`;
}

describe('determinism', () => {
  it('the same position, depth and options give the same nodes, move and score', () => {
    const a = run(engine(), pos(MIDDLEGAME), { depth: 7 });
    const b = run(engine(), pos(MIDDLEGAME), { depth: 7 });
    expect(a.nodes).toBeGreaterThan(1000);
    expect(summary(b)).toBe(summary(a));
    const c = run(engine(), pos(ENDGAME), { depth: 8 });
    const d = run(engine(), pos(ENDGAME), { depth: 8 });
    expect(summary(d)).toBe(summary(c));
  });

  it('ucinewgame and a Hash resize back and forth restore a fresh engine exactly', () => {
    const fresh = summary(run(engine(), pos(MIDDLEGAME), { depth: 7 }));
    const e = engine();
    // Fill the TT and history with another search, then reset through the UCI paths.
    run(e, pos(ENDGAME), { depth: 8 });
    e.applyOption('Clear Hash', '');
    expect(summary(run(e, pos(MIDDLEGAME), { depth: 7 }))).toBe(fresh);
    run(e, pos(ENDGAME), { depth: 8 });
    e.searcher.newGame();
    expect(summary(run(e, pos(MIDDLEGAME), { depth: 7 }))).toBe(fresh);
    expect(e.applyOption('Hash', '64').ok).toBe(true);
    expect(e.searcher.tt.entryCount).toBeGreaterThan(engine().searcher.tt.entryCount);
    run(e, pos(ENDGAME), { depth: 8 });
    expect(e.applyOption('Hash', '16').ok).toBe(true);
    e.searcher.newGame();
    expect(summary(run(e, pos(MIDDLEGAME), { depth: 7 }))).toBe(fresh);
  });

  it('a second search without ucinewgame starts from the stored root entry and keeps the move legal', () => {
    // (Fewer nodes on the second search is usual but not guaranteed: deeper stored scores can
    // cost aspiration re-searches. What must hold is that the table kept the root's result.)
    const e = engine();
    const root = pos(MIDDLEGAME);
    const first = run(e, root, { depth: 7 });
    expect(e.searcher.tt.probe(root.hashLo, root.hashHi, 0)).toBe(true);
    expect(e.searcher.tt.hitMove).toBe(first.bestMove);
    expect(e.searcher.tt.hitDepth).toBeGreaterThanOrEqual(7);
    const second = run(e, pos(MIDDLEGAME), { depth: 7 });
    expect(gameAfter(MIDDLEGAME).moves({ verbose: true }).map((m) => m.lan)).toContain(moveToUci(pos(MIDDLEGAME), second.bestMove));
  });
});

describe('mates', () => {
  for (const [fen, n, first] of [[MATE_IN_1, 1, ['a1a8']], [MATE_IN_2, 2, ['b2b3', 'b2a2']], [MATE_IN_3, 3, ['f6a6']]] as const) {
    it(`finds mate in ${n} with a mate score and a mating pv`, () => {
      const p = pos(fen);
      const r = run(engine(), p, { depth: 2 * n + 2 });
      expect(r.score).toBe(MATE - (2 * n - 1));
      expect(mateInMoves(r.score)).toBe(n);
      expect(first).toContain(moveToUci(p, r.bestMove));
      const line = r.pv.map((m) => moveToUci(p, m));
      expect(line).toHaveLength(2 * n - 1);
      expect(gameAfter(fen, line).isCheckmate()).toBe(true);
    });
  }

  it('the mated side gets -MATE at the root and no move', () => {
    const r = run(engine(), pos('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'), { depth: 4 });
    expect(r.bestMove).toBe(0);
    expect(r.score).toBe(-MATE);
  });

  it('go mate 2 stops once the mate is proven', () => {
    const r = run(engine(), pos(MATE_IN_2), { mate: 2 });
    expect(mateInMoves(r.score)).toBe(2);
    expect(r.depth).toBeLessThan(10);
  });

  for (const [fen, n] of [[MATE_IN_2, 2], [MATE_IN_3, 3]] as const) {
    it(`go mate ${n} (no other limit) stops at the first iteration that proves a mate in ${n} or fewer`, () => {
      const scores: number[] = [];
      const r = engine().searcher.search(pos(fen), { mate: n }, (info) => { if (info.bound === 'exact') scores.push(info.score); });
      expect(mateInMoves(r.score)).toBe(n);
      // Every earlier iteration had no such mate; the last one is the first that did.
      expect(scores.slice(0, -1).every((sc) => sc < MATE_BOUND || mateInMoves(sc) > n)).toBe(true);
      expect(r.depth).toBe(scores.length);
      expect(gameAfter(fen, r.pv.map((m) => moveToUci(pos(fen), m))).isCheckmate()).toBe(true);
    });
  }

  it('go mate 1 in a mate in 2 does not stop at the longer mate', () => {
    const r = run(engine(), pos(MATE_IN_2), { mate: 1 });
    expect(mateInMoves(r.score)).toBe(2);
    // Only the proven-mate rule ends it: MATE_EXTRA_DEPTH (8) iterations past the mate's length.
    expect(r.depth).toBeGreaterThanOrEqual(3 + 8);
  });
});

describe('a search stopped before depth 1 completes', () => {
  // Sixteen queens: depth 1 alone takes tens of thousands of nodes, so a stop flag set before the
  // search is seen (at node 1024) inside the first iteration.
  const QUEENS = 'k7/qqqqqqqq/8/8/8/8/QQQQQQQQ/K7 w - - 0 1';
  const stopped = (): Engine => {
    const e = engine();
    e.searcher.control = new Int32Array(new SharedArrayBuffer(8));
    Atomics.store(e.searcher.control, 0, 1);
    return e;
  };

  it("plays the move picker's first root move when the table knows nothing: a capture before quiets", () => {
    // The queen on d5 hangs; Qxd5 is White's one capture among 22 legal moves, and it is not the
    // first in generation order (the king's moves come first).
    const p = pos('k7/8/8/3q4/8/8/3Q4/K7 w - - 0 1');
    const qxd5 = parseUciMove(p, 'd2d5');
    expect(legalMoves(p)[0]).not.toBe(qxd5);
    const r = run(engine(), p, { nodes: 1 });
    expect(r.depth).toBe(0);
    expect(r.bestMove).toBe(qxd5);
    const stoppedResult = run(stopped(), pos(QUEENS), {});
    expect(stoppedResult.depth).toBe(0);
    expect(legalMoves(pos(QUEENS))).toContain(stoppedResult.bestMove);
  });

  it("plays the transposition table's root move when it has one", () => {
    const p = pos(QUEENS);
    const e = stopped();
    const a2a3 = parseUciMove(p, 'a2a3');
    e.searcher.tt.store(p.hashLo, p.hashHi, 0, a2a3, 0, 0, 0, BOUND_UPPER);
    const r = run(e, p, {});
    expect(r.depth).toBe(0);
    expect(r.bestMove).toBe(a2a3);
  });

  it('with searchmoves, plays an allowed move', () => {
    const p = pos(QUEENS);
    const allowed = [parseUciMove(p, 'h2h3'), parseUciMove(p, 'g2g4')];
    const r = run(stopped(), p, { searchMoves: allowed });
    expect(allowed).toContain(r.bestMove);
  });
});

describe('draws', () => {
  // White: king and queen against a bare king — a win by any evaluation.
  const KQK = '7k/8/8/8/8/8/8/1Q5K w - - 0 1';

  it('a repetition of a position from the game history scores 0', () => {
    // Qb1-c1, Kh8-g8, Qc1-b1, Kg8-h8 brings the root back; Qc1 now repeats the position after move 1.
    const history = ['b1c1', 'h8g8', 'c1b1', 'g8h8'];
    const p = pos(KQK, history);
    const qc1 = parseUciMove(p, 'b1c1');
    const repeated = run(engine(), p, { depth: 4, searchMoves: [qc1] });
    expect(Math.abs(repeated.score)).toBe(0);
    // The same move without the history is simply winning.
    const fresh = pos(KQK);
    const free = run(engine(), fresh, { depth: 4, searchMoves: [parseUciMove(fresh, 'b1c1')] });
    expect(free.score).toBeGreaterThan(500);
    // And with the whole move list the engine avoids the repetition.
    const best = run(engine(), p, { depth: 4 });
    expect(moveToUci(p, best.bestMove)).not.toBe('b1c1');
    expect(best.score).toBeGreaterThan(500);
  });

  it('the fifty-move rule: at halfmove 99 every quiet move draws', () => {
    // No capture or pawn move exists, and no mate in 1: every move reaches halfmove 100.
    const r = run(engine(), pos(KQK.replace('0 1', '99 80')), { depth: 5 });
    expect(Math.abs(r.score)).toBe(0);
    const normal = run(engine(), pos(KQK.replace('0 1', '90 80')), { depth: 5 });
    expect(normal.score).toBeGreaterThan(500);
  });

  for (const [label, fen] of [
    ['K+B vs K', '8/8/8/4k3/8/8/8/2B1K3 w - - 0 1'],
    ['K+N vs K', '8/8/8/4k3/8/8/8/1N2K3 b - - 0 1'],
    ['K+B vs K+B, same colour bishops', '5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1'],
  ] as const) {
    it(`insufficient material (${label}) scores 0`, () => {
      expect(Math.abs(run(engine(), pos(fen), { depth: 6 }).score)).toBe(0);
    });
  }

  it('stalemate at the root scores 0 with no move', () => {
    const r = run(engine(), pos('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), { depth: 3 });
    expect(r.bestMove).toBe(0);
    expect(r.score).toBe(0);
  });
});

describe('technique switches', () => {
  // AdaptiveTime acts only on a clock, so no fixed-depth search can show it, on or off: it has
  // its own clock tests (limits, below) and is left out of both lists here.
  const CLOCK_ONLY = 'AdaptiveTime';
  // The search switches that are on by default (MultiCut is off, so turning it off changes nothing).
  const SWITCHES = SEARCH_SWITCH_SETTINGS.filter((s) => s.default && s.name !== CLOCK_ONLY).map((s) => s.name);
  // Each switch is measured on the middlegame at depth 9 (at depth 7 reducing checking quiets,
  // CheckLMR, changes no node: 5,531 either way), except where a switch acts too rarely for one
  // position to show it dependably: history pruning's margin is reached only by quiets that have
  // failed often, and late move pruning (on) takes many of them first, so whether it prunes
  // anything in one search depends on the evaluation's weights. It is measured over the bench
  // positions at depth 7 (with the second tuned weights depth 6 pruned nothing: 125,595 nodes
  // either way).
  const BROAD_SWITCHES = new Set(['HistoryPruning']);
  const switchRun = (options: Array<[string, string]>, broad: boolean): { nodes: number; summary: string } => {
    const e = engine(options);
    if (!broad) {
      const r = run(e, pos(MIDDLEGAME), { depth: 9 });
      return { nodes: r.nodes, summary: summary(r) };
    }
    const b = runBench(7, e.searcher);
    return { nodes: b.nodes, summary: b.perPosition.map((p) => `${p.nodes} ${p.bestMove} ${p.score}`).join(';') };
  };
  const switchBaseNodes = new Map<boolean, number>();
  const baseAt = (broad: boolean): number => {
    if (!switchBaseNodes.has(broad)) switchBaseNodes.set(broad, switchRun([], broad).nodes);
    return switchBaseNodes.get(broad) ?? 0;
  };

  for (const name of SWITCHES) {
    it(`${name}=false reaches the search (node count changes) and still finds a knight fork`, () => {
      const broad = BROAD_SWITCHES.has(name);
      expect(switchRun([[name, 'false']], broad).nodes).not.toBe(baseAt(broad));
      const fork = pos(FORK);
      const r = run(engine([[name, 'false']]), fork, { depth: 5 });
      expect(moveToUci(fork, r.bestMove)).toBe('g5e6');
      // Before the fork White is a queen for a knight down; a clearly positive score means it falls.
      expect(r.score).toBeGreaterThan(150);
    });
  }

  // The modern techniques (issue 25), off by default until a match keeps them: each reaches the
  // search when turned on, stays deterministic, and still finds the fork. All of them together
  // still find the mates.
  const MODERN = SEARCH_SWITCH_SETTINGS.filter((s) => !s.default && s.name !== 'MultiCut' && s.name !== CLOCK_ONLY).map((s) => s.name);
  it('the modern techniques not yet kept are all there, off by default; the kept ones are on', () => {
    expect(MODERN).toEqual([
      'CheckExtension', 'CaptureHistory', 'NoisyLMR', 'TTCaptureLMR', 'LMRResearchDepth',
      'HistoryPruning', 'IIR', 'CorrectionHistory',
    ]);
    // LateMovePruning, ContinuationHistory, Improving, SEEPruning, SingularExtension, QuiescenceTT,
    // QuiescenceTTMove and TTPV passed their screens (docs/strength.md) and are on, as are
    // Razoring, CheckLMR, TTScoreEval and HistoryLMR, kept as one bundle (screen-bundle-lean);
    // the loop above tests them off. The 2003 search's check extension lost to none (chain 7) and
    // is off, so it is tested on here.
    for (const kept of [
      'LateMovePruning', 'ContinuationHistory', 'Improving', 'SEEPruning', 'SingularExtension', 'QuiescenceTT', 'QuiescenceTTMove', 'TTPV',
      'Razoring', 'CheckLMR', 'TTScoreEval', 'HistoryLMR',
    ]) {
      expect(SEARCH_SWITCH_SETTINGS.find((s) => s.name === kept)?.default).toBe(true);
    }
  });
  for (const name of MODERN) {
    it(`${name}=true reaches the search (node count changes), repeats exactly and still finds a knight fork`, () => {
      const broad = BROAD_SWITCHES.has(name);
      const on = switchRun([[name, 'true']], broad);
      expect(on.nodes).not.toBe(baseAt(broad));
      expect(switchRun([[name, 'true']], broad).summary).toBe(on.summary);
      const fork = pos(FORK);
      const r = run(engine([[name, 'true']]), fork, { depth: 5 });
      expect(moveToUci(fork, r.bestMove)).toBe('g5e6');
      expect(r.score).toBeGreaterThan(150);
      // Three bench runs of some 310,000 nodes (HistoryPruning): time for a loaded machine.
    }, 180_000);
  }
  // The tunables of Steps 6, 9 and 11a, TTScoreEval's depth slack and quiescence's lazy
  // evaluation (spin options, for screens of other values): each, moved off its default, changes
  // the tree, repeats exactly and keeps the fork. With Step 8 off: with the fixed-margin ProbCut
  // that was the default when this was written, this one search has no node where
  // ReverseFutilityDepth=8 or FutilityDepth=5 acts (the bench at depth 9 has).
  let stepEightOffNodes = 0;
  for (const [name, value] of [['ReverseFutilityDepth', '8'], ['ReverseFutilityMargin', '60'], ['FutilityDepth', '5'], ['NullMoveBaseR', '4'], ['LazyEvalMargin', '300'], ['TTScoreEvalSlack', '0']]) {
    it(`${name}=${value} reaches the search, repeats exactly and still finds a knight fork`, () => {
      stepEightOffNodes ||= switchRun([['ProbCut', 'off']], false).nodes;
      const on = switchRun([['ProbCut', 'off'], [name, value]], false);
      expect(on.nodes).not.toBe(stepEightOffNodes);
      expect(switchRun([['ProbCut', 'off'], [name, value]], false).summary).toBe(on.summary);
      const fork = pos(FORK);
      expect(moveToUci(fork, run(engine([[name, value]]), fork, { depth: 5 }).bestMove)).toBe('g5e6');
    }, 180_000);
  }
  it('with every modern technique on, the mates in 1, 2 and 3 are found with mating lines', () => {
    const all = MODERN.map((name): [string, string] => [name, 'true']);
    for (const [fen, n] of [[MATE_IN_1, 1], [MATE_IN_2, 2], [MATE_IN_3, 3]] as const) {
      const p = pos(fen);
      const r = run(engine(all), p, { depth: 2 * n + 2 });
      expect(mateInMoves(r.score)).toBe(n);
      expect(gameAfter(fen, r.pv.map((m) => moveToUci(p, m))).isCheckmate()).toBe(true);
    }
  });

  it('ProbCut=fixed reaches the search, runs capture probes, repeats exactly and still finds the fork', () => {
    // Depth 9: since TTPV went on, this position at depth 8 takes exactly as many nodes with
    // ProbCut=fixed as with off (13,823), so depth 8 cannot show the step acting.
    const depth = 9;
    const e = engine([['ProbCut', 'fixed']]);
    const on = run(e, pos(MIDDLEGAME), { depth });
    expect(e.searcher.probCut.describeStatistics().length).toBeGreaterThan(0);
    expect(on.nodes).not.toBe(run(engine([['ProbCut', 'off']]), pos(MIDDLEGAME), { depth }).nodes);
    expect(on.nodes).not.toBe(run(engine(), pos(MIDDLEGAME), { depth }).nodes);
    expect(summary(run(engine([['ProbCut', 'fixed']]), pos(MIDDLEGAME), { depth }))).toBe(summary(on));
    const fork = pos(FORK);
    expect(moveToUci(fork, run(engine([['ProbCut', 'fixed']]), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  });

  // Adaptive MPC and the gates of Step 8 (issue 26): each, on top of MPC (and IIR, for the IIR
  // order), moved off its default (MPCCutNodesOnly is on by default, so it is turned off),
  // changes which probes run (the probe statistics differ; node counts can stay put, as a probe a
  // gate skips at an all node mostly cost nothing), repeats exactly and keeps the fork.
  const gates: Array<[string, string]> = [
    ['MPCAdaptive', 'true'], ['MPCCutNodesOnly', 'false'], ['MPCEvalGate', 'true'], ['MPCTTGate', 'true'],
    ['MPCSkipQuietTTMove', 'true'], ['MPCAfterIIR', 'true'], ['MPCLeaveToNullMove', 'true'], ['MPCKeepSacrifices', 'true'],
    ['MPCKingAttackers', '1'],
  ];
  for (const [gate, value] of gates) {
    it(`${gate}=${value} changes which probes ProbCut=mpc runs, repeats exactly and still finds the fork`, () => {
      const base: Array<[string, string]> = [['ProbCut', 'mpc'], ['IIR', 'true']];
      const probesOf = (options: Array<[string, string]>): string => {
        const e = engine(options);
        const r = run(e, pos(MIDDLEGAME), { depth: 10 });
        return `${summary(r)} | ${e.searcher.probCut.describeStatistics().join(' | ')}`;
      };
      const off = probesOf(base);
      expect(off).toContain('probcut');
      const on = probesOf([...base, [gate, value]]);
      expect(on).not.toBe(off);
      expect(probesOf([...base, [gate, value]])).toBe(on);
      const fork = pos(FORK);
      expect(moveToUci(fork, run(engine([...base, [gate, value]]), fork, { depth: 8 }).bestMove)).toBe('g5e6');
    }, 120_000);
  }

  it('MPCTTCut=true cuts from the TT alone once an earlier search has filled it', () => {
    const twoSearches = (ttCut: string): string => {
      const e = engine([['ProbCut', 'mpc'], ['MPCTTCut', ttCut]]);
      run(e, pos(MIDDLEGAME), { depth: 9 });
      const next = pos(MIDDLEGAME);
      next.makeMove(parseUciMove(next, 'd1e2'));
      const r = run(e, next, { depth: 9 });
      return `${summary(r)} | ${e.searcher.probCut.describeStatistics().join(' | ')}`;
    };
    const on = twoSearches('true');
    expect(on).toMatch(/probcut tt cuts [1-9]/);
    expect(twoSearches('false')).not.toMatch(/tt cuts/);
    expect(twoSearches('true')).toBe(on);
  });

  it('MPCExtend=true probes above the table\'s deepest height (10 in params/mpc.json), repeats exactly and keeps the fork', () => {
    // The built-in table reaches height 12, which a depth-12 search barely passes: the 2003-style
    // fit, whose deepest height is 10, leaves room above it.
    const paper = fileURLToPath(new URL('../../params/mpc.json', import.meta.url));
    const probesAbove = (extend: string): { nodes: number; text: string } => {
      const e = engine([['ProbCut', 'mpc'], ['MPCParams', paper], ['MPCExtend', extend]]);
      const r = run(e, pos(MIDDLEGAME), { depth: 12 });
      return { nodes: r.nodes, text: `${summary(r)} | ${e.searcher.probCut.describeStatistics().join(' | ')}` };
    };
    const on = probesAbove('true');
    expect(on.text).toMatch(/probcut \w+ d=1[1-9] d'=[0-9]+ high [0-9]+\/[1-9]/);
    const off = probesAbove('false');
    expect(off.text).not.toMatch(/d=1[1-9] /);
    expect(on.nodes).not.toBe(off.nodes);
    expect(probesAbove('true').text).toBe(on.text);
    const fork = pos(FORK);
    expect(moveToUci(fork, run(engine([['ProbCut', 'mpc'], ['MPCParams', paper], ['MPCExtend', 'true']]), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  }, 120_000);

  it('MPCReduce=1 turns the low probes at expected all nodes into reductions: the tree changes, the fork stays', () => {
    // Low probes run at expected all nodes only with the cut-node gate (on by default) off.
    const options = (plies: string): Array<[string, string]> => [['ProbCut', 'mpc'], ['MPCCutNodesOnly', 'false'], ['MPCProbes', 'nodetype'], ['MPCReduce', plies]];
    const cutting = run(engine(options('0')), pos(MIDDLEGAME), { depth: 10 });
    const reducing = run(engine(options('1')), pos(MIDDLEGAME), { depth: 10 });
    expect(reducing.nodes).not.toBe(cutting.nodes);
    expect(summary(run(engine(options('1')), pos(MIDDLEGAME), { depth: 10 }))).toBe(summary(reducing));
    const fork = pos(FORK);
    expect(moveToUci(fork, run(engine(options('2')), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  });

  it('MPCImprovingSigma=true with Improving=true moves the bounds by the node\'s σ: other probes cut; with Improving off it changes nothing', () => {
    const params = improvingSplitParams();
    const probesOf = (options: Array<[string, string]>): string => {
      const e = engine([['ProbCut', 'mpc'], ['MPCProbes', 'both'], ['MPCParams', params], ...options]);
      const r = run(e, pos(MIDDLEGAME), { depth: 9 });
      return `${summary(r)} | ${e.searcher.probCut.describeStatistics().join(' | ')}`;
    };
    const improving = probesOf([['Improving', 'true'], ['MPCImprovingSigma', 'false']]);
    expect(improving).toContain('probcut');
    const split = probesOf([['Improving', 'true'], ['MPCImprovingSigma', 'true']]);
    expect(split).not.toBe(improving);
    expect(probesOf([['Improving', 'true'], ['MPCImprovingSigma', 'true']])).toBe(split);
    // Without Improving the search has no signal to choose by: the pooled σ, the same search.
    expect(probesOf([['Improving', 'false'], ['MPCImprovingSigma', 'true']])).toBe(probesOf([['Improving', 'false'], ['MPCImprovingSigma', 'false']]));
    const fork = pos(FORK);
    const options: Array<[string, string]> = [['ProbCut', 'mpc'], ['MPCParams', params], ['Improving', 'true'], ['MPCImprovingSigma', 'true']];
    expect(moveToUci(fork, run(engine(options), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  }, 120_000);

  it('ProbCutNested=true lets Step 8 cut inside its own probe searches, repeats exactly and keeps the fork', () => {
    // Bench position 3: a probe's own subtree reaches a cut node of height 5 from depth 12 on.
    const attack = '2qr1r2/1b2Q1nk/pp1p3p/2pPPp1N/P1Pb1P2/7P/2PB2P1/4RR1K b - - 0 1';
    const nestedCuts = (nested: string): { cuts: number; inside: number; text: string } => {
      const e = engine([['ProbCutNested', nested]]);
      let cuts = 0;
      let inside = 0;
      e.searcher.onProbeCut = () => {
        cuts++;
        if (e.searcher.probCut.probeDepth > 0) inside++;
      };
      const r = run(e, pos(attack), { depth: 12 });
      return { cuts, inside, text: `${summary(r)} | ${e.searcher.probCut.describeStatistics().join(' | ')}` };
    };
    const off = nestedCuts('false');
    expect(off.cuts).toBeGreaterThan(0);
    expect(off.inside).toBe(0);
    const on = nestedCuts('true');
    expect(on.inside).toBeGreaterThan(0);
    expect(on.text).not.toBe(off.text);
    expect(nestedCuts('true').text).toBe(on.text);
    const fork = pos(FORK);
    expect(moveToUci(fork, run(engine([['ProbCutNested', 'true']]), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  }, 120_000);

  it('onProbeNode reports the improving signal Step 8 then probes with (Improving on), both values occurring', () => {
    const e = engine([['ProbCut', 'mpc'], ['MPCProbes', 'both'], ['Improving', 'true']]);
    const pc = e.searcher.probCut;
    let offered: boolean | null = null;
    e.searcher.onProbeNode = (_depth, _cutNode, improving) => { offered = improving; };
    const original = pc.probe.bind(pc);
    const seen = [0, 0];
    let disagreements = 0;
    // Nothing runs between a node's offer and its probe that could offer another node.
    pc.probe = (search, alpha, beta, depth, ply, cutNode, improving = false) => {
      if (offered !== improving) disagreements++;
      seen[improving ? 1 : 0]++;
      offered = null;
      return original(search, alpha, beta, depth, ply, cutNode, improving);
    };
    run(e, pos(MIDDLEGAME), { depth: 8 });
    expect(seen[0]).toBeGreaterThan(10);
    expect(seen[1]).toBeGreaterThan(10);
    expect(disagreements).toBe(0);
  });

  it('ProbCut=mpc (the default) reaches the search, runs probes, repeats exactly and still finds the fork', () => {
    const e = engine([['ProbCut', 'mpc']]);
    const on = run(e, pos(MIDDLEGAME), { depth: 8 });
    expect(e.searcher.probCut.describeStatistics().length).toBeGreaterThan(0);
    expect(on.nodes).not.toBe(run(engine([['ProbCut', 'off']]), pos(MIDDLEGAME), { depth: 8 }).nodes);
    expect(summary(run(engine(), pos(MIDDLEGAME), { depth: 8 }))).toBe(summary(on));
    expect(summary(run(engine([['ProbCut', 'mpc']]), pos(MIDDLEGAME), { depth: 8 }))).toBe(summary(on));
    const fork = pos(FORK);
    expect(moveToUci(fork, run(engine([['ProbCut', 'mpc']]), fork, { depth: 8 }).bestMove)).toBe('g5e6');
  });

  /** Sums of "high cuts/probes" and "low cuts/probes" over the debug statistics, and the probes' cost line. */
  interface ProbeFigures { high: number; low: number; nodesHigh: number; nodesLow: number; total: number; cutHigh: number; cutLow: number }
  const probes = (kind: string): ProbeFigures => {
    const e = engine([['ProbCut', 'mpc'], ['MPCProbes', kind]]);
    const result = run(e, pos(MIDDLEGAME), { depth: 9 });
    let high = 0;
    let low = 0;
    for (const line of e.searcher.probCut.describeStatistics()) {
      const m = /high \d+\/(\d+) low \d+\/(\d+)$/.exec(line)!;
      high += Number(m[1]);
      low += Number(m[2]);
    }
    const cost = /^probe cost high (\d+) \([\d.]+%\) low (\d+) \([\d.]+%\) of (\d+) nodes; in probes that cut high (\d+) low (\d+)$/.exec(e.searcher.probCut.describeCost(result.nodes)!)!;
    return {
      high, low, nodesHigh: Number(cost[1]), nodesLow: Number(cost[2]), total: Number(cost[3]),
      cutHigh: Number(cost[4]), cutLow: Number(cost[5]),
    };
  };

  it('MPCProbes=high runs only high probes, low only low ones, both runs both', () => {
    const both = probes('both');
    const high = probes('high');
    const low = probes('low');
    expect(both.high).toBeGreaterThan(0);
    expect(both.low).toBeGreaterThan(0);
    expect(high.high).toBeGreaterThan(0);
    expect(high.low).toBe(0);
    expect(low.low).toBeGreaterThan(0);
    expect(low.high).toBe(0);
  });

  it('counts the nodes spent inside probes: none of a kind that did not run, never more than the search', () => {
    const high = probes('high');
    expect(high.nodesHigh).toBeGreaterThan(0);
    expect(high.nodesLow).toBe(0);
    expect(high.nodesHigh).toBeLessThan(high.total);
    const both = probes('both');
    expect(both.nodesHigh + both.nodesLow).toBeLessThan(both.total);
    expect(both.nodesLow).toBeGreaterThan(0);
    // The cutting probes' nodes are a part of each kind's nodes.
    expect(both.cutHigh).toBeGreaterThan(0);
    expect(both.cutHigh).toBeLessThanOrEqual(both.nodesHigh);
    expect(both.cutLow).toBeLessThanOrEqual(both.nodesLow);
    expect(high.cutLow).toBe(0);
  });

  it('ProbCut (Step 8) runs before null move (Step 9), as the Jiang & Buro order requires', () => {
    const source = readFileSync(new URL('../../src/search/search.ts', import.meta.url), 'utf8');
    const probe = source.indexOf('this.probCut.probe(');
    const nullMove = source.indexOf('pos.makeNullMove()');
    expect(probe).toBeGreaterThan(0);
    expect(nullMove).toBeGreaterThan(0);
    expect(probe).toBeLessThan(nullMove);
    expect(source.indexOf('// Step 8. ProbCut')).toBeLessThan(source.indexOf('// Step 9. Null-move'));
  });
});

/**
 * The default parameters with every σ at 20,000: the probes' bounds sit 200 pawns from the window,
 * still below the mate scores (so the probes run), but out of reach of any search.
 */
function unreachableParams(): string {
  const doc = JSON.parse(readFileSync(new URL('../../params/mpc.json', import.meta.url), 'utf8')) as {
    stages: Record<string, { checks: Array<{ tries: Array<{ sigma: number }> }> }>;
  };
  for (const stage of Object.values(doc.stages)) for (const check of stage.checks) for (const t of check.tries) t.sigma = 20000;
  const file = join(mkdtempSync(join(tmpdir(), 'kerf-mpc-')), 'unreachable.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

/**
 * The default parameters with σ by improving far from the pooled σ: a third of it at improving
 * nodes, three times it at the others, so that MPCImprovingSigma must change which probes cut.
 */
function improvingSplitParams(): string {
  const doc = JSON.parse(readFileSync(new URL('../../params/mpc.json', import.meta.url), 'utf8')) as {
    stages: Record<string, { checks: Array<{ tries: Array<{ sigma: number; sigma_improving?: number; sigma_not_improving?: number }> }> }>;
  };
  for (const stage of Object.values(doc.stages)) {
    for (const check of stage.checks) for (const t of check.tries) { t.sigma_improving = t.sigma / 3; t.sigma_not_improving = t.sigma * 3; }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'kerf-mpc-')), 'improving-split.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

describe('ProbCut / MPC against MPC off', () => {
  for (const moves of ['all', 'captures']) {
    it(`with bounds too far for any probe to cut (MPCProbeMoves=${moves}), the same move and score as off`, () => {
      const off = run(engine([['ProbCut', 'off']]), pos(MIDDLEGAME), { depth: 8 });
      const e = engine([['ProbCut', 'mpc'], ['MPCProbeMoves', moves], ['MPCProbes', 'both'], ['MPCParams', unreachableParams()]]);
      const on = run(e, pos(MIDDLEGAME), { depth: 8 });
      const lines = e.searcher.probCut.describeStatistics();
      // Probes ran (the low ones at least: they have no pre-filter), and none of them cut.
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/ high 0\/\d+ low 0\/\d+$/);
      expect([on.bestMove, on.score]).toEqual([off.bestMove, off.score]);
    });
  }
});

describe('the capture probe (Searcher.captureSearch)', () => {
  /** White's knight takes the queen on d5: a capture worth far more than the bound below. */
  const HANGING_QUEEN = '4k3/pp6/8/3q4/8/2N5/PP6/4K3 w - - 0 1';
  const atRoot = (fen: string): Engine => {
    const e = engine();
    e.searcher.position.copyFrom(pos(fen));
    return e;
  };

  it('a winning capture clears the bound; the cut is stored as a lower bound of the probe depth', () => {
    const e = atRoot(HANGING_QUEEN);
    const v = e.searcher.captureSearch(99, 3, 0);
    expect(v).toBeGreaterThan(99);
    const p = e.searcher.position;
    expect(e.searcher.tt.probe(p.hashLo, p.hashHi, 0)).toBe(true);
    expect(moveToUci(p, e.searcher.tt.hitMove)).toBe('c3d5');
    expect([e.searcher.tt.hitDepth, e.searcher.tt.hitScore]).toEqual([3, v]);
  });

  it('with no capture that clears the bound it returns the bound and stores nothing', () => {
    const e = atRoot('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(e.searcher.captureSearch(20, 3, 0)).toBe(20);
    const p = e.searcher.position;
    expect(e.searcher.tt.probe(p.hashLo, p.hashHi, 0)).toBe(false);
    // The queen is worth a lot, but not this much.
    expect(atRoot(HANGING_QUEEN).searcher.captureSearch(2000, 3, 0)).toBe(2000);
  });

  it('a TT bound at least as deep as the probe answers it without a search', () => {
    const e = atRoot(HANGING_QUEEN);
    const p = e.searcher.position;
    // An upper bound below the probe's bound: the probe fails at once, though Nxd5 would clear it.
    e.searcher.tt.store(p.hashLo, p.hashHi, 0, 0, 50, 0, 3, BOUND_UPPER);
    expect(e.searcher.captureSearch(99, 3, 0)).toBe(50);
    expect(e.searcher.nodes).toBe(0);
    // A shallower one does not settle it: the captures are searched and Nxd5 clears the bound.
    const shallower = atRoot(HANGING_QUEEN);
    const q = shallower.searcher.position;
    shallower.searcher.tt.store(q.hashLo, q.hashHi, 0, 0, 50, 0, 2, BOUND_UPPER);
    expect(shallower.searcher.captureSearch(99, 3, 0)).toBeGreaterThan(99);
    expect(shallower.searcher.nodes).toBeGreaterThan(0);
    // A lower bound above it cuts at once, in the start position where no capture exists.
    const start = atRoot('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const s = start.searcher.position;
    start.searcher.tt.store(s.hashLo, s.hashHi, 0, 0, 130, 0, 4, BOUND_LOWER);
    expect(start.searcher.captureSearch(20, 3, 0)).toBe(130);
    expect(start.searcher.nodes).toBe(0);
  });
});

describe('limits', () => {
  it('a node limit stops the search soon after it is reached, with a legal move', () => {
    const p = pos(MIDDLEGAME);
    const r = run(engine(), p, { nodes: 5000 });
    expect(r.nodes).toBeGreaterThanOrEqual(5000);
    expect(r.nodes).toBeLessThan(5000 + 2048);
    expect(gameAfter(MIDDLEGAME).moves({ verbose: true }).map((m) => m.lan)).toContain(moveToUci(p, r.bestMove));
  });

  // AdaptiveTime is on by default since its SPRT at 10+0.1; the fixed share stays selectable.
  for (const adaptive of ['true', 'false']) {
    it(`AdaptiveTime=${adaptive} with a clock plays a legal move within the hard limit`, () => {
      const p = pos(MIDDLEGAME);
      // A 20 s clock: its share of a second or so reaches depth 4 even on a loaded machine (at 3 s
      // a busy machine stopped at depth 3).
      const r = run(engine([['AdaptiveTime', adaptive]]), p, { wtime: 20000, btime: 20000 });
      expect(gameAfter(MIDDLEGAME).moves({ verbose: true }).map((m) => m.lan)).toContain(moveToUci(p, r.bestMove));
      // The hard limit without increment: 60 % of the clock after overhead and stall reserve.
      expect(r.timeMs).toBeLessThan(20000 * 0.6 + 200);
      expect(r.depth).toBeGreaterThanOrEqual(4);
    });
  }

  it('searchmoves restricts the root to the given moves', () => {
    const p = pos(FORK);
    const h3 = parseUciMove(p, 'h2h3');
    const r = run(engine(), p, { depth: 5, searchMoves: [h3] });
    expect(r.bestMove).toBe(h3);
    expect(r.pv[0]).toBe(h3);
  });

  it('the root position is not modified by a search', () => {
    const p = pos(MIDDLEGAME, ['e1g1']);
    const before = `${p.hashLo} ${p.hashHi} ${p.gamePly}`;
    run(engine(), p, { depth: 5 });
    expect(`${p.hashLo} ${p.hashHi} ${p.gamePly}`).toBe(before);
  });
});

describe('MultiPV', () => {
  /** The exact (not bound) reports of a search, grouped by depth. */
  function byDepth(infos: IterationInfo[]): Map<number, IterationInfo[]> {
    const groups = new Map<number, IterationInfo[]>();
    for (const info of infos) {
      if (info.bound !== 'exact') continue;
      if (!groups.has(info.depth)) groups.set(info.depth, []);
      groups.get(info.depth)!.push(info);
    }
    return groups;
  }

  function search(fen: string, multiPv: number, limits: SearchLimits): { result: SearchResult; infos: IterationInfo[] } {
    const e = engine([['MultiPV', String(multiPv)]]);
    const infos: IterationInfo[] = [];
    const result = e.searcher.search(pos(fen), limits, (info) => infos.push(info));
    return { result, infos };
  }

  it('MultiPV=4 reports four lines per depth with distinct first moves, numbered 1-4 and ordered by score', () => {
    const { result, infos } = search(MIDDLEGAME, 4, { depth: 8 });
    const groups = byDepth(infos);
    expect([...groups.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const lines of groups.values()) {
      expect(lines.map((l) => l.multiPv)).toEqual([1, 2, 3, 4]);
      expect(new Set(lines.map((l) => l.pv[0])).size).toBe(4);
      for (let i = 1; i < 4; i++) expect(lines[i].score).toBeLessThanOrEqual(lines[i - 1].score);
    }
    // The result's lines are the last depth's, and bestmove and ponder are the best line's.
    const last = groups.get(8)!;
    expect(result.lines.map((l) => [l.move, l.score, l.depth, l.pv.join(',')])).toEqual(last.map((l) => [l.pv[0], l.score, 8, l.pv.join(',')]));
    expect(result.bestMove).toBe(last[0].pv[0]);
    expect(result.ponderMove).toBe(last[0].pv[1]);
    expect(result.score).toBe(last[0].score);
    const legal = legalMoves(pos(MIDDLEGAME));
    for (const line of result.lines) expect(legal).toContain(line.move);
  });

  it('never more lines than legal moves: two legal moves and MultiPV=5 give two lines', () => {
    // White's king, checked along the first rank, can only step to g2 or h2.
    const { result, infos } = search('7k/8/8/8/8/8/8/r6K w - - 0 1', 5, { depth: 4 });
    for (const lines of byDepth(infos).values()) expect(lines.map((l) => l.multiPv)).toEqual([1, 2]);
    expect(result.lines.map((l) => moveToUci(pos('7k/8/8/8/8/8/8/r6K w - - 0 1'), l.move)).sort()).toEqual(['h1g2', 'h1h2']);
  });

  it('never more lines than searchmoves allows, all of them among the searchmoves', () => {
    const p = pos(MIDDLEGAME);
    const allowed = legalMoves(p).slice(0, 3);
    const { result, infos } = search(MIDDLEGAME, 8, { depth: 5, searchMoves: allowed });
    for (const lines of byDepth(infos).values()) expect(lines).toHaveLength(3);
    expect(result.lines.map((l) => l.move).sort()).toEqual([...allowed].sort());
  });

  it('MultiPV=1 is the single-PV search: same nodes and result, unnumbered reports, one line in the result', () => {
    const plain = search(MIDDLEGAME, 1, { depth: 8 });
    const r = run(engine(), pos(MIDDLEGAME), { depth: 8 });
    expect(summary(plain.result)).toBe(summary(r));
    expect(plain.infos.every((i) => i.multiPv === 0)).toBe(true);
    expect(plain.result.lines).toEqual([{ move: r.bestMove, score: r.score, depth: 8, pv: r.pv }]);
  });

  for (const [label, fen, best] of [['a mate in 1', MATE_IN_1, 'a1a8'], ['a knight fork', FORK, 'g5e6']] as const) {
    it(`in ${label}, the best of four lines is the single-PV best move`, () => {
      const single = run(engine(), pos(fen), { depth: 6 });
      const { result } = search(fen, 4, { depth: 6 });
      expect(moveToUci(pos(fen), single.bestMove)).toBe(best);
      expect(result.bestMove).toBe(single.bestMove);
      expect(result.lines[0].move).toBe(single.bestMove);
      expect(result.lines).toHaveLength(4);
      for (let i = 1; i < 4; i++) expect(result.lines[i].score).toBeLessThan(result.lines[0].score);
    });
  }

  it('a search stopped mid-iteration keeps distinct lines, best first, and plays the best line', () => {
    let mixed = 0;
    for (let nodes = 4000; nodes <= 40000; nodes += 4000) {
      const { result } = search(MIDDLEGAME, 3, { nodes });
      expect(result.lines).toHaveLength(3);
      expect(new Set(result.lines.map((l) => l.move)).size).toBe(3);
      expect(result.bestMove).toBe(result.lines[0].move);
      // Lines the interrupted iteration completed (one ply deeper) lead those it did not reach.
      for (let i = 1; i < 3; i++) expect(result.lines[i].depth).toBeLessThanOrEqual(result.lines[i - 1].depth);
      if (result.lines[0].depth > result.lines[2].depth) mixed++;
    }
    // Some of these node limits fall after line 1 of an iteration.
    expect(mixed).toBeGreaterThan(0);
  });
});
