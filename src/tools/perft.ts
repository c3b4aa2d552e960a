// Perft: count the leaf nodes of the legal move tree, the move generator's exactness test.
// Bulk counting at the last ply (the generator is legal, so the move count is the leaf count).
// Also the EPD perft-suite runner used by `kerf perft --suite`.

import { Position } from '../board/position.js';
import { generateMoves } from '../movegen/movegen.js';
import { MAX_MOVES } from '../board/types.js';

/** One move buffer per ply, allocated once. */
const buffers: Int32Array[] = [];
function bufferFor(ply: number): Int32Array {
  while (buffers.length <= ply) buffers.push(new Int32Array(MAX_MOVES));
  return buffers[ply];
}

export function perft(pos: Position, depth: number): number {
  return perftAt(pos, depth, 0);
}

function perftAt(pos: Position, depth: number, ply: number): number {
  const moves = bufferFor(ply);
  const n = generateMoves(pos, moves, 0, false);
  if (depth <= 1) return depth === 1 ? n : 1;
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos.makeMove(moves[i]);
    total += perftAt(pos, depth - 1, ply + 1);
    pos.unmakeMove();
  }
  return total;
}

/** Per-root-move counts, in generation order. */
export function perftDivide(pos: Position, depth: number): Array<{ move: number; nodes: number }> {
  const moves = new Int32Array(MAX_MOVES);
  const n = generateMoves(pos, moves, 0, false);
  const out: Array<{ move: number; nodes: number }> = [];
  for (let i = 0; i < n; i++) {
    pos.makeMove(moves[i]);
    out.push({ move: moves[i], nodes: depth <= 1 ? 1 : perftAt(pos, depth - 1, 1) });
    pos.unmakeMove();
  }
  return out;
}

export interface PerftSuiteLine {
  lineNumber: number;
  fen: string;
  depths: Array<{ depth: number; nodes: number }>;
}

export type PerftSuiteParse = { ok: true; lines: PerftSuiteLine[]; errors: string[] };

/** Parse "FEN ;D1 n ;D2 n ..." lines. Malformed lines are reported, not fatal. */
export function parsePerftSuite(text: string): PerftSuiteParse {
  const lines: PerftSuiteLine[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parts = line.split(';');
    const fen = parts[0].trim();
    const depths: Array<{ depth: number; nodes: number }> = [];
    for (const part of parts.slice(1)) {
      const m = /^\s*D(\d+)\s+(\d+)\s*$/.exec(part);
      if (!m) { errors.push(`line ${i + 1}: cannot read depth entry '${part.trim()}'`); return; }
      depths.push({ depth: Number(m[1]), nodes: Number(m[2]) });
    }
    if (depths.length === 0) { errors.push(`line ${i + 1}: no ';D<n> <count>' entries`); return; }
    lines.push({ lineNumber: i + 1, fen, depths });
  });
  return { ok: true, lines, errors };
}
