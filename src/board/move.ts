// Moves packed into an int32: bits 0-5 from, 6-11 to, 12-13 promotion piece (0=N..3=Q),
// 14-15 kind (normal, promotion, en passant, castling). Castling is encoded as "king takes own
// rook" (to = the rook's square) so standard chess and Chess960 share one code path; the UCI
// text form converts to e1g1-style unless UCI_Chess960 is on.

export const MOVE_NONE = 0;
/** The null move (a1b1 cannot be a real king/rook move code because kind bits would differ). */
export const MOVE_NULL = 65;

export const KIND_NORMAL = 0;
export const KIND_PROMOTION = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLING = 3;

export function encodeMove(from: number, to: number): number {
  return from | (to << 6);
}

export function encodePromotion(from: number, to: number, pieceType: number): number {
  return from | (to << 6) | ((pieceType - 2) << 12) | (KIND_PROMOTION << 14);
}

export function encodeEnPassant(from: number, to: number): number {
  return from | (to << 6) | (KIND_EN_PASSANT << 14);
}

export function encodeCastling(kingFrom: number, rookSquare: number): number {
  return kingFrom | (rookSquare << 6) | (KIND_CASTLING << 14);
}

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
