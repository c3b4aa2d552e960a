// Time allocation for one move from the UCI clock: a soft limit (do not start another iteration
// after it) and a hard limit (abort the search). Both keep MoveOverhead in reserve for the GUI
// and process latency, and the hard limit never exceeds what is left on the clock minus that
// reserve, so Kerf cannot lose on time even at 1 s + 0.01 s or with movestogo 1.
// Design choice: a stall reserve. The planning share leaves STALL_RESERVE_MS on the clock, so in
// a long game at 1 s + 0.01 s the clock settles near 360 ms instead of 110 ms. Without it, any
// pause the time check cannot see (a GC, a busy machine; in a 1+0.01 soak it was the KPK bitbase
// being built inside a search, since moved to start-up) of about 200 ms lost the game on time
// twice. With the reserve such a pause costs nothing; at 10 s + 0.1 s it is 2.5 % of the clock.

/** Clock the plan leaves untouched, against stalls of the machine (ms). */
export const STALL_RESERVE_MS = 250;

export interface ClockLimits {
  time: number;       // ms left for the side to move (wtime/btime)
  increment: number;  // ms (winc/binc)
  movesToGo: number;  // 0 = sudden death
  overhead: number;   // ms (MoveOverhead)
}

export interface TimeBudget {
  softMs: number;
  hardMs: number;
}

export function allocateTime(c: ClockLimits): TimeBudget {
  const reserve = Math.max(0, c.overhead);
  const usable = Math.max(1, c.time - reserve);
  // What the plan may share out: all but the stall reserve. Below the reserve only part of the
  // increment is spent, so the clock grows back.
  const plannable = Math.max(0, usable - STALL_RESERVE_MS);
  const movesLeft = c.movesToGo > 0 ? Math.min(c.movesToGo, 40) : 30;
  let soft = plannable / movesLeft + c.increment * 0.8;
  // Never plan to spend more than a fraction of what is left, whatever the increment says.
  const cap = c.movesToGo === 1 ? usable * 0.85 : usable * 0.4;
  soft = Math.min(soft, cap);
  // The hard limit may stretch a move past the plan, but not into the stall reserve.
  const hard = Math.min(soft * 4, c.movesToGo === 1 ? usable * 0.9 : plannable * 0.6);
  return { softMs: Math.max(1, Math.floor(soft)), hardMs: Math.max(1, Math.floor(Math.max(hard, soft))) };
}

/** Share of the soft limit after which no new iteration starts (fixed rule, AdaptiveTime off). */
export const FIXED_ITERATION_SHARE = 0.6;

/** Factor on the soft limit by how many iterations in a row kept the best move (0, 1, … 4+). */
const STABILITY_FACTOR = [2.2, 1.3, 1.0, 0.85, 0.75];

/**
 * With AdaptiveTime: the share of the soft limit after which no new iteration starts, from how
 * the search is going. A best move that keeps changing, a score that falls, or a best move that
 * took a small part of the last iteration's nodes (a close choice) each ask for more time; a
 * stable, rising, clear best move for less. The hard limit still bounds every move.
 *   stableIterations: iterations in a row with the same best move;
 *   scoreDrop: the previous iteration's score minus this one's (cp, positive when falling);
 *   bestNodeShare: the best move's share of the last iteration's root nodes (0..1).
 */
export function iterationShare(stableIterations: number, scoreDrop: number, bestNodeShare: number): number {
  const stability = STABILITY_FACTOR[stableIterations < 4 ? stableIterations : 4];
  const trend = Math.min(1.5, Math.max(0.8, 1 + scoreDrop / 200));
  const effort = Math.max(0.5, (1.5 - bestNodeShare) * 1.3);
  return stability * trend * effort;
}
