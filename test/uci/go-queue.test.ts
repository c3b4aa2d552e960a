// The front end's go bookkeeping (uci.ts) as an analysing GUI exercises it: position / go / stop in
// quick succession. Every go gets exactly one bestmove, in order, legal in that go's own position;
// a stop that arrives before the worker has started, before depth 1 completes, or while the go is
// still queued behind another still yields a legal move; a go during a search stops and answers
// the running one first; a ponderhit for a queued ponder search is not lost. Also `go mate N` and
// the `info currmove` lines after the first second. The random version of these timings is
// test/uci/stress.test.ts.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { START_FEN, gameAfter, legalUci } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';

const engines = new EngineSet();
const isBestmove = (t: string): boolean => t.startsWith('bestmove');
const MATE_IN_3 = 'r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1';

/** The bestmove words (move only) from `from` once `n` have arrived. */
async function bestmoves(e: UciProcess, from: number, n: number, timeoutMs = 10000): Promise<string[]> {
  await e.waitFor(() => e.textsFrom(from).filter(isBestmove).length >= n, timeoutMs, from, `${n} bestmoves`);
  return e.textsFrom(from).filter(isBestmove).map((t) => t.split(' ')[1]);
}

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

describe('position / go / stop in quick succession', () => {
  it('the GUI sequence of issue 27: three legal bestmoves, each for its own position', async () => {
    const e = await engines.start();
    await e.sync();
    const from = e.mark();
    e.send('position startpos\ngo infinite\nstop\nposition startpos moves e2e4\ngo depth 30\nstop\nposition startpos moves e2e4 e7e5\ngo wtime 60000 btime 60000\nstop');
    const moves = await bestmoves(e, from, 3);
    expect(legalUci(START_FEN)).toContain(moves[0]);
    expect(legalUci(START_FEN, ['e2e4'])).toContain(moves[1]);
    expect(legalUci(START_FEN, ['e2e4', 'e7e5'])).toContain(moves[2]);
    await e.sync();
    await UciProcess.pause(200);
    expect(e.textsFrom(from).filter(isBestmove)).toHaveLength(3);
  });

  it('a stop right after the first go, before the search thread has even started, still gets a legal move', async () => {
    // No isready first: the worker starts with this go.
    const e = engines.track(new UciProcess());
    const from = e.mark();
    e.send('position startpos moves d2d4\ngo infinite\nstop');
    const [move] = await bestmoves(e, from, 1, 15000);
    expect(legalUci(START_FEN, ['d2d4'])).toContain(move);
  });

  it('a go during a search: the running one is answered first, then the new one runs to its own limit', async () => {
    const e = await engines.start();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    e.send('position startpos moves e2e4');
    e.send('go depth 4');
    const moves = await bestmoves(e, from, 2);
    expect(legalUci(MIDDLEGAME)).toContain(moves[0]);
    expect(legalUci(START_FEN, ['e2e4'])).toContain(moves[1]);
    // The second search was not stopped: it reached its depth.
    const first = e.textsFrom(from).findIndex(isBestmove);
    expect(e.textsFrom(from + first).some((t) => t.startsWith('info depth 4 '))).toBe(true);
  });

  it('a stop that arrives while a go is queued applies to that go: both answered promptly', async () => {
    const e = await engines.start();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    const at = e.send('position startpos moves g1f3\ngo depth 60\nstop');
    const moves = await bestmoves(e, from, 2, 5000);
    const last = e.lines.filter((l) => isBestmove(l.text)).at(-1)!;
    expect(last.at - at).toBeLessThan(3000);
    expect(legalUci(MIDDLEGAME)).toContain(moves[0]);
    expect(legalUci(START_FEN, ['g1f3'])).toContain(moves[1]);
  });

  it('many gos without a stop: one answer each, in order, the last one searched to its limit', async () => {
    const e = await engines.start();
    const from = e.mark();
    const histories = [[], ['e2e4'], ['e2e4', 'c7c5'], ['e2e4', 'c7c5', 'g1f3'], ['e2e4', 'c7c5', 'g1f3', 'd7d6']];
    e.send(histories.map((h) => `position startpos${h.length > 0 ? ` moves ${h.join(' ')}` : ''}\ngo depth 40`).join('\n'));
    e.send('position startpos moves d2d4\ngo depth 3');
    const moves = await bestmoves(e, from, histories.length + 1);
    histories.forEach((h, i) => expect(legalUci(START_FEN, h), `go ${i + 1}`).toContain(moves[i]));
    expect(legalUci(START_FEN, ['d2d4'])).toContain(moves.at(-1));
    const answers = e.textsFrom(from).map((t, i) => (isBestmove(t) ? i : -1)).filter((i) => i >= 0);
    expect(e.textsFrom(from + answers.at(-2)!).some((t) => t.startsWith('info depth 3 '))).toBe(true);
    await e.sync();
    expect(e.textsFrom(from).filter(isBestmove)).toHaveLength(histories.length + 1);
  });

  it('a ponderhit for a ponder search still queued behind another is kept: it ends on its clock without a stop', async () => {
    const e = await engines.start();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    e.send('position startpos moves e2e4\ngo ponder wtime 2000 btime 2000\nponderhit');
    const moves = await bestmoves(e, from, 2, 8000);
    expect(legalUci(MIDDLEGAME)).toContain(moves[0]);
    expect(legalUci(START_FEN, ['e2e4'])).toContain(moves[1]);
  });

  it('stalemate and mate positions in a burst answer 0000 for exactly those gos', async () => {
    const e = await engines.start();
    const from = e.mark();
    e.send('position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo infinite\nstop\nposition startpos\ngo infinite\nstop\nposition fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\ngo depth 5\nstop');
    const moves = await bestmoves(e, from, 3);
    expect(moves[0]).toBe('0000');
    expect(legalUci(START_FEN)).toContain(moves[1]);
    expect(moves[2]).toBe('0000');
  });
});

