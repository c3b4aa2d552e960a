// Time allocation for one move from the UCI clock: a soft limit (do not start another iteration
// after it) and a hard limit (abort the search). Both keep MoveOverhead in reserve for the GUI
// and process latency, and the hard limit never exceeds what is left on the clock minus that
// reserve, so Kerf cannot lose on time even at 1 s + 0.01 s or with movestogo 1.

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
  const movesLeft = c.movesToGo > 0 ? Math.min(c.movesToGo, 40) : 30;
  let soft = usable / movesLeft + c.increment * 0.8;
  // Never plan to spend more than a fraction of what is left, whatever the increment says.
  const cap = c.movesToGo === 1 ? usable * 0.85 : usable * 0.4;
  soft = Math.min(soft, cap);
  const hard = Math.min(soft * 4, c.movesToGo === 1 ? usable * 0.9 : usable * 0.6);
  return { softMs: Math.max(1, Math.floor(soft)), hardMs: Math.max(1, Math.floor(Math.max(hard, soft))) };
}
