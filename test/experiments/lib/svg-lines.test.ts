// The line chart: a marker per value, a polyline per stretch without gaps, error bars to scale,
// category labels in order, and a numeric x axis that keeps the values' order and spacing.
import { describe, expect, it } from 'vitest';
import { lineChartSvg, lineStretches, type LineSeries } from '../../../experiments/lib/svg-lines.js';

function markers(svg: string): Array<{ x: number; y: number; fill: string; title: string }> {
  return [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="3.5" fill="([^"]+)" stroke="[^"]+" stroke-width="1.5"><title>([^<]+)<\/title>/g)]
    .map((m) => ({ x: Number(m[1]), y: Number(m[2]), fill: m[3], title: m[4] }));
}

function polylines(svg: string): string[][] {
  return [...svg.matchAll(/<polyline points="([^"]+)"/g)].map((m) => m[1].split(' '));
}

describe('lineStretches', () => {
  it('splits at nulls and drops empty stretches', () => {
    const p = (x: number) => ({ x, y: x });
    expect(lineStretches([p(0), p(1), null, null, p(3), null, p(5), p(6)]).map((s) => s.map((q) => q.x))).toEqual([[0, 1], [3], [5, 6]]);
    expect(lineStretches([null])).toEqual([]);
  });
});

describe('lineChartSvg', () => {
  const categories = ['(1,2)', '(2,6)', '(2,7)', '(3,7)'];
  const series: LineSeries[] = [
    { label: 'middlegame', color: '#00f', points: [{ x: 0, y: 30 }, { x: 1, y: 60 }, { x: 2, y: 69 }, { x: 3, y: 57 }] },
    { label: 'endgame', color: '#f80', points: [{ x: 0, y: 40 }, null, { x: 2, y: 81 }, { x: 3, y: 78 }] },
    { label: 'improving', color: '#00f', dash: '7,4', points: [null, { x: 1, y: 55, title: 'imp (2,6)' }, null, null] },
    { label: 'not improving', color: '#00f', dash: '2,3', marker: 'square', points: [null, { x: 1, y: 66, title: 'not (2,6)' }, null, null] },
  ];

  it('draws one marker per value, lines that break at gaps, hollow markers for dashed series', () => {
    const svg = lineChartSvg({ title: 'σ <by pair>', xLabel: 'pair', yLabel: 'σ', series, categories, yFromZero: true });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('σ &lt;by pair&gt;');
    const m = markers(svg);
    expect(m).toHaveLength(4 + 3 + 1);
    expect(m[7]).toMatchObject({ fill: 'white', title: 'imp (2,6)' });
    expect(m[0].title).toBe('middlegame: 30');
    // A square series: a hollow 7 × 7 square centred on its value, beside the circle at the same x.
    const square = /<rect x="([\d.]+)" y="([\d.]+)" width="7" height="7" fill="white" stroke="#00f" stroke-width="1.5"><title>not \(2,6\)<\/title><\/rect>/.exec(svg);
    expect(square).not.toBeNull();
    expect(Number(square![1]) + 3.5).toBeCloseTo(m[7].x, 1);
    expect(Number(square![2]) + 3.5).toBeLessThan(m[7].y);
    // Middlegame: one line through 4 points; endgame: one line through the last 2 (the first point stands alone).
    expect(polylines(svg).map((p) => p.length)).toEqual([4, 2]);
    expect(svg.match(/stroke-dasharray="7,4"/g)).toHaveLength(1); // the legend only: one point draws no line
    expect(svg.match(/<rect x="[\d.]+" y="[\d.]+" width="7" height="7" fill="white"\/>/g)).toBeNull();
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="7" height="7" fill="white" stroke="#00f" stroke-width="1.5"\/>/); // its legend marker
    // Same category, same x; higher σ, higher up (smaller y); a value twice as far from 0 is twice as high.
    expect(m[4].x).toBe(m[0].x);
    expect(m[4].y).toBeLessThan(m[0].y);
    const zero = Number(/<line x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)" y2="\1" stroke="black"\/>/.exec(svg)![1]);
    expect(zero - m[1].y).toBeCloseTo(2 * (zero - m[0].y), 0);
    const labels = categories.map((c) => svg.indexOf(`>${c}</text>`));
    expect(labels.every((i) => i > 0)).toBe(true);
    expect([...labels].sort((a, b) => a - b)).toEqual(labels);
  });

  it('turns crowded category names upright and widens the figure', () => {
    const many = Array.from({ length: 45 }, (_, i) => `(${i},${i + 1})`);
    const svg = lineChartSvg({ title: 't', xLabel: 'x', yLabel: 'y', categories: many, series: [{ label: 's', color: '#000', points: many.map((_, i) => ({ x: i, y: i })) }] });
    expect(markers(svg)).toHaveLength(45);
    expect(svg.match(/rotate\(-90\)" text-anchor="end">\(\d+,\d+\)</g)).toHaveLength(45);
    expect(Number(/width="(\d+)"/.exec(svg)![1])).toBeGreaterThan(640);
  });

  it('places numeric x in order and to scale, with error bars around each marker', () => {
    const svg = lineChartSvg({
      title: 'rate', xLabel: 't', yLabel: '%', yFromZero: true,
      series: [{ label: 'rate', color: '#00f', points: [0.4, 0.6, 0.8, 1.2].map((x, i) => ({ x, y: 4 - i, low: 3 - i, high: 5 - i })) }],
    });
    const m = markers(svg);
    expect(m).toHaveLength(4);
    expect(m[1].x - m[0].x).toBeCloseTo(m[2].x - m[1].x, 0);
    expect(m[3].x - m[2].x).toBeCloseTo(2 * (m[1].x - m[0].x), 0);
    const bars = [...svg.matchAll(/<line x1="([\d.]+)" x2="\1" y1="([\d.]+)" y2="([\d.]+)" stroke="#00f" stroke-width="1.5"\/>/g)];
    expect(bars).toHaveLength(4);
    bars.forEach((b, i) => {
      expect(Number(b[1])).toBe(m[i].x);
      expect(Number(b[2])).toBeGreaterThan(m[i].y);
      expect(Number(b[3])).toBeLessThan(m[i].y);
    });
    for (const t of ['0.4', '0.6', '0.8', '1', '1.2']) expect(svg).toContain(`>${t}</text>`);
  });

  it('survives no values', () => {
    const svg = lineChartSvg({ title: 'none', xLabel: 'x', yLabel: 'y', series: [{ label: 's', color: '#000', points: [null] }] });
    expect(markers(svg)).toEqual([]);
    expect(svg).toContain('</svg>');
  });
});
