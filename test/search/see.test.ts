// Static exchange evaluation (src/movegen/see.ts) on exchanges worked out by hand, with the piece
// values SEE uses (P 100, N 320, B 330, R 500, Q 950). Kept with the search's proofs because the
// search is SEE's only client (move ordering, quiescence pruning). Covers: a pawn taking a defended
// knight, an x-ray rook battery (the rear rook joins once the front one has captured), en passant
// with and without a recapture, promotions with and without a capture and a defender, a king that
// may not recapture a defended piece, and quiet moves to attacked squares.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { parseUciMove } from '../../src/movegen/notation.js';
import { SEE_VALUE, see } from '../../src/movegen/see.js';

const [, P, N, B, R, Q] = Array.from(SEE_VALUE);

function seeOf(fen: string, uci: string): number {
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error(parsed.message);
  const m = parseUciMove(parsed.value, uci);
  if (m === 0) throw new Error(`${uci} is not legal in ${fen}`);
  return see(parsed.value, m);
}

describe('see', () => {
  it('uses the documented values', () => {
    expect([P, N, B, R, Q]).toEqual([100, 320, 330, 500, 950]);
  });

  it('pawn takes a knight defended by a pawn: wins N − P', () => {
    // e4xd5, c6xd5.
    expect(seeOf('4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1', 'e4d5')).toBe(N - P);
    // Undefended: the whole knight.
    expect(seeOf('4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1', 'e4d5')).toBe(N);
  });

  it('a rook taking a knight defended by a rook wins the knight when a second rook x-rays behind', () => {
    // Rd2xd5 Rd8xd5 Rd1xd5: White nets the knight.
    expect(seeOf('3r2k1/8/8/3n4/8/8/3R4/3R2K1 w - - 0 1', 'd2d5')).toBe(N);
    // Without the rear rook the same capture loses R − N.
    expect(seeOf('3r2k1/8/8/3n4/8/8/3R4/6K1 w - - 0 1', 'd2d5')).toBe(N - R);
    // Black's x-ray: a queen behind the defending rook makes Black's battery the longer one.
    // Rxd5 Rxd5 Rxd5 Qxd5: White gets N + R for R + R.
    expect(seeOf('3q2k1/3r4/8/3n4/8/8/3R4/3R2K1 w - - 0 1', 'd2d5')).toBe(N + R - R - R);
  });

  it('en passant wins a pawn, or nothing when the capturing pawn is retaken', () => {
    expect(seeOf('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5d6')).toBe(P);
    expect(seeOf('4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5d6')).toBe(0);
  });

  it('promotion counts the new queen, and a defended promotion square costs the pawn', () => {
    // e7-e8=Q on an empty, undefended square: + (Q − P).
    expect(seeOf('1k6/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8q')).toBe(Q - P);
    // The rook on a8 takes the new queen: White is left a pawn down.
    expect(seeOf('r6k/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8q')).toBe(-P);
    // Promotion with capture of an undefended rook: R + Q − P.
    expect(seeOf('3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7d8q')).toBe(R + Q - P);
  });

  it('a king does not recapture a defended piece', () => {
    // Bxf7+: the king cannot take back because the queen on h5 guards f7.
    expect(seeOf('rnbqk1nr/pppp1ppp/8/2b1p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1', 'c4f7')).toBe(P);
    // Undefended: the king takes the bishop.
    expect(seeOf('rnbqk1nr/pppp1ppp/8/2b1p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1', 'c4f7')).toBe(P - B);
  });

  it('a quiet move onto an attacked square loses the piece; onto a safe one, nothing', () => {
    // Nb1-c3 into ...d4xc3.
    expect(seeOf('4k3/8/8/8/3p4/8/8/1N2K3 w - - 0 1', 'b1c3')).toBe(-N);
    expect(seeOf('4k3/8/8/8/8/8/8/1N2K3 w - - 0 1', 'b1c3')).toBe(0);
  });

  it('castling is never an exchange', () => {
    expect(seeOf('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1')).toBe(0);
  });
});
