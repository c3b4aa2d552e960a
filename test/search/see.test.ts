// Static exchange evaluation (src/movegen/see.ts) on exchanges worked out by hand, with the piece
// values SEE uses (P 100, N 320, B 330, R 500, Q 950). Kept with the search's proofs because the
// search is SEE's only client (move ordering, quiescence pruning). Covers: a pawn taking a defended
// knight, an x-ray rook battery (the rear rook joins once the front one has captured), en passant
// with and without a recapture, promotions with and without a capture and a defender, a king that
// may not recapture a defended piece, and quiet moves to attacked squares; a losing exchange keeps
// its exact value (not only its sign). Over every move of every WAC position: see() equals an
// exchange played out square by square with attackers found by walking the rays (no magic
// tables, no shortcut), and seeAtLeast(m, t) is exactly see(m) >= t for thresholds around every
// piece value.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import type { Position } from '../../src/board/position.js';
import { KIND_CASTLING, KIND_EN_PASSANT, KIND_MASK, KIND_PROMOTION, KIND_SHIFT, SQUARE_MASK, TO_SHIFT, promotionType } from '../../src/board/move.js';
import { generateMoves } from '../../src/movegen/movegen.js';
import { parseUciMove } from '../../src/movegen/notation.js';
import { SEE_VALUE, see, seeAtLeast } from '../../src/movegen/see.js';

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

  it('a losing exchange keeps its exact value: the capturer may decline to recapture', () => {
    // WAC.003: Nh1-g3 into ...f4xg3; Re3xg3 would lose the rook to the bishop d6's x-ray
    // (and the queen g5), so White stops after the pawn takes: −N, not −N + P.
    expect(seeOf('5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1', 'h1g3')).toBe(-N);
  });
});

/** Pieces (by Kerf's code) attacking `sq` over `occupied`, found by walking every ray. */
function attackersByRays(pos: Position, sq: number, occupied: boolean[]): number[] {
  const found: number[] = [];
  const file = sq & 7;
  const rank = sq >> 3;
  const at = (f: number, r: number): number => (f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1);
  const pieceAt = (s: number): number => (occupied[s] ? pos.board[s] : 0);
  for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) {
    const s = at(file + df, rank + dr);
    if (s >= 0 && (pieceAt(s) & 7) === 2) found.push(s);
  }
  for (let df = -1; df <= 1; df++) {
    for (let dr = -1; dr <= 1; dr++) {
      if (df === 0 && dr === 0) continue;
      const s = at(file + df, rank + dr);
      if (s >= 0 && (pieceAt(s) & 7) === 6) found.push(s);
      const diagonal = df !== 0 && dr !== 0;
      for (let k = 1; ; k++) {
        const t = at(file + df * k, rank + dr * k);
        if (t < 0) break;
        const p = pieceAt(t);
        if (p === 0) continue;
        const type = p & 7;
        if (type === 5 || type === (diagonal ? 3 : 4)) found.push(t);
        break;
      }
    }
  }
  // Pawns: a white pawn attacks from one rank below, a black one from one rank above.
  for (const df of [-1, 1]) {
    const below = at(file + df, rank - 1);
    if (below >= 0 && pieceAt(below) === 1) found.push(below);
    const above = at(file + df, rank + 1);
    if (above >= 0 && pieceAt(above) === 9) found.push(above);
  }
  return found;
}

/** SEE by brute force: every capture sequence of least valuable attackers, each side free to stop. */
function seeByRays(pos: Position, m: number): number {
  const from = m & SQUARE_MASK;
  const to = (m >> TO_SHIFT) & SQUARE_MASK;
  const kind = (m >> KIND_SHIFT) & KIND_MASK;
  if (kind === KIND_CASTLING) return 0;
  const occupied = Array.from({ length: 64 }, (_, s) => pos.board[s] !== 0);
  let gainNow = SEE_VALUE[kind === KIND_EN_PASSANT ? 1 : pos.board[to] & 7];
  let onSquare = pos.board[from] & 7;
  if (kind === KIND_PROMOTION) {
    onSquare = promotionType(m);
    gainNow += SEE_VALUE[onSquare] - SEE_VALUE[1];
  }
  occupied[from] = false;
  if (kind === KIND_EN_PASSANT) occupied[pos.side === 0 ? to - 8 : to + 8] = false;
  // best(side, victim): what `side` (to capture next) nets from here, free to stop at 0.
  const best = (side: number, victim: number): number => {
    const mine = attackersByRays(pos, to, occupied).filter((s) => s !== to && (pos.board[s] >> 3) === side);
    if (mine.length === 0) return 0;
    mine.sort((a, b) => SEE_VALUE[pos.board[a] & 7] - SEE_VALUE[pos.board[b] & 7]);
    const capturer = mine[0];
    const type = pos.board[capturer] & 7;
    occupied[capturer] = false;
    let net: number;
    if (type === 6) {
      // The king captures only if nothing of the other side attacks the square afterwards.
      const others = attackersByRays(pos, to, occupied).filter((s) => s !== to && (pos.board[s] >> 3) !== side);
      net = others.length === 0 ? SEE_VALUE[victim] : 0;
    } else {
      net = SEE_VALUE[victim] - best(side ^ 1, type);
    }
    occupied[capturer] = true;
    return Math.max(0, net);
  };
  return gainNow - best(pos.side ^ 1, onSquare);
}

describe('see over every WAC move', () => {
  const positions = readFileSync(new URL('../../data/wac.epd', import.meta.url), 'utf8').split('\n').filter((line) => line.trim() !== '')
    .map((line) => {
      const parsed = positionFromFen(`${line.split(' ').slice(0, 4).join(' ')} 0 1`);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value;
    });
  const moves = new Int32Array(256);

  it('equals the exchange played out by walking the rays', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const pos of positions) {
      const end = generateMoves(pos, moves, 0, false);
      for (let i = 0; i < end; i++) {
        checked++;
        const expected = seeByRays(pos, moves[i]);
        if (see(pos, moves[i]) !== expected) wrong.push(`move ${moves[i]}: ${see(pos, moves[i])}, expected ${expected}`);
      }
    }
    expect(checked).toBeGreaterThan(10000);
    expect(wrong).toEqual([]);
  });

  it('seeAtLeast(m, t) is exactly see(m) >= t', () => {
    const thresholds = [-1000, -950, -501, -500, -330, -320, -256, -128, -101, -100, -64, -1, 0, 1, 99, 100, 220, 320, 330, 500, 950];
    const wrong: string[] = [];
    for (const pos of positions) {
      const end = generateMoves(pos, moves, 0, false);
      for (let i = 0; i < end; i++) {
        const value = see(pos, moves[i]);
        for (const t of thresholds) if (seeAtLeast(pos, moves[i], t) !== (value >= t)) wrong.push(`move ${moves[i]} t ${t}: see ${value}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
