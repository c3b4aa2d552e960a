// The calibration figure, after Jiang & Buro's Figure 4: one scatter plot of v' (shallow) against
// v (deep) per chosen depth pair (rows) and stage (columns), with the fitted line and the ±tσ band.
// Design choice: hand-written SVG, each panel's points as one <path> of zero-length round-capped
// segments ("M x y h0") instead of thousands of <circle> elements — a tenth of the size, and any
// browser or rsvg-convert draws it. Points whose v' lies outside the fit window are drawn grey.
// All panels share one scale, the smallest of a few round half-ranges holding 98% of the points.

import type { Sample } from './samples-csv.js';
import type { DepthPair } from './pair-choice.js';
import type { FitFilter, PairFit } from './regression.js';

export interface FigureOptions {
  stageNames: readonly string[];
  /** Pairs to draw, one row each. */
  pairs: readonly DepthPair[];
  /** Every fit (fitAllPairs), looked up per panel. */
  fits: readonly PairFit[];
  /** Pairs written to the params file, per stage, to mark the panels that were not. */
  chosen: ReadonlyArray<DepthPair & { stage: number }>;
  filter: FitFilter;
  t: number;
  title: string;
}

/** Axis half-ranges to choose from; the figure uses the smallest that holds 98% of the points. */
const NICE_RANGES = [100, 150, 200, 300, 400, 600, 800, 1000];
const PLOT = 260;
const LEFT = 58;
const TOP = 46;
const PANEL_W = LEFT + PLOT + 24;
const PANEL_H = TOP + PLOT + 44;
const HEADER = 44;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function px(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

/** Panel coordinates of a score, for axes running from −range to +range. */
function sx(v: number, range: number): number {
  return LEFT + ((v + range) / (2 * range)) * PLOT;
}

function sy(v: number, range: number): number {
  return TOP + PLOT - ((v + range) / (2 * range)) * PLOT;
}

/** The smallest nice half-range holding 98% of the drawable |v'| and |v| values. */
export function chooseRange(samples: readonly Sample[], pairs: readonly DepthPair[], mateBound: number): number {
  const values: number[] = [];
  for (const s of samples) {
    for (const p of pairs) {
      const x = s.scores[p.shallow - 1];
      const y = s.scores[p.deep - 1];
      if (x === null || x === undefined || y === null || y === undefined) continue;
      if (Math.abs(x) >= mateBound || Math.abs(y) >= mateBound) continue;
      values.push(Math.max(Math.abs(x), Math.abs(y)));
    }
  }
  if (values.length === 0) return NICE_RANGES[NICE_RANGES.length - 1];
  values.sort((a, b) => a - b);
  const q = values[Math.min(values.length - 1, Math.floor(values.length * 0.98))];
  return NICE_RANGES.find((r) => r >= q) ?? NICE_RANGES[NICE_RANGES.length - 1];
}

function line(range: number, x1: number, y1: number, x2: number, y2: number, style: string): string {
  return `<line x1="${px(sx(x1, range))}" y1="${px(sy(y1, range))}" x2="${px(sx(x2, range))}" y2="${px(sy(y2, range))}" ${style}/>`;
}

function panel(samples: readonly Sample[], pair: DepthPair, stage: number, opts: FigureOptions, range: number): string {
  const { filter, t } = opts;
  const parts: string[] = [];
  let inside = '';
  let outside = '';
  let offScale = 0;
  for (const s of samples) {
    if (s.stage !== stage) continue;
    const x = s.scores[pair.shallow - 1];
    const y = s.scores[pair.deep - 1];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    if (Math.abs(x) >= filter.mateBound || Math.abs(y) >= filter.mateBound) continue;
    if (Math.abs(x) > range || Math.abs(y) > range) { offScale++; continue; }
    const dot = `M${px(sx(x, range))} ${px(sy(y, range))}h0`;
    if (Math.abs(x) <= filter.window) inside += dot;
    else outside += dot;
  }
  const fit = opts.fits.find((f) => f.stage === stage && f.shallow === pair.shallow && f.deep === pair.deep)?.fit ?? null;
  const used = opts.chosen.some((c) => c.stage === stage && c.shallow === pair.shallow && c.deep === pair.deep);
  const stageName = opts.stageNames[stage];

  parts.push(`<rect x="${LEFT}" y="${TOP}" width="${PLOT}" height="${PLOT}" fill="#fff" stroke="#333"/>`);
  for (const v of [-range, -range / 2, 0, range / 2, range]) {
    parts.push(line(range, v, -range, v, range, `stroke="${v === 0 ? '#bbb' : '#eee'}"`));
    parts.push(line(range, -range, v, range, v, `stroke="${v === 0 ? '#bbb' : '#eee'}"`));
    parts.push(`<text x="${px(sx(v, range))}" y="${TOP + PLOT + 14}" text-anchor="middle">${v}</text>`);
    parts.push(`<text x="${LEFT - 5}" y="${px(sy(v, range) + 4)}" text-anchor="end">${v}</text>`);
  }
  parts.push(`<g clip-path="url(#plot)">`);
  parts.push(line(range, -range, -range, range, range, 'stroke="#ccc" stroke-dasharray="2 3"'));
  if (fit !== null) {
    const w = filter.window;
    const f = (x: number) => fit.a * x + fit.b;
    parts.push(line(range, -range, f(-range), range, f(range), 'stroke="#c0392b" stroke-width="1" stroke-dasharray="4 3"'));
    parts.push(line(range, -w, f(-w), w, f(w), 'stroke="#c0392b" stroke-width="1.5"'));
    const band = t * fit.sigma;
    parts.push(line(range, -w, f(-w) + band, w, f(w) + band, 'stroke="#e67e22" stroke-width="1.5" stroke-dasharray="6 3"'));
    parts.push(line(range, -w, f(-w) - band, w, f(w) - band, 'stroke="#e67e22" stroke-width="1.5" stroke-dasharray="6 3"'));
  }
  // Points above the lines, so the fit never hides the data.
  if (outside !== '') parts.push(`<path d="${outside}" stroke="#aaa" stroke-width="2.6" stroke-linecap="round"/>`);
  if (inside !== '') parts.push(`<path d="${inside}" stroke="#1f4e8c" stroke-opacity="0.7" stroke-width="2.6" stroke-linecap="round"/>`);
  parts.push('</g>');

  const head = `(${pair.shallow},${pair.deep}) ${stageName}${used ? '' : ' — not used'}`;
  const stats = fit === null
    ? 'no fit'
    : `a ${fit.a.toFixed(3)}  b ${fit.b.toFixed(1)}  σ ${fit.sigma.toFixed(1)}  r ${fit.r.toFixed(3)}  n ${fit.n}`;
  parts.push(`<text x="${LEFT}" y="16" font-weight="bold">${escapeXml(head)}</text>`);
  parts.push(`<text x="${LEFT}" y="32">${escapeXml(stats)}${offScale > 0 ? escapeXml(`  (+${offScale} off scale)`) : ''}</text>`);
  parts.push(`<text x="${LEFT + PLOT / 2}" y="${TOP + PLOT + 32}" text-anchor="middle">${escapeXml(`v′: depth ${pair.shallow} score (cp)`)}</text>`);
  parts.push(`<text transform="translate(16 ${TOP + PLOT / 2}) rotate(-90)" text-anchor="middle">${escapeXml(`v: depth ${pair.deep} score (cp)`)}</text>`);
  return parts.join('\n');
}

/** The whole figure as an SVG document. */
export function calibrationSvg(samples: readonly Sample[], opts: FigureOptions): string {
  // One scale for all panels, so they compare at a glance.
  const range = chooseRange(samples, opts.pairs, opts.filter.mateBound);
  const cols = opts.stageNames.length;
  const rows = Math.max(1, opts.pairs.length);
  const width = cols * PANEL_W + 10;
  const height = HEADER + rows * PANEL_H;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<defs><clipPath id="plot"><rect x="${LEFT}" y="${TOP}" width="${PLOT}" height="${PLOT}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${escapeXml(opts.title)}</text>`,
    `<text x="10" y="36">${escapeXml(`blue: |v′| ≤ ${opts.filter.window} (fitted); grey: outside; red: v = a·v′ + b; orange: ±${opts.t}σ; dotted: v = v′; mate scores left out; axes ±${range} cp`)}</text>`,
  ];
  opts.pairs.forEach((pair, row) => {
    for (let stage = 0; stage < cols; stage++) {
      out.push(`<g transform="translate(${stage * PANEL_W} ${HEADER + row * PANEL_H})">`);
      out.push(panel(samples, pair, stage, opts, range));
      out.push('</g>');
    }
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
