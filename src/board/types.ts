// Board constants shared by every subsystem: colours, piece types, piece codes, squares, castling
// rights and the game phase. A piece code packs colour and type as (colour << 3) | type so that
// code & 7 is the type and code >> 3 the colour; code 0 is an empty square and codes 0 and 8
// double as the indices of the colour-occupancy bitboards in Position.bbLo/bbHi.
// Design choice: plain `const` numbers, not const enums. The bundler (minifySyntax) writes them in
// as literals across files, as it would enum members, but only the number constants that open
// the file, before its first other statement: keep every number constant above the first array
// or function.

export const WHITE = 0;
export const BLACK = 1;

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** Offset of black piece codes: BLACK_CODES | type; also black's occupancy index. */
export const BLACK_CODES = 8;

export const NO_SQUARE = -1;

// Castling-right bits, indexed the same way as Position.castleRookSquare.
export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

/** Game phase with all pieces on the board (the sum of PHASE_WEIGHT); 0 with none. */
export const PHASE_MAX = 24;

/** Maximum search ply and game length the preallocated stacks hold. */
export const MAX_PLY = 128;
export const MAX_GAME_PLY = 4096;
export const MAX_MOVES = 256;

/** Game-phase weight per piece type: N = B = 1, R = 2, Q = 4. */
export const PHASE_WEIGHT = [0, 0, 1, 1, 2, 4, 0];

/** Piece code for a colour and a type. */
export function makePiece(colour: number, type: number): number {
  return (colour << 3) | type;
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
