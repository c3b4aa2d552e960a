// Scratch state of one full evaluation, shared by its parts (pieces, king safety, passed pawns):
// occupancy, pawn attacks, king squares and zones, the lesser-attacks maps, the king-attack
// tallies, piece counts. Filled during every evaluation, so nothing carries over between calls.
// Design choice: one module-level Int32Array with slots named by a const enum (literal indices in
// the bundle) instead of function arguments or objects — the parts need a dozen bitboards each,
// and the hot path must not allocate.

export const enum Es {
  OCC = 0,
  /** Pawn attacks of colour c: PAWN_ATT + 2c (lo), + 2c + 1 (hi). */
  PAWN_ATT = 2,
  /** King zone (king square and its neighbours) of colour c's king. */
  KING_ZONE = 6,
  /** What colour c attacks with pawns, minors and rooks (the pieces worth less than a queen). */
  LESSER = 10,
  /** Number of colour c's pieces attacking the enemy king zone, their summed weights, the hits. */
  KATT_COUNT = 14,
  KATT_WEIGHT = 16,
  KATT_HITS = 18,
  /** Piece counts: COUNT + 8c + type. */
  COUNT = 20,
  /** Moves the fastest unstoppable passer of colour c needs to queen (99 = none). */
  UNSTOPPABLE = 36,
  /** King square of colour c. */
  KSQ = 38,
  /** What colour c attacks with knights and bishops; with rooks; with everything (king too). */
  MINOR_ATT = 40,
  ROOK_ATT = 44,
  ALL_ATT = 48,
  /** What colour c attacks with knights; with bishops; with queens. */
  KNIGHT_ATT = 52,
  BISHOP_ATT = 56,
  QUEEN_ATT = 60,
  SIZE = 64,
}

export const ES = new Int32Array(Es.SIZE);
