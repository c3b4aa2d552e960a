import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ProbeEngine, WARM_UP_MS } from '../../src/tools/probe.js';
import { EngineError } from '../../src/tools/uci-client.js';

const MOCK = fileURLToPath(new URL('./fixtures/mock-engine.mjs', import.meta.url));
const FEN = '7k/8/8/8/8/8/8/KR6 w - - 0 1';

describe('ProbeEngine', () => {
  it('searches a position and reports move, depth, nodes and time', async () => {
    const e = new ProbeEngine({ name: 'm', argv: [process.execPath, MOCK, '--depth', '6'], options: [] });
    try {
      const r = await e.search(FEN, { depth: 6 }, 5000);
      if (!r.ok) throw new Error(r.message);
      expect(r.value.bestmove).toMatch(/^(a1|b1)/);
      expect([r.value.depth, r.value.nodes]).toEqual([6, 600]);
      expect(r.value.timeMs).toBeGreaterThanOrEqual(0);
    } finally {
      await e.close();
    }
  });
  it('returns a hang as a failed search and works again afterwards', async () => {
    const e = new ProbeEngine({ name: 'm', argv: [process.execPath, MOCK, '--sleep', '600'], options: [] });
    try {
      const r = await e.search(FEN, { movetime: 1 }, 150);
      expect(r).toEqual({ ok: false, kind: 'SearchFailed', message: "engine 'm' gave no 'bestmove' within 150 ms" });
      // The hung process was replaced: a patient second search succeeds.
      const again = await e.search(FEN, { movetime: 1 }, 5000);
      expect(again.ok).toBe(true);
    } finally {
      await e.close();
    }
  });
  it('warms a fresh process up with one unrecorded search when asked to', async () => {
    // The mock answers its Nth `go` with the Nth listed move: the warm-up takes the first.
    const argv = [process.execPath, MOCK, '--play', 'h8g8,a1a2,a1a3'];
    const cold = new ProbeEngine({ name: 'm', argv, options: [] });
    const warm = new ProbeEngine({ name: 'm', argv, options: [] }, { warmUpMs: 20 });
    try {
      const c = await cold.search(FEN, { movetime: 5 }, 5000);
      const w = await warm.search(FEN, { movetime: 5 }, 5000);
      expect([c.ok && c.value.bestmove, w.ok && w.value.bestmove]).toEqual(['h8g8', 'a1a2']);
      // Only a fresh process is warmed: the second search is the process's third `go`.
      const w2 = await warm.search(FEN, { movetime: 5 }, 5000);
      expect(w2.ok && w2.value.bestmove).toBe('a1a3');
    } finally {
      await cold.close();
      await warm.close();
    }
  });
  it('fails the start when the warm-up search fails', async () => {
    const e = new ProbeEngine({ name: 'm', argv: [process.execPath, MOCK, '--crash-after', '1'], options: [] }, { warmUpMs: 20 });
    await expect(e.start()).rejects.toBeInstanceOf(EngineError);
    await e.close();
  });
  it('asks for a warm-up for timed searches only', () => {
    expect(ProbeEngine.warmUpFor({ movetime: 1000 })).toBe(WARM_UP_MS);
    expect(ProbeEngine.warmUpFor({ wtime: 1000, btime: 1000 })).toBe(WARM_UP_MS);
    expect(ProbeEngine.warmUpFor({ depth: 10 })).toBe(0);
    expect(ProbeEngine.warmUpFor({ nodes: 100000 })).toBe(0);
  });
  it('throws when the engine cannot start at all', async () => {
    const e = new ProbeEngine({ name: 'm', argv: [process.execPath, MOCK], options: [['Nope', '1']] });
    await expect(e.search(FEN, { depth: 1 }, 5000)).rejects.toBeInstanceOf(EngineError);
  });
});
