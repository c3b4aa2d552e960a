// Moves packed into an int32: bits 0-5 from, 6-11 to, 12-13 promotion piece (0=N..3=Q),
// 14-15 kind (normal, promotion, en passant, castling). Castling is encoded as "king takes own
// rook" (to = the rook's square) so standard chess and Chess960 share one code path; the UCI
// text form converts to e1g1-style unless UCI_Chess960 is on.
// Design choice: this file is the one definition of the layout. Fields are read through the small
// functions below, which V8 inlines at the hot call sites (make/unmake, SEE, move ordering;
// checked with node --trace-turbo-inlining); moves are built as from | (to << TO_SHIFT) | flags
// with the constants below, which the bundler writes in as literals (number constants open the
// file for that reason, as in types.ts).

/** The null move (a1b1 cannot be a real king/rook move code because kind bits would differ). */
export const MOVE_NULL = 65;

/** Shift of the to-square; the from-square is the low 6 bits. */
export const TO_SHIFT = 6;

export const KIND_PROMOTION = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLING = 3;

// Promotion and kind bits of a whole move code, ORed onto from | (to << TO_SHIFT).
export const PROMOTE_QUEEN = (3 << 12) | (KIND_PROMOTION << 14);
export const PROMOTE_ROOK = (2 << 12) | (KIND_PROMOTION << 14);
export const PROMOTE_BISHOP = (1 << 12) | (KIND_PROMOTION << 14);
export const PROMOTE_KNIGHT = KIND_PROMOTION << 14;
export const EN_PASSANT = KIND_EN_PASSANT << 14;
export const CASTLING = KIND_CASTLING << 14;

export function moveFrom(m: number): number {
  return m & 63;
}

export function moveTo(m: number): number {
  return (m >> 6) & 63;
}

export function moveKind(m: number): number {
  return (m >> 14) & 3;
}

/** Piece type a promotion produces (KNIGHT..QUEEN); meaningless for other kinds. */
export function promotionType(m: number): number {
  return ((m >> 12) & 3) + 2;
}

/** Promotion and kind bits together: 0 exactly for a normal move. */
export function moveFlags(m: number): number {
  return (m >> 12) & 15;
}
