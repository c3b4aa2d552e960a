// Lazy SMP through the real engine (bin/kerf → dist/kerf.js): with Threads > 1 every go still gets
// one legal bestmove, info nodes count every thread, Threads and Hash changes between searches
// work repeatedly (no helper from an earlier go survives into the next), isready is answered at
// once mid-search, and quit mid-search with four threads exits cleanly and at once. A helper that
// crashes or hangs (stand-in scripts in test/fixtures/smp/) is reported and the pool rebuilt. The
// skip policy of search/smp.ts is checked directly. Kept short: a few shallow searches.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { helperSkipsDepth, MAX_THREADS } from '../../src/search/smp.js';
import { Searcher } from '../../src/search/search.js';
import { HelperPool } from '../../src/uci/helper-pool.js';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { MIDDLEGAME } from '../helpers/positions.js';
import { legalUci } from '../helpers/legal.js';

const engines = new EngineSet();
beforeAll(() => ensureBundle());
afterEach(async () => { await engines.closeAll(); });

/** The nodes of the last `info depth` line from index `from`. */
function lastNodes(e: UciProcess, from: number): number {
  const infos = e.textsFrom(from).filter((t) => t.startsWith('info depth'));
  return Number(/ nodes (\d+)/.exec(infos[infos.length - 1] ?? '')?.[1] ?? NaN);
}

async function goDepth(e: UciProcess, fen: string, depth: number): Promise<{ move: string; nodes: number; errors: string[] }> {
  e.send(`position fen ${fen}`);
  const from = e.mark();
  e.send(`go depth ${depth}`);
  const best = await e.bestmove(from, 30000);
  const errors = e.textsFrom(from).filter((t) => t.startsWith('info string error'));
  return { move: best.move, nodes: lastNodes(e, from), errors };
}

describe('helperSkipsDepth', () => {
  it('lets helper 1 start at depth 1 and covers every depth with each pair of helpers', () => {
    expect(helperSkipsDepth(1, 1)).toBe(false);
    for (let first = 1; first < MAX_THREADS - 1; first += 2) {
      for (let d = 1; d < 40; d++) expect(helperSkipsDepth(first, d) && helperSkipsDepth(first + 1, d), `helpers ${first}, ${first + 1} at ${d}`).toBe(false);
    }
  });
});

describe('HelperPool with a failing helper (stand-in helper scripts)', () => {
  const fixture = (name: string): URL => new URL(`../fixtures/smp/${name}`, import.meta.url);
  async function until(pred: () => boolean, ms = 5000): Promise<void> {
    for (const end = Date.now() + ms; !pred() && Date.now() < end;) await UciProcess.pause(20);
  }

  it('reports a helper that crashes, once, and rebuilds the pool at the next search', async () => {
    const lines: string[] = [];
    const pool = new HelperPool((l) => lines.push(l), fixture('throwing-helper.mjs'));
    const engine = { threads: 2, searcher: new Searcher(1) };
    try {
      expect(pool.sync(engine)).toBe(1);
      pool.start('8/8/8/8/8/8/8/K1k5 w - - 0 1', [], undefined);
      expect(pool.stop()).toBe(0);
      await until(() => lines.length > 0);
      await UciProcess.pause(100);
      expect(lines).toEqual(['info string error helper thread 1 failed: boom']);
      expect(pool.sync(engine)).toBe(1);
    } finally {
      pool.close();
    }
  });

  it('gives up on a helper that does not stop, says so, and rebuilds the pool', async () => {
    const lines: string[] = [];
    const pool = new HelperPool((l) => lines.push(l), fixture('hanging-helper.mjs'), 300);
    const engine = { threads: 2, searcher: new Searcher(1) };
    try {
      pool.sync(engine);
      pool.start('8/8/8/8/8/8/8/K1k5 w - - 0 1', [], undefined);
      await UciProcess.pause(500);
      const t0 = Date.now();
      pool.stop();
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(lines).toEqual(['info string error helper threads did not stop within 300 ms; restarting them']);
      // The next search has a fresh pool, whose stop does not wait for the hung one.
      expect(pool.sync(engine)).toBe(1);
      const t1 = Date.now();
      pool.stop();
      expect(Date.now() - t1).toBeLessThan(100);
    } finally {
      pool.close();
    }
  });
});

describe('Threads > 1 over UCI', () => {
  it('answers go depth with a legal move, repeatedly, with nodes summed over the threads', async () => {
    const e = await engines.start();
    const single = await goDepth(e, MIDDLEGAME, 8);
    e.send('setoption name Threads value 2');
    await e.sync();
    const legal = legalUci(MIDDLEGAME);
    let counted = 0;
    for (let i = 0; i < 4; i++) {
      const r = await goDepth(e, MIDDLEGAME, i === 0 ? 10 : 8);
      expect(r.errors).toEqual([]);
      expect(legal.has(r.move), r.move).toBe(true);
      if (i > 0 && r.nodes !== single.nodes) counted++;
    }
    // The helpers are up after the first go; their nodes then show in the last info line (the
    // shared table makes the main thread's own count vary too, so only "not the lone count").
    expect(counted).toBeGreaterThan(0);
  });

  it('takes a Hash change and ucinewgame with helpers running, and Threads back to 1', async () => {
    const e = await engines.start();
    e.send('setoption name Threads value 2');
    expect((await goDepth(e, MIDDLEGAME, 8)).errors).toEqual([]);
    e.send('setoption name Hash value 8');
    e.send('ucinewgame');
    await e.sync();
    const r = await goDepth(e, MIDDLEGAME, 9);
    expect(r.errors).toEqual([]);
    expect(r.move).toMatch(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
    e.send('setoption name Clear Hash');
    e.send('setoption name Threads value 1');
    await e.sync();
    // Threads=1 again: deterministic, the same count as a fresh single-threaded engine.
    e.send('ucinewgame');
    const again = await goDepth(e, MIDDLEGAME, 8);
    const fresh = await engines.start();
    fresh.send('setoption name Hash value 8');
    expect(again.nodes).toBe((await goDepth(fresh, MIDDLEGAME, 8)).nodes);
  });

  it('answers isready at once mid-search and exits on quit at once with Threads=4', async () => {
    const e = await engines.start();
    e.send('setoption name Threads value 4');
    await e.sync();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth 6'), 20000, from, 'info depth 6');
    const sent = e.send('isready');
    const ready = await e.waitFor((t) => t === 'readyok', 2000, from, 'readyok');
    expect(ready.at - sent).toBeLessThan(1000);
    const quitAt = e.send('quit');
    const exit = await e.waitExit(5000);
    expect(exit.code).toBe(0);
    expect(exit.at - quitAt).toBeLessThan(1500);
    expect(e.stderr).toEqual([]);
  });

  it('stops helpers with the GUI stop: go infinite, stop, then go depth answers normally', async () => {
    const e = await engines.start();
    e.send('setoption name Threads value 2');
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth 5'), 20000, from, 'info depth 5');
    e.send('stop');
    await e.bestmove(from, 5000);
    const r = await goDepth(e, MIDDLEGAME, 7);
    expect(r.errors).toEqual([]);
    expect(e.textsFrom(from).filter((t) => t.startsWith('bestmove'))).toHaveLength(2);
  });
});
