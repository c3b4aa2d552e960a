// Lazy SMP, the search side: the shared memory the main search thread and its helper threads use,
// and which iterations a helper skips. Lazy SMP runs Threads-1 helpers on the same root with their
// own move-ordering state; they communicate only through the shared transposition table, so the
// main thread finds more of the tree already searched. The threads are managed by
// src/uci/helper-pool.ts (main side) and src/uci/helper-thread.ts (helper side).
//
// Design choice: helpers differ by skipping iterations (helper i searches only some depths), not
// by randomising move order. Staggered depths keep every helper's search deterministic given the
// table, put helpers a ply ahead of the main thread on parts of the tree, and cost no code in the
// search's hot path: one test per iteration.

/** Most search threads (UCI option Threads' maximum). */
export const MAX_THREADS = 64;

/** Int32 index of the helpers' stop word (a helper's searcher reads it as its CONTROL_STOP). */
export const SMP_STOP = 0;
/** Int32 index of the helpers' ponder word: always 0 (helpers have no clock), read as CONTROL_PONDER. */
export const SMP_PONDER = 1;
/** Int32 index of the number of helpers still inside a search; the main thread waits on it. */
export const SMP_RUNNING = 2;
/** Int32 index of the number of the current search, so a helper can tell a stale go (uci/helper-thread.ts). */
export const SMP_GENERATION = 3;
/** Byte offset of the Float64 node counters, one per thread (index 0: the main thread, unused). */
const NODES_OFFSET = 16;
/** Size of the whole block. */
export const SMP_BYTES = NODES_OFFSET + MAX_THREADS * 8;

export interface SmpViews {
  /** [SMP_STOP, SMP_PONDER]: what a helper's searcher gets as its control flags. */
  readonly control: Int32Array;
  /** [SMP_STOP, SMP_PONDER, SMP_RUNNING, SMP_GENERATION]. */
  readonly words: Int32Array;
  /**
   * Nodes of each thread's current search, written only by that thread (every 1024 nodes and at
   * the end). Float64, not Int32, so long searches do not overflow; an aligned 8-byte store is
   * not torn on the 64-bit platforms Node runs on, and a slightly stale count only shows in `info`.
   */
  readonly nodes: Float64Array;
}

export function smpViews(buffer: SharedArrayBuffer): SmpViews {
  return {
    control: new Int32Array(buffer, 0, 2),
    words: new Int32Array(buffer, 0, 4),
    nodes: new Float64Array(buffer, NODES_OFFSET, MAX_THREADS),
  };
}

/**
 * Does helper `index` (1..MAX_THREADS-1) skip iteration `depth`? Helpers come in pairs with the
 * same block size (1, 1, 2, 2, 3, 3, 4, …): a helper searches `size` consecutive depths, then skips
 * `size`, and the two of a pair are out of phase, so between them every depth is covered, and the
 * larger blocks of later helpers run ahead of the main thread (which skips nothing). Depth 1 is
 * never skipped by helper 1, so a two-thread engine's helper starts at once.
 */
export function helperSkipsDepth(index: number, depth: number): boolean {
  const size = 1 + Math.min(3, (index - 1) >> 1);
  const phase = index & 1 ? 0 : size;
  return (Math.floor((depth - 1 + phase) / size) & 1) === 1;
}
