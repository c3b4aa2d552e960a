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

  it('handles no rows', () => {
    expect(eloSvg('none', [])).toContain('</svg>');
  });
});
