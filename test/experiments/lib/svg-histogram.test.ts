// The depth histogram: one bar per non-empty (series, depth), heights proportional to counts.
import { describe, expect, it } from 'vitest';
import { countByValue, histogramSvg } from '../../../experiments/lib/svg-histogram.js';

function bars(svg: string): Array<{ y: number; height: number; title: string }> {
  return [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="[^"]+"><title>([^<]+)<\/title>/g)]
    .map((m) => ({ y: Number(m[1]), height: Number(m[2]), title: m[3] }));
}

describe('depth histogram', () => {
  it('counts integer values in range', () => {
    expect(countByValue([9, 10, 10, 12, 30], 9, 12)).toEqual([1, 2, 0, 1]);
  });

  it('draws a titled bar per non-empty count, twice as tall for twice the count, and a mean line per series', () => {
    const svg = histogramSvg('T <1 s>', 'depth', [
      { label: 'A', values: [10, 11, 11, 12], color: '#00f' },
      { label: 'B', values: [10, 10], color: '#f80' },
    ]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('T &lt;1 s&gt;');
    const b = bars(svg);
    expect(b.map((x) => x.title)).toEqual([
      'A: depth 10, 1 positions', 'A: depth 11, 2 positions', 'A: depth 12, 1 positions', 'B: depth 10, 2 positions',
    ]);
    expect(b[1].height).toBeCloseTo(2 * b[0].height, 0);
    expect(b[3].height).toBeCloseTo(b[1].height, 5);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(2);
    expect(svg).toContain('A (n 4, mean 11.00, dashed)');
    expect(svg).toContain('B (n 2, mean 10.00, dashed)');
  });

  it('survives empty series', () => {
    const svg = histogramSvg('empty', 'depth', [{ label: 'A', values: [], color: '#00f' }]);
    expect(bars(svg)).toEqual([]);
    expect(svg).toContain('A (n 0, mean –, dashed)');
  });
});
