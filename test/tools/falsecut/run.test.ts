// The false-cut measurement (`kerf falsecut`, src/tools/falsecut/run.ts) on Kerf's real search at
// depth 8, with ProbCut=mpc and ProbCut=fixed: cuts are seen and a sample of them verified, on
// the node's own position to the node's own height; the counts are consistent and repeat exactly;
// the hook leaves the search it measures exactly as it is without it; and a deliberately loose
// setting (fixed ProbCut with no margin) is seen to make more false cuts than a wide margin.

import { describe, expect, it } from 'vitest';
import { getFen, positionFromFen } from '../../../src/board/fen.js';
import { Engine } from '../../../src/engine/engine.js';
import { falseCutRate, runFalseCuts, sumCells, type FalseCutResult } from '../../../src/tools/falsecut/run.js';
import { MIDDLEGAME } from '../../helpers/positions.js';

/** A closed middlegame from data/tcec_positions.epd (its first line), and a Queen's Gambit Declined. */
const TCEC_MIDDLEGAME = 'r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17';
const QGD = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8';
const POSITIONS = [MIDDLEGAME, TCEC_MIDDLEGAME, QGD];
/** Deep enough for every mode to cut (ProbCut=fixed from height 5, MPC's table from height 6), a few seconds per run. */
const DEPTH = 8;

function engineWith(options: readonly string[]): Engine {
  const engine = new Engine();
  for (const text of options) {
    const eq = text.indexOf('=');
    const applied = engine.applyOption(text.slice(0, eq), text.slice(eq + 1));
    if (!applied.ok) throw new Error(applied.message);
  }
  return engine;
}

/** The main engine with `options`, and its verifier: the same options, ProbCut off, a small table (as the command makes them). */
function enginePair(options: readonly string[]): { main: Engine; verifier: Engine } {
  return { main: engineWith(options), verifier: engineWith([...options, 'ProbCut=off', 'Hash=8']) };
}

function run(options: readonly string[], sampleEvery: number, fens: readonly string[] = POSITIONS, seed = 1): FalseCutResult {
  const { main, verifier } = enginePair(options);
  return runFalseCuts(main.searcher, verifier.searcher, fens, { depth: DEPTH, sampleEvery, seed });
}

/** Every count is where it belongs: false ≤ verified, verified + skipped ≤ seen, and the sums agree. */
function expectConsistent(r: FalseCutResult): void {
  for (const t of [...r.cells, ...r.perPosition, r.totals]) {
    expect(t.falseCuts).toBeGreaterThanOrEqual(0);
    expect(t.falseCuts).toBeLessThanOrEqual(t.verified);
    expect(t.verified + t.skipped).toBeLessThanOrEqual(t.seen);
  }
  expect(sumCells(r.cells)).toEqual(r.totals);
  const byPosition = { seen: 0, verified: 0, skipped: 0, falseCuts: 0 };
  for (const p of r.perPosition) {
    byPosition.seen += p.seen;
    byPosition.verified += p.verified;
    byPosition.skipped += p.skipped;
    byPosition.falseCuts += p.falseCuts;
  }
  expect(byPosition).toEqual(r.totals);
  expect(r.nodes).toBe(r.perPosition.reduce((s, p) => s + p.nodes, 0));
  expect(new Set(r.cells.map((c) => `${c.kind} ${c.height}`)).size).toBe(r.cells.length);
  expect(r.cells.every((c) => c.seen > 0 && c.height >= 1 && c.height < DEPTH)).toBe(true);
}

describe.each(['mpc', 'fixed'])('runFalseCuts with ProbCut=%s', (mode) => {
  const options = [`ProbCut=${mode}`];

  it('sees cuts and verifies every N-th, each on the node\'s own position and height, leaving that position alone', () => {
    const { main, verifier } = enginePair(options);
    const sampleEvery = 3;
    // Watch the verifications: the position handed over must be the node's (a copy), searched to
    // the node's height, and the main searcher's position must be the same afterwards.
    const depthsSearched: number[] = [];
    const searchUnpruned = verifier.searcher.search.bind(verifier.searcher);
    verifier.searcher.search = (pos, limits, ...rest) => {
      const node = getFen(main.searcher.position);
      const hash = [main.searcher.position.hashLo, main.searcher.position.hashHi];
      expect(pos).not.toBe(main.searcher.position);
      expect(getFen(pos)).toBe(node);
      depthsSearched.push(limits.depth ?? -1);
      const result = searchUnpruned(pos, limits, ...rest);
      expect(getFen(main.searcher.position)).toBe(node);
      expect([main.searcher.position.hashLo, main.searcher.position.hashHi]).toEqual(hash);
      return result;
    };
    const r = runFalseCuts(main.searcher, verifier.searcher, POSITIONS, { depth: DEPTH, sampleEvery, seed: 1 });

    expect(main.searcher.onProbeCut).toBeNull();
    expect(r.perPosition.map((p) => p.fen)).toEqual(POSITIONS);
    expect(r.totals.seen).toBeGreaterThan(5);
    expect(r.totals.verified).toBeGreaterThan(0);
    expectConsistent(r);
    // Every N-th cut of each position's search is sampled (from a phase the seed picks).
    for (const p of r.perPosition) {
      expect(p.verified + p.skipped).toBeGreaterThanOrEqual(Math.floor(p.seen / sampleEvery));
      expect(p.verified + p.skipped).toBeLessThanOrEqual(Math.ceil(p.seen / sampleEvery));
    }
    // One verification per verified cut (a mate-score skip may also have searched), at its height.
    expect(depthsSearched.length).toBeGreaterThanOrEqual(r.totals.verified);
    expect(depthsSearched.length).toBeLessThanOrEqual(r.totals.verified + r.totals.skipped);
    for (const height of new Set(r.cells.map((c) => c.height))) {
      const at = sumCells(r.cells, (c) => c.height === height);
      const searched = depthsSearched.filter((d) => d === height).length;
      expect(searched).toBeGreaterThanOrEqual(at.verified);
      expect(searched).toBeLessThanOrEqual(at.verified + at.skipped);
    }
    expect(depthsSearched.every((d) => r.cells.some((c) => c.height === d))).toBe(true);
    // ProbCut=fixed only ever cuts high (its probe is a fail-high test).
    if (mode === 'fixed') expect(r.cells.every((c) => c.kind === 'high')).toBe(true);
  });

  it('does not perturb the search it measures, and repeats itself exactly', () => {
    // Verifying every other cut gives the hook many chances to disturb the main search (every
    // cut would too, at twice the time).
    const first = run(options, 2);
    const second = run(options, 2);
    expect(second).toEqual(first);
    expect(first.totals.verified).toBeGreaterThan(0);
    // The same searches without any hook installed: identical nodes, best move and score.
    const plain = engineWith(options);
    for (const [i, fen] of POSITIONS.entries()) {
      const parsed = positionFromFen(fen);
      if (!parsed.ok) throw new Error(parsed.message);
      plain.searcher.newGame();
      const r = plain.searcher.search(parsed.value, { depth: DEPTH });
      const measured = first.perPosition[i];
      expect([measured.nodes, measured.bestMove, measured.score]).toEqual([r.nodes, r.bestMove, r.score]);
    }
  });
});

