// Scratch state of one full evaluation, shared by its parts (pieces, king safety, passed pawns):
// occupancy, pawn attacks, king zones, accumulated attack maps and the king-attack tallies.
// Filled at the start of every evaluation, so it never carries anything between calls.
// Design choice: one module-level Int32Array with named slots instead of function arguments or
// objects — the parts need a dozen bitboards each, and the hot path must not allocate.

export const ES_OCC = 0;
/** Pawn attacks of colour c: ES_PAWN_ATT + 2c (lo), + 2c + 1 (hi). */
export const ES_PAWN_ATT = 2;
/** King zone (king square and its neighbours) of colour c's king. */
export const ES_KING_ZONE = 6;
/** What colour c attacks with pawns, minors and rooks (the pieces worth less than a queen). */
export const ES_LESSER = 10;
/** Number of colour c's pieces attacking the enemy king zone, their summed weights, the hits. */
export const ES_KATT_COUNT = 14;
export const ES_KATT_WEIGHT = 16;
export const ES_KATT_HITS = 18;
/** Piece counts: ES_COUNT + 8c + type. */
export const ES_COUNT = 20;
/** Moves the fastest unstoppable passer of colour c needs to queen (99 = none). */
export const ES_UNSTOPPABLE = 36;
/** King square of colour c. */
export const ES_KSQ = 38;

export const ES = new Int32Array(40);
