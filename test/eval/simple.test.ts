// The simple evaluator sums the piece-square tables over the bitboards on every call; along random
// games (promotions, castling and en passant included) it must equal the same sum taken square by
// square over the mailbox, tapered by the phase as before.

import { describe, expect, it } from 'vitest';
import { Position } from '../../src/board/position.js';
import { PHASE_MAX, WHITE } from '../../src/board/types.js';
import { PSQ_EG, PSQ_MG } from '../../src/eval/psqt.js';
import { evaluateSimple } from '../../src/eval/simple.js';
import { TACTICAL_FENS, makeRng, randomPlay } from '../board/random-games.js';

function mailboxScore(pos: Position): number {
  let mg = 0;
  let eg = 0;
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.board[sq];
    if (p === 0) continue;
    mg += PSQ_MG[p * 64 + sq];
    eg += PSQ_EG[p * 64 + sq];
  }
  const phase = Math.min(pos.phase, PHASE_MAX);
  const white = Math.trunc((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX);
  return (pos.side === WHITE ? white : -white) + 10;
}

describe('simple evaluator', () => {
  it('equals the square-by-square PST sum along random games', () => {
    const rng = makeRng(24);
    const failures: string[] = [];
    let visited = 0;
    for (const fen of TACTICAL_FENS) {
      visited += randomPlay(fen, 4, 80, rng, {
        visit(pos) {
          const got = evaluateSimple(pos);
          const want = mailboxScore(pos);
          if (got !== want && failures.length < 5) failures.push(`${pos.hashLo}: ${got} vs ${want}`);
        },
      });
    }
    expect(failures).toEqual([]);
    expect(visited).toBeGreaterThan(1000);
  });
});
