// A full garbage collection, run by every UCI thread (front end, search thread, Lazy SMP helpers)
// when a new game starts. Design choice: the engine allocates so little (a few hundred bytes of
// survivors per go) that V8 seldom reaches the old generation's limit, which it sets several MiB
// above the live heap; between those rare full collections the garbage sits in the heap, and over
// hours of games the process's resident memory crept up by about 5 MiB an hour
// (docs/hardening.md §10). A collection at `ucinewgame`, when the GUI is setting up and no search
// runs, keeps each heap near its live size (about 7 MB) for about 20 ms a thread per game (median
// of 176 in the §10 soak). `gc` is V8's own, exposed the way test runners expose it: the
// --expose-gc flag set at run time, and `gc` read from a context created after it.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null | undefined;
let lastAt = -Infinity;

/** A burst of `ucinewgame` lines (a fuzzer, a script) gets one collection, not one each. */
const MIN_INTERVAL_MS = 1000;

/**
 * Run a full (mark-compact) collection of this thread's heap, unless one ran in the last second;
 * false if none ran (too soon, or V8 offers no `gc`).
 */
export function collectGarbage(): boolean {
  const now = Date.now();
  if (now - lastAt < MIN_INTERVAL_MS) return false;
  lastAt = now;
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    const found: unknown = runInNewContext('typeof gc === "function" ? gc : null');
    collect = typeof found === 'function' ? (found as () => void) : null;
  }
  if (collect === null) return false;
  collect();
  return true;
}
