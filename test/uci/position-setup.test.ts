// "FEN + moves → Position" (uci/position-setup.ts), the one set-up shared by the UCI front end,
// the search worker and `kerf go`: text moves are parsed and returned encoded, encoded moves are
// replayed (still checked), and a bad FEN or move is a named failure.

import { describe, expect, it } from 'vitest';
import { getFen, START_FEN } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { setUpPosition } from '../../src/uci/position-setup.js';
import { parseGoArgs } from '../../src/uci/go-args.js';
import { gameAfter } from '../helpers/legal.js';

describe('setUpPosition', () => {
  it('parses text moves, and replaying the encoded moves it returns gives the same position', () => {
    const a = new Position();
    const parsed = setUpPosition(a, START_FEN, ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'f1e2', 'b8c6', 'e1g1'], false);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(getFen(a)).toBe(gameAfter(START_FEN, ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'f1e2', 'b8c6', 'e1g1']).fen());
    const b = new Position();
    const replayed = setUpPosition(b, START_FEN, parsed.value, false);
    expect(replayed).toEqual(parsed);
    expect(getFen(b)).toBe(getFen(a));
  });

  it('names a bad FEN and an illegal move (text or encoded)', () => {
    const pos = new Position();
    const fen = setUpPosition(pos, '8/8/8 w - - 0 1', [], false);
    expect(fen.ok === false && fen.kind).toBe('InvalidFen');
    expect(fen.ok === false && fen.message).toMatch(/^invalid FEN: /);
    const text = setUpPosition(pos, START_FEN, ['e2e4', 'e7e9'], false);
    expect(text).toEqual({ ok: false, kind: 'IllegalMove', message: "move 2 'e7e9' is not legal" });
    const encoded = setUpPosition(pos, START_FEN, [12345], false);
    expect(encoded.ok === false && encoded.kind).toBe('IllegalMove');
  });
});

describe('parseGoArgs', () => {
  it('returns the limits with searchmoves encoded, or an InvalidGoArgs failure', () => {
    const pos = new Position();
    setUpPosition(pos, START_FEN, [], false);
    const go = parseGoArgs(['wtime', '1000', 'ponder', 'searchmoves', 'e2e4', 'd2d4', 'mate', '3'], pos);
    expect(go.ok).toBe(true);
    if (go.ok) {
      expect(go.value.ponder).toBe(true);
      expect(go.value.limits).toMatchObject({ wtime: 1000, btime: 0, mate: 3 });
      expect(go.value.limits.searchMoves).toHaveLength(2);
    }
    expect(parseGoArgs(['depth', 'x'], pos)).toEqual({ ok: false, kind: 'InvalidGoArgs', message: "go depth needs a whole number, got 'x'" });
    expect(parseGoArgs(['searchmoves', 'e2e5'], pos)).toEqual({ ok: false, kind: 'InvalidGoArgs', message: "go searchmoves: 'e2e5' is not a legal move here" });
  });
});
