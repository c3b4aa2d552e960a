// Markdown pieces for the experiment reports: pipe tables with per-column alignment, cell
// escaping, and the number formats the reports share.
// Design choice: a missing value is an en dash "–", never 0 or an empty cell, so a table cannot
// be misread as having measured a zero.

export type Cell = string | number | null | undefined;
export type Align = 'l' | 'r' | 'c';

export const MISSING = '–';

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined || (typeof cell === 'number' && Number.isNaN(cell))) return MISSING;
  return String(cell).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A pipe table; `align` defaults to left for every column. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[], align: readonly Align[] = []): string[] {
  const rule = headers.map((_, i) => ({ l: '---', r: '---:', c: ':---:' })[align[i] ?? 'l']);
  const line = (cells: readonly Cell[]): string => `| ${headers.map((_, i) => cellText(cells[i])).join(' | ')} |`;
  return [line(headers), `| ${rule.join(' | ')} |`, ...rows.map(line)];
}

/** Fixed decimals, or the missing mark. */
export function fixed(x: number | null | undefined, digits: number): string {
  if (x === null || x === undefined || Number.isNaN(x)) return MISSING;
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '−∞';
  return x.toFixed(digits);
}

/** Fixed decimals with an explicit sign (+0.25, −1.50). */
export function signed(x: number | null | undefined, digits: number): string {
  if (x === null || x === undefined || Number.isNaN(x)) return MISSING;
  if (!Number.isFinite(x)) return x > 0 ? '+∞' : '−∞';
  const text = Math.abs(x).toFixed(digits);
  return (x < 0 && Number(text) !== 0 ? '−' : '+') + text;
}

/** "12 / 24 (50.0%)". */
export function countOf(part: number, whole: number): string {
  return whole === 0 ? `${part} / 0` : `${part} / ${whole} (${(part / whole * 100).toFixed(1)}%)`;
}

/** A fenced block for the exact commands behind a table. */
export function codeBlock(lines: readonly string[], lang = 'sh'): string[] {
  return ['```' + lang, ...lines, '```'];
}
