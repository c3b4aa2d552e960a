// The UCI front end (uci.ts) end to end: the real bundle (bin/kerf → dist/kerf.js) as a child
// process, as a GUI drives it. Covers the handshake, isready mid-search, position handling (legal
// moves, bad moves and bad FENs leave the old position in force), go before position, mated and
// stalemated roots, searchmoves, the small limits, Chess960 castling text, and quitting or losing
// stdin mid-search. chess.js referees legality. Deadlines are generous protocol deadlines for a
// shared 2-core machine, not speed claims.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { START_FEN, legalUci } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';
import { FOOLS_MATE } from '../helpers/positions.js';

const STALEMATE = '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1';
/** Chess960-style: king d1, rooks a1/h1, so O-O is d1h1 (king-takes-rook) and d1g1 is not a move. */
const C960 = 'r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1';

const engines = new EngineSet();
const engine = (): Promise<UciProcess> => engines.start();

/**
 * One engine shared by the table-driven tests that set their own position first and wait for
 * their bestmove (saves a process start per case; the state each case relies on is its own).
 */
let sharedEngine: UciProcess | null = null;
async function shared(): Promise<UciProcess> {
  if (sharedEngine === null || sharedEngine.exited) {
    sharedEngine = new UciProcess();
    await sharedEngine.handshake();
  }
  return sharedEngine;
}

/** Count lines from `from` on matching pred. */
function count(e: UciProcess, pred: (t: string) => boolean, from = 0): number {
  return e.textsFrom(from).filter(pred).length;
}

const isBestmove = (t: string): boolean => t.startsWith('bestmove');
const isError = (t: string): boolean => t.startsWith('info string error');

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

afterAll(async () => {
  await sharedEngine?.close();
});

describe('handshake', () => {
  it('uci prints id name, id author, well-formed option lines, then uciok', async () => {
    const e = await engines.start();
    const out = e.textsFrom(0);
    expect(out[0]).toMatch(/^id name Kerf \S+/);
    expect(out[1]).toMatch(/^id author \S/);
    expect(out.at(-1)).toBe('uciok');
    const options = out.slice(2, -1);
    expect(options.length).toBeGreaterThanOrEqual(10);
    const names = new Set<string>();
    for (const line of options) {
      // option name <id> type <t> [default <x>] [min <n> max <n>] [var <v>]*
      const m = /^option name (.+?) type (spin|check|combo|string|button)(?: default (.*?))?((?: min -?\d+ max -?\d+)?)((?: var \S+)*)$/.exec(line);
      expect(m, line).not.toBeNull();
      const [, name, type, def, minMax, vars] = m!;
      names.add(name.toLowerCase());
      if (type === 'button') { expect(def, line).toBeUndefined(); continue; }
      expect(def, line).toBeDefined();
      if (type === 'spin') {
        const [lo, hi] = minMax.trim().split(/\s+/).filter((_, i) => i % 2 === 1).map(Number);
        expect(lo, line).toBeLessThanOrEqual(Number(def));
        expect(Number(def), line).toBeLessThanOrEqual(hi);
      } else {
        expect(minMax, line).toBe('');
      }
      if (type === 'check') expect(['true', 'false'], line).toContain(def);
      if (type === 'combo') expect(vars.trim().split(/\s*var\s+/).filter((v) => v !== ''), line).toContain(def);
      else expect(vars, line).toBe('');
    }
    expect(names.size).toBe(options.length); // no option declared twice
    for (const wanted of ['hash', 'ponder', 'uci_chess960', 'probcut', 'nullmove']) expect(names).toContain(wanted);
  });

  it('answers isready during go infinite at once, without ending the search', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    const latencies: number[] = [];
    for (let i = 0; i < 3; i++) {
      const mark = e.mark();
      const sent = e.send('isready');
      const got = await e.waitFor((t) => t === 'readyok', 2000, mark, 'readyok');
      latencies.push(got.at - sent);
      await UciProcess.pause(50);
    }
    // The front end answers on the main thread while the worker searches: well under the ~200 ms
    // a GUI expects, even on a busy machine (the median guards against one scheduling hiccup).
    latencies.sort((a, b) => a - b);
    expect(latencies[1]).toBeLessThan(200);
    expect(count(e, isBestmove, from)).toBe(0);
    const stopMark = e.mark();
    e.send('stop');
    await e.bestmove(stopMark, 2000);
  });

  it('readyok after setoption comes only once the option has reached the search thread', async () => {
    const e = await engine();
    const mark = e.mark();
    e.send('setoption name MPCParams value /nonexistent/kerf-params.json');
    e.send('isready');
    const ready = await e.waitFor((t) => t === 'readyok', 5000, mark, 'readyok');
    const texts = e.textsFrom(mark);
    // The file error comes from the worker; it must precede readyok.
    const errorAt = texts.findIndex(isError);
    expect(errorAt).toBeGreaterThanOrEqual(0);
    expect(mark + errorAt).toBeLessThan(ready.index);
  });
});

