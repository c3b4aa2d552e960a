// Endgame knowledge of the full evaluator: draws by insufficient material score 0, won bare-king
// endings score as clear wins that improve as the weak king is driven to the edge (to the right
// corner in KBNK), drawish endings are scaled toward 0, and KPK follows the bitbase.

import { describe, expect, it } from 'vitest';
import { evaluateFullWhite } from '../../src/eval/full.js';
import { kpkWins } from '../../src/eval/kpk.js';
import { evaluateFullWhite as tracedWhite } from '#eval-traced/full.js';
import { TRACE_STATE, TS_SCALE } from '../../src/eval/trace.js';
import { BLACK, WHITE } from '../../src/board/types.js';
import { mustParse } from '../board/random-games.js';
import { flipFen } from './flip.js';

function white(fen: string): number {
  return evaluateFullWhite(mustParse(fen));
}

describe('insufficient material', () => {
  it.each([
    '8/8/8/4k3/8/8/8/4K3 w - - 0 1', // KK
    '8/8/8/4k3/8/8/8/1N2K3 w - - 0 1', // KNK
    '8/8/8/4k3/8/8/8/2B1K3 b - - 0 1', // KBK
    '8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1', // KNNK
    '8/8/8/4k3/8/8/3B4/2B1K3 w - - 0 1', // KBBK, both bishops on dark squares
    '8/8/8/4k3/8/8/8/4K3 b - - 0 1',
  ])('%s scores 0 (and so does its colour flip)', (fen) => {
    expect(white(fen)).toBe(0);
    expect(white(flipFen(fen))).toBe(0);
  });

  it('a lone minor against pawns cannot win: KN v KP is scaled to the pawn side or 0', () => {
    // White's extra knight would be +2 pawns of material; the knight side cannot win.
    expect(white('8/8/4k3/8/8/2p5/8/1N2K3 w - - 0 1')).toBeLessThanOrEqual(0);
  });
});

describe('won endings against a bare king', () => {
  it('KQK and KRK are strongly winning, for either colour', () => {
    expect(white('8/8/8/4k3/8/8/8/3QK3 w - - 0 1')).toBeGreaterThan(1000);
    expect(white('8/8/8/4k3/8/8/8/4K2R b - - 0 1')).toBeGreaterThan(1000);
    expect(white('3qk3/8/8/8/4K3/8/8/8 w - - 0 1')).toBeLessThan(-1000);
  });

  it('KQK and KRK score higher with the weak king on the edge than in the centre', () => {
    // Same strong pieces and king; only the bare king moves.
    expect(white('8/8/8/8/3k4/8/8/R3K3 w - - 0 1')).toBeLessThan(white('3k4/8/8/8/8/8/8/R3K3 w - - 0 1'));
    expect(white('8/8/8/8/3k4/8/8/1Q2K3 w - - 0 1')).toBeLessThan(white('7k/8/8/8/8/8/8/1Q2K3 w - - 0 1'));
    // And higher with the kings closer.
    expect(white('7k/8/8/8/8/8/8/R3K3 w - - 0 1')).toBeLessThan(white('7k/8/5K2/8/8/8/8/R7 w - - 0 1'));
  });

  it('KBNK prefers the corner of the bishop colour', () => {
    // Light-squared bishop (f1): the mating corners are a8 and h1, not a1 or h8.
    const right = white('k7/8/8/8/8/8/8/4KBN1 w - - 0 1');
    const wrong = white('7k/8/8/8/8/8/8/4KBN1 w - - 0 1');
    expect(right).toBeGreaterThan(1000);
    expect(right).toBeGreaterThan(wrong);
    // Dark-squared bishop (c1): a1 and h8.
    expect(white('7k/8/8/8/8/8/8/2B1K1N1 w - - 0 1')).toBeGreaterThan(white('k7/8/8/8/8/8/8/2B1K1N1 w - - 0 1'));
  });
});

describe('drawish endings are scaled down', () => {
  it('opposite-coloured bishops scale the score below that of same-coloured bishops', () => {
    // White is a pawn up (the a-pawn); only the colour of Black's bishop differs (e2 and e6 are
    // light squares, d6 is dark).
    const opposite = '8/5k2/3b2p1/7p/7P/P5P1/4BK2/8 w - - 0 1';
    const sameColour = '8/5k2/4b1p1/7p/7P/P5P1/4BK2/8 w - - 0 1';
    tracedWhite(mustParse(opposite));
    expect(TRACE_STATE[TS_SCALE]).toBeLessThan(64);
    tracedWhite(mustParse(sameColour));
    expect(TRACE_STATE[TS_SCALE]).toBe(64);
    expect(white(opposite)).toBeGreaterThan(0);
    expect(white(opposite)).toBeLessThan(0.6 * white(sameColour));
  });

  it('a rook against a minor piece without pawns is scaled toward a draw', () => {
    tracedWhite(mustParse('8/8/4k3/8/8/3b4/8/R3K3 w - - 0 1'));
    expect(TRACE_STATE[TS_SCALE]).toBeLessThan(32);
  });

  it('rook pawns with the wrong bishop against a king in the corner score 0', () => {
    // h8 is a dark square: a light-squared bishop (d1) cannot drive the black king out of it.
    expect(white('7k/8/8/7P/8/8/8/3BK3 w - - 0 1')).toBe(0);
    // With the dark-squared bishop (c1) it is a win.
    expect(white('7k/8/8/7P/8/8/8/2B1K3 w - - 0 1')).toBeGreaterThan(500);
  });
});

describe('KPK', () => {
  it('scores won positions as wins and drawn ones as 0, for either colour and side to move', () => {
    const cases: Array<[string, boolean]> = [
      ['3k4/8/3K4/3P4/8/8/8/8 w - - 0 1', true], // king on the 6th in front of its pawn
      ['3k4/8/3K4/3P4/8/8/8/8 b - - 0 1', true],
      ['k7/8/8/8/8/8/P7/K7 w - - 0 1', false], // rook pawn, defender in the corner
      ['7k/8/8/8/8/8/P7/K7 w - - 0 1', true], // the pawn outruns the king
      ['8/8/8/8/3k4/4P3/8/K7 b - - 0 1', false], // the pawn falls
      ['8/8/8/4k3/7P/8/8/K7 w - - 0 1', false], // inside the square
      ['8/8/8/4k3/7P/8/8/K7 b - - 0 1', false],
      ['8/8/8/8/6k1/8/1P6/K7 w - - 0 1', true], // outside the square (double step)
    ];
    for (const [fen, wins] of cases) {
      const v = white(fen);
      if (wins) expect(v, fen).toBeGreaterThan(900);
      else expect(v, fen).toBe(0);
      const f = white(flipFen(fen));
      expect(f + v, flipFen(fen)).toBe(0);
    }
  });

  it('the bitbase is symmetric: mirrored files and colours give the same verdict', () => {
    let n = 0;
    for (let wk = 0; wk < 64; wk += 3) {
      for (let bk = 1; bk < 64; bk += 5) {
        for (let p = 8; p < 56; p += 7) {
          if (wk === bk || wk === p || bk === p) continue;
          for (const stm of [WHITE, BLACK]) {
            const a = kpkWins(WHITE, stm, wk, bk, p);
            expect(kpkWins(WHITE, stm, wk ^ 7, bk ^ 7, p ^ 7)).toBe(a);
            expect(kpkWins(BLACK, stm ^ 1, wk ^ 56, bk ^ 56, p ^ 56)).toBe(a);
            n++;
          }
        }
      }
    }
    expect(n).toBeGreaterThan(1000);
  });
});
