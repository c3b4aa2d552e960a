// The Polyglot key against the format's published examples. Between them they use pieces of every
// kind, all four castling rights and their loss, the side-to-move key, an en-passant square that
// is keyed (a pawn of the side to move stands beside the double-stepped pawn) and one that is not.

import { describe, expect, it } from 'vitest';
import { Position } from '../../src/board/position.js';
import { START_FEN, positionFromFen } from '../../src/board/fen.js';
import { parseUciMove } from '../../src/movegen/notation.js';
import { polyglotKey, polyglotKeyHex } from '../../src/book/polyglot-key.js';
import { POLYGLOT_RANDOM, POLYGLOT_RANDOM_COUNT } from '../../src/book/polyglot-random.js';

function after(moves: string[], fen = START_FEN): Position {
  const r = positionFromFen(fen);
  if (!r.ok) throw new Error(r.message);
  for (const text of moves) {
    const m = parseUciMove(r.value, text);
    if (m === 0) throw new Error(`test move ${text} is not legal`);
    r.value.makeMove(m);
  }
  return r.value;
}

// The examples listed with the book format's description (key after the moves from the start,
// and the FEN the description gives for each). The last one is a1a3: its FEN has the rook on a3.
const EXAMPLES: Array<[string, string[], string]> = [
  ['463b96181691fc9c', [], 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  ['823c9b50fd114196', ['e2e4'], 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'],
  ['0756b94461c50fb0', ['e2e4', 'd7d5'], 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2'],
  ['662fafb965db29d4', ['e2e4', 'd7d5', 'e4e5'], 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2'],
  ['22a48b5a8e47ff78', ['e2e4', 'd7d5', 'e4e5', 'f7f5'], 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'],
  ['652a607ca3f242c1', ['e2e4', 'd7d5', 'e4e5', 'f7f5', 'e1e2'], 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3'],
  ['00fdd303c946bdd9', ['e2e4', 'd7d5', 'e4e5', 'f7f5', 'e1e2', 'e8f7'], 'rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4'],
  ['3c8123ea7b067637', ['a2a4', 'b7b5', 'h2h4', 'b5b4', 'c2c4'], 'rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3'],
  ['5c3f9b829b279560', ['a2a4', 'b7b5', 'h2h4', 'b5b4', 'c2c4', 'b4c3', 'a1a3'], 'rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4'],
];

describe('Polyglot key', () => {
  it('has the whole random table: 781 entries as [hi, lo] pairs', () => {
    expect(POLYGLOT_RANDOM.length).toBe(2 * POLYGLOT_RANDOM_COUNT);
    expect(POLYGLOT_RANDOM_COUNT).toBe(781);
  });

  for (const [key, moves, fen] of EXAMPLES) {
    it(`${key} after ${moves.length === 0 ? 'no moves' : moves.join(' ')}`, () => {
      expect(polyglotKeyHex(after(moves))).toBe(key);
      // From the FEN too: "d6" after e2e4 d7d5 and "e3" after e2e4 are named but not keyed (no
      // pawn of the side to move beside the double-stepped pawn); "f6" and "c3" are keyed.
      expect(polyglotKeyHex(after([], fen))).toBe(key);
    });
  }

  it('an en-passant square set by hand but not capturable is not keyed', () => {
    const pos = after(['e2e4']);
    const plain = polyglotKeyHex(pos);
    pos.ep = 20; // e3, as a FEN parser that kept every square would leave it
    expect(polyglotKeyHex(pos)).toBe(plain);
  });

  it('keys en passant when the capture is only pseudo-legal (the capturing pawn is pinned)', () => {
    // b5xc6 would expose the king on a5 to the rook on h5, yet Polyglot keys the c-file: it asks
    // only whether a pawn of the side to move stands beside the double-stepped pawn.
    const withEp = new Uint32Array(2);
    const without = new Uint32Array(2);
    polyglotKey(after([], '7k/8/8/KPp4r/8/8/8/8 w - c6 0 2'), withEp);
    polyglotKey(after([], '7k/8/8/KPp4r/8/8/8/8 w - - 0 2'), without);
    const file = 772 + 2;
    expect((withEp[0] ^ without[0]) >>> 0).toBe(POLYGLOT_RANDOM[2 * file]);
    expect((withEp[1] ^ without[1]) >>> 0).toBe(POLYGLOT_RANDOM[2 * file + 1]);
  });

  it('writes signed or unsigned halves with the same bits', () => {
    const pos = after(['e2e4']);
    const u = new Uint32Array(2);
    const s = new Int32Array(2);
    polyglotKey(pos, u);
    polyglotKey(pos, s);
    expect(u[0]).toBe(0x823c9b50);
    expect(u[1]).toBe(0xfd114196);
    expect(s[0] >>> 0).toBe(u[0]);
    expect(s[1] >>> 0).toBe(u[1]);
  });
});
