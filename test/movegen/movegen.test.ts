// Differential test of the legal move generator against chess.js, the referee (STYLE.md rule 7).
// Thousands of positions come from seeded random play out of tactical start positions; at each
// one the sorted UCI move lists must be identical, and noisy-only mode must be exactly the
// captures and promotions. chess.js is played in lock-step with Kerf, so its positions are reached
// by its own move application rather than by re-reading Kerf's FEN.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { getFen } from '../../src/board/fen.js';
import { KIND_CASTLING, KIND_MASK, KIND_SHIFT } from '../../src/board/move.js';
import { Position } from '../../src/board/position.js';
import { generateMoves, generateQuietMoves } from '../../src/movegen/movegen.js';
import { moveToUci } from '../../src/movegen/notation.js';
import { TACTICAL_FENS, makeRng, mustParse, randomPlay } from '../board/random-games.js';

const buf = new Int32Array(256);

function kerfMoves(pos: Position, noisyOnly: boolean): string[] {
  const n = generateMoves(pos, buf, 0, noisyOnly);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(moveToUci(pos, buf[i]));
  return out.sort();
}

// chess.js reports castling as the king's destination (e1g1), which is also Kerf's UCI form
// for standard chess, so from + to + promotion is the whole mapping.
// Both lists come from one call: chess.js builds before/after FENs for every verbose move, which
// makes the call the test's main cost.
function refereeMoves(chess: Chess): { all: string[]; noisy: string[] } {
  const all: string[] = [];
  const noisy: string[] = [];
  for (const m of chess.moves({ verbose: true })) {
    const uci = m.from + m.to + (m.promotion ?? '');
    all.push(uci);
    if (m.captured !== undefined || m.promotion !== undefined) noisy.push(uci);
  }
  return { all: all.sort(), noisy: noisy.sort() };
}

describe('generateMoves against chess.js', () => {
  it('matches on every position of seeded random games from tactical start positions', () => {
    const rng = makeRng(20240611);
    const failures: string[] = [];
    let positions = 0;
    let noisyPositions = 0;
    let inCheck = 0;
    for (const fen of TACTICAL_FENS) {
      let chess = new Chess(fen);
      positions += randomPlay(fen, 4, 70, rng, {
        visit(pos) {
          if (pos.gamePly === 0) chess = new Chess(fen);
          if (failures.length >= 5) return;
          const ours = kerfMoves(pos, false);
          const { all: theirs, noisy: refNoisy } = refereeMoves(chess);
          if (ours.join(' ') !== theirs.join(' ')) {
            failures.push(`${getFen(pos)}\n  kerf:     ${ours.join(' ')}\n  chess.js: ${theirs.join(' ')}`);
          }
          const noisy = kerfMoves(pos, true);
          if (noisy.join(' ') !== refNoisy.join(' ')) {
            failures.push(`noisy ${getFen(pos)}\n  kerf:     ${noisy.join(' ')}\n  chess.js: ${refNoisy.join(' ')}`);
          }
          if (refNoisy.length > 0) noisyPositions++;
          if (pos.inCheck()) inCheck++;
        },
        beforeMove(pos, move) {
          const uci = moveToUci(pos, move);
          chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
        },
      });
    }
    expect(failures).toEqual([]);
    expect(positions).toBeGreaterThanOrEqual(3000);
    // The walk must actually exercise captures and check evasions, or the test proves little.
    expect(noisyPositions).toBeGreaterThan(positions / 4);
    expect(inCheck).toBeGreaterThan(100);
    console.log(`movegen differential: ${positions} positions, ${noisyPositions} with noisy moves, ${inCheck} in check`);
  });

  it('sees the special cases the start positions were chosen for', () => {
    // Each line: FEN, a move that must be generated (or '!move' for one that must not be).
    const cases: Array<[string, string]> = [
      ['7k/8/8/KPp4r/8/8/8/8 w - c6 0 2', '!b5c6'],
      ['4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2', '!e5d6'],
      ['8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1', '!e4d3'],
      ['8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1', 'e4d3'],
      ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 'e1g1'],
      ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 'e1c1'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'g2h1n'],
      ['n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 'g2g1r'],
    ];
    for (const [fen, want] of cases) {
      const pos = mustParse(fen);
      const moves = kerfMoves(pos, false);
      const referee = refereeMoves(new Chess(fen)).all;
      expect(moves).toEqual(referee);
      if (want.startsWith('!')) expect(moves, fen).not.toContain(want.slice(1));
      else expect(moves, fen).toContain(want);
    }
  });

  it('gives only king moves in double check', () => {
    const pos = mustParse('4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1');
    const moves = kerfMoves(pos, false);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.slice(0, 2)).toBe('e1');
  });

  it('writes from the start index and leaves the buffer before it alone', () => {
    const pos = mustParse(TACTICAL_FENS[1]);
    const a = new Int32Array(256);
    const n = generateMoves(pos, a, 0, false);
    const b = new Int32Array(256).fill(-7);
    const end = generateMoves(pos, b, 10, false);
    expect(end - 10).toBe(n);
    expect(Array.from(b.subarray(0, 10))).toEqual(new Array(10).fill(-7));
    expect(Array.from(b.subarray(10, end))).toEqual(Array.from(a.subarray(0, n)));
  });

  it('quiet mode gives exactly the legal moves that noisy mode leaves out (standard and Chess960)', () => {
    const rng = makeRng(20261126);
    const a = new Int32Array(256);
    const failures: string[] = [];
    let positions = 0;
    let castlings = 0;
    const check = (pos: Position): void => {
      if (failures.length >= 5) return;
      const all = Array.from(a.subarray(0, generateMoves(pos, a, 0, false))).sort((x, y) => x - y);
      const noisy = Array.from(a.subarray(0, generateMoves(pos, a, 0, true)));
      const quiet = Array.from(a.subarray(0, generateQuietMoves(pos, a, 0)));
      const union = [...noisy, ...quiet].sort((x, y) => x - y);
      if (union.join(' ') !== all.join(' ')) failures.push(getFen(pos));
      if (quiet.some((m) => ((m >> KIND_SHIFT) & KIND_MASK) === KIND_CASTLING)) castlings++;
      positions++;
    };
    for (const fen of TACTICAL_FENS) randomPlay(fen, 4, 70, rng, { visit: check });
    for (const line of readFileSync(new URL('../../data/perft960.epd', import.meta.url), 'utf8').split('\n').slice(0, 40)) {
      if (line.trim() !== '') randomPlay(line.split(';')[0].trim(), 1, 40, rng, { visit: check }, true);
    }
    expect(failures).toEqual([]);
    expect(positions).toBeGreaterThan(3000);
    expect(castlings).toBeGreaterThan(50);
  });
});

