// The staged move picker (movepick.ts): in every test position it hands out each legal move exactly
// once — with no TT move, with each legal move as the TT move (which then comes first), with a TT
// move that is not legal here (a hash collision: never handed out), and with killers and history
// set. Stage order: winning/equal captures before quiets, losing captures after them. Noisy mode
// gives exactly the captures and promotions.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { KIND_PROMOTION } from '../../src/board/move.js';
import { Position } from '../../src/board/position.js';
import { CHECK_INFO_WORDS, fillCheckInfo } from '../../src/movegen/gives-check.js';
import { legalMoves, moveToUci } from '../../src/movegen/notation.js';
import { capturedType, see } from '../../src/movegen/see.js';
import { MoveHistory } from '../../src/search/history.js';
import { MovePicker } from '../../src/search/movepick.js';

const POSITIONS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions, castling
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', // en passant
  'rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3', // in check
];

function pos(fen: string): Position {
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function drain(picker: MovePicker, p: Position, ply: number, ttMove: number, history: MoveHistory, noisy = false): number[] {
  picker.init(p, ply, ttMove, noisy, history);
  const out: number[] = [];
  for (let m = picker.next(p, ply, history); m !== 0; m = picker.next(p, ply, history)) {
    out.push(m);
    if (out.length > 300) throw new Error('picker does not terminate');
  }
  // Once exhausted it stays exhausted.
  expect(picker.next(p, ply, history)).toBe(0);
  return out;
}

const sorted = (ms: number[]): number[] => [...ms].sort((a, b) => a - b);

describe('MovePicker', () => {
  for (const fen of POSITIONS) {
    it(`hands out every legal move exactly once: ${fen}`, () => {
      const p = pos(fen);
      const legal = sorted(legalMoves(p));
      expect(legal.length).toBeGreaterThan(0);
      const picker = new MovePicker();
      const history = new MoveHistory();
      expect(sorted(drain(picker, p, 3, 0, history))).toEqual(legal);
      for (const tt of legal) {
        const got = drain(picker, p, 3, tt, history);
        expect(got[0], moveToUci(p, tt)).toBe(tt);
        expect(sorted(got)).toEqual(legal);
      }
      // A TT move from some other position (not legal here) is ignored.
      const alien = (63 << 6) | 0; // a1-h8, never legal in these positions
      expect(legal).not.toContain(alien);
      expect(sorted(drain(picker, p, 3, alien, history))).toEqual(legal);
      // Killers and history change the order, never the set.
      const quiets = legal.filter((m) => capturedType(p, m) === 0 && ((m >> 14) & 3) !== KIND_PROMOTION);
      if (quiets.length >= 2) {
        history.addKiller(3, quiets[quiets.length - 1]);
        history.addKiller(3, quiets[0]);
        history.updateHistory(p.side, quiets[1 % quiets.length], 500);
      }
      expect(sorted(drain(picker, p, 3, 0, history))).toEqual(legal);
      // The position is untouched.
      expect(sorted(legalMoves(p))).toEqual(legal);
    });
  }

  it('a TT move that the piece could make but that is illegal (pin, king into check) is never handed out', () => {
    // The knight on e2 is pinned by the rook on e7, and the bishop on g1 covers f2.
    const p = pos('4k3/4r3/8/8/8/8/4N3/4K1b1 w - - 0 1');
    const legal = sorted(legalMoves(p));
    const picker = new MovePicker();
    const history = new MoveHistory();
    const pinned = (18 << 6) | 12; // Ne2-c3
    const intoCheck = (13 << 6) | 4; // Ke1-f2, attacked by the bishop on g1
    for (const tt of [pinned, intoCheck]) {
      expect(legal).not.toContain(tt);
      const got = drain(picker, p, 1, tt, history);
      expect(got).not.toContain(tt);
      expect(sorted(got)).toEqual(legal);
    }
  });

  it('orders winning captures before quiets and losing captures after them', () => {
    const p = pos(POSITIONS[1]);
    const order = drain(new MovePicker(), p, 0, 0, new MoveHistory());
    const kind = (m: number): 'good' | 'quiet' | 'bad' => {
      const noisy = capturedType(p, m) !== 0 || ((m >> 14) & 3) === KIND_PROMOTION;
      if (!noisy) return 'quiet';
      return see(p, m) >= 0 ? 'good' : 'bad';
    };
    const kinds = order.map(kind);
    expect(kinds).toContain('good');
    expect(kinds).toContain('bad');
    const lastGood = kinds.lastIndexOf('good');
    const firstQuiet = kinds.indexOf('quiet');
    const lastQuiet = kinds.lastIndexOf('quiet');
    const firstBad = kinds.indexOf('bad');
    expect(lastGood).toBeLessThan(firstQuiet);
    expect(lastQuiet).toBeLessThan(firstBad);
  });

  it('a killer is handed out before the other quiets', () => {
    const p = pos(POSITIONS[0]);
    const history = new MoveHistory();
    const killer = legalMoves(p).find((m) => moveToUci(p, m) === 'h2h3')!;
    history.addKiller(5, killer);
    const order = drain(new MovePicker(), p, 5, 0, history);
    expect(order[0]).toBe(killer);
  });

  it('noisy mode gives exactly the captures and promotions', () => {
    for (const fen of POSITIONS) {
      const p = pos(fen);
      const expected = sorted(legalMoves(p).filter((m) => capturedType(p, m) !== 0 || ((m >> 14) & 3) === KIND_PROMOTION));
      if (p.inCheck()) continue; // quiescence asks for all moves in check
      expect(sorted(drain(new MovePicker(), p, 2, 0, new MoveHistory(), true)), fen).toEqual(expected);
    }
  });

  it('drops the quiet moves that do not check once late move pruning says so, and keeps the rest', () => {
    // White to move with a quiet check (Bb5+), captures (exd5, Nxe5) and many quiet non-checks.
    const p = pos('rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
    const history = new MoveHistory();
    const picker = new MovePicker();
    const full = drain(picker, p, 0, 0, history);
    picker.init(p, 0, 0, false, history);
    const before: number[] = [];
    // Take moves up to the first quiet one, as the search does before it may prune.
    for (let m = picker.next(p, 0, history); m !== 0; m = picker.next(p, 0, history)) {
      before.push(m);
      if (capturedType(p, m) === 0) break;
    }
    const checkInfo = new Int32Array(CHECK_INFO_WORDS);
    fillCheckInfo(p, checkInfo, 0);
    picker.dropQuietNonChecks(p, 0, checkInfo, 0);
    const after: number[] = [];
    for (let m = picker.next(p, 0, history); m !== 0; m = picker.next(p, 0, history)) after.push(m);
    const rest = full.filter((m) => !before.includes(m));
    const checks = (m: number): boolean => { p.makeMove(m); const c = p.inCheck(); p.unmakeMove(); return c; };
    const expected = rest.filter((m) => capturedType(p, m) !== 0 || checks(m));
    expect(sorted(after)).toEqual(sorted(expected));
    expect(after.some((m) => capturedType(p, m) === 0)).toBe(true); // Bb5+ survives
    expect(after.length).toBeLessThan(rest.length);
  });
});

