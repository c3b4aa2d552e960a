import { describe, expect, it } from 'vitest';
import { pairedSummary, tQuantile, tTwoSidedCdf } from '../../../src/tools/depthtest/stats.js';

describe('Student t', () => {
  it('matches the two-sided 95% critical values of the printed t tables', () => {
    // t(0.975, df) from any statistics table (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.2).
    const table: Array<[number, number]> = [[1, 12.706], [2, 4.303], [3, 3.182], [5, 2.571], [10, 2.228], [30, 2.042], [100, 1.984]];
    for (const [df, t] of table) expect(Math.abs(tQuantile(0.95, df) - t)).toBeLessThan(0.0005);
  });
  it('has the closed forms for 1 and 2 degrees of freedom', () => {
    // df 1 is Cauchy: P(|T| ≤ t) = (2/π)·atan t; df 2: t / √(2 + t²).
    for (const t of [0.1, 1, 3, 10]) {
      expect(tTwoSidedCdf(t, 1)).toBeCloseTo((2 / Math.PI) * Math.atan(t), 12);
      expect(tTwoSidedCdf(t, 2)).toBeCloseTo(t / Math.sqrt(2 + t * t), 12);
    }
  });
  it('tends to the normal distribution', () => {
    expect(Math.abs(tQuantile(0.95, 2000) - 1.95996)).toBeLessThan(0.002);
  });
  it('rejects a non-integer df', () => {
    expect(() => tTwoSidedCdf(1, 2.5)).toThrow(RangeError);
  });
});

describe('pairedSummary', () => {
  it('computes means, the difference interval and the win counts', () => {
    const a = [10, 11, 12, 10, 13];
    const b = [9, 11, 10, 11, 12];
    const s = pairedSummary(a, b);
    // Differences 1, 0, 2, -1, 1: mean 0.6, sample sd √(1.3) ≈ 1.1402, t(4) = 2.7764.
    expect(s.meanA).toBeCloseTo(11.2, 12);
    expect(s.meanB).toBeCloseTo(10.6, 12);
    expect(s.meanDiff).toBeCloseTo(0.6, 12);
    expect(s.sdDiff).toBeCloseTo(Math.sqrt(1.3), 12);
    const half = 2.7764 * Math.sqrt(1.3) / Math.sqrt(5);
    expect(s.ci95![0]).toBeCloseTo(0.6 - half, 3);
    expect(s.ci95![1]).toBeCloseTo(0.6 + half, 3);
    expect([s.aAhead, s.equal, s.bAhead]).toEqual([3, 1, 1]);
  });
  it('gives no interval for one pair and refuses unequal samples', () => {
    expect(pairedSummary([3], [2]).ci95).toBeUndefined();
    expect(() => pairedSummary([1, 2], [1])).toThrow(RangeError);
  });
});
