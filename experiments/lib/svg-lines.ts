// The line-chart figure of the reports: one or more series over a shared x axis — numbers (the
// threshold t) or named categories (depth pairs) — each value a marker with an optional error bar,
// consecutive values joined by a line.
// Design choice: a missing value (null) breaks its series' line instead of being bridged, so no
// line suggests a measurement between two values that are not neighbours on the axis. Dashed
// series get hollow markers and may take squares, so series of one colour stay apart even where a
// value stands alone without a line; the legend sits above the plot, as the histogram's does, so
// it can never hide a point.

import { escapeXml, niceTicks, px, scale } from './svg-axis.js';

export interface LinePoint {
  /** A number on the x axis, or with categories the index of one. */
  x: number;
  y: number;
  /** An error bar from `low` to `high` (both or neither), e.g. a 95 % interval. */
  low?: number;
  high?: number;
  /** Tooltip of the marker. */
  title?: string;
}

export interface LineSeries {
  label: string;
  color: string;
  /** SVG stroke-dasharray such as '6,3'; absent: a solid line. */
  dash?: string;
  /** Marker shape (default circle). */
  marker?: 'circle' | 'square';
  /** In x order; null ends one stretch of the line. */
  points: readonly (LinePoint | null)[];
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: readonly LineSeries[];
  /** Names of the x positions 0, 1, …; absent: x is a number on a linear axis. */
  categories?: readonly string[];
  /** Let the y axis start at 0 (σ, rates) instead of at the smallest value. */
  yFromZero?: boolean;
}

/** Stretches of consecutive non-null points: each is drawn as one polyline. */
export function lineStretches(points: readonly (LinePoint | null)[]): LinePoint[][] {
  const stretches: LinePoint[][] = [];
  let current: LinePoint[] = [];
  for (const p of points) {
    if (p === null) {
      if (current.length > 0) stretches.push(current);
      current = [];
    } else {
      current.push(p);
    }
  }
  if (current.length > 0) stretches.push(current);
  return stretches;
}

/** A marker centred on (x, y): filled with the series colour for a solid series, hollow for a dashed one. */
function marker(s: LineSeries, x: number, y: number, title: string | null): string {
  const fill = s.dash === undefined ? s.color : 'white';
  const tip = title === null ? '/>' : `><title>${escapeXml(title)}</title></${s.marker === 'square' ? 'rect' : 'circle'}>`;
  return s.marker === 'square'
    ? `<rect x="${px(x - 3.5)}" y="${px(y - 3.5)}" width="7" height="7" fill="${fill}" stroke="${s.color}" stroke-width="1.5"${tip}`
    : `<circle cx="${px(x)}" cy="${px(y)}" r="3.5" fill="${fill}" stroke="${s.color}" stroke-width="1.5"${tip}`;
}

