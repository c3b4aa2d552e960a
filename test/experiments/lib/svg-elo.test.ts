// The Elo figure: a row per configuration, error bars to scale, rows without an estimate kept.
import { describe, expect, it } from 'vitest';
import { eloSvg } from '../../../experiments/lib/svg-elo.js';

describe('Elo figure', () => {
  it('draws each finite row as a dot with a 95% bar, to scale, and keeps infinite rows as labelled rows', () => {
    const svg = eloSvg('Self-play', [
      { label: 'mpc t=1.0', elo: 20, error: 10 },
      { label: 'paper', elo: 66.1, error: 70, reference: true },
      { label: 'all wins', elo: Infinity, error: NaN },
    ]);
    expect(svg).toContain('>mpc t=1.0</text>');
    expect(svg).toContain('>+20.0 ± 10.0</text>');
    expect(svg).toContain('>+66.1 ± 70.0</text>');
    expect(svg).toContain('>no finite estimate</text>');
    const bar = [...svg.matchAll(/<line x1="([\d.]+)" x2="([\d.]+)" y1="([\d.]+)" y2="\3" stroke="#1f5fa8" stroke-width="2"\/>/g)][0];
    const dot = /<circle cx="([\d.]+)"/.exec(svg)!;
    // The dot sits in the middle of its bar.
    expect(Number(dot[1])).toBeCloseTo((Number(bar[1]) + Number(bar[2])) / 2, 0);
    // The reference row is hollow.
    expect(svg).toMatch(/<circle [^>]*fill="white" stroke="#999"/);
    // The zero line is drawn darker than the grid.
    expect(svg).toContain('stroke="#888"');
  });

  it('widens the label column for long labels, so no label runs off the left edge', () => {
    const width = (svg: string): number => Number(/<svg [^>]*width="(\d+)"/.exec(svg)![1]);
    const short = eloSvg('t', [{ label: 'a', elo: 1, error: 1 }]);
    const long = 'd2c1a46 vs Stockfish 15.1 UCI_Elo 2200, 5+0.05 (30)';
    const wide = eloSvg('t', [{ label: long, elo: 1, error: 1 }]);
    expect(width(short)).toBe(720);
    expect(width(wide)).toBeGreaterThan(720);
    const labelTag = wide.split('\n').find((line) => line.includes(`>${long}</text>`))!;
    const labelX = Number(/ x="([\d.]+)"/.exec(labelTag)![1]);
    // The label ends at x and starts about 6.8 px a character to its left, still inside the figure.
    expect(labelX - long.length * 6.8).toBeGreaterThanOrEqual(0);
  });

  it('handles no rows', () => {
    expect(eloSvg('none', [])).toContain('</svg>');
  });
});
