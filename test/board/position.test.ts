// Position invariants: make/unmake (and the null move) restore every piece of state, and the
// incrementally kept hash, pawn hash and phase always equal a from-scratch
// recomputation. The reference for "from scratch" is twofold: finish() over the position's own
// board, and a FEN round trip into a separate Position, which also checks that the castling and
// en-passant parts of the hash are encoded the same way by makeMove and by the FEN parser.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getFen, setFen } from '../../src/board/fen.js';
import { moveKind } from '../../src/board/move.js';
import { Position } from '../../src/board/position.js';
import { generateMoves } from '../../src/movegen/movegen.js';
import { moveToUci, parseUciMove } from '../../src/movegen/notation.js';
import { TACTICAL_FENS, makeRng, mustParse, randomPlay } from './random-games.js';

const PERFT960 = new URL('../../data/perft960.epd', import.meta.url);

/** Everything makeMove may touch, as one comparable string. */
function snapshot(pos: Position): string {
  return [
    getFen(pos), Array.from(pos.board).join(','), Array.from(pos.bbLo).join(','), Array.from(pos.bbHi).join(','),
    pos.side, pos.castling, Array.from(pos.castleRook).join(','), pos.ep, pos.halfmove, pos.fullmove,
    pos.hashLo, pos.hashHi, pos.pawnHashLo, pos.pawnHashHi, pos.phase, pos.gamePly,
  ].join('|');
}

function incremental(pos: Position): string {
  return [pos.hashLo, pos.hashHi, pos.pawnHashLo, pos.pawnHashHi, pos.phase].join(',');
}

/** Bitboards must agree with the mailbox: each piece code's set is exactly its squares. */
function bitboardsMatchBoard(pos: Position): boolean {
  const lo = new Int32Array(16);
  const hi = new Int32Array(16);
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.board[sq];
    if (p === 0) continue;
    if (sq < 32) { lo[p] |= 1 << sq; lo[p & 8] |= 1 << sq; } else { hi[p] |= 1 << (sq - 32); hi[p & 8] |= 1 << (sq - 32); }
  }
  for (let i = 0; i < 16; i++) if (lo[i] !== pos.bbLo[i] || hi[i] !== pos.bbHi[i]) return false;
  return true;
}

function perft960Fens(count: number): string[] {
  return readFileSync(PERFT960, 'utf8').split('\n').filter((l) => l.trim() !== '')
    .slice(0, count).map((l) => l.split(';')[0].trim());
}

/**
 * For every legal move of every position visited: make it, check the incremental state against
 * finish() and a FEN round trip, unmake it, and check the snapshot is unchanged.
 */
function checkAllMoves(fens: readonly string[], games: number, plies: number, seed: number, chess960: boolean) {
  const rng = makeRng(seed);
  const scratch = new Position();
  const buf = new Int32Array(256);
  const failures: string[] = [];
  let moves = 0;
  let positions = 0;
  /** Moves made per kind (normal, promotion, en passant, castling): each kind must be exercised. */
  const kinds = [0, 0, 0, 0];
  for (const fen of fens) {
    positions += randomPlay(fen, games, plies, rng, {
      visit(pos) {
        if (failures.length >= 5) return;
        const before = snapshot(pos);
        const n = generateMoves(pos, buf, 0, false);
        for (let i = 0; i < n; i++) {
          const m = buf[i];
          const uci = moveToUci(pos, m);
          pos.makeMove(m);
          moves++;
          kinds[moveKind(m)]++;
          const inc = incremental(pos);
          const fenAfter = getFen(pos);
          const r = setFen(scratch, fenAfter);
          if (!r.ok) failures.push(`${before} ${uci}: FEN after move rejected: ${r.message}`);
          else if (incremental(scratch) !== inc) failures.push(`${fenAfter}: incremental ${inc} vs FEN ${incremental(scratch)}`);
          if (!bitboardsMatchBoard(pos)) failures.push(`${fenAfter}: bitboards disagree with the board`);
          pos.finish();
          if (incremental(pos) !== inc) failures.push(`${fenAfter}: incremental ${inc} vs finish() ${incremental(pos)}`);
          pos.unmakeMove();
          const after = snapshot(pos);
          if (after !== before) failures.push(`make/unmake ${uci}:\n  before ${before}\n  after  ${after}`);
        }
      },
    }, chess960);
  }
  return { failures, moves, positions, kinds };
}

