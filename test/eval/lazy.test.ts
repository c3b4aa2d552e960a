// Lazy evaluation's quick estimate (src/eval/lazy.ts): exact on what it covers, symmetric under a
// colour flip, withheld where the full evaluator scales toward a draw, and close to the full
// evaluation on real-game positions (the margin quiescence trusts it within).

import { describe, expect, it } from 'vitest';
import { WHITE } from '../../src/board/types.js';
import { evaluateFullWhite } from '../../src/eval/full.js';
import { NO_QUICK_EVAL, quickEval } from '../../src/eval/lazy.js';
import { W, Wt, egOf, mgOf } from '../../src/eval/weights.js';
import { mustParse } from '../board/random-games.js';
import { flipFen, loadFens } from './flip.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('quickEval', () => {
  it('is the tempo bonus alone in the symmetric start position', () => {
    // Material, PST and pawn structure cancel; the side to move has the tempo, at full phase.
    expect(quickEval(mustParse(START))).toBe(mgOf(W[Wt.TEMPO]));
    expect(quickEval(mustParse(START.replace(' w ', ' b ')))).toBe(mgOf(W[Wt.TEMPO]));
  });

  it('counts a missing piece at its material and square value', () => {
    const full = quickEval(mustParse(START));
    const noQueen = quickEval(mustParse('rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    // Black's queen gone: White is ahead by about a queen (the phase drops by the queen's weight).
    expect(noQueen - full).toBeGreaterThan(mgOf(W[Wt.PIECE_VALUE + 5]) - 100);
    expect(noQueen - full).toBeLessThan(egOf(W[Wt.PIECE_VALUE + 5]) + 200);
  });

  it('gives no estimate where a side has no pawns or the bishops are opposite without queens', () => {
    expect(quickEval(mustParse('4k3/8/8/8/8/8/PPPP4/4K2R w - - 0 1'))).toBe(NO_QUICK_EVAL);
    expect(quickEval(mustParse('4k3/pppp4/8/8/8/8/8/4K2R b - - 0 1'))).toBe(NO_QUICK_EVAL);
    // b3 is a light square, c7 a dark one: opposite-coloured bishops, no queens.
    expect(quickEval(mustParse('4k3/ppb5/8/8/8/1B6/PP6/4K3 w - - 0 1'))).toBe(NO_QUICK_EVAL);
    // Same-coloured bishops (d7 is light), or a queen on the board: an estimate.
    expect(quickEval(mustParse('4k3/pp1b4/8/8/8/1B6/PP6/4K3 w - - 0 1'))).not.toBe(NO_QUICK_EVAL);
    expect(quickEval(mustParse('3qk3/ppb5/8/8/8/1B6/PP6/3QK3 w - - 0 1'))).not.toBe(NO_QUICK_EVAL);
  });

  it('scores a colour-flipped position the same from the side to move', () => {
    for (const fen of loadFens('tcec_positions.epd', 500)) {
      expect(quickEval(mustParse(flipFen(fen)))).toBe(quickEval(mustParse(fen)));
    }
  });

  it('is within 250 cp of the full evaluation in 99 % of real-game positions', () => {
    const gaps: number[] = [];
    for (const fen of loadFens('tcec_positions.epd', 3000)) {
      const pos = mustParse(fen);
      const quick = quickEval(pos);
      if (quick === NO_QUICK_EVAL) continue;
      const white = evaluateFullWhite(pos);
      gaps.push(Math.abs((pos.side === WHITE ? white : -white) - quick));
    }
    gaps.sort((a, b) => a - b);
    expect(gaps.length).toBeGreaterThan(2500);
    expect(gaps[Math.floor(gaps.length * 0.99)]).toBeLessThanOrEqual(250);
    // The estimate leaves out real terms: it is not the full evaluation.
    expect(gaps[Math.floor(gaps.length * 0.5)]).toBeGreaterThan(0);
  });
});