describe('runFalseCuts', () => {
  it('sees more false cuts with fixed ProbCut at margin 0 than at margin 400', () => {
    // With no margin the probe (good captures, 4 plies shallower) only has to reach beta itself,
    // so every shallow tactic that a deeper search refutes becomes a cut: at depth 8 on these
    // positions about 1 cut in 10 is false (24/254 when every cut was verified), against none of
    // the far fewer cuts at 400 (0/41). Verifying 1 in 3 keeps the test quick and still finds
    // 7-9 false cuts at margin 0 whatever the seed (1, 2, 3 tried), and none can appear at 400.
    // The improving allowance is set to 0 so that both margins are what they say.
    const loose = run(['ProbCut=fixed', 'ProbCutMargin=0', 'ProbCutMarginImproving=0'], 3);
    const wide = run(['ProbCut=fixed', 'ProbCutMargin=400', 'ProbCutMarginImproving=0'], 3);
    expectConsistent(loose);
    expectConsistent(wide);
    expect(loose.totals.seen).toBeGreaterThan(wide.totals.seen);
    expect(wide.totals.verified).toBeGreaterThan(0);
    expect(loose.totals.falseCuts).toBeGreaterThan(0);
    expect(falseCutRate(loose.totals)!).toBeGreaterThan(falseCutRate(wide.totals)!);
  });

  it('draws the sampling phase from the seed without changing the searches or the cuts seen', () => {
    const a = run(['ProbCut=fixed'], 4, [MIDDLEGAME], 1);
    const b = run(['ProbCut=fixed'], 4, [MIDDLEGAME], 99);
    expect(b.perPosition[0].nodes).toBe(a.perPosition[0].nodes);
    expect(b.cells.map((c) => [c.kind, c.height, c.seen])).toEqual(a.cells.map((c) => [c.kind, c.height, c.seen]));
    for (const r of [a, b]) {
      expect(r.totals.verified + r.totals.skipped).toBeGreaterThanOrEqual(Math.floor(r.totals.seen / 4));
      expect(r.totals.verified + r.totals.skipped).toBeLessThanOrEqual(Math.ceil(r.totals.seen / 4));
    }
  });

  it('refuses a verifier with ProbCut on or the main searcher itself, and removes its hook even when a FEN fails', () => {
    const { main, verifier } = enginePair(['ProbCut=fixed']);
    const settings = { depth: 2, sampleEvery: 1, seed: 1 };
    expect(() => runFalseCuts(main.searcher, main.searcher, [MIDDLEGAME], settings)).toThrow(/must not be the main searcher/);
    expect(() => runFalseCuts(main.searcher, engineWith(['ProbCut=fixed']).searcher, [MIDDLEGAME], settings)).toThrow(/ProbCut off/);
    expect(() => runFalseCuts(main.searcher, verifier.searcher, [MIDDLEGAME], { ...settings, sampleEvery: 0 })).toThrow(/sampleEvery/);
    expect(() => runFalseCuts(main.searcher, verifier.searcher, [MIDDLEGAME, 'not a fen'], settings)).toThrow(/position 2 'not a fen'/);
    expect(main.searcher.onProbeCut).toBeNull();
    // Below ProbCut=fixed's least height nothing is cut, and nothing is verified.
    const r = runFalseCuts(main.searcher, verifier.searcher, [MIDDLEGAME], settings);
    expect(r.totals).toEqual({ seen: 0, verified: 0, skipped: 0, falseCuts: 0 });
    expect(r.cells).toEqual([]);
    expect(falseCutRate(r.totals)).toBeNull();
  });
});
