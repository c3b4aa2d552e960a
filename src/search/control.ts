// The shared control block between the UCI front end (main thread) and the search worker: two
// Int32 flags the search polls (stop, pondering) and a Float64 with the Date.now() of a ponderhit.
// The whole layout is here, so the writer (uci/uci.ts), the reader (search.ts) and the thread that
// creates the views (uci/search-worker.ts) cannot disagree on an offset. Design choice: shared
// memory rather than messages, because the worker is busy in a synchronous search exactly when
// stop and ponderhit matter, and would only read a message after finishing.

/** Int32 index of the stop flag: nonzero asks the search to return as soon as it can. */
export const CONTROL_STOP = 0;
/** Int32 index of the ponder flag: 1 while pondering (no clock applies until ponderhit). */
export const CONTROL_PONDER = 1;
/** Byte offset of the Float64 ponderhit timestamp (after the two Int32 flags). */
export const PONDERHIT_OFFSET = 8;
/** Size of the whole block. */
export const CONTROL_BYTES = 16;

/** Typed views on one control block. */
export interface ControlViews {
  readonly flags: Int32Array;
  /** [0]: Date.now() of the ponderhit of the running search, 0 when none. */
  readonly ponderhitTime: Float64Array;
}

export function controlViews(buffer: SharedArrayBuffer): ControlViews {
  return { flags: new Int32Array(buffer, 0, 2), ponderhitTime: new Float64Array(buffer, PONDERHIT_OFFSET, 1) };
}
