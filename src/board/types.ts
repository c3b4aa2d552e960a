// Board constants shared by every subsystem: colours, piece types, piece codes and squares.
// A piece code packs colour and type as (colour << 3) | type so that code & 7 is the type and
// code >> 3 the colour; code 0 is an empty square and codes 0 and 8 double as the indices of the
// colour-occupancy bitboards in Position.bbLo/bbHi.

export const WHITE = 0;
export const BLACK = 1;

export const NO_TYPE = 0;
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

export const EMPTY = 0;

/** Piece code for a colour and a type. */
export function makePiece(colour: number, type: number): number {
  return (colour << 3) | type;
}

export const NO_SQUARE = -1;

export function fileOf(sq: number): number {
  return sq & 7;
}

export function rankOf(sq: number): number {
  return sq >> 3;
}

export function squareAt(file: number, rank: number): number {
  return (rank << 3) | file;
}

const FILE_CHARS = 'abcdefgh';

/** "e4" for square 28. Not for the hot path. */
export function squareName(sq: number): string {
  return FILE_CHARS[sq & 7] + String((sq >> 3) + 1);
}

/** Square index for a name like "e4", or -1. */
export function parseSquare(name: string): number {
  if (name.length !== 2) return NO_SQUARE;
  const f = name.charCodeAt(0) - 97;
  const r = name.charCodeAt(1) - 49;
  if (f < 0 || f > 7 || r < 0 || r > 7) return NO_SQUARE;
  return squareAt(f, r);
}

export const PIECE_CHARS = ' PNBRQK';

/** FEN letter of a piece code: upper case for white. */
export function pieceChar(piece: number): string {
  const c = PIECE_CHARS[piece & 7];
  return piece >> 3 === WHITE ? c : c.toLowerCase();
}

// Castling-right bits, indexed the same way as Position.castleRookSquare.
export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

/** Maximum search ply and game length the preallocated stacks hold. */
export const MAX_PLY = 128;
export const MAX_GAME_PLY = 4096;
export const MAX_MOVES = 256;
