// Strength levels (UCI_LimitStrength + UCI_Elo, src/engine/strength.ts and Engine.search): off by
// default and then exactly the plain search; at the bottom of the range the move varies with the
// seed (and only with it), is always legal, and the node budget holds; at the top it is the best
// line of a node-limited search; the pick never strays outside its margin.

import { describe, expect, it } from 'vitest';
import { START_FEN, positionFromFen } from '../../src/board/fen.js';
import type { Position } from '../../src/board/position.js';
import { Engine } from '../../src/engine/engine.js';
import { ELO_MAX, ELO_MIN, MARGIN_SPREADS, limitedLimits, pickLine, strengthPlan } from '../../src/engine/strength.js';
import { legalMoves } from '../../src/movegen/notation.js';
import type { RootLine } from '../../src/search/search.js';
import { makeRandom } from '../../src/random.js';
import { MIDDLEGAME } from '../helpers/positions.js';

function position(fen: string): Position {
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function limited(elo: number, seed: number): Engine {
  const e = new Engine();
  expect(e.applyOption('UCI_LimitStrength', 'true').ok).toBe(true);
  expect(e.applyOption('UCI_Elo', String(elo)).ok).toBe(true);
  e.seedStrength(seed);
  return e;
}

describe('the Elo mapping', () => {
  it('gives more nodes and less spread as Elo rises, and the best line only at the top', () => {
    let previous = strengthPlan(ELO_MIN);
    expect(previous.multiPv).toBeGreaterThan(1);
    for (let elo = ELO_MIN + 50; elo <= ELO_MAX; elo += 50) {
      const plan = strengthPlan(elo);
      expect(plan.nodes).toBeGreaterThan(previous.nodes);
      expect(plan.spreadCp).toBeLessThan(previous.spreadCp);
      previous = plan;
    }
    expect(strengthPlan(ELO_MAX)).toMatchObject({ multiPv: 1, spreadCp: 0 });
  });

  it('keeps the smaller of the go\'s node limit and the level\'s, and every other limit', () => {
    const plan = strengthPlan(ELO_MIN);
    expect(limitedLimits({ wtime: 1000, btime: 900 }, plan)).toEqual({ wtime: 1000, btime: 900, nodes: plan.nodes });
    expect(limitedLimits({ nodes: 10 }, plan).nodes).toBe(10);
    expect(limitedLimits({ nodes: 10 ** 9 }, plan).nodes).toBe(plan.nodes);
  });
});

describe('pickLine', () => {
  const line = (score: number): RootLine => ({ move: score, score, depth: 5, pv: [score] });
  const lines = [line(50), line(40), line(20), line(-200)];

  it('is the best line with no spread or no alternative', () => {
    expect(pickLine(lines, 0, () => 0.99)).toBe(0);
    expect(pickLine([line(5)], 60, () => 0.99)).toBe(0);
    expect(pickLine([line(500), line(0)], 60, () => 0.99)).toBe(0);
  });

  it('draws among the lines within the margin, nearer lines more often, never one beyond it', () => {
    const random = makeRandom(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[pickLine(lines, 40, random)]++;
    expect(counts[3]).toBe(0); // 250 cp worse: beyond 2.5 spreads of 40 cp
    expect(50 - -200).toBeGreaterThan(40 * MARGIN_SPREADS);
    expect(counts[0]).toBeGreaterThan(counts[1]);
    expect(counts[1]).toBeGreaterThan(counts[2]);
    expect(counts[2]).toBeGreaterThan(0);
  });
});

describe('Engine.search with a strength level', () => {
  it('is the plain search when UCI_LimitStrength is off (the default), whatever UCI_Elo says', () => {
    for (const fen of [START_FEN, MIDDLEGAME]) {
      const off = new Engine();
      expect(off.applyOption('UCI_Elo', String(ELO_MIN)).ok).toBe(true);
      const plain = new Engine();
      const a = off.search(position(fen), { depth: 7 });
      const b = plain.searcher.search(position(fen), { depth: 7 });
      expect({ ...a, timeMs: 0 }).toEqual({ ...b, timeMs: 0 });
    }
  });

  it('at the lowest Elo: a legal move that varies with the seed, repeats with it, within the node budget', () => {
    const pos = position(START_FEN);
    const legal = new Set(legalMoves(pos));
    const budget = strengthPlan(ELO_MIN).nodes;
    const moves = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const first = limited(ELO_MIN, seed).search(pos, { wtime: 60000, btime: 60000 });
      const again = limited(ELO_MIN, seed).search(pos, { wtime: 60000, btime: 60000 });
      expect(again.bestMove).toBe(first.bestMove);
      expect(legal.has(first.bestMove)).toBe(true);
      // Within a node of the budget: a node that finds the search stopped is counted before it returns.
      expect(first.nodes).toBeLessThanOrEqual(budget + 1);
      // The reported line is the chosen one: its first move, and its second as the ponder move.
      expect(first.pv[0]).toBe(first.bestMove);
      expect(first.ponderMove).toBe(first.pv[1] ?? 0);
      moves.add(first.bestMove);
    }
    expect(moves.size).toBeGreaterThan(1);
  });

  it('at the top Elo: the best line of a search within the level\'s node budget; the user\'s MultiPV is kept', () => {
    const e = limited(ELO_MAX, 5);
    expect(e.applyOption('MultiPV', '2').ok).toBe(true);
    const top = e.search(position(MIDDLEGAME), { wtime: 600000, btime: 600000 });
    const plain = new Engine();
    plain.applyOption('MultiPV', '2');
    const best = plain.searcher.search(position(MIDDLEGAME), { nodes: strengthPlan(ELO_MAX).nodes });
    expect(top.bestMove).toBe(best.bestMove);
    expect(top.nodes).toBe(best.nodes);
    expect(e.searcher.options.multiPv).toBe(2);
  });

  it('a node limit of the go below the level\'s budget wins; go mate and go infinite are not limited', () => {
    const pos = position(START_FEN);
    expect(limited(ELO_MAX, 1).search(pos, { nodes: 2000 }).nodes).toBeLessThanOrEqual(2001);
    const mate = limited(ELO_MIN, 1).search(position('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1'), { mate: 1 });
    expect(mate.score).toBeGreaterThan(30000);
  });
});