describe('make/unmake and incremental state', () => {
  it('restore the position and match a recomputation after every move of random games', () => {
    const { failures, moves, positions, kinds } = checkAllMoves(TACTICAL_FENS, 4, 70, 7, false);
    expect(failures).toEqual([]);
    for (const k of kinds) expect(k).toBeGreaterThan(0);
    expect(positions).toBeGreaterThanOrEqual(3000);
    expect(moves).toBeGreaterThan(positions * 10);
  });

  it('do the same for Chess960 castling positions from perft960.epd', () => {
    const { failures, positions, kinds } = checkAllMoves(perft960Fens(40), 1, 40, 960, true);
    expect(failures).toEqual([]);
    expect(kinds[3]).toBeGreaterThan(50); // Chess960 castlings made and unmade
    expect(positions).toBeGreaterThan(1000);
  });

  it('unmake returns to the root after a whole game played forward', () => {
    const rng = makeRng(99);
    const pos = mustParse(TACTICAL_FENS[1]);
    const root = snapshot(pos);
    const buf = new Int32Array(256);
    let played = 0;
    for (let i = 0; i < 200; i++) {
      const n = generateMoves(pos, buf, 0, false);
      if (n === 0) break;
      pos.makeMove(buf[rng(n)]);
      played++;
    }
    expect(played).toBeGreaterThan(20);
    for (let i = 0; i < played; i++) pos.unmakeMove();
    expect(snapshot(pos)).toBe(root);
  });
});

