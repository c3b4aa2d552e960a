// The datagen record format: every position of many random games (castling rights, en passant,
// both sides to move) survives encode → decode with its score, result and game id; a file that is
// missing, foreign, truncated or corrupt gives a named failure, never a throw.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_FEN, getFen } from '../../../src/board/fen.js';
import { Position } from '../../../src/board/position.js';
import {
  HEADER_SIZE, RECORD_SIZE, SCORE_LIMIT, decodeInto, decodeRecord, encodeHeader, encodeRecord, openDataFile, readDataFile,
} from '../../../src/tools/datagen/format.js';
import { makeRng, mustParse, randomPlay } from '../../board/random-games.js';

/** FEN without the fullmove number (not stored). */
const fenKey = (fen: string) => fen.split(' ').slice(0, 5).join(' ');

describe('record round trip', () => {
  it('keeps position, score, result and game id over a few thousand random positions', () => {
    const rng = makeRng(25);
    const buf = new Uint8Array(RECORD_SIZE);
    const decoded = new Position();
    let n = 0;
    let withEp = 0;
    let withCastling = 0;
    let blackToMove = 0;
    randomPlay(START_FEN, 30, 120, rng, {
      visit(pos) {
        const score = rng(2 * SCORE_LIMIT + 1) - SCORE_LIMIT;
        const result = [0, 0.5, 1][rng(3)];
        const gameId = (rng(0x10000) * 0x10000 + rng(0x10000)) >>> 0;
        encodeRecord(pos, score, result, gameId, buf, 0);
        const r = decodeInto(buf, 0, decoded);
        if (!r.ok) throw new Error(`${getFen(pos)}: ${r.message}`);
        expect(fenKey(r.value.fen)).toBe(fenKey(getFen(pos)));
        expect(fenKey(getFen(decoded))).toBe(fenKey(getFen(pos)));
        expect([r.value.score, r.value.result, r.value.gameId]).toEqual([score, result, gameId]);
        n++;
        if (pos.ep >= 0) withEp++;
        if (pos.castling !== 0) withCastling++;
        if (pos.side === 1) blackToMove++;
      },
    });
    expect(n).toBeGreaterThan(2500);
    expect(withEp).toBeGreaterThan(5);
    expect(withCastling).toBeGreaterThan(300);
    expect(blackToMove).toBeGreaterThan(n / 3);
  });

  it('clamps scores to ±SCORE_LIMIT and stores 32 pieces', () => {
    const buf = new Uint8Array(RECORD_SIZE);
    encodeRecord(mustParse(START_FEN), 31000, 1, 7, buf, 0);
    const r = decodeRecord(buf, 0);
    expect(r.ok && [r.value.fen, r.value.score, r.value.result, r.value.gameId]).toEqual([START_FEN, SCORE_LIMIT, 1, 7]);
    encodeRecord(mustParse(START_FEN), -99999, 0, 0, buf, 0);
    const s = decodeRecord(buf, 0);
    expect(s.ok && s.value.score).toBe(-SCORE_LIMIT);
  });

  it('refuses corrupt records by name', () => {
    const buf = new Uint8Array(RECORD_SIZE);
    const cases: Array<[(b: Uint8Array) => void, string]> = [
      [(b) => { b[8] = (b[8] & 0xf0) | 7; }, 'piece code 7'],
      [(b) => { b[0] = 0; }, 'piece code in slot'],
      [(b) => { b[26] |= 0x60; }, 'result code 3'],
      [(b) => { b[26] |= 0x80; b[27] = 20; }, 'en passant square e3'],
    ];
    for (const [spoil, message] of cases) {
      encodeRecord(mustParse(START_FEN), 0, 0.5, 1, buf, 0);
      spoil(buf);
      const r = decodeRecord(buf, 0);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.kind, r.message]).toEqual(['InvalidData', expect.stringContaining(message)]);
    }
    // Castling right without its rook: decodes but is refused.
    encodeRecord(mustParse('4k3/8/8/8/8/8/8/4K2R w K - 0 1'), 0, 0.5, 1, buf, 0);
    buf[0] &= ~0x80; // h1 out of the occupancy: the codes now put the rook on e8 …
    buf[9] = 0; // … and the black king's code is dropped
    const c = decodeRecord(buf, 0);
    expect(!c.ok && c.message).toContain('castling right K');
  });
});

describe('data files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kerf-datagen-format-'));
  const header = encodeHeader({ seed: 1, nodes: 300, randomPlies: 4, flags: 1, maxMoves: 200, gamesDone: 2 });
  const records = new Uint8Array(3 * RECORD_SIZE);
  const pos = mustParse(START_FEN);
  encodeRecord(pos, 10, 1, 0, records, 0);
  encodeRecord(pos, 20, 1, 0, records, RECORD_SIZE);
  encodeRecord(pos, -30, 0, 1, records, 2 * RECORD_SIZE);
  const file = (name: string, ...parts: Uint8Array[]) => {
    const path = join(dir, name);
    writeFileSync(path, Buffer.concat(parts));
    return path;
  };

  it('reads a good file', () => {
    const r = readDataFile(file('good.bin', header, records));
    expect(r.ok && r.value.map((x) => [x.score, x.result, x.gameId])).toEqual([[10, 1, 0], [20, 1, 0], [-30, 0, 1]]);
    const f = openDataFile(join(dir, 'good.bin'));
    expect(f.ok && [f.value.records, f.value.header]).toEqual([3, { seed: 1, nodes: 300, randomPlies: 4, flags: 1, maxMoves: 200, gamesDone: 2 }]);
  });

  it.each([
    ['missing', () => join(dir, 'nope.bin'), 'UnreadableFile', 'ENOENT'],
    ['a directory', () => dir, 'UnreadableFile', ''],
    ['shorter than the header', () => file('short.bin', header.subarray(0, 10)), 'InvalidData', 'shorter than the 32-byte header'],
    ['foreign', () => file('foreign.bin', new TextEncoder().encode('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w')), 'InvalidData', "no 'KERFDG' magic"],
    ['of another version', () => file('v9.bin', Uint8Array.from(header, (b, i) => (i === 6 ? 9 : b)), records), 'InvalidData', 'format version 9'],
    ['truncated', () => file('cut.bin', header, records.subarray(0, 70)), 'InvalidData', 'truncated: 6 bytes after the last whole record (at byte 96)'],
    ['past its games-done count', () => file('ahead.bin', encodeHeader({ seed: 1, nodes: 300, randomPlies: 4, flags: 1, maxMoves: 200, gamesDone: 1 }), records), 'InvalidData', 'record 2 (byte 96) has game id 1'],
    ['corrupt in a record', () => file('bad.bin', header, Uint8Array.from(records, (b, i) => (i === RECORD_SIZE + 8 ? 0x77 : b))), 'InvalidData', 'record 1 (byte 64): piece code 7'],
  ])('%s → a named failure', (_what, make, kind, message) => {
    const r = readDataFile(make());
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe(kind);
      expect(r.message).toContain(message);
    }
  });

  it('header size and record size are 32', () => {
    expect([HEADER_SIZE, RECORD_SIZE, header.length]).toEqual([32, 32, 32]);
  });
});