export function lineChartSvg(chart: LineChart): string {
  const { series, categories } = chart;
  const points = series.flatMap((s) => s.points.filter((p): p is LinePoint => p !== null));
  // Categories: a slot of at least 24 px each; their names turn upright when the slot is narrow.
  const minSlot = 24;
  const left = 64, right = 20, top = 40 + 18 * series.length, plot = 260;
  const W = categories === undefined ? 640 : Math.max(640, left + right + minSlot * categories.length);
  const slot = categories === undefined ? 0 : (W - left - right) / Math.max(1, categories.length);
  const upright = categories !== undefined && categories.some((c) => c.length * 7 > slot - 4);
  const bottom = upright ? 36 + 7 * Math.max(...(categories ?? []).map((c) => c.length)) : 52;
  const H = top + plot + bottom;
  const plotBottom = top + plot;

  const ys = points.flatMap((p) => [p.y, ...(p.low !== undefined ? [p.low] : []), ...(p.high !== undefined ? [p.high] : [])]);
  const yLo = ys.length === 0 ? 0 : Math.min(...ys, ...(chart.yFromZero ? [0] : []));
  const yHi = ys.length === 0 ? 1 : Math.max(...ys);
  const yAxis = niceTicks(yLo, yHi > yLo ? yHi : yLo + 1, 5);
  const yPx = scale(yAxis.lo, yAxis.hi, plotBottom, top);

  // Numbers: a margin inside the plot so that the end points and their bars are not on its edge.
  const inset = 16;
  const xs = points.map((p) => p.x);
  const xAxis = categories === undefined ? niceTicks(xs.length === 0 ? 0 : Math.min(...xs), xs.length === 0 ? 1 : Math.max(...xs), 6) : null;
  const xPx = xAxis !== null
    ? scale(xAxis.lo, xAxis.hi, left + inset, W - right - inset)
    : (i: number): number => left + (i + 0.5) * slot;

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${escapeXml(chart.title)}</text>`,
  ];
  for (const t of yAxis.ticks) {
    out.push(`<line x1="${left}" x2="${W - right}" y1="${px(yPx(t))}" y2="${px(yPx(t))}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${px(yPx(t) + 4)}" text-anchor="end">${t}</text>`);
  }
  out.push(`<line x1="${left}" x2="${W - right}" y1="${plotBottom}" y2="${plotBottom}" stroke="black"/>`);
  if (xAxis !== null) {
    for (const t of xAxis.ticks) {
      out.push(`<line x1="${px(xPx(t))}" x2="${px(xPx(t))}" y1="${plotBottom}" y2="${plotBottom + 4}" stroke="black"/>`);
      out.push(`<text x="${px(xPx(t))}" y="${plotBottom + 16}" text-anchor="middle">${t}</text>`);
    }
  } else {
    (categories ?? []).forEach((name, i) => {
      const x = xPx(i);
      out.push(upright
        ? `<text transform="translate(${px(x + 4)} ${plotBottom + 8}) rotate(-90)" text-anchor="end">${escapeXml(name)}</text>`
        : `<text x="${px(x)}" y="${plotBottom + 16}" text-anchor="middle">${escapeXml(name)}</text>`);
    });
  }
  out.push(`<text x="${(left + W - right) / 2}" y="${H - 10}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`);
  out.push(`<text transform="translate(16 ${(top + plotBottom) / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.yLabel)}</text>`);

  for (const s of series) {
    const dash = s.dash === undefined ? '' : ` stroke-dasharray="${s.dash}"`;
    for (const stretch of lineStretches(s.points)) {
      if (stretch.length < 2) continue;
      const coords = stretch.map((p) => `${px(xPx(p.x))},${px(yPx(p.y))}`).join(' ');
      out.push(`<polyline points="${coords}" fill="none" stroke="${s.color}" stroke-width="2"${dash}/>`);
    }
    for (const p of s.points) {
      if (p === null || p.low === undefined || p.high === undefined) continue;
      const x = xPx(p.x);
      out.push(`<line x1="${px(x)}" x2="${px(x)}" y1="${px(yPx(p.low))}" y2="${px(yPx(p.high))}" stroke="${s.color}" stroke-width="1.5"/>`);
      for (const end of [p.low, p.high]) out.push(`<line x1="${px(x - 5)}" x2="${px(x + 5)}" y1="${px(yPx(end))}" y2="${px(yPx(end))}" stroke="${s.color}" stroke-width="1.5"/>`);
    }
    for (const p of s.points) {
      if (p !== null) out.push(marker(s, xPx(p.x), yPx(p.y), p.title ?? `${s.label}: ${p.y}`));
    }
  }

  series.forEach((s, k) => {
    const ly = 34 + k * 18;
    const dash = s.dash === undefined ? '' : ` stroke-dasharray="${s.dash}"`;
    out.push(`<line x1="${left + 8}" x2="${left + 32}" y1="${ly}" y2="${ly}" stroke="${s.color}" stroke-width="2"${dash}/>`);
    out.push(marker(s, left + 20, ly, null));
    out.push(`<text x="${left + 40}" y="${ly + 4}">${escapeXml(s.label)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