describe('position', () => {
  it('position startpos moves … then go: the bestmove is legal in that position', async () => {
    const e = await engine();
    const moves = ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'd2d4', 'c5d4', 'f3d4', 'g8f6', 'b1c3', 'a7a6'];
    e.send(`position startpos moves ${moves.join(' ')}`);
    const from = e.mark();
    e.send('go depth 5');
    const best = await e.bestmove(from);
    expect(legalUci(START_FEN, moves)).toContain(best.move);
    expect(count(e, isError, from)).toBe(0);
  });

  it('position fen … moves with a promotion and en passant is followed correctly', async () => {
    const e = await engine();
    // White pawn b7 promotes; Black replies d7d5, White takes e5xd6 en passant (check), Kf7.
    const fen = '8/1P1pk3/8/4P3/8/8/8/4K3 w - - 0 1';
    const moves = ['b7b8q', 'd7d5', 'e5d6', 'e7f7'];
    e.send(`position fen ${fen} moves ${moves.join(' ')}`);
    const from = e.mark();
    e.send('go depth 3');
    const best = await e.bestmove(from);
    expect(legalUci(fen, moves)).toContain(best.move);
    expect(count(e, isError, from)).toBe(0);
  });

  for (const bad of ['e7e9', 'e1e8', 'hello', 'e2e4e5', 'e7e5q']) {
    it(`a bad move ('${bad}') gives an error and keeps the previous position`, async () => {
      const e = await shared();
      // Old position: Black to move after 1.e4. The attempted list's legal prefix (e2e4 e7e5)
      // would leave White to move, so a move legal for Black here proves the old position stands.
      e.send('position startpos moves e2e4');
      const mark = e.mark();
      e.send(`position startpos moves e2e4 e7e5 ${bad}`);
      await e.waitFor(isError, 5000, mark, 'an error line');
      expect(e.textsFrom(mark).find(isError)).toMatch(/^info string error position: move 3 /);
      const from = e.mark();
      e.send('go depth 1');
      const best = await e.bestmove(from);
      expect(legalUci(START_FEN, ['e2e4'])).toContain(best.move);
      expect(legalUci(START_FEN, ['e2e4', 'e7e5'])).not.toContain(best.move);
      expect(legalUci(START_FEN)).not.toContain(best.move);
    });
  }

  for (const [label, command] of [
    ['too few ranks', 'position fen 8/8/8 w - - 0 1'],
    ['no kings', 'position fen 8/8/8/8/8/8/8/8 w - - 0 1'],
    ['bad side', 'position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'],
    ['bad piece', 'position fen rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['side not to move in check', 'position fen 4k3/8/8/8/8/8/4R3/4K3 w - - 0 1'],
    ['empty fen', 'position fen'],
    ['neither startpos nor fen', 'position somewhere'],
    ['junk instead of moves', 'position startpos e2e4'],
  ] as const) {
    it(`a malformed position (${label}) gives an error and keeps the previous position`, async () => {
      const e = await shared();
      e.send(`position fen ${STALEMATE.replace(' b ', ' w ')}`); // White to move: Qf7/Kg6 vs Kh8
      const mark = e.mark();
      e.send(command);
      await e.waitFor(isError, 5000, mark, 'an error line');
      expect(count(e, isError, mark)).toBe(1);
      const from = e.mark();
      e.send('go depth 1');
      const best = await e.bestmove(from);
      expect(legalUci(STALEMATE.replace(' b ', ' w '))).toContain(best.move);
      expect(legalUci(START_FEN)).not.toContain(best.move);
    });
  }
});

