// FEN parsing and printing: valid standard, X-FEN and Shredder-FEN strings round-trip, and each
// kind of bad FEN is rejected as a value with a message that names what is wrong. The error
// patterns are deliberately specific (the field and the offending text), since a generic "bad FEN"
// would pass a loose test while telling the user nothing.

import { describe, expect, it } from 'vitest';
import { START_FEN, getFen, positionFromFen, setFen } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { parseSquare } from '../../src/board/types.js';
import { mustParse } from './random-games.js';

describe('valid FENs round-trip', () => {
  const exact = [
    START_FEN,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    'rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b Kq d3 0 3',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 37 112',
  ];
  for (const fen of exact) {
    it(`standard: ${fen}`, () => {
      expect(getFen(mustParse(fen))).toBe(fen);
    });
  }

  it('accepts the side to move being in check', () => {
    const pos = mustParse('4k3/8/8/8/8/8/8/4RK2 b - - 0 1');
    expect(pos.inCheck()).toBe(true);
  });

  it('fills in missing trailing fields with defaults', () => {
    expect(getFen(mustParse('4k3/8/8/8/8/8/8/4K3 b'))).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('drops an en-passant square no pawn can capture onto (so equal positions hash equally)', () => {
    const a = mustParse('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    const b = mustParse('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(getFen(a).split(' ')[3]).toBe('-');
    expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
  });

  it('Shredder-FEN: prints back as Shredder in Chess960 mode and as KQkq otherwise', () => {
    const shredder = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1';
    const pos = mustParse(shredder);
    expect(getFen(pos)).toBe(START_FEN);
    pos.chess960 = true;
    expect(getFen(pos)).toBe(shredder);
    const std = mustParse(START_FEN);
    expect([pos.castling, Array.from(pos.castleRook), pos.hashLo, pos.hashHi])
      .toEqual([std.castling, Array.from(std.castleRook), std.hashLo, std.hashHi]);
  });

  it('Shredder-FEN: a Chess960 position round-trips exactly', () => {
    const fen = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
    const pos = mustParse(fen);
    pos.chess960 = true;
    expect(getFen(pos)).toBe(fen);
    expect(Array.from(pos.castleRook)).toEqual(['h1', 'f1', 'h8', 'f8'].map(parseSquare));
  });

  it('X-FEN: KQkq names the outermost rooks of a Chess960 position', () => {
    const pos = mustParse('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9');
    pos.chess960 = true;
    expect(getFen(pos)).toBe('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9');
  });

  it('X-FEN: a file letter picks the inner rook, K the outer one', () => {
    const inner = mustParse('1k6/8/8/8/8/8/8/1K1R2R1 w D - 0 1');
    const outer = mustParse('1k6/8/8/8/8/8/8/1K1R2R1 w K - 0 1');
    expect(inner.castleRook[0]).toBe(parseSquare('d1'));
    expect(outer.castleRook[0]).toBe(parseSquare('g1'));
    expect(getFen(inner).split(' ')[2]).toBe('D');
    expect(getFen(outer).split(' ')[2]).toBe('G');
  });
});

describe('bad FENs are rejected with a specific error', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['empty string', '', /at least 2 fields.*got 0/],
    ['placement only', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', /at least 2 fields.*got 1/],
    ['too many fields', `${START_FEN} extra`, /7 fields, at most 6/],
    ['7 ranks', 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /7 ranks, expected 8/],
    ['9 ranks', 'rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /9 ranks, expected 8/],
    ['bad piece letter', 'rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /unknown piece 'X' on rank 4/],
    ['digit 9', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /'9' on rank 6/],
    ['digit 0', 'rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /'0' on rank 6/],
    ['rank too long (pieces)', 'rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /rank 8 has more than 8 squares/],
    ['rank too long (digits)', 'rnbqkbnr/pppppppp/8/8/44P/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /rank 4 has more than 8 squares/],
    ['rank too short', 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /rank 7 has 7 squares, expected 8/],
    ['bad side', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', /side to move must be 'w' or 'b', got 'x'/],
    ['no white king', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1', /exactly one white king, found 0/],
    ['two black kings', 'rnbqkbnr/pppppppp/8/8/8/2k5/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /exactly one black king, found 2/],
    ['pawn on rank 8', 'rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1', /pawn on the first or last rank \(h8\)/],
    ['pawn on rank 1', 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w kq - 0 1', /pawn on the first or last rank \(h1\)/],
    ['side not to move in check', '4k3/8/8/8/8/8/8/4RK2 w - - 0 1', /impossible: the side not to move \(black\) is in check/],
    ['white in check with black to move', '4k3/8/8/8/8/8/8/4RK1r b - - 0 1', /side not to move \(white\) is in check/],
    ['castling field characters', 'r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1', /castling field 'KX'/],
    ['castling field too long', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1', /castling field 'KQkqK'/],
    ['castling right without a rook', 'r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1', /castling right 'k' has no black rook/],
    ['castling right, rook of the wrong colour', 'r3k2r/8/8/8/8/8/8/R3K2r w K - 0 1', /castling right 'K' has no white rook/],
    ['Shredder letter without a rook', 'r3k2r/8/8/8/8/8/8/R3K2R w G - 0 1', /castling right 'G' has no white rook/],
    ['castling with the king off its back rank', 'r6r/4k3/8/8/8/8/8/R3K2R w KQkq - 0 1', /castling right 'k'.*black king is not on its back rank/],
    ['the same right twice', 'r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1', /names the same right twice/],
    ['ep not a square', `${START_FEN.split(' ').slice(0, 3).join(' ')} z9 0 1`, /en-passant square 'z9'/],
    ['ep on the wrong rank', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1', /en-passant square 'e4' is not a square on rank 3/],
    ['ep on the rank of the wrong side', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1', /'e6' is not a square on rank 3/],
    ['negative halfmove clock', `${START_FEN.split(' ').slice(0, 4).join(' ')} -1 1`, /halfmove clock must be a whole number, got '-1'/],
    ['non-numeric halfmove clock', `${START_FEN.split(' ').slice(0, 4).join(' ')} x 1`, /halfmove clock.*got 'x'/],
    ['fractional fullmove number', `${START_FEN.split(' ').slice(0, 4).join(' ')} 0 1.5`, /fullmove number must be a whole number, got '1.5'/],
    ['huge fullmove number', `${START_FEN.split(' ').slice(0, 4).join(' ')} 0 99999999999999999999`, /fullmove number/],
  ];

  for (const [name, fen, pattern] of cases) {
    it(name, () => {
      const r = positionFromFen(fen);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.kind).toBe('InvalidFen');
        expect(r.message).toMatch(pattern);
        expect(r.message).not.toContain('\n');
      }
    });
  }

  it('setFen reports errors as values on a reused Position, which then loads a good FEN', () => {
    const pos = new Position();
    expect(setFen(pos, 'not a fen').ok).toBe(false);
    const r = setFen(pos, START_FEN);
    expect(r.ok && r.value === pos).toBe(true);
    expect(getFen(pos)).toBe(START_FEN);
  });
});
