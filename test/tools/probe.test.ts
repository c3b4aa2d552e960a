import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ProbeEngine } from '../../src/tools/probe.js';
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
  it('throws when the engine cannot start at all', async () => {
    const e = new ProbeEngine({ name: 'm', argv: [process.execPath, MOCK], options: [['Nope', '1']] });
    await expect(e.search(FEN, { depth: 1 }, 5000)).rejects.toBeInstanceOf(EngineError);
  });
});
