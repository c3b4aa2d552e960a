// The count behind MPCKingAttackers (src/search/mpc/king-danger.ts): enemy knights, bishops, rooks
// and queens whose attacks, through the current occupancy, reach the king's square or a
// neighbour; pawns and the enemy king never count.

import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../src/board/types.js';
import { kingZoneAttackers } from '../../../src/search/mpc/king-danger.js';
import { mustParse as pos } from '../../board/random-games.js';

describe('kingZoneAttackers', () => {
  it('counts nothing in the start position', () => {
    const start = pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect([kingZoneAttackers(start, WHITE), kingZoneAttackers(start, BLACK)]).toEqual([0, 0]);
  });

  it('counts each piece type that reaches the zone, the king\'s own square included', () => {
    // Black king g8 (zone f7-h8). Knight f5 reaches g7; bishop b3 reaches f7 over the empty
    // diagonal; rook a7 reaches along the 7th to h7; queen h5 reaches h6 and h7.
    const p = pos('6k1/R7/8/5N1Q/8/1B6/8/6K1 b - - 0 1');
    expect(kingZoneAttackers(p, BLACK)).toBe(4);
    // Nothing of Black's attacks White's zone.
    expect(kingZoneAttackers(p, WHITE)).toBe(0);
  });

  it('sees sliders only through empty squares, and ignores pawns and the king', () => {
    // Black king e8 (zone d7-f8). The rook's d-file is blocked by White's own pawn on d4; the pawn
    // on c6 (attacking d7) and the king on f6 (attacking e7 and f7) do not count.
    const blocked = pos('4k3/8/2P2K2/8/3P4/8/8/3R4 b - - 0 1');
    expect(kingZoneAttackers(blocked, BLACK)).toBe(0);
    const open = pos('4k3/8/2P2K2/8/8/8/8/3R4 b - - 0 1');
    expect(kingZoneAttackers(open, BLACK)).toBe(1);
  });
});