describe('go', () => {
  it('go before any position: an error line, the start position searched, exactly one bestmove', async () => {
    const e = await engine();
    const from = e.mark();
    e.send('go depth 3');
    const best = await e.bestmove(from);
    expect(legalUci(START_FEN)).toContain(best.move);
    expect(e.textsFrom(from).filter(isError)).toHaveLength(1);
    await e.sync();
    await UciProcess.pause(200);
    expect(count(e, isBestmove, from)).toBe(1);
  });

  it('a checkmated side to move gets bestmove 0000', async () => {
    const e = await engine();
    e.send(`position fen ${FOOLS_MATE}`);
    const from = e.mark();
    e.send('go depth 5');
    expect((await e.bestmove(from)).move).toBe('0000');
  });

  it('a stalemated side to move gets bestmove 0000', async () => {
    const e = await engine();
    e.send(`position fen ${STALEMATE}`);
    const from = e.mark();
    e.send('go movetime 200');
    expect((await e.bestmove(from)).move).toBe('0000');
  });

  it('checkmate reached through position … moves also gives 0000', async () => {
    const e = await engine();
    e.send('position startpos moves f2f3 e7e5 g2g4 d8h4');
    const from = e.mark();
    e.send('go wtime 1000 btime 1000');
    expect((await e.bestmove(from)).move).toBe('0000');
  });

  it('searchmoves restricts the root move, even when a better move exists', async () => {
    const e = await engine();
    // White can take a hanging queen (d1d8); only h2h3 and a2a3 are allowed.
    const fen = '3q3k/8/8/8/8/8/P6P/3QK3 w - - 0 1';
    e.send(`position fen ${fen}`);
    const from = e.mark();
    e.send('go depth 5 searchmoves h2h3 a2a3');
    const best = await e.bestmove(from);
    expect(['h2h3', 'a2a3']).toContain(best.move);
    const pvs = e.textsFrom(from).filter((t) => / pv /.test(t)).map((t) => t.split(' pv ')[1].split(' ')[0]);
    expect(pvs.length).toBeGreaterThan(0);
    for (const first of pvs) expect(['h2h3', 'a2a3']).toContain(first);
    // Without the restriction the queen is taken.
    const from2 = e.mark();
    e.send('go depth 5');
    expect((await e.bestmove(from2)).move).toBe('d1d8');
  });

  for (const limits of ['nodes 1', 'depth 1', 'movetime 10', 'wtime 1 btime 1', 'wtime 0 btime 0 winc 0 binc 0', 'movetime 50 movestogo 1']) {
    it(`go ${limits} gives one legal bestmove`, async () => {
      const e = await shared();
      e.send(`position fen ${MIDDLEGAME}`);
      const from = e.mark();
      e.send(`go ${limits}`);
      const best = await e.bestmove(from, 5000);
      expect(legalUci(MIDDLEGAME)).toContain(best.move);
      await e.sync();
      expect(count(e, isBestmove, from)).toBe(1);
    });
  }

  it('a malformed go is reported and still answered with one legal bestmove', async () => {
    const e = await engine();
    e.send('position startpos');
    const from = e.mark();
    e.send('go depth banana');
    const best = await e.bestmove(from);
    expect(legalUci(START_FEN)).toContain(best.move);
    expect(e.textsFrom(from).filter(isError)).toHaveLength(1);
  });
});

describe('Chess960', () => {
  it('with UCI_Chess960 true, castling is printed king-takes-rook', async () => {
    const e = await engine();
    e.send('setoption name UCI_Chess960 value true');
    e.send(`position fen ${C960}`);
    const from = e.mark();
    e.send('go depth 2 searchmoves d1h1');
    const best = await e.bestmove(from);
    expect(best.move).toBe('d1h1');
    // d1g1 would be an ordinary (illegal here: g1 is not adjacent) king move, so it is refused.
    const mark = e.mark();
    e.send('go depth 1 searchmoves d1g1');
    await e.bestmove(mark);
    expect(count(e, isError, mark)).toBe(1);
    // Queenside: d1a1 castles; after it (and a Black reply) the king is on c1 and the rook on d1,
    // so c1b1 and d1e1 are legal — neither would be with the pieces on their old squares.
    e.send(`position fen ${C960} moves d1a1 a7a6`);
    const from2 = e.mark();
    e.send('go depth 1 searchmoves c1b1 d1e1');
    const best2 = await e.bestmove(from2);
    expect(['c1b1', 'd1e1']).toContain(best2.move);
    expect(count(e, isError, from2)).toBe(0);
  });

  it('without UCI_Chess960 the same castling prints as king-to-target', async () => {
    const e = await engine();
    e.send(`position fen ${C960}`);
    const from = e.mark();
    e.send('go depth 2 searchmoves d1h1');
    expect((await e.bestmove(from)).move).toBe('d1g1');
  });
});

describe('ending the session', () => {
  it('quit during a search exits with code 0 promptly', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    const sent = e.send('quit');
    const exit = await e.waitExit(3000);
    expect(exit.code).toBe(0);
    expect(exit.at - sent).toBeLessThan(3000);
  });

  it('end of input during a search exits with code 0 promptly', async () => {
    const e = await engine();
    e.send(`position fen ${MIDDLEGAME}`);
    const from = e.mark();
    e.send('go infinite');
    await e.waitFor((t) => t.startsWith('info depth'), 10000, from, 'an info line');
    e.closeInput();
    const exit = await e.waitExit(3000);
    expect(exit.code).toBe(0);
  });

  it('CRLF line endings and extra spaces are accepted', async () => {
    const e = await engine();
    const from = e.mark();
    e.send('  position   startpos  moves e2e4 \r');
    e.send('go   depth 2\r');
    const best = await e.bestmove(from);
    expect(legalUci(START_FEN, ['e2e4'])).toContain(best.move);
    expect(count(e, isError, from)).toBe(0);
  });

  it('an unknown command is reported and the engine keeps working', async () => {
    const e = await engine();
    const mark = e.mark();
    e.send('flip the board');
    await e.sync();
    expect(e.textsFrom(mark).filter(isError)).toEqual(["info string error unknown command 'flip'"]);
    e.send('position startpos');
    const from = e.mark();
    e.send('go depth 1');
    expect(legalUci(START_FEN)).toContain((await e.bestmove(from)).move);
  });
});
