// Moves as UCI text: e2e4, e7e8q, and castling as e1g1 (standard) or king-takes-rook e1h1
// (UCI_Chess960). Parsing goes through the legal move list, so a parsed move is always legal.
// Not for the hot path (strings).

import { Position } from '../board/position.js';
import { castlingKingTarget, KIND_CASTLING, KIND_PROMOTION, moveFrom, moveKind, moveTo, promotionType } from '../board/move.js';
import { PIECE_CHARS, squareName } from '../board/types.js';
import { generateMoves } from './movegen.js';

/** UCI text of a move in the given position ("0000" for no move). */
export function moveToUci(pos: Position, m: number): string {
  if (m === 0) return '0000';
  const from = moveFrom(m);
  let to = moveTo(m);
  const kind = moveKind(m);
  if (kind === KIND_CASTLING && !pos.chess960) to = castlingKingTarget(m);
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
 * Is `m` one of the position's legal moves? Allocation-free, unlike `legalMoves(pos).includes(m)`:
 * the search thread replays a game's moves this way on every go, and the garbage of a fresh list
 * per move kept V8's young generation busy (see docs/hardening.md, "Garbage per go").
 */
export function isLegalMove(pos: Position, m: number): boolean {
  const n = generateMoves(pos, scratch, 0, false);
  for (let i = 0; i < n; i++) if (scratch[i] === m) return true;
  return false;
}

/** The first legal move in generation order, or 0 when there is none. */
export function firstLegalMove(pos: Position): number {
  return generateMoves(pos, scratch, 0, false) > 0 ? scratch[0] : 0;
}

/** Does `text` spell the name of square `sq` ("e4") at `at`? Compares characters, builds no string. */
function spellsSquare(text: string, at: number, sq: number): boolean {
  return text.charCodeAt(at) === 97 + (sq & 7) && text.charCodeAt(at + 1) === 49 + (sq >> 3);
}

/**
 * The legal move a UCI string names, or 0. Without UCI_Chess960, castling is accepted both as
 * king-to-target (e1g1) and as king-takes-rook (e1h1); with it, only as king-takes-rook, since in
 * Chess960 a king-to-target string can also be an ordinary king move. Matches each candidate's
 * squares character by character rather than building its text: every `position` command
 * replays the game's moves through here.
 */
export function parseUciMove(pos: Position, text: string): number {
  const wanted = text.trim();
  if (wanted.length !== 4 && wanted.length !== 5) return 0;
  const n = generateMoves(pos, scratch, 0, false);
  for (let i = 0; i < n; i++) {
    const m = scratch[i];
    const from = moveFrom(m);
    if (!spellsSquare(wanted, 0, from)) continue;
    const to = moveTo(m);
    const kind = moveKind(m);
    if (kind === KIND_CASTLING) {
      if (wanted.length !== 4) continue;
      // King takes rook (the move's own target) is the Chess960 form and accepted in both modes.
      if (spellsSquare(wanted, 2, to)) return m;
      if (!pos.chess960 && spellsSquare(wanted, 2, castlingKingTarget(m))) return m;
      continue;
    }
    if (!spellsSquare(wanted, 2, to)) continue;
    if (kind === KIND_PROMOTION) {
      // Lower-case promotion letter: PIECE_CHARS holds upper case, and bit 5 makes an ASCII letter lower.
      if (wanted.length === 5 && wanted.charCodeAt(4) === (PIECE_CHARS.charCodeAt(promotionType(m)) | 32)) return m;
    } else if (wanted.length === 4) {
      return m;
    }
  }
  return 0;
}
