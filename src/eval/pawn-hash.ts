// The pawn hash table: everything the evaluator derives from the pawns alone, keyed by
// Position.pawnHashLo/Hi (kept incrementally by make/unmake). One flat Int32Array of fixed-stride
// entries; the evaluator reads fields by base index + field offset, so a probe allocates nothing.
// Design choice: always-replace, no buckets — pawn structures change rarely along a search path,
// so hit rates are high without any replacement policy.
// The all-zero entry is a correct entry for the no-pawn structure (key 0, score 0, no passers,
// no files, no spans, no cached shelter), so a cleared table never returns wrong data.

/** Entry layout (field offsets from an entry's base index) and table geometry. */
export const enum Ph {
  KEY_LO = 0,
  KEY_HI = 1,
  /** Packed S(mg, eg), White minus Black: pawn material, PST and structure. */
  SCORE = 2,
  /** Passed pawns of colour c: lo at PASSED + 2c, hi at PASSED + 2c + 1. */
  PASSED = 3,
  /** Bit f: a white pawn on file f; bit 8 + f: a black pawn on file f. */
  FILES = 7,
  /** Squares colour c's pawns may ever attack (front spans of the adjacent files): SPAN + 2c. */
  SPAN = 8,
  /** Pawns of colour c on light squares at byte 2c, on dark squares at byte 2c + 1. */
  COLOURS = 12,
  /**
   * King-shelter cache (king-safety.ts): colour c's half of SHELTER_KEY (bits 16c…) holds the
   * king square + 1 (0 = empty) in its low byte and the shelter defects in its high byte; at
   * SHELTER + c the packed shelter score. Reset whenever the entry is recomputed.
   */
  SHELTER_KEY = 13,
  SHELTER = 14,
  STRIDE = 16,
  ENTRIES = 1 << 13,
  MASK = ENTRIES - 1,
}

export const PAWN_TABLE = new Int32Array(Ph.ENTRIES * Ph.STRIDE);

/** Forget every entry (tests compare a cold table with a warm one). */
export function clearPawnHash(): void {
  PAWN_TABLE.fill(0);
}
