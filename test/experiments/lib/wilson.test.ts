// The Wilson score interval, against the values Newcombe (1998, "Two-sided confidence intervals
// for the single proportion", Statistics in Medicine 17, Table II, method 3) prints.
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../../experiments/lib/wilson.js';

describe('wilsonInterval', () => {
  it('gives the published 95% intervals', () => {
    const cases: Array<[number, number, number, number]> = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [k, n, lo, hi] of cases) {
      const [l, h] = wilsonInterval(k, n)!;
      expect(l).toBeCloseTo(lo, 4);
      expect(h).toBeCloseTo(hi, 4);
    }
  });

  it('stays inside [0, 1], is exact at the ends, and has no interval without trials', () => {
    expect(wilsonInterval(0, 400)![0]).toBe(0);
    expect(wilsonInterval(400, 400)![1]).toBe(1);
    expect(wilsonInterval(0, 400)![1]).toBeGreaterThan(0);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('narrows with more trials at the same proportion, and widens with z', () => {
    const [a, b] = wilsonInterval(6, 624)!;
    const [c, d] = wilsonInterval(60, 6240)!;
    expect(d - c).toBeLessThan(b - a);
    const [e, f] = wilsonInterval(6, 624, 2.576)!;
    expect(f - e).toBeGreaterThan(b - a);
  });
});
