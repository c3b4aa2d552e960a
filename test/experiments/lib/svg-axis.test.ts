// Axis ticks of the report figures: 1-2-5 steps that cover the data, integer steps for counts.
import { describe, expect, it } from 'vitest';
import { escapeXml, niceStep, niceTicks, scale } from '../../../experiments/lib/svg-axis.js';

describe('svg axis', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(7, 6)).toBe(2);
    expect(niceStep(100, 6)).toBe(20);
    expect(niceStep(0.9, 6)).toBe(0.2);
  });

  it('widens the range to whole steps and lists every tick', () => {
    expect(niceTicks(-37, 81, 6)).toEqual({ lo: -40, hi: 100, ticks: [-40, -20, 0, 20, 40, 60, 80, 100] });
    expect(niceTicks(0, 2, 5)).toEqual({ lo: 0, hi: 2, ticks: [0, 0.5, 1, 1.5, 2] });
    expect(niceTicks(0, 2, 5, true)).toEqual({ lo: 0, hi: 2, ticks: [0, 1, 2] });
    expect(niceTicks(3, 3).ticks.length).toBeGreaterThan(1);
  });

  it('maps linearly and escapes XML', () => {
    expect(scale(0, 10, 100, 0)(2.5)).toBe(75);
    expect(escapeXml('a<b & "c">')).toBe('a&lt;b &amp; &quot;c&quot;&gt;');
  });
});
