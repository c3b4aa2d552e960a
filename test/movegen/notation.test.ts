// UCI move text (movegen/notation.ts). parseUciMove matches candidates character by character
// instead of building each one's text; it must accept exactly what the plain definition accepts
// (a legal move whose UCI text, or for castling the other accepted spelling, equals the input).
// That definition is written out below as the reference and compared on every legal move's
// spellings and on near misses, over random play in standard chess and Chess960. isLegalMove and
// firstLegalMove are checked against the legal move list.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { setFen } from '../../src/board/fen.js';
import { KIND_CASTLING, moveFrom, moveKind, moveTo } from '../../src/board/move.js';
import { Position } from '../../src/board/position.js';
import { squareName } from '../../src/board/types.js';
import { firstLegalMove, isLegalMove, legalMoves, moveToUci, parseUciMove } from '../../src/movegen/notation.js';
import { TACTICAL_FENS, makeRng, randomPlay } from '../board/random-games.js';

/** The definition: the legal move whose text is `text` (castling also king-takes-rook in standard chess). */
function referenceParse(pos: Position, text: string): number {
  const wanted = text.trim();
  for (const m of legalMoves(pos)) {
    if (moveToUci(pos, m) === wanted) return m;
    if (moveKind(m) === KIND_CASTLING && !pos.chess960) {
      const from = moveFrom(m);
      const backRank = (from >> 3) << 3;
      if (wanted === squareName(from) + squareName(moveTo(m))) return m;
      if (wanted === squareName(from) + squareName(backRank + (moveTo(m) > from ? 6 : 2))) return m;
    }
  }
  return 0;
}

/** Spellings to try in a position: every legal move's text and variants of it, and near misses. */
function spellings(pos: Position, rng: (n: number) => number): string[] {
  const out: string[] = [];
  for (const m of legalMoves(pos)) {
    const text = moveToUci(pos, m);
    const from = moveFrom(m);
    const backRank = (from >> 3) << 3;
    out.push(text, ` ${text} `, text.toUpperCase(), text.slice(0, 4), text.slice(0, 4) + 'q', text.slice(0, 4) + 'n', text + 'q', text.slice(0, 3));
    out.push(squareName(from) + squareName(moveTo(m)), squareName(from) + squareName(backRank + (moveTo(m) > from ? 6 : 2)));
  }
  for (let i = 0; i < 20; i++) out.push(squareName(rng(64)) + squareName(rng(64)) + (rng(3) === 0 ? 'qrbnk'[rng(5)] : ''));
  out.push('', '0000', 'e2e4e5', 'i2i4', 'e9e4');
  return out;
}

describe('parseUciMove', () => {
  it('accepts exactly what the text-building definition accepts, standard chess and Chess960', () => {
    const rng = makeRng(20261129);
    const mismatches: string[] = [];
    let checked = 0;
    let castlings = 0;
    let promotions = 0;
    const visit = (pos: Position): void => {
      for (const text of spellings(pos, rng)) {
        const got = parseUciMove(pos, text);
        const want = referenceParse(pos, text);
        checked++;
        if (got !== want && mismatches.length < 5) mismatches.push(`'${text}' chess960=${pos.chess960}: ${got} vs ${want}`);
        if (got !== 0 && moveKind(got) === KIND_CASTLING) castlings++;
        if (got !== 0 && text.trim().length === 5) promotions++;
      }
    };
    for (const fen of TACTICAL_FENS) randomPlay(fen, 1, 30, rng, { visit });
    const chess960 = readFileSync(new URL('../../data/perft960.epd', import.meta.url), 'utf8').split('\n').slice(0, 12);
    for (const line of chess960) if (line.trim() !== '') randomPlay(line.split(';')[0].trim(), 1, 20, rng, { visit }, true);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
    expect(castlings).toBeGreaterThan(20);
    expect(promotions).toBeGreaterThan(10);
  });

  it('takes castling as king-to-target or king-takes-rook in standard chess, only king-takes-rook in Chess960', () => {
    const pos = new Position();
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(parseUciMove(setUp(pos, fen, false), 'e1g1')).not.toBe(0);
    expect(parseUciMove(pos, 'e1h1')).toBe(parseUciMove(pos, 'e1g1'));
    expect(parseUciMove(pos, 'e1c1')).toBe(parseUciMove(pos, 'e1a1'));
    setUp(pos, fen, true);
    expect(parseUciMove(pos, 'e1h1')).not.toBe(0);
    expect(moveKind(parseUciMove(pos, 'e1h1'))).toBe(KIND_CASTLING);
    expect(parseUciMove(pos, 'e1g1')).toBe(0);
  });
});

describe('isLegalMove and firstLegalMove', () => {
  it('agree with the legal move list, for legal moves and for moves of other positions', () => {
    const rng = makeRng(7);
    let previous: number[] = [];
    let wrong = 0;
    let visited = 0;
    const visit = (pos: Position): void => {
      const legal = legalMoves(pos);
      for (const m of [...legal, ...previous, 0, 1, -1, 0x7fffffff]) if (isLegalMove(pos, m) !== legal.includes(m)) wrong++;
      if (firstLegalMove(pos) !== (legal[0] ?? 0)) wrong++;
      previous = legal;
      visited++;
    };
    for (const fen of TACTICAL_FENS) randomPlay(fen, 2, 60, rng, { visit });
    randomPlay('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 1, 0, rng, { visit }); // stalemate: no legal move
    expect(wrong).toBe(0);
    expect(visited).toBeGreaterThan(500);
  });
});

/** `pos` set to `fen`, in Chess960 mode or not. */
function setUp(pos: Position, fen: string, chess960: boolean): Position {
  const parsed = setFen(pos, fen);
  if (!parsed.ok) throw new Error(parsed.message);
  pos.chess960 = chess960;
  return pos;
}
