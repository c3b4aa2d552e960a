// Clean exit of the real engine (bin/kerf → dist/kerf.js): `quit` or end of input at any moment —
// right after start-up, idle, mid-search, during `go infinite`, while a go is queued behind
// another — ends the process with exit code 0, nothing on stderr and nothing printed after quit.
// The process exiting is itself the proof that no worker thread or handle was left keeping it
// alive. Deadlines are generous (1 s after the command, 3 s from spawn when start-up is included)
// because the machine is shared; scripts/startup-time.mjs measures the real figures.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { MIDDLEGAME } from '../helpers/positions.js';

/** From the command (quit / end of input) to the process's exit. */
const EXIT_DEADLINE_MS = 1000;
/** From spawn to exit, when the command is sent before the engine has even started. */
const COLD_EXIT_DEADLINE_MS = 3000;

const engines = new EngineSet();
function spawnEngine(): UciProcess {
  return engines.track(new UciProcess());
}

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

type Ending = 'quit' | 'eof';

function end(e: UciProcess, how: Ending): number {
  if (how === 'quit') return e.send('quit');
  e.closeInput();
  return performance.now();
}

/** Answers owed before quit that may still be on their way: at most `bestmoves` from output line `from`. */
interface Owed {
  from: number;
  bestmoves: number;
}

/** End the session and check: exit code 0, no signal, in time, no stderr. Returns the latency. */
async function expectCleanExit(
  e: UciProcess,
  how: Ending,
  deadlineMs = EXIT_DEADLINE_MS,
  owed: Owed | null = null,
): Promise<number> {
  const before = e.mark();
  const sent = end(e, how);
  const exit = await e.waitExit(deadlineMs + 2000);
  expect(exit.signal).toBeNull();
  expect(exit.code).toBe(0);
  expect(exit.at - sent).toBeLessThan(deadlineMs);
  expect(e.stderr).toEqual([]);
  // Nothing that could be mistaken for an answer after quit (a search's late bestmove, say).
  if (how === 'quit') {
    expect(e.textsFrom(before).filter((t) => t === 'readyok')).toEqual([]);
    const bestmoves = e.textsFrom(owed === null ? before : owed.from).filter((t) => t.startsWith('bestmove'));
    expect(bestmoves.length).toBeLessThanOrEqual(owed === null ? 0 : owed.bestmoves);
  }
  return exit.at - sent;
}

async function searching(e: UciProcess, go: string): Promise<void> {
  await e.handshake();
  e.send(`position fen ${MIDDLEGAME}`);
  const from = e.mark();
  e.send(go);
  await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
}

for (const how of ['quit', 'eof'] as const) {
  describe(`${how === 'quit' ? 'quit' : 'end of input'} ends the process with code 0`, () => {
    it('right after start-up, before the engine has read anything', async () => {
      const e = spawnEngine();
      const spawned = performance.now();
      await expectCleanExit(e, how, COLD_EXIT_DEADLINE_MS);
      expect(e.exited!.at - spawned).toBeLessThan(COLD_EXIT_DEADLINE_MS);
      expect(e.lines).toEqual([]);
    });

    it('idle, after a finished search', async () => {
      const e = spawnEngine();
      await e.handshake();
      e.send('position startpos');
      const from = e.mark();
      e.send('go depth 2');
      await e.bestmove(from);
      await e.sync();
      await expectCleanExit(e, how);
    });

    it('in the middle of a deep fixed-depth search', async () => {
      const e = spawnEngine();
      await searching(e, 'go depth 60');
      await expectCleanExit(e, how);
    });

    it('during go infinite', async () => {
      const e = spawnEngine();
      await searching(e, 'go infinite');
      await expectCleanExit(e, how);
    });
  });
}

// States where quit and end of input take the same path (both call exit); quit only, to keep the
// file quick.
describe('quit in the other states ends the process with code 0', () => {
  it('during go ponder', async () => {
    const e = spawnEngine();
    await searching(e, 'go ponder wtime 60000 btime 60000');
    await expectCleanExit(e, 'quit');
  });

  it('with a go queued behind a running search', async () => {
    const e = spawnEngine();
    await searching(e, 'go infinite');
    const from = e.mark();
    e.send('go infinite');
    // The second go stops the first, whose bestmove is then owed and may arrive on either side of
    // the quit; the queued go itself is never answered.
    await expectCleanExit(e, 'quit', EXIT_DEADLINE_MS, { from, bestmoves: 1 });
  });

  it('right after uciok and a Hash resize, while the search thread may still be starting', async () => {
    const e = spawnEngine();
    await e.handshake();
    e.send('setoption name Hash value 256');
    await expectCleanExit(e, 'quit');
  });
});

describe('quit ends the session at once', () => {
  it('commands after quit are not processed', async () => {
    const e = spawnEngine();
    await e.handshake();
    const from = e.mark();
    // One write, so the engine has all three lines in hand when it reads quit.
    e.send('quit\nisready\nposition startpos\ngo depth 1');
    const exit = await e.waitExit(EXIT_DEADLINE_MS + 2000);
    expect(exit.code).toBe(0);
    expect(e.textsFrom(from)).toEqual([]);
  });
});
