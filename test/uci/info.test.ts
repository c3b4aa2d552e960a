// The info lines the engine prints (info.ts, as the bundle prints them): every search report
// carries depth, seldepth, score cp|mate, nodes, nps, time, hashfull and a pv; the pv is a legal
// line (chess.js plays it through); the last exact report's first pv move is the bestmove; mate
// scores are printed as `mate N` with N in moves, negative when the side to move is mated.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet } from '../helpers/uci-process.js';
import { gameAfter } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';

/** Mate in 2 (1.Qb3+ or 1.Qa2+, Kh8, 2.Rf8#), checked by exhaustive search with chess.js. */
const MATE_IN_2 = '6k1/pp4pp/8/8/8/8/1Q6/5RK1 w - - 0 1';
/** The same after 1.Qb3+: Black's only move Kh8 runs into Rf8#. */
const MATED_IN_1 = '6k1/pp4pp/8/8/8/1Q6/8/5RK1 b - - 1 1';

const INFO = /^info depth (\d+) seldepth (\d+) score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes (\d+) nps (\d+) time (\d+) hashfull (\d+)(?: pv ((?:[a-h][1-8][a-h][1-8][qrbn]? ?)+))?$/;

interface Info { depth: number; selDepth: number; score: string; bound: string; nodes: number; nps: number; time: number; hashfull: number; pv: string[] }

function parse(line: string): Info {
  const m = INFO.exec(line);
  expect(m, line).not.toBeNull();
  const [, depth, selDepth, score, bound, nodes, nps, time, hashfull, pv] = m!;
  return {
    depth: Number(depth), selDepth: Number(selDepth), score, bound: (bound ?? '').trim(), nodes: Number(nodes),
    nps: Number(nps), time: Number(time), hashfull: Number(hashfull), pv: pv ? pv.trim().split(' ') : [],
  };
}

const engines = new EngineSet();
async function search(fen: string, go: string, setup: string[] = []): Promise<{ infos: Info[]; bestmove: string; ponder: string | undefined }> {
  const e = await engines.start();
  for (const line of setup) e.send(line);
  e.send(`position fen ${fen}`);
  const from = e.mark();
  e.send(go);
  const best = await e.bestmove(from, 30000);
  const infos = e.textsFrom(from, best.index).filter((t) => t.startsWith('info depth')).map(parse);
  return { infos, bestmove: best.move, ponder: best.ponder };
}

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

describe('info lines', () => {
  it('carry every field, in sane ranges, with legal pvs, and the last pv starts with the bestmove', async () => {
    // A 1 MiB table, so that hashfull (sampled over the table's first 1000 entries) shows the
    // few thousand entries a depth-7 search stores; in the default 16 MiB it can round to 0.
    const { infos, bestmove, ponder } = await search(MIDDLEGAME, 'go depth 7', ['setoption name Hash value 1']);
    const exact = infos.filter((i) => i.bound === '');
    expect(exact.map((i) => i.depth)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    let lastNodes = 0;
    for (const info of infos) {
      expect(info.selDepth).toBeGreaterThanOrEqual(info.depth);
      expect(info.nodes).toBeGreaterThanOrEqual(lastNodes);
      lastNodes = info.nodes;
      expect(info.hashfull).toBeGreaterThanOrEqual(0);
      expect(info.hashfull).toBeLessThanOrEqual(1000);
      expect(info.score).toMatch(/^cp -?\d+$/);
      // nps is nodes per second of the reported time (time 0 counts as 1 ms).
      expect(info.nps).toBe(Math.round((info.nodes * 1000) / Math.max(1, info.time)));
      // The pv plays through legally from the root.
      expect(() => gameAfter(MIDDLEGAME, info.pv)).not.toThrow();
    }
    for (const info of exact) expect(info.pv.length).toBeGreaterThan(0);
    const last = exact.at(-1)!;
    expect(last.pv[0]).toBe(bestmove);
    if (last.pv.length > 1) expect(ponder).toBe(last.pv[1]);
    expect(last.hashfull).toBeGreaterThan(0);
  });

  it('a forced mate is reported as score mate 2 with the mating pv', async () => {
    const { infos, bestmove } = await search(MATE_IN_2, 'go depth 6');
    const last = infos.filter((i) => i.bound === '').at(-1)!;
    expect(last.score).toBe('mate 2');
    expect(['b2b3', 'b2a2']).toContain(bestmove);
    expect(last.pv.length).toBe(3);
    expect(gameAfter(MATE_IN_2, last.pv).isCheckmate()).toBe(true);
  });

  it('the mated side sees a negative mate score', async () => {
    const { infos } = await search(MATED_IN_1, 'go depth 5');
    const last = infos.filter((i) => i.bound === '').at(-1)!;
    expect(last.score).toBe('mate -1');
    expect(gameAfter(MATED_IN_1, last.pv).isCheckmate()).toBe(true);
  });
});
