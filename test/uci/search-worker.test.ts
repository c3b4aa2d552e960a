// The search thread seen through the protocol (search-worker.ts with uci.ts): one bestmove per go,
// held back in infinite and ponder mode until stop / ponderhit, released promptly when they come;
// time-limited searches end on their own; the ProbCut statistics appear in debug mode. Runs the
// real bundle as a child process. Deadlines are generous (shared 2-core machine).

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { START_FEN, legalUci } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';
import { FOOLS_MATE } from '../helpers/positions.js';


const engines = new EngineSet();
const engine = (): Promise<UciProcess> => engines.start();

const isBestmove = (t: string): boolean => t.startsWith('bestmove');
function bestmoves(e: UciProcess, from: number): number {
  return e.textsFrom(from).filter(isBestmove).length;
}

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

describe('go infinite', () => {
  it('searches until stop, then prints exactly one legal bestmove promptly', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    await UciProcess.pause(300);
    expect(bestmoves(e, from)).toBe(0);
    const stopAt = e.send('stop');
    const best = await e.bestmove(from, 2000);
    expect(best.at - stopAt).toBeLessThan(2000);
    expect(legalUci(MIDDLEGAME)).toContain(best.move);
    await e.sync();
    await UciProcess.pause(200);
    expect(bestmoves(e, from)).toBe(1);
  });

  it('holds the bestmove until stop even when the search has nothing to do', async () => {
    const e = await engine();
    e.send(`position fen ${FOOLS_MATE}`);
    const from = e.mark();
    e.send('go infinite');
    await UciProcess.pause(400);
    expect(bestmoves(e, from)).toBe(0);
    e.send('stop');
    expect((await e.bestmove(from, 2000)).move).toBe('0000');
  });

  it('stop while idle prints nothing', async () => {
    const e = await engine();
    e.send('position startpos');
    const from = e.mark();
    e.send('go depth 2');
    await e.bestmove(from);
    const mark = e.mark();
    e.send('stop');
    e.send('ponderhit');
    await e.sync();
    await UciProcess.pause(100);
    expect(e.textsFrom(mark)).toEqual(['readyok']);
  });

  it('a go sent during a search still gets its own bestmove (one per go)', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    e.send('position startpos');
    e.send('go depth 2');
    const first = await e.bestmove(from, 3000);
    expect(legalUci(MIDDLEGAME)).toContain(first.move);
    const second = await e.bestmove(first.index + 1, 5000);
    expect(legalUci(START_FEN)).toContain(second.move);
    await e.sync();
    expect(bestmoves(e, from)).toBe(2);
  });
});

describe('go movetime', () => {
  it('go movetime 300 ends by itself with one legal bestmove', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    const sent = e.send('go movetime 300');
    const best = await e.bestmove(from, 3000);
    expect(best.at - sent).toBeLessThan(3000);
    expect(legalUci(MIDDLEGAME)).toContain(best.move);
    await e.sync();
    await UciProcess.pause(200);
    expect(bestmoves(e, from)).toBe(1);
  });
});

describe('go ponder', () => {
  it('prints no bestmove while pondering, even after the depth limit is reached, until ponderhit', async () => {
    const e = await engine();
    e.send('position startpos moves e2e4 e7e5');
    const from = e.mark();
    e.send('go ponder depth 3');
    await e.waitFor((t) => t.startsWith('info depth 3 '), 10000, from, 'the depth-3 info line');
    await UciProcess.pause(400);
    expect(bestmoves(e, from)).toBe(0);
    const hitAt = e.send('ponderhit');
    const best = await e.bestmove(from, 2000);
    expect(best.at).toBeGreaterThanOrEqual(hitAt);
    expect(legalUci(START_FEN, ['e2e4', 'e7e5'])).toContain(best.move);
  });

  it('go ponder with a clock: ponderhit turns it into a normal timed search that ends by itself', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go ponder wtime 3000 btime 3000');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    await UciProcess.pause(500);
    expect(bestmoves(e, from)).toBe(0);
    const hitAt = e.send('ponderhit');
    const best = await e.bestmove(from, 4000);
    expect(best.at).toBeGreaterThanOrEqual(hitAt);
    expect(legalUci(MIDDLEGAME)).toContain(best.move);
  });

  it('go ponder then stop prints the bestmove', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go ponder wtime 60000 btime 60000');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    await UciProcess.pause(200);
    expect(bestmoves(e, from)).toBe(0);
    const stopAt = e.send('stop');
    const best = await e.bestmove(from, 2000);
    expect(best.at - stopAt).toBeLessThan(2000);
    expect(legalUci(MIDDLEGAME)).toContain(best.move);
  });
});

describe('debug mode', () => {
  it('with ProbCut mpc, the search ends with info string probcut statistics', async () => {
    const e = await engine();
    e.send('debug on');
    e.send('setoption name ProbCut value mpc');
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go depth 8');
    const best = await e.bestmove(from, 30000);
    const out = e.textsFrom(from, best.index);
    const stats = out.filter((t) => t.startsWith('info string probcut '));
    expect(stats.length).toBeGreaterThan(0);
    // After the statistics, one line says what the probes cost, in nodes and as a share of the search.
    const cost = out.filter((t) => t.startsWith('info string probe cost '));
    expect(cost).toHaveLength(1);
    expect(cost[0]).toMatch(/^info string probe cost high \d+ \(\d+\.\d%\) low \d+ \(\d+\.\d%\) of \d+ nodes; in probes that cut high \d+ low \d+$/);
    expect(out.indexOf(cost[0])).toBeGreaterThan(out.indexOf(stats.at(-1)!));
    for (const line of stats) {
      const m = /^info string probcut (middlegame|endgame) d=(\d+) d'=(-?\d+) high (\d+)\/(\d+) low (\d+)\/(\d+)$/.exec(line);
      expect(m, line).not.toBeNull();
      const [, , d, shallow, cutsHigh, probesHigh, cutsLow, probesLow] = m!.map(Number);
      expect(shallow).toBeLessThan(d);
      expect(cutsHigh).toBeLessThanOrEqual(probesHigh);
      expect(cutsLow).toBeLessThanOrEqual(probesLow);
      expect(probesHigh + probesLow).toBeGreaterThan(0);
    }
    // The statistics close the search: after the last info depth line, before bestmove.
    let lastDepth = -1;
    out.forEach((t, i) => { if (t.startsWith('info depth')) lastDepth = i; });
    expect(out.findIndex((t) => t.startsWith('info string probcut '))).toBeGreaterThan(lastDepth);
  });

  it('without debug, or with ProbCut off, no probcut lines are printed', async () => {
    const e = await engine();
    e.send('setoption name ProbCut value mpc');
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go depth 8');
    await e.bestmove(from, 30000);
    e.send('debug on');
    e.send('setoption name ProbCut value off');
    const from2 = e.mark();
    e.send('go depth 8');
    await e.bestmove(from2, 30000);
    expect(e.textsFrom(from).filter((t) => t.startsWith('info string probcut'))).toEqual([]);
  });
});
