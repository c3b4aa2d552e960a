// Lazy SMP through the real engine (bin/kerf → dist/kerf.js): with Threads > 1 every go still gets
// one legal bestmove, info nodes count every thread, Threads and Hash changes between searches
// work repeatedly (no helper from an earlier go survives into the next), isready is answered at
// once mid-search, and quit mid-search with four threads exits cleanly and at once. The
// skip policy of search/smp.ts is checked directly. Kept short: a few shallow searches.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { helperSkipsDepth, MAX_THREADS } from '../../src/search/smp.js';
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