describe('go mate', () => {
  it('go mate 3 finds the mate in 3 and answers on its own', async () => {
    const e = await engines.start();
    e.send(`position fen ${MATE_IN_3}`);
    const from = e.mark();
    e.send('go mate 3');
    const best = await e.bestmove(from, 20000);
    expect(best.move).toBe('f6a6');
    const last = e.textsFrom(from, best.index).filter((t) => t.startsWith('info depth')).at(-1)!;
    expect(last).toMatch(/ score mate 3 /);
    const pv = / pv (.*)$/.exec(last)![1].split(' ');
    expect(gameAfter(MATE_IN_3, pv).isCheckmate()).toBe(true);
  });
});

describe('info currmove', () => {
  it('appears only after the first second of a search, with legal root moves numbered from 1', async () => {
    const e = await engines.start();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    const start = e.send('go movetime 2500');
    const best = await e.bestmove(from, 15000);
    const lines = e.lines.slice(from, best.index);
    const curr = lines.filter((l) => l.text.startsWith('info currmove'));
    expect(curr.length).toBeGreaterThan(0);
    for (const l of curr) {
      const m = /^info currmove (\S+) currmovenumber (\d+)$/.exec(l.text);
      expect(m, l.text).not.toBeNull();
      expect(legalUci(MIDDLEGAME)).toContain(m![1]);
      expect(Number(m![2])).toBeGreaterThanOrEqual(1);
      expect(l.at - start).toBeGreaterThanOrEqual(900);
    }
  });

  it('a search shorter than a second prints none', async () => {
    const e = await engines.start();
    e.send(`position fen ${MIDDLEGAME}`);
    await e.sync();
    const from = e.mark();
    const start = e.send('go depth 3');
    const best = await e.bestmove(from, 10000);
    // On a busy machine depth 3 can take longer than a second; then only the first second is judged.
    for (const l of e.lines.slice(from, best.index)) {
      if (l.text.startsWith('info currmove')) expect(l.at - start).toBeGreaterThanOrEqual(900);
    }
  });
});
