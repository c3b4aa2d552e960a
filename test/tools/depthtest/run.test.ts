import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { runDepthTest, usableDepths, type DepthPair } from '../../../src/tools/depthtest/run.js';
import { ProbeEngine } from '../../../src/tools/probe.js';

const MOCK = fileURLToPath(new URL('../fixtures/mock-engine.mjs', import.meta.url));
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
];
const engines: ProbeEngine[] = [];
afterAll(async () => { await Promise.all(engines.map((e) => e.close())); });
function probe(...flags: string[]): ProbeEngine {
  const e = new ProbeEngine({ name: 'mock', argv: [process.execPath, MOCK, ...flags], options: [] });
  engines.push(e);
  return e;
}

describe('runDepthTest', () => {
  it('records each set\'s last completed depth and nodes per position', async () => {
    const seen: number[] = [];
    const pairs = await runDepthTest({ a: probe('--depth', '5'), b: probe('--depth', '3') }, FENS, { movetime: 5 }, 5000, (p) => seen.push(p.index));
    expect(seen).toEqual([0, 1, 2]);
    for (const p of pairs) {
      expect(p.a).toMatchObject({ ok: true, value: { depth: 5, nodes: 500 } });
      expect(p.b).toMatchObject({ ok: true, value: { depth: 3, nodes: 300 } });
    }
    expect(usableDepths(pairs)).toEqual({ a: [5, 5, 5], b: [3, 3, 3], nodesA: [500, 500, 500], nodesB: [300, 300, 300] });
  });
  it('keeps going after a crash, restarting the engine, and leaves failed pairs out of the statistics', async () => {
    // The crashing mock dies on its 2nd search of each process life: position 1 fails (the
    // engine crashed there), position 2 runs on a fresh process.
    const pairs: DepthPair[] = await runDepthTest({ a: probe('--depth', '4'), b: probe('--crash-after', '2') }, FENS, { movetime: 5 }, 5000, () => {});
    expect(pairs[1].b).toMatchObject({ ok: false, kind: 'SearchFailed', message: expect.stringMatching(/exited with exit code 3/) });
    expect(pairs[2].b).toMatchObject({ ok: true, value: { depth: 3 } });
    expect(usableDepths(pairs).a).toEqual([4, 4]);
  });
});
