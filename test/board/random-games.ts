// Test helper (not a test file): seeded random play, so the board and move-generator tests walk
// thousands of varied positions that are the same on every run. Random legal moves are picked from
// Kerf's own generator; the tests that use it compare against an independent referee (chess.js or
// a from-scratch recomputation), so using the engine to choose moves does not make them circular.

import { Position } from '../../src/board/position.js';
import { positionFromFen } from '../../src/board/fen.js';
import { generateMoves } from '../../src/movegen/movegen.js';

/** mulberry32: a tiny deterministic 32-bit generator; returns an integer in [0, n). */
export function makeRng(seed: number): (n: number) => number {
  let s = seed | 0;
  return (n: number): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

export function mustParse(fen: string): Position {
  const r = positionFromFen(fen);
  if (!r.ok) throw new Error(`test FEN rejected: ${fen}: ${r.message}`);
  return r.value;
}

export interface RandomPlayHooks {
  /** Called at every position reached, before a move is chosen (including the start). */
  visit(pos: Position): void;
  /** Called with the chosen move just before it is made. */
  beforeMove?(pos: Position, move: number): void;
}

/**
 * Play `games` random games of at most `maxPlies` plies from `fen`, calling the hooks. A game stops
 * early at mate, stalemate or the 50-move limit. Returns the number of positions visited.
 */
export function randomPlay(fen: string, games: number, maxPlies: number, rng: (n: number) => number,
  hooks: RandomPlayHooks, chess960 = false): number {
  const buf = new Int32Array(256);
  let visited = 0;
  for (let g = 0; g < games; g++) {
    const pos = mustParse(fen);
    pos.chess960 = chess960;
    for (let ply = 0; ply <= maxPlies; ply++) {
      hooks.visit(pos);
      visited++;
      const n = generateMoves(pos, buf, 0, false);
      if (n === 0 || ply === maxPlies || pos.halfmove >= 100) break;
      const move = buf[rng(n)];
      hooks.beforeMove?.(pos, move);
      pos.makeMove(move);
    }
  }
  return visited;
}

/** The tactical start positions the random games branch out from (standard chess). */
export const TACTICAL_FENS: readonly string[] = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  // Kiwipete: castling both sides for both colours, pins, many captures.
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  // CPW position 3: en passant pinned along the rank once e2-e4/g2-g4 are played.
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  // CPW position 4: promotions with capture, checks, castling for black only.
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  // CPW position 5: promotion by capture on c8, discovered checks.
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  // En passant illegal: b5xc6 would open the fifth rank from Rh5 to Ka5.
  '7k/8/8/KPp4r/8/8/8/8 w - c6 0 2',
  // En passant illegal: e5xd6 would leave the diagonal g7-c3 (bishop pin).
  '4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2',
  // En passant illegal: e4xd3 removes both pawns from the fourth rank between Ka4 and Qh4.
  '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1',
  // En passant is the only capture of the checking pawn d4.
  '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1',
  // Double check (rook e8 and knight d3): only king moves.
  '4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1',
  // Castling both sides with open lines for the rooks to contest.
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  // Promotions and under-promotions, with and without capture, for both sides.
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  'r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1',
];
