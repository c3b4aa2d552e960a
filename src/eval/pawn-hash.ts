// The pawn hash table: everything the evaluator derives from the pawns alone, keyed by
// Position.pawnHashLo/Hi (kept incrementally by make/unmake). One flat Int32Array of fixed-stride
// entries; the evaluator reads fields by base index + field offset, so a probe allocates nothing.
// Design choice: always-replace, no buckets — pawn structures change rarely along a search path,
// so hit rates are high without any replacement policy.
// The all-zero entry is a correct entry for the no-pawn structure (key 0, score 0, no passers,
// no files, no spans), so a cleared table never returns wrong data.

export const PAWN_HASH_BITS = 13;
export const PAWN_STRIDE = 16;

// Field offsets within an entry.
export const PH_KEY_LO = 0;
export const PH_KEY_HI = 1;
/** Packed S(mg, eg), White minus Black: pawn material, PST and structure. */
export const PH_SCORE = 2;
/** Passed pawns of colour c: lo at PH_PASSED + 2c, hi at PH_PASSED + 2c + 1. */
export const PH_PASSED = 3;
/** Bit f: a white pawn on file f; bit 8 + f: a black pawn on file f. */
export const PH_FILES = 7;
/** Squares colour c's pawns may ever attack (front spans of the adjacent files): PH_SPAN + 2c. */
export const PH_SPAN = 8;
/** Pawns of colour c on light squares at byte 2c, on dark squares at byte 2c + 1. */
export const PH_COLOURS = 12;

const ENTRIES = 1 << PAWN_HASH_BITS;
export const PAWN_HASH_MASK = ENTRIES - 1;
export const PAWN_TABLE = new Int32Array(ENTRIES * PAWN_STRIDE);

/** Forget every entry (tests compare a cold table with a warm one). */
export function clearPawnHash(): void {
  PAWN_TABLE.fill(0);
}