describe('null move', () => {
  it('passes the turn, clears en passant, hashes like the FEN, and unmakes exactly', () => {
    const rng = makeRng(4242);
    const scratch = new Position();
    const failures: string[] = [];
    let tried = 0;
    let withEp = 0;
    for (const fen of TACTICAL_FENS) {
      randomPlay(fen, 2, 40, rng, {
        visit(pos) {
          if (pos.inCheck()) return;
          tried++;
          if (pos.ep !== -1) withEp++;
          const before = snapshot(pos);
          const side = pos.side;
          pos.makeNullMove();
          const fen = getFen(pos);
          const r = setFen(scratch, fen);
          if (pos.side === side || pos.ep !== -1) failures.push(`${before}: side or ep not updated`);
          if (!r.ok) failures.push(`${fen}: ${r.message}`);
          else if (scratch.hashLo !== pos.hashLo || scratch.hashHi !== pos.hashHi) failures.push(`${fen}: null-move hash differs from FEN hash`);
          pos.unmakeNullMove();
          if (snapshot(pos) !== before) failures.push(`${before}: not restored by unmakeNullMove`);
        },
      });
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(500);
    expect(withEp).toBeGreaterThan(0);
  });
});

function play(pos: Position, moves: string): void {
  for (const text of moves.split(' ')) {
    const m = parseUciMove(pos, text);
    if (m === 0) throw new Error(`illegal test move ${text} in ${getFen(pos)}`);
    pos.makeMove(m);
  }
}

describe('repetition', () => {
  it('detects a knight shuffle back to the start, and counts the occurrences', () => {
    const pos = mustParse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    play(pos, 'g1f3 g8f6 f3g1');
    expect(pos.isRepetition()).toBe(false);
    play(pos, 'f6g8');
    expect(pos.isRepetition()).toBe(true);
    expect(pos.repetitionCount()).toBe(1);
    play(pos, 'g1f3 g8f6 f3g1 f6g8');
    expect(pos.repetitionCount()).toBe(2);
  });

  it('counts afresh after a pawn move', () => {
    const pos = mustParse('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    play(pos, 'e1d1 e8d8 d1e1 d8e8');
    expect(pos.repetitionCount()).toBe(1);
    play(pos, 'e2e3 e8d8 e1d1 d8e8');
    expect(pos.isRepetition()).toBe(false);
    // Back to the position right after e2e3 (black to move): one earlier occurrence, and the
    // repetitions from before the pawn move do not add to it.
    play(pos, 'd1e1');
    expect(pos.isRepetition()).toBe(true);
    expect(pos.repetitionCount()).toBe(1);
  });

  it('treats lost castling rights as a different position', () => {
    const pos = mustParse('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    play(pos, 'e1f1 e8f8 f1e1 f8e8');
    expect(getFen(pos).split(' ')[0]).toBe('r3k2r/8/8/8/8/8/8/R3K2R');
    expect(pos.isRepetition()).toBe(false);
    play(pos, 'e1f1 e8f8 f1e1 f8e8');
    expect(pos.isRepetition()).toBe(true);
  });

  it('treats a lost en-passant chance as a different position', () => {
    // After d7d5 white may take en passant; after the knights shuffle it may not.
    const pos = mustParse('4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1');
    play(pos, 'd7d5');
    expect(pos.ep).not.toBe(-1);
    play(pos, 'g1f3 e8d8 f3g1 d8e8');
    expect(pos.isRepetition()).toBe(false);
  });
});

describe('insufficient material', () => {
  const cases: Array<[string, boolean]> = [
    ['8/8/4k3/8/8/3K4/8/8 w - - 0 1', true],
    ['8/8/4k3/8/8/3K4/5N2/8 w - - 0 1', true],
    ['8/8/4k3/8/8/3K4/5b2/8 w - - 0 1', true],
    ['8/8/4kb2/8/8/3K4/5B2/8 w - - 0 1', true], // f6 and f2: both dark
    ['8/8/4k1b1/8/8/3K4/5B2/8 w - - 0 1', false], // g6 light, f2 dark
    ['8/8/4k3/8/8/3K4/4NN2/8 w - - 0 1', false],
    ['8/8/4kn2/8/8/3K4/5B2/8 w - - 0 1', false],
    ['8/8/4k3/8/8/3K4/4P3/8 w - - 0 1', false],
    ['8/8/4k3/8/8/3K4/R7/8 w - - 0 1', false],
    ['8/8/4k3/8/8/3K4/4q3/8 w - - 0 1', false],
  ];
  for (const [fen, expected] of cases) {
    it(`${fen} -> ${expected}`, () => {
      expect(mustParse(fen).isInsufficientMaterial()).toBe(expected);
    });
  }
});

describe('Chess960 positions from perft960.epd', () => {
  const fens = perft960Fens(960);

  it('round-trip through Shredder-FEN exactly', () => {
    expect(fens.length).toBe(960);
    const bad: string[] = [];
    for (const fen of fens) {
      const pos = mustParse(fen);
      pos.chess960 = true;
      if (getFen(pos) !== fen) bad.push(`${fen} -> ${getFen(pos)}`);
    }
    expect(bad).toEqual([]);
  });

  it('load the same castling rooks and hash from the X-FEN (KQkq) spelling', () => {
    const bad: string[] = [];
    let rewritten = 0;
    for (const fen of fens) {
      const shredder = mustParse(fen);
      const fields = fen.split(' ');
      // Rewrite each right as K/Q (X-FEN) where it names the outermost rook on its side.
      let xfen = '';
      for (const ch of fields[2] === '-' ? '' : fields[2]) {
        const white = ch === ch.toUpperCase();
        const kingFile = shredder.kingSquare(white ? 0 : 1) & 7;
        const file = ch.toLowerCase().charCodeAt(0) - 97;
        const rook = white ? 4 : 12;
        const rank = white ? 0 : 56;
        let outermost = true;
        const step = file > kingFile ? 1 : -1;
        for (let f = file + step; f >= 0 && f < 8; f += step) if (shredder.board[rank + f] === rook) outermost = false;
        const letter = file > kingFile ? 'K' : 'Q';
        xfen += outermost ? (white ? letter : letter.toLowerCase()) : ch;
      }
      if (xfen !== fields[2]) rewritten++;
      fields[2] = xfen || '-';
      const x = mustParse(fields.join(' '));
      if (x.castling !== shredder.castling || Array.from(x.castleRook).join() !== Array.from(shredder.castleRook).join()
        || x.hashLo !== shredder.hashLo || x.hashHi !== shredder.hashHi) bad.push(`${fen} vs ${fields.join(' ')}`);
    }
    expect(bad).toEqual([]);
    expect(rewritten).toBeGreaterThan(900);
  });
});

describe('lastQuietMoveTo', () => {
  it('names the square of a quiet last move, and -1 after a capture, a promotion, a null move or none', () => {
    const pos = mustParse('4k3/1P6/8/3p4/8/8/8/R3K2N w - - 0 1');
    expect(pos.lastQuietMoveTo()).toBe(-1);
    const play = (uci: string): void => {
      const m = parseUciMove(pos, uci);
      if (m === 0) throw new Error(`illegal test move ${uci}`);
      pos.makeMove(m);
    };
    play('h1g3');
    expect(pos.lastQuietMoveTo()).toBe(22); // g3
    pos.makeNullMove();
    expect(pos.lastQuietMoveTo()).toBe(-1);
    pos.unmakeNullMove();
    play('d5d4');
    expect(pos.lastQuietMoveTo()).toBe(27); // d4
    play('b7b8q');
    expect(pos.lastQuietMoveTo()).toBe(-1);
    play('e8d7');
    play('a1a6');
    expect(pos.lastQuietMoveTo()).toBe(40); // a6
    play('d4d3');
    play('g3e2');
    play('d3e2');
    expect(pos.lastQuietMoveTo()).toBe(-1);
  });
});
