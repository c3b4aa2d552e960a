// The match figure: one row per configuration, a dot at its Elo difference with a 95% error bar,
// and a vertical line at 0 (no difference).
// Design choice: a row without a finite estimate (no games yet, or a 100% / 0% score) is drawn as
// a labelled empty row instead of being dropped, so every configuration in the table has its row.

import { escapeXml, niceTicks, px, scale } from './svg-axis.js';

export interface EloRow {
  label: string;
  elo: number;
  /** Half-width of the 95% interval. */
  error: number;
  /** Drawn hollow and grey: e.g. a figure derived from the paper rather than measured. */
  reference?: boolean;
}

function finite(r: EloRow): boolean {
  return Number.isFinite(r.elo) && Number.isFinite(r.error);
}

export function eloSvg(title: string, rows: readonly EloRow[]): string {
  // The label column is as wide as the longest label needs (about 6.8 px a character at 12 px
  // sans-serif), at least 260 px; the plot keeps its 330 px.
  const longest = Math.max(0, ...rows.map((r) => r.label.length));
  const left = Math.max(260, Math.ceil(longest * 6.8) + 20), right = 130, top = 44, rowH = 30, bottom = 44;
  const W = left + 330 + right;
  const H = top + rows.length * rowH + bottom;
  const good = rows.filter(finite);
  const lo = Math.min(0, ...good.map((r) => r.elo - r.error));
  const hi = Math.max(0, ...good.map((r) => r.elo + r.error));
  const axis = niceTicks(lo, hi === lo ? lo + 10 : hi, 6);
  const x = scale(axis.lo, axis.hi, left, W - right);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${escapeXml(title)}</text>`,
  ];
  const plotBottom = top + rows.length * rowH;
  for (const t of axis.ticks) {
    out.push(`<line x1="${px(x(t))}" x2="${px(x(t))}" y1="${top}" y2="${plotBottom}" stroke="${t === 0 ? '#888' : '#e4e4e4'}"/>`);
    out.push(`<text x="${px(x(t))}" y="${plotBottom + 16}" text-anchor="middle">${t}</text>`);
  }
  out.push(`<text x="${(left + W - right) / 2}" y="${H - 10}" text-anchor="middle">Elo difference (95% interval)</text>`);
  rows.forEach((r, i) => {
    const cy = top + i * rowH + rowH / 2;
    const color = r.reference ? '#999' : '#1f5fa8';
    out.push(`<text x="${left - 10}" y="${px(cy + 4)}" text-anchor="end">${escapeXml(r.label)}</text>`);
    if (!finite(r)) {
      out.push(`<text x="${left + 6}" y="${px(cy + 4)}" fill="#999">no finite estimate</text>`);
      return;
    }
    const [a, b] = [x(r.elo - r.error), x(r.elo + r.error)];
    out.push(`<line x1="${px(a)}" x2="${px(b)}" y1="${px(cy)}" y2="${px(cy)}" stroke="${color}" stroke-width="2"/>`);
    for (const end of [a, b]) out.push(`<line x1="${px(end)}" x2="${px(end)}" y1="${px(cy - 6)}" y2="${px(cy + 6)}" stroke="${color}" stroke-width="2"/>`);
    out.push(`<circle cx="${px(x(r.elo))}" cy="${px(cy)}" r="4.5" fill="${r.reference ? 'white' : color}" stroke="${color}" stroke-width="2"/>`);
    out.push(`<text x="${W - right + 8}" y="${px(cy + 4)}">${escapeXml(`${r.elo >= 0 ? '+' : '−'}${Math.abs(r.elo).toFixed(1)} ± ${r.error.toFixed(1)}`)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
