// The depth-distribution figure of the depth-at-fixed-time experiment: for each depth, one bar
// per option set (A, B) counting the positions whose last completed iteration reached it, with a
// dashed line at each set's mean.
// Design choice: bars are grouped side by side per depth rather than overlaid, so the two sets'
// counts stay readable in a plain SVG viewer without transparency tricks; the legend sits above
// the plot so it can never hide a bar.

import { escapeXml, niceTicks, px, scale } from './svg-axis.js';

export interface HistogramSeries {
  label: string;
  values: readonly number[];
  color: string;
}

/** Counts per integer value from lo to hi inclusive. */
export function countByValue(values: readonly number[], lo: number, hi: number): number[] {
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) if (v >= lo && v <= hi) counts[v - lo]++;
  return counts;
}

export function histogramSvg(title: string, xLabel: string, series: readonly HistogramSeries[]): string {
  const W = 640, left = 56, right = 16, top = 36 + 18 * series.length, bottom = 52, H = top + 250 + bottom;
  const all = series.flatMap((s) => s.values);
  const lo = all.length === 0 ? 0 : Math.min(...all);
  const hi = all.length === 0 ? 1 : Math.max(...all);
  const counts = series.map((s) => countByValue(s.values, lo, hi));
  const y = niceTicks(0, Math.max(1, ...counts.flat()), 5, true);
  const slot = (W - left - right) / (hi - lo + 1);
  const bar = slot * 0.8 / Math.max(1, series.length);
  const yPx = scale(0, y.hi, H - bottom, top);
  const xOf = (v: number): number => left + (v - lo + 0.5) * slot;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${escapeXml(title)}</text>`,
  ];
  for (const t of y.ticks) {
    out.push(`<line x1="${left}" x2="${W - right}" y1="${px(yPx(t))}" y2="${px(yPx(t))}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${px(yPx(t) + 4)}" text-anchor="end">${t}</text>`);
  }
  series.forEach((s, k) => {
    counts[k].forEach((c, i) => {
      if (c === 0) return;
      const x = left + i * slot + slot * 0.1 + k * bar;
      out.push(`<rect x="${px(x)}" y="${px(yPx(c))}" width="${px(bar)}" height="${px(yPx(0) - yPx(c))}" fill="${s.color}"><title>${escapeXml(`${s.label}: depth ${lo + i}, ${c} positions`)}</title></rect>`);
    });
    if (s.values.length > 0) {
      const mean = s.values.reduce((a, b) => a + b, 0) / s.values.length;
      out.push(`<line x1="${px(xOf(mean))}" x2="${px(xOf(mean))}" y1="${top}" y2="${H - bottom}" stroke="${s.color}" stroke-dasharray="5,3" stroke-width="1.5"/>`);
    }
  });
  out.push(`<line x1="${left}" x2="${W - right}" y1="${H - bottom}" y2="${H - bottom}" stroke="black"/>`);
  for (let v = lo; v <= hi; v++) out.push(`<text x="${px(xOf(v))}" y="${H - bottom + 16}" text-anchor="middle">${v}</text>`);
  out.push(`<text x="${(left + W - right) / 2}" y="${H - 12}" text-anchor="middle">${escapeXml(xLabel)}</text>`);
  out.push(`<text transform="translate(16 ${(top + H - bottom) / 2}) rotate(-90)" text-anchor="middle">positions</text>`);
  series.forEach((s, k) => {
    const mean = s.values.length === 0 ? NaN : s.values.reduce((a, b) => a + b, 0) / s.values.length;
    const ly = 28 + k * 18;
    out.push(`<rect x="${left + 10}" y="${ly}" width="12" height="12" fill="${s.color}"/>`);
    out.push(`<text x="${left + 28}" y="${ly + 10}">${escapeXml(`${s.label} (n ${s.values.length}, mean ${Number.isNaN(mean) ? '–' : mean.toFixed(2)}, dashed)`)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
