// A small cache of full evaluations keyed by the position's Zobrist hash. The search evaluates
// nearly every node, and in quiescence the same positions recur through transpositions (about a
// third of evaluations in `kerf bench` hit); a probe costs a few loads against about a microsecond
// for the evaluation.
// Design choice: direct-mapped and always-replace, indexed by the low hash bits and verified by
// both hash words — the full evaluation depends only on what the hash covers (pieces, side to
// move, castling, en passant), never on the clocks or the game history.

export const EVAL_CACHE_BITS = 16;
const SIZE = 1 << EVAL_CACHE_BITS;
export const EVAL_CACHE_MASK = SIZE - 1;
export const EVAL_CACHE_LO = new Int32Array(SIZE);
export const EVAL_CACHE_HI = new Int32Array(SIZE);
/** The cached score (side to move's view); VALID marks slots that hold one. */
export const EVAL_CACHE_SCORE = new Int32Array(SIZE);
export const EVAL_CACHE_VALID = new Uint8Array(SIZE);

/** Forget every cached evaluation (after the weights change, and in tests). */
export function clearEvalCache(): void {
  EVAL_CACHE_VALID.fill(0);
}
