// findLineBlockers against a square-by-square ray walk, for both of its uses: the pieces pinned to
// the side to move's king by enemy sliders (movegen) and the side to move's pieces that can
// uncover a check from its own sliders on the enemy king (gives-check.ts), over seeded random
// games from the tactical start positions.

import { describe, expect, it } from 'vitest';
import { Position } from '../../src/board/position.js';
import { BISHOP_DIRECTIONS, ROOK_DIRECTIONS } from '../../src/board/rays.js';
import { BISHOP, QUEEN, ROOK } from '../../src/board/types.js';
import { LINE_BLOCKERS, findLineBlockers } from '../../src/movegen/line-blockers.js';
import { TACTICAL_FENS, makeRng, randomPlay } from '../board/random-games.js';


/** Squares (as a sorted list) of `blocker`'s pieces alone between `ksq` and a slider of `sliderSide`. */
function walkRays(pos: Position, ksq: number, blocker: number, sliderSide: number): number[] {
  const found: number[] = [];
  for (const [df, dr] of [...ROOK_DIRECTIONS, ...BISHOP_DIRECTIONS]) {
    const straight = df === 0 || dr === 0;
    let f = (ksq & 7) + df;
    let r = (ksq >> 3) + dr;
    let first = -1;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      const sq = r * 8 + f;
      const piece = pos.board[sq];
      if (piece !== 0) {
        if (first < 0) {
          if (piece >> 3 !== blocker) break;
          first = sq;
        } else {
          const type = piece & 7;
          const slides = type === QUEEN || type === (straight ? ROOK : BISHOP);
          if (piece >> 3 === sliderSide && slides) found.push(first);
          break;
        }
      }
      f += df;
      r += dr;
    }
  }
  return found.sort((a, b) => a - b);
}

function blockerSquares(): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    if (((sq < 32 ? LINE_BLOCKERS[0] >>> sq : LINE_BLOCKERS[1] >>> (sq - 32)) & 1) !== 0) out.push(sq);
  }
  return out;
}

function sliderSets(pos: Position, side: number): [number, number, number, number] {
  const c = side << 3;
  return [
    pos.bbLo[c | ROOK] | pos.bbLo[c | QUEEN], pos.bbHi[c | ROOK] | pos.bbHi[c | QUEEN],
    pos.bbLo[c | BISHOP] | pos.bbLo[c | QUEEN], pos.bbHi[c | BISHOP] | pos.bbHi[c | QUEEN],
  ];
}

describe('findLineBlockers', () => {
  it('finds pins and discoverers exactly as a ray walk does', () => {
    const rng = makeRng(2026);
    let pins = 0;
    let discoverers = 0;
    for (const fen of TACTICAL_FENS) {
      randomPlay(fen, 6, 80, rng, {
        visit(pos) {
          const us = pos.side;
          const them = us ^ 1;
          const occLo = pos.bbLo[0] | pos.bbLo[8];
          const occHi = pos.bbHi[0] | pos.bbHi[8];
          const stopLo = pos.bbLo[them << 3];
          const stopHi = pos.bbHi[them << 3];
          // Pinned: ours between our king and their sliders.
          const [trqLo, trqHi, tbqLo, tbqHi] = sliderSets(pos, them);
          findLineBlockers(pos.kingSquare(us), stopLo, stopHi, trqLo, trqHi, tbqLo, tbqHi, occLo, occHi);
          const pinned = blockerSquares();
          expect(pinned).toEqual(walkRays(pos, pos.kingSquare(us), us, them));
          pins += pinned.length;
          // Discoverers: ours between their king and our sliders.
          const [orqLo, orqHi, obqLo, obqHi] = sliderSets(pos, us);
          findLineBlockers(pos.kingSquare(them), stopLo, stopHi, orqLo, orqHi, obqLo, obqHi, occLo, occHi);
          const disc = blockerSquares();
          expect(disc).toEqual(walkRays(pos, pos.kingSquare(them), us, us));
          discoverers += disc.length;
        },
      });
    }
    // The walk must have met both kinds, or the comparison proves little.
    expect(pins).toBeGreaterThan(20);
    expect(discoverers).toBeGreaterThan(20);
  });
});
