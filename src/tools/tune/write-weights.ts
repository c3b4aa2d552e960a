// Writes tuned values back into src/eval/weights.ts: only the numbers inside each
// `term(Wt.X, 'Name', 'Group', …, [ … ])` call and the two king-danger constants change, so the
// file keeps its comments and layout and stays the hand-readable source of truth. Half-board tables are laid out
// as boards (4 per row, rank 8 first); lists wrap at 8 per line. A list written on one line in the
// source stays on one line, whatever its new values' length, so the layout never depends on them.

import { TERMS, TermSpec } from '../../eval/weights.js';

function formatValues(t: TermSpec, mg: ArrayLike<number>, eg: ArrayLike<number>, inline: boolean): string {
  const cells: string[] = [];
  for (let i = t.offset; i < t.offset + t.size; i++) cells.push(`S(${mg[i]}, ${eg[i]})`);
  if (t.layout === 'list' && inline) return `[${cells.join(', ')}]`;
  const perLine = t.layout === 'half-board' ? 4 : 8;
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += perLine) lines.push(`  ${cells.slice(i, i + perLine).join(', ')},`);
  return `[\n${lines.join('\n')}\n]`;
}

/**
 * The weights.ts source with every term's values replaced by (mg[i], eg[i]) (integers) and the
 * king-danger scale and base replaced. Throws if a term or constant cannot be found.
 */
export function rewriteWeightsSource(source: string, mg: ArrayLike<number>, eg: ArrayLike<number>,
  dangerScale: number, dangerBase: number): string {
  let out = source;
  for (const t of TERMS) {
    const head = `'${t.name}', '${t.group}',`;
    const at = out.indexOf(head);
    if (at < 0) throw new Error(`weights source: no ${head}`);
    const open = out.indexOf('[', at);
    const close = out.indexOf(']', open);
    if (open < 0 || close < 0) throw new Error(`weights source: no [values] for ${t.name}`);
    const inline = out[open + 1] !== '\n';
    out = out.slice(0, open) + formatValues(t, mg, eg, inline) + out.slice(close + 1);
  }
  const replaceConst = (name: string, value: number): void => {
    const re = new RegExp(`(export const ${name} = )[0-9.]+;`);
    if (!re.test(out)) throw new Error(`weights source: no ${name}`);
    out = out.replace(re, `$1${value};`);
  };
  replaceConst('KING_DANGER_SCALE', dangerScale);
  replaceConst('KING_DANGER_BASE', dangerBase);
  return out;
}
