// The engine core (src/engine/engine.ts): complete when constructed (the built-in MPC parameters
// are in place, so ProbCut=mpc is all it takes), and an MPC parameter file that cannot be used
// fails with a named kind and the user's message while the previous parameters stay in force; the
// opening book plays only when asked to, only for game moves, and a bad book file changes nothing.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { START_FEN, positionFromFen } from '../../src/board/fen.js';
import type { Position } from '../../src/board/position.js';
import { Engine } from '../../src/engine/engine.js';
import { legalMoves } from '../../src/movegen/notation.js';
import { DEFAULT_MPC_TABLE } from '../../src/search/mpc/params.js';
import { PROBCUT_FIXED, PROBCUT_MPC } from '../../src/search/mpc/settings.js';
import { Searcher } from '../../src/search/search.js';

describe('a fresh engine', () => {
  it('has the built-in MPC table and regression MPC on (with the four switches of the setting that passed against off), in a bare Searcher too', () => {
    for (const searcher of [new Engine().searcher, new Searcher()]) {
      const s = searcher.probCut.settings;
      expect(s.table).toBe(DEFAULT_MPC_TABLE);
      expect(s.mode).toBe(PROBCUT_MPC);
      expect([s.extendHeights, s.cutNodesOnly, s.improvingSigma, s.failSoft]).toEqual([true, true, true, true]);
    }
    const e = new Engine();
    expect(e.applyOption('ProbCut', 'fixed').ok).toBe(true);
    expect(e.searcher.probCut.settings.mode).toBe(PROBCUT_FIXED);
    expect(e.searcher.probCut.enabled).toBe(true);
  });
});

describe('applyOption', () => {
  it('refuses an unusable params file by kind and keeps the previous table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-engine-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version": 0}');
    const e = new Engine();
    expect(e.applyOption('MPCParams', join(dir, 'none.json'))).toEqual({
      ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${join(dir, 'none.json')}' (ENOENT)`,
    });
    expect(e.applyOption('MPCParams', dir)).toEqual({ ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${dir}' (EISDIR)` });
    const invalid = e.applyOption('MPCParams', bad);
    expect(invalid.ok === false && invalid.kind).toBe('InvalidParams');
    expect(e.searcher.probCut.settings.table).toBe(DEFAULT_MPC_TABLE);
  });

  it('refuses what checkOption refuses', () => {
    expect(new Engine().applyOption('Nope', '1')).toEqual({ ok: false, kind: 'UnknownOption', message: "unknown option 'Nope'" });
    expect(new Engine().applyOption('Hash', 'big')).toMatchObject({ ok: false, kind: 'InvalidOptionValue' });
  });
});

describe('the opening book (OwnBook, BookFile)', () => {
  const bookPath = fileURLToPath(new URL('../fixtures/book/kerf-selfplay.bin', import.meta.url));

  function startPosition(): Position {
    const parsed = positionFromFen(START_FEN);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  }

  it('plays a legal book move only with OwnBook on and a book loaded, and only for game moves', () => {
    const e = new Engine();
    e.seedBook(7);
    const pos = startPosition();
    expect(e.bookMove(pos, { movetime: 100 }, false)).toBe(0); // no book yet
    expect(e.applyOption('BookFile', bookPath).ok).toBe(true);
    expect(e.bookMove(pos, { movetime: 100 }, false)).toBe(0); // OwnBook still off
    expect(e.applyOption('OwnBook', 'true').ok).toBe(true);
    const legal = new Set(legalMoves(pos));
    const bookMoves = new Set(e.book?.moves(pos).map((m) => m.move));
    expect(bookMoves.size).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) {
      const m = e.bookMove(pos, { wtime: 60000, btime: 60000 }, false);
      expect(legal.has(m)).toBe(true);
      expect(bookMoves.has(m)).toBe(true);
    }
    // Analysis searches: infinite, ponder, mate and searchmoves never take a book move.
    expect(e.bookMove(pos, { infinite: true }, false)).toBe(0);
    expect(e.bookMove(pos, { movetime: 100 }, true)).toBe(0);
    expect(e.bookMove(pos, { mate: 3 }, false)).toBe(0);
    expect(e.bookMove(pos, { depth: 5, searchMoves: [legalMoves(pos)[0]] }, false)).toBe(0);
  });

  it('the same seed gives the same choices', () => {
    const a = new Engine();
    const b = new Engine();
    for (const e of [a, b]) {
      e.seedBook(11);
      e.applyOption('BookFile', bookPath);
      e.applyOption('OwnBook', 'true');
    }
    const pos = startPosition();
    const seqA = Array.from({ length: 30 }, () => a.bookMove(pos, { movetime: 10 }, false));
    const seqB = Array.from({ length: 30 }, () => b.bookMove(pos, { movetime: 10 }, false));
    expect(seqA).toEqual(seqB);
  });

  it('refuses a missing or corrupt book by kind and keeps the previous one; an empty value removes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-book-'));
    const corrupt = join(dir, 'corrupt.bin');
    writeFileSync(corrupt, Buffer.alloc(17));
    const e = new Engine();
    expect(e.applyOption('BookFile', bookPath).ok).toBe(true);
    const book = e.book;
    const missing = e.applyOption('BookFile', join(dir, 'none.bin'));
    expect(missing.ok === false && missing.kind).toBe('UnreadableFile');
    const bad = e.applyOption('BookFile', corrupt);
    expect(bad.ok === false && bad.kind).toBe('InvalidBook');
    expect(bad.ok === false && bad.message).toContain('not a multiple of 16');
    expect(e.book).toBe(book);
    expect(e.applyOption('BookFile', '').ok).toBe(true);
    expect(e.book).toBe(null);
  });
});
