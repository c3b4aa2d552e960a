// A small cache of full evaluations keyed by the position's Zobrist hash. The search evaluates
// nearly every node, and in quiescence the same positions recur through transpositions (about a
// third of evaluations in `kerf bench` hit); a probe costs a few loads against about a microsecond
// for the evaluation.
// Design choice: direct-mapped and always-replace, indexed by the low hash bits and verified by
// both hash words — the full evaluation depends only on what the hash covers (pieces, side to
// move, castling, en passant), never on the clocks or the game history.

export const enum EvalCache {
  BITS = 16,
  SIZE = 1 << BITS,
  MASK = SIZE - 1,
  /** Entry fields: hash lo, hash hi, score (side to move's view), 1 if the slot is filled. */
  LO = 0,
  HI = 1,
  SCORE = 2,
  VALID = 3,
  STRIDE = 4,
}

/** One Int32Array of 4-int entries: a probe touches one cache line and one array. */
export const EVAL_CACHE = new Int32Array(EvalCache.SIZE * EvalCache.STRIDE);

/** Forget every cached evaluation (after the weights change, and in tests). */
export function clearEvalCache(): void {
  EVAL_CACHE.fill(0);
}
