// Moves packed into an int32: bits 0-5 from, 6-11 to, 12-13 promotion piece (0=N..3=Q),
// 14-15 kind (normal, promotion, en passant, castling). Castling is encoded as "king takes own
// rook" (to = the rook's square) so standard chess and Chess960 share one code path; the UCI
// text form converts to e1g1-style unless UCI_Chess960 is on.
// Design choice: this file is the one definition of the layout, as number constants that the
// bundler writes in as literals (they open the file for that reason, as in types.ts). The hot path
// (make/unmake, SEE, move ordering, search) reads fields with them, (m >> TO_SHIFT) & SQUARE_MASK,
// so its bundled code is exactly the hand-written shifts; V8 does inline the small functions
// below too, but bench could not show them free on a loaded machine, so they serve the rest.
// Moves are built as from | (to << TO_SHIFT) | flags.

/** The null move (a1b1 cannot be a real king/rook move code because kind bits would differ). */
export const MOVE_NULL = 65;

/** A square field: from = m & SQUARE_MASK, to = (m >> TO_SHIFT) & SQUARE_MASK. */
export const SQUARE_MASK = 63;
export const TO_SHIFT = 6;
/** Promotion piece: (m >> PROMOTION_SHIFT) & 3 is 0 = knight … 3 = queen. */
export const PROMOTION_SHIFT = 12;
/** Kind: (m >> KIND_SHIFT) & KIND_MASK is one of the KIND_* values (0 = normal). */
export const KIND_SHIFT = 14;
export const KIND_MASK = 3;

export const KIND_NORMAL = 0;
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

/** Where the king lands in a castling move, which is encoded king-takes-rook (g- or c-file of its rank). */
export function castlingKingTarget(m: number): number {
  const from = moveFrom(m);
  return (from & 56) + (moveTo(m) > from ? 6 : 2);
}

/** Piece type a promotion produces (KNIGHT..QUEEN); meaningless for other kinds. */
export function promotionType(m: number): number {
  return ((m >> 12) & 3) + 2;
}
