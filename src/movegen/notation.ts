// Moves as UCI text: e2e4, e7e8q, and castling as e1g1 (standard) or king-takes-rook e1h1
// (UCI_Chess960). Parsing goes through the legal move list, so a parsed move is always legal.
// Not for the hot path (strings).

import { Position } from '../board/position.js';
import { KIND_CASTLING, KIND_PROMOTION, moveFrom, moveKind, moveTo, promotionType } from '../board/move.js';
import { PIECE_CHARS, squareName } from '../board/types.js';
import { generateMoves } from './movegen.js';

/** UCI text of a move in the given position ("0000" for no move). */
export function moveToUci(pos: Position, m: number): string {
  if (m === 0) return '0000';
  const from = moveFrom(m);
  let to = moveTo(m);
  const kind = moveKind(m);
  if (kind === KIND_CASTLING && !pos.chess960) {
    const backRank = (from >> 3) << 3;
    to = backRank + (to > from ? 6 : 2);
  }
  let s = squareName(from) + squareName(to);
  if (kind === KIND_PROMOTION) s += PIECE_CHARS[promotionType(m)].toLowerCase();
  return s;
}

const scratch = new Int32Array(256);

/** All legal moves of the position as a fresh array (tools and tests; not the search). */
export function legalMoves(pos: Position): number[] {
  const n = generateMoves(pos, scratch, 0, false);
  return Array.from(scratch.subarray(0, n));
}

/**
 * The legal move a UCI string names, or 0. Without UCI_Chess960, castling is accepted both as
 * king-to-target (e1g1) and as king-takes-rook (e1h1); with it, only as king-takes-rook, since in
 * Chess960 a king-to-target string can also be an ordinary king move.
 */
export function parseUciMove(pos: Position, text: string): number {
  const n = generateMoves(pos, scratch, 0, false);
  const wanted = text.trim();
  for (let i = 0; i < n; i++) {
    const m = scratch[i];
    if (moveToUci(pos, m) === wanted) return m;
    if (moveKind(m) === KIND_CASTLING && !pos.chess960) {
      const kingTakesRook = squareName(moveFrom(m)) + squareName(moveTo(m));
      const backRank = (moveFrom(m) >> 3) << 3;
      const kingTarget = squareName(moveFrom(m)) + squareName(backRank + (moveTo(m) > moveFrom(m) ? 6 : 2));
      if (wanted === kingTakesRook || wanted === kingTarget) return m;
    }
  }
  return 0;
}
