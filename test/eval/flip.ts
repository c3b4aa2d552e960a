// Test helper (not a test file): the colour-flipped FEN of a position — ranks mirrored, colours
// swapped, side to move swapped, castling rights and the en-passant square mirrored. A correct
// evaluator scores the flipped position as exactly the negated White-view score.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function flipFen(fen: string): string {
  const [placement, side, castling = '-', ep = '-', half = '0', full = '1'] = fen.trim().split(/\s+/);
  const swapCase = (s: string): string => s.replace(/[a-zA-Z]/g, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
  const rows = placement.split('/').reverse().map(swapCase);
  const flippedCastling = castling === '-' ? '-' : swapCase(castling).split('').sort((a, b) => {
    // Upper case (white) first, as FEN writes it.
    const au = a === a.toUpperCase() ? 0 : 1;
    const bu = b === b.toUpperCase() ? 0 : 1;
    return au - bu;
  }).join('');
  const flippedEp = ep === '-' ? '-' : ep[0] + String(9 - Number(ep[1]));
  return [rows.join('/'), side === 'w' ? 'b' : 'w', flippedCastling, flippedEp, half, full].join(' ');
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** FENs (first four fields, plus clocks where given) of an EPD/perft file in data/. */
export function loadFens(name: string, limit = Infinity): string[] {
  const text = readFileSync(`${ROOT}data/${name}`, 'utf8');
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const fields = line.split(';')[0].trim().split(/\s+/);
    // perft suites carry full FENs; EPD lines have 4 fields followed by opcodes.
    const full = /^\d+$/.test(fields[4] ?? '') && /^\d+$/.test(fields[5] ?? '');
    out.push(full ? fields.slice(0, 6).join(' ') : fields.slice(0, 4).join(' '));
    if (out.length >= limit) break;
  }
  return out;
}
