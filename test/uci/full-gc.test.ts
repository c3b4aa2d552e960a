// The full collection at `ucinewgame` (uci/full-gc.ts), seen the way it was diagnosed: the real
// bundle under `node --trace-gc`, whose lines name the isolate and the reason. V8 reports a `gc()`
// call as "testing". Both threads (two isolates) must collect once per new game, and a burst of
// ucinewgame lines must cost one collection per thread, not one each. Reading the trace from
// stdout: V8 writes it unsynchronised with the engine's lines, so it is matched anywhere in the
// output, not by line.

import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';

beforeAll(() => ensureBundle());

/** Isolate addresses of the "testing" (gc() call) mark-compacts in a --trace-gc output. */
function collectionsByIsolate(output: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of output.matchAll(/\[\d+:(0x[0-9a-f]+)\][^\n[]*?Mark-Compact[^\n[]*?testing/g)) {
    counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  return counts;
}

/** A script step: a line to send, a pause in ms, or a wait until `text` has appeared `count` times. */
type Step = string | number | { text: string; count: number };

/** Run the engine under --trace-gc through `script`; resolve with its stdout once it exits. */
function runTraced(script: Step[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--trace-gc', KERF_BIN], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    let onOutput = (): void => {};
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); onOutput(); });
    child.on('error', reject);
    child.on('exit', () => resolve(out));
    const seen = (text: string): number => out.split(text).length - 1;
    void (async () => {
      for (const step of script) {
        if (typeof step === 'number') await new Promise((r) => setTimeout(r, step));
        else if (typeof step === 'string') child.stdin.write(step + '\n');
        else await new Promise<void>((r) => { onOutput = () => { if (seen(step.text) >= step.count) r(); }; onOutput(); });
      }
      child.stdin.end();
    })();
  });
}

describe('ucinewgame runs a full collection in both threads', () => {
  it('once per thread for a new game, once for a burst, again after a second', async () => {
    const out = await runTraced([
      'uci', 'isready', { text: 'readyok', count: 1 },
      'ucinewgame', 'ucinewgame', 'ucinewgame', 'isready', 'position startpos moves e2e4', 'go depth 6',
      { text: 'bestmove', count: 1 }, 1200,
      'ucinewgame', 'isready', { text: 'readyok', count: 3 }, 300, 'quit',
    ]);
    expect(out).toContain('bestmove ');
    expect(out.match(/readyok/g)?.length).toBe(3);
    const counts = collectionsByIsolate(out);
    // Two isolates (front end and search thread), each collecting for the burst and for the later game.
    expect([...counts.values()]).toEqual([2, 2]);
  }, 30_000);

  it('not before the first ucinewgame', async () => {
    const out = await runTraced(['uci', 'isready', 'position startpos', 'go depth 4', { text: 'bestmove', count: 1 }, 300, 'quit']);
    expect(out).toContain('bestmove ');
    expect(collectionsByIsolate(out).size).toBe(0);
  }, 30_000);
});
