// Time allocation (timeman.ts allocateTime): for any clock the hard limit never exceeds the time
// left minus MoveOverhead (a hard floor of 1 ms aside), the soft limit never exceeds the hard one,
// movestogo 1 spends most but not all of the clock, tiny clocks give tiny budgets, a huge increment
// cannot push the budget past the clock, and more time never means a smaller budget.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTime, FIXED_ITERATION_SHARE, iterationShare, STALL_RESERVE_MS } from '../../src/search/timeman.js';

const clock = fc.record({
  time: fc.integer({ min: 0, max: 10_000_000 }),
  increment: fc.integer({ min: 0, max: 1_000_000 }),
  movesToGo: fc.integer({ min: 0, max: 200 }),
  overhead: fc.integer({ min: 0, max: 5000 }),
});

describe('allocateTime', () => {
  it('never sets a hard limit above time − overhead, and soft ≤ hard', () => {
    fc.assert(fc.property(clock, (c) => {
      const { softMs, hardMs } = allocateTime(c);
      expect(Number.isInteger(softMs) && Number.isInteger(hardMs)).toBe(true);
      expect(softMs).toBeGreaterThanOrEqual(1);
      expect(softMs).toBeLessThanOrEqual(hardMs);
      expect(hardMs).toBeLessThanOrEqual(Math.max(1, c.time - c.overhead));
    }), { numRuns: 2000 });
  });

  it('is monotone in the clock: more time never gives a smaller budget', () => {
    fc.assert(fc.property(clock, fc.integer({ min: 0, max: 100_000 }), (c, extra) => {
      const a = allocateTime(c);
      const b = allocateTime({ ...c, time: c.time + extra });
      expect(b.softMs).toBeGreaterThanOrEqual(a.softMs);
      expect(b.hardMs).toBeGreaterThanOrEqual(a.hardMs);
    }), { numRuns: 1000 });
  });

  it('movestogo 1 uses most of the clock, but keeps a margin', () => {
    const { softMs, hardMs } = allocateTime({ time: 10_000, increment: 0, movesToGo: 1, overhead: 50 });
    expect(softMs).toBeGreaterThanOrEqual(5000);
    expect(hardMs).toBeLessThan(9950);
    // With movestogo 1 the budget is far larger than in sudden death with the same clock.
    expect(softMs).toBeGreaterThan(allocateTime({ time: 10_000, increment: 0, movesToGo: 0, overhead: 50 }).softMs * 5);
  });

  it('tiny clocks give tiny budgets', () => {
    expect(allocateTime({ time: 1, increment: 0, movesToGo: 0, overhead: 50 })).toEqual({ softMs: 1, hardMs: 1 });
    expect(allocateTime({ time: 0, increment: 0, movesToGo: 0, overhead: 0 })).toEqual({ softMs: 1, hardMs: 1 });
    const b = allocateTime({ time: 100, increment: 0, movesToGo: 0, overhead: 50 });
    expect(b.hardMs).toBeLessThanOrEqual(50);
    // 1 s + 10 ms: a few tens of ms per move at most.
    const bullet = allocateTime({ time: 1000, increment: 10, movesToGo: 0, overhead: 50 });
    expect(bullet.softMs).toBeLessThanOrEqual(60);
    expect(bullet.hardMs).toBeLessThanOrEqual(570);
  });

  it('a big increment raises the budget but never past the clock', () => {
    const small = allocateTime({ time: 60_000, increment: 0, movesToGo: 0, overhead: 50 });
    const big = allocateTime({ time: 60_000, increment: 5_000, movesToGo: 0, overhead: 50 });
    expect(big.softMs).toBeGreaterThan(small.softMs * 2);
    const huge = allocateTime({ time: 2_000, increment: 60_000, movesToGo: 0, overhead: 50 });
    expect(huge.hardMs).toBeLessThan(1950);
    expect(huge.softMs).toBeLessThanOrEqual(huge.hardMs);
  });

  it('keeps a stall reserve: a long 1 s + 0.01 s game never leaves less than the reserve behind a move', () => {
    // Play 300 moves, each using the whole hard limit (the worst case), and check what is left.
    for (const overhead of [0, 10, 50, 100]) {
      let time = 1000;
      let least = Infinity;
      for (let move = 0; move < 300; move++) {
        const { hardMs } = allocateTime({ time, increment: 10, movesToGo: 0, overhead });
        least = Math.min(least, time - hardMs);
        time = time - hardMs + 10;
      }
      expect(least).toBeGreaterThanOrEqual(STALL_RESERVE_MS);
    }
  });

  it('below the reserve it spends less than the increment, so the clock grows back', () => {
    for (const time of [1, 50, 100, 200, 300]) {
      const { softMs } = allocateTime({ time, increment: 10, movesToGo: 0, overhead: 50 });
      expect(softMs).toBeLessThan(10);
    }
  });
});

describe('iterationShare (AdaptiveTime)', () => {
  const stable = fc.integer({ min: 0, max: 10 });
  const drop = fc.integer({ min: -500, max: 500 });
  const share = fc.double({ min: 0, max: 1, noNaN: true });
  it('asks for more time when the best move changed, the score fell, or the best move took fewer nodes', () => {
    fc.assert(fc.property(stable, drop, share, (s, d, n) => {
      const here = iterationShare(s, d, n);
      expect(iterationShare(0, d, n)).toBeGreaterThanOrEqual(here);
      expect(iterationShare(s, d + 50, n)).toBeGreaterThanOrEqual(here);
      expect(iterationShare(s, d, n / 2)).toBeGreaterThanOrEqual(here);
    }));
  });
  it('stays within bounds: a clear, stable, rising search stops early; a troubled one goes long', () => {
    fc.assert(fc.property(stable, drop, share, (s, d, n) => {
      const x = iterationShare(s, d, n);
      expect(x).toBeGreaterThan(0.25);
      expect(x).toBeLessThanOrEqual(2.2 * 1.5 * 1.95 + 1e-9);
    }));
    expect(iterationShare(8, -100, 0.95)).toBeLessThan(FIXED_ITERATION_SHARE);
    expect(iterationShare(0, 100, 0.2)).toBeGreaterThan(2 * FIXED_ITERATION_SHARE);
  });
});
