// givesCheck, and givesCheckWith from the position's fillCheckInfo, must agree with making the
// move and asking inCheck, for every legal move of every position two plies into the standard
// perft suite's trees and one into the Chess960 suite's, and in positions picked for the rare
// checks (castling both ways with king and rook targets overlapping their origins, en passant that
// uncovers a rook, promotions). The search relies on them to drop pruned quiet moves without
// making them, so a single disagreement would change what the search sees.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getFen } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { KIND_MASK, KIND_SHIFT } from '../../src/board/move.js';
import { generateMoves } from '../../src/movegen/movegen.js';
import { CHECK_INFO_WORDS, fillCheckInfo, givesCheck, givesCheckWith } from '../../src/movegen/gives-check.js';
import { moveToUci } from '../../src/movegen/notation.js';
import { parsePerftSuite } from '../../src/tools/perft.js';
import { mustParse } from '../board/random-games.js';

const moveBuffers = [new Int32Array(256), new Int32Array(256), new Int32Array(256)];
const checkInfo = new Int32Array(3 * CHECK_INFO_WORDS);

interface Tally { moves: number; checks: number; byKind: number[]; mismatches: string[] }

function newTally(): Tally {
  return { moves: 0, checks: 0, byKind: [0, 0, 0, 0], mismatches: [] };
}

function walk(pos: Position, depth: number, fen: string, tally: Tally): void {
  const moves = moveBuffers[depth];
  const n = generateMoves(pos, moves, 0, false);
  const at = depth * CHECK_INFO_WORDS;
  fillCheckInfo(pos, checkInfo, at);
  for (let i = 0; i < n; i++) {
    const m = moves[i];
    const predicted = givesCheck(pos, m);
    const fromInfo = givesCheckWith(pos, m, checkInfo, at);
    pos.makeMove(m);
    const actual = pos.inCheck();
    tally.moves++;
    if (actual) { tally.checks++; tally.byKind[(m >> KIND_SHIFT) & KIND_MASK]++; }
    if ((predicted !== actual || fromInfo !== actual) && tally.mismatches.length < 10) {
      pos.unmakeMove();
      tally.mismatches.push(`${getFen(pos)} (from ${fen}): ${moveToUci(pos, m)} predicted ${predicted} (with check info ${fromInfo}), is ${actual}`);
      pos.makeMove(m);
    }
    if (depth > 0) walk(pos, depth - 1, fen, tally);
    pos.unmakeMove();
  }
}

function checkSuite(file: string, chess960: boolean, depth: number): Tally {
  const text = readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8');
  const tally = newTally();
  for (const line of parsePerftSuite(text).lines) {
    const pos = mustParse(line.fen);
    pos.chess960 = chess960;
    walk(pos, depth, line.fen, tally);
  }
  return tally;
}

// Positions where each rare kind of move checks: castling with the rook's check (both wings,
// and Chess960 king and rook squares that overlap their targets), en passant that uncovers a rook
// on the rank, en passant and promotions that check directly.
const RARE_CHECKS: readonly { fen: string; chess960: boolean }[] = [
  { fen: '5k2/8/8/8/8/8/8/4K2R w K - 0 1', chess960: false },
  { fen: '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1', chess960: false },
  { fen: 'r3k3/8/8/8/8/8/8/3K4 b q - 0 1', chess960: false },
  { fen: '5k2/8/8/8/8/8/8/5KR1 w G - 0 1', chess960: true },
  { fen: '3k4/8/8/8/8/8/8/RK6 w A - 0 1', chess960: true },
  { fen: '2k5/8/8/8/8/8/8/1RK5 w B - 0 1', chess960: true },
  { fen: '8/8/8/k1pP3R/8/8/8/4K3 w - c6 0 1', chess960: false },
  { fen: '8/8/3k4/2pP4/8/8/8/4K3 w - c6 0 1', chess960: false },
  { fen: '3k4/1P6/8/8/8/8/8/4K3 w - - 0 1', chess960: false },
  { fen: '8/8/8/8/8/8/5p2/3K2k1 b - - 0 1', chess960: false },
];

describe('givesCheck', () => {
  it('agrees with make + inCheck on every move three plies deep in the standard perft suite', () => {
    const tally = checkSuite('perftsuite.epd', false, 2);
    expect(tally.mismatches).toEqual([]);
    expect(tally.checks).toBeGreaterThan(30_000);
  });

  it('agrees on the Chess960 perft suite', () => {
    const tally = checkSuite('perft960.epd', true, 1);
    expect(tally.mismatches).toEqual([]);
    expect(tally.checks).toBeGreaterThan(5_000);
  });

  it('agrees where castling, en passant and promotion give check', () => {
    const tally = newTally();
    for (const { fen, chess960 } of RARE_CHECKS) {
      const pos = mustParse(fen);
      pos.chess960 = chess960;
      walk(pos, 1, fen, tally);
    }
    expect(tally.mismatches).toEqual([]);
    // Every kind of move (normal, promotion, en passant, castling) gave check at least once.
    expect(tally.byKind.every((count) => count > 0)).toBe(true);
  });
});
