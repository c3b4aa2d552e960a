// Time controls for matches and the match runner's own clock. `--tc` takes cutechess's syntax:
// "base+inc" or "moves/base+inc" in seconds ("10+0.1", "40/60", "0.5+0.005"). A clock is charged
// the wall time between sending `go` and reading `bestmove`; an engine over its time by more than
// the grace loses on time.
// Design choice: the runner, not the engine, keeps the clock — an engine's own `time` field is
// what is being tested, so it cannot be the judge; the grace (default 50 ms) absorbs the pipe and
// process-scheduling latency a shared 2-core machine adds to every move.

import { fail, ok, type Result } from '../../result.js';

export interface TimeControl {
  /** Moves per session (0: the whole game is one session). */
  moves: number;
  baseMs: number;
  incMs: number;
}

export type TcParse = Result<TimeControl, 'InvalidTimeControl'>;

const SECONDS = /^\d+(\.\d+)?$/;

/** Parse "[moves/]base[+inc]" with base and inc in seconds. */
export function parseTimeControl(text: string): TcParse {
  const m = /^(?:(\d+)\/)?([^+/]+)(?:\+([^+/]+))?$/.exec(text.trim());
  if (!m) return fail('InvalidTimeControl', `time control '${text}' is not [moves/]base[+inc] in seconds, e.g. 10+0.1`);
  const [, moves, base, inc] = m;
  if (!SECONDS.test(base)) return fail('InvalidTimeControl', `time control base '${base}' is not a number of seconds`);
  if (inc !== undefined && !SECONDS.test(inc)) return fail('InvalidTimeControl', `time control increment '${inc}' is not a number of seconds`);
  const tc = { moves: moves === undefined ? 0 : Number(moves), baseMs: Math.round(Number(base) * 1000), incMs: Math.round(Number(inc ?? '0') * 1000) };
  if (tc.baseMs <= 0) return fail('InvalidTimeControl', `time control '${text}' gives no time`);
  if (moves !== undefined && tc.moves === 0) return fail('InvalidTimeControl', `time control '${text}' has 0 moves per session`);
  return ok(tc);
}

/** The PGN TimeControl tag value ("10+0.1", "40/60"). */
export function formatTimeControl(tc: TimeControl): string {
  const base = `${tc.baseMs / 1000}`;
  const inc = tc.incMs > 0 ? `+${tc.incMs / 1000}` : '';
  return tc.moves > 0 ? `${tc.moves}/${base}${inc}` : `${base}${inc}`;
}

/** One side's clock. */
export class Clock {
  remainingMs: number;
  /** Moves left in the current session (when the control has sessions). */
  movesLeft: number;

  constructor(readonly tc: TimeControl, readonly graceMs: number) {
    this.remainingMs = tc.baseMs;
    this.movesLeft = tc.moves;
  }

  /** How long to wait for `bestmove` before calling it a time loss. */
  deadlineMs(): number {
    return this.remainingMs + this.graceMs;
  }

  /**
   * Charge a move's time. Returns false on a time loss. Otherwise a small overrun inside the
   * grace is forgiven (the clock stops at 0), the increment is added, and a finished session
   * adds the base time again.
   */
  charge(elapsedMs: number): boolean {
    this.remainingMs -= elapsedMs;
    if (this.remainingMs < -this.graceMs) return false;
    this.remainingMs = Math.max(0, this.remainingMs) + this.tc.incMs;
    if (this.tc.moves > 0 && --this.movesLeft === 0) {
      this.movesLeft = this.tc.moves;
      this.remainingMs += this.tc.baseMs;
    }
    return true;
  }
}
