import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Chess } from 'chess.js';
import { EngineError, UciEngine, goCommand, lastPvInfo } from '../../src/tools/uci-client.js';
import type { EngineSpec } from '../../src/tools/engine-spec.js';

const MOCK = fileURLToPath(new URL('./fixtures/mock-engine.mjs', import.meta.url));
function mock(flags: string[] = [], options: Array<[string, string]> = []): EngineSpec {
  return { name: 'mock', argv: [process.execPath, MOCK, ...flags], options };
}

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try { await p; } catch (err) { if (err instanceof EngineError) return err; throw err; }
  throw new Error('expected an EngineError');
}

describe('UciEngine', () => {
  it('handshakes, searches and collects info lines until bestmove', async () => {
    const engine = await UciEngine.start(mock(['--depth', '4'], [['Seed', '7']]));
    try {
      expect(engine.idName).toBe('MockEngine');
      expect(engine.declaredOptions.has('hash')).toBe(true);
      await engine.newGame();
      const r = await engine.go(undefined, ['e2e4'], { movetime: 10 }, 5000);
      expect(r.infos).toHaveLength(4);
      expect(lastPvInfo(r.infos)?.depth).toBe(4);
      expect(r.bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
      expect(r.infos[3].pv).toEqual([r.bestmove]);
      expect(r.elapsedMs).toBeGreaterThanOrEqual(0);
    } finally {
      await engine.close();
    }
    expect(engine.exited).toBe(true);
  });

  it('rejects an option the engine does not declare', async () => {
    const err = await failure(UciEngine.start(mock([], [['Hsh', '1']])));
    expect(err.kind).toBe('protocol');
    expect(err.message).toBe("engine 'mock' has no option 'Hsh'");
  });

  it('times out a missing uciok', async () => {
    const err = await failure(UciEngine.start(mock(['--no-uciok']), { handshakeMs: 300 }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/no 'uciok' within 300 ms/);
  });

  it('reports a program that cannot be started', async () => {
    const err = await failure(UciEngine.start({ name: 'nothing', argv: ['/nonexistent/engine'], options: [] }));
    expect(err.kind).toBe('spawn');
    expect(err.message).toMatch(/ENOENT/);
  });

  it('detects a crash during a search', async () => {
    const engine = await UciEngine.start(mock(['--crash-after', '1']));
    const err = await failure(engine.go(undefined, [], { depth: 1 }, 5000));
    expect(err.kind).toBe('crash');
    expect(err.message).toMatch(/exit code 3/);
    expect(engine.exited).toBe(true);
  });

  it('times out a slow search', async () => {
    const engine = await UciEngine.start(mock(['--sleep', '1000']));
    try {
      const err = await failure(engine.go(undefined, [], { movetime: 1 }, 100));
      expect(err.kind).toBe('timeout');
    } finally {
      engine.kill();
    }
  });
});

describe('goCommand', () => {
  it('writes the limits in UCI order, rounding clocks', () => {
    expect(goCommand({ wtime: 1000.4, btime: 990, winc: 10, binc: 10 })).toBe('go wtime 1000 btime 990 winc 10 binc 10');
    expect(goCommand({ nodes: 5000 })).toBe('go nodes 5000');
    expect(goCommand({ depth: 3, movetime: 50 })).toBe('go movetime 50 depth 3');
  });
});

// A real third-party engine: Stockfish 10 compiled to WebAssembly (the npm package `stockfish`, a
// pinned devDependency), so `npm ci` sets it up on any machine and this test always runs. It
// advertises Threads (1..1) but stops answering once Threads is set, so the test sets Hash and
// Contempt.
const STOCKFISH = createRequire(import.meta.url).resolve('stockfish/src/stockfish.js');

describe('UciEngine with Stockfish', () => {
  it('handshakes with options, searches to a depth and returns a legal move', async () => {
    const engine = await UciEngine.start({ name: 'sf', argv: [process.execPath, STOCKFISH], options: [['Hash', '16'], ['Contempt', '0']] });
    try {
      expect(engine.idName).toMatch(/^Stockfish/);
      await engine.newGame();
      const r = await engine.go(undefined, ['e2e4', 'e7e5'], { depth: 8 }, 20000);
      expect(lastPvInfo(r.infos)?.depth).toBe(8);
      expect(r.infos.some((i) => i.nodes !== undefined && i.scoreCp !== undefined)).toBe(true);
      const chess = new Chess();
      chess.move('e4');
      chess.move('e5');
      expect(() => chess.move({ from: r.bestmove.slice(0, 2), to: r.bestmove.slice(2, 4), promotion: r.bestmove[4] })).not.toThrow();
    } finally {
      await engine.close();
    }
  });
});
