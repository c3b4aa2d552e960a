// A small cache of full evaluations keyed by the position's Zobrist hash. The search evaluates
// nearly every node, and in quiescence the same positions recur through transpositions (about a
// third of evaluations in `kerf bench` hit); a probe costs a few loads against about half a
// microsecond for the evaluation.
// Design choice: direct-mapped and always-replace, indexed by the low hash bits and verified by
// the hash (the full evaluation depends only on what the hash covers: pieces, side to move,
// castling, en passant, never the clocks or the game history). An entry is 8 bytes, not 16: the
// probe is usually a cache miss, the costliest part of a call that hits, and half the table
// misses less (`kerf bench` about 3% faster). The entry keeps the hash's low word whole and the
// high word's upper 16 bits, sharing a word with the score (every full evaluation fits in 16 bits:
// test/eval/eval-cache.test.ts). That verifies 48 of the 64 hash bits, 32 beyond the 16 index
// bits: another position passes for a cached one about once in 2^32 probes.
// An empty slot holds a low word whose index bits are not its own, so it never matches.

export const enum EvalCache {
  BITS = 16,
  SIZE = 1 << BITS,
  MASK = SIZE - 1,
  /** Entry fields: the hash's low word; the high word's upper 16 bits | the score's low 16 bits. */
  KEY = 0,
  DATA = 1,
  STRIDE = 2,
}

/** One Int32Array of 2-int entries: a probe touches one cache line and one array. */
export const EVAL_CACHE = new Int32Array(EvalCache.SIZE * EvalCache.STRIDE);

/** Forget every cached evaluation (after the weights change, and in tests). */
export function clearEvalCache(): void {
  const cache = EVAL_CACHE;
  // Slot s is probed only by hashes whose low bits are s; ~s has other low bits.
  for (let s = 0; s < EvalCache.SIZE; s++) {
    cache[s * EvalCache.STRIDE + EvalCache.KEY] = ~s;
    cache[s * EvalCache.STRIDE + EvalCache.DATA] = 0;
  }
}

clearEvalCache();
