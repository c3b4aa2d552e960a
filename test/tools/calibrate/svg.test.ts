// The calibration figure is well-formed XML with one panel per pair and stage, and its scale
// follows the data. (It was also checked by eye after rsvg-convert to PNG.)

import { describe, expect, it } from 'vitest';
import type { Sample } from '../../../src/tools/calibrate/samples-csv.js';
import { fitAllPairs } from '../../../src/tools/calibrate/regression.js';
import { calibrationSvg, chooseRange } from '../../../src/tools/calibrate/svg.js';

/** A small XML well-formedness check: balanced tags, quoted attributes, escaped text. */
function checkWellFormed(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(body)) !== null) {
    if (m[2] === undefined) { problems.push(`stray '${m[0]}' at ${m.index}`); continue; }
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}> at ${m.index}`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

function samples(): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i < 60; i++) {
    const v = ((i * 37) % 200) - 100;
    out.push({ key: `k${i}`, stage: i % 2, nodes: 0, scores: [v, v + ((i * 7) % 21) - 10, i === 5 ? 31990 : v * 1.1, v + 3], fen: '' });
  }
  out.push({ key: 'far', stage: 0, nodes: 0, scores: [450, 500, 520, 510], fen: '' });
  return out;
}

describe('calibrationSvg', () => {
  const data = samples();
  const filter = { window: 300, mateBound: 31000 };
  const fits = fitAllPairs(data, 4, 2, filter);
  const svg = calibrationSvg(data, {
    stageNames: ['middlegame', 'endgame'],
    pairs: [{ shallow: 1, deep: 3 }, { shallow: 2, deep: 4 }],
    fits,
    chosen: [{ stage: 0, shallow: 1, deep: 3 }, { stage: 0, shallow: 2, deep: 4 }, { stage: 1, shallow: 2, deep: 4 }],
    filter,
    t: 1,
    title: 'test <figure> & more',
  });

  it('is well-formed', () => {
    expect(checkWellFormed(svg)).toEqual([]);
    expect(checkWellFormed('<svg><g></svg>')).not.toEqual([]); // the checker itself catches errors
    expect(checkWellFormed('<svg>a < b</svg>')).not.toEqual([]);
  });

  it('has a panel per pair and stage, with fit statistics and labelled axes', () => {
    expect(svg.match(/<g transform="translate/g)).toHaveLength(4);
    expect(svg).toContain('(1,3) middlegame');
    expect(svg).toContain('(1,3) endgame — not used');
    expect(svg).toContain('v′: depth 2 score (cp)');
    expect(svg).toContain('v: depth 4 score (cp)');
    expect(svg).toContain('test &lt;figure&gt; &amp; more');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('counts the points beyond the shared ±150 scale', () => {
    expect(svg).toContain('axes ±150 cp');
    // The one far sample (v′ 450) is off the scale in both middlegame panels.
    expect(svg.match(/\(\+1 off scale\)/g)).toHaveLength(2);
    expect(svg).not.toContain('stroke="#aaa"');
  });

  it('draws points with v′ outside the fit window grey', () => {
    const wide: Sample[] = [-550, -350, -100, 0, 100, 200, 350, 550].map((v, i) => ({ key: `w${i}`, stage: 0, nodes: 0, scores: [v, v + 5], fen: '' }));
    const picture = calibrationSvg(wide, {
      stageNames: ['middlegame'], pairs: [{ shallow: 1, deep: 2 }], fits: fitAllPairs(wide, 2, 1, filter),
      chosen: [{ stage: 0, shallow: 1, deep: 2 }], filter, t: 1, title: 'wide',
    });
    expect(checkWellFormed(picture)).toEqual([]);
    expect(picture).toContain('axes ±600 cp');
    const grey = /<path d="([^"]*)" stroke="#aaa"/.exec(picture);
    expect(grey?.[1].match(/M/g)).toHaveLength(4);
    const blue = /<path d="([^"]*)" stroke="#1f4e8c"/.exec(picture);
    expect(blue?.[1].match(/M/g)).toHaveLength(4);
  });

  it('chooses the smallest round range that holds 98% of the points', () => {
    expect(chooseRange(data, [{ shallow: 1, deep: 2 }], 31000)).toBe(150);
    expect(chooseRange([], [{ shallow: 1, deep: 2 }], 31000)).toBe(1000);
  });
});
