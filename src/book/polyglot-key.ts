// The Polyglot key of a position: the 64-bit hash every Polyglot opening book is indexed by. It is
// not Kerf's own Zobrist hash (that one uses its own keys and a whole-rights castling key); it is
// recomputed from the board each time a book is probed, which happens once per move at most.
// Design choice: the key comes back as two uint32 halves written into a caller's array, not as a
// BigInt, so the arithmetic is int32 xor like the rest of the engine and nothing is allocated.
//
// The rules (from the format's description):
//   pieces      random[64 * kind + 8 * row + file], kind = black pawn 0, white pawn 1, black
//               knight 2, … white king 11 (so kind = 2 * (type - 1) + (white ? 1 : 0));
//   castling    random[768..771] for white short, white long, black short, black long;
//   en passant  random[772 + file] only when a pawn of the side to move stands beside the pawn
//               that just made the double step (a pseudo-legal capture, pins not considered);
//   side        random[780] when WHITE is to move.

import { Position } from '../board/position.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, NO_SQUARE, PAWN, WHITE, makePiece } from '../board/types.js';
import { POLYGLOT_RANDOM } from './polyglot-random.js';

const CASTLE_OFFSET = 768;
const EP_OFFSET = 772;
const TURN_OFFSET = 780;

/**
 * Write the position's Polyglot key into out: out[0] the high 32 bits, out[1] the low 32 bits.
 * Pass a Uint32Array to read the halves as unsigned numbers.
 */
export function polyglotKey(pos: Position, out: Uint32Array | Int32Array): void {
  const random = POLYGLOT_RANDOM;
  const board = pos.board;
  let hi = 0;
  let lo = 0;
  for (let sq = 0; sq < 64; sq++) {
    const piece = board[sq];
    if (piece === 0) continue;
    const kind = 2 * ((piece & 7) - 1) + (piece >> 3 === WHITE ? 1 : 0);
    // Kerf squares are 8 * rank + file, which is Polyglot's 8 * row + file.
    const i = (kind * 64 + sq) * 2;
    hi ^= random[i];
    lo ^= random[i + 1];
  }

  const castling = pos.castling;
  if ((castling & CASTLE_WK) !== 0) { hi ^= random[2 * CASTLE_OFFSET]; lo ^= random[2 * CASTLE_OFFSET + 1]; }
  if ((castling & CASTLE_WQ) !== 0) { hi ^= random[2 * CASTLE_OFFSET + 2]; lo ^= random[2 * CASTLE_OFFSET + 3]; }
  if ((castling & CASTLE_BK) !== 0) { hi ^= random[2 * CASTLE_OFFSET + 4]; lo ^= random[2 * CASTLE_OFFSET + 5]; }
  if ((castling & CASTLE_BQ) !== 0) { hi ^= random[2 * CASTLE_OFFSET + 6]; lo ^= random[2 * CASTLE_OFFSET + 7]; }

  if (pos.ep !== NO_SQUARE && canCaptureEnPassant(pos)) {
    const i = (EP_OFFSET + (pos.ep & 7)) * 2;
    hi ^= random[i];
    lo ^= random[i + 1];
  }

  if (pos.side === WHITE) {
    hi ^= random[2 * TURN_OFFSET];
    lo ^= random[2 * TURN_OFFSET + 1];
  }
  out[0] = hi;
  out[1] = lo;
}

/**
 * Does a pawn of the side to move stand beside the pawn that just double-stepped? Kerf already
 * keeps pos.ep only in that case; this re-checks from the board so the key follows the format's
 * rule even for a position whose en-passant square was set some other way.
 */
function canCaptureEnPassant(pos: Position): boolean {
  const us = pos.side;
  const ep = pos.ep;
  const pushed = us === WHITE ? ep - 8 : ep + 8;
  if (pushed < 0 || pushed > 63) return false;
  if (pos.board[pushed] !== makePiece(us ^ 1, PAWN)) return false;
  const ourPawn = makePiece(us, PAWN);
  const file = ep & 7;
  return (file > 0 && pos.board[pushed - 1] === ourPawn) || (file < 7 && pos.board[pushed + 1] === ourPawn);
}

/** The key as 16 lower-case hex digits (logs, tests and the docs' examples). Not for the hot path. */
export function polyglotKeyHex(pos: Position): string {
  const out = new Uint32Array(2);
  polyglotKey(pos, out);
  return out[0].toString(16).padStart(8, '0') + out[1].toString(16).padStart(8, '0');
}
