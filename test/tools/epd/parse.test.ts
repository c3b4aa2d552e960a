import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEpd, parseEpdLine, comment } from '../../../src/tools/epd/parse.js';

const DATA = join(fileURLToPath(new URL('../../../', import.meta.url)), 'data');
const files = [
  ...readdirSync(DATA).filter((f) => f.endsWith('.epd')).map((f) => join(DATA, f)),
  ...readdirSync(join(DATA, 'sts')).filter((f) => f.endsWith('.epd')).map((f) => join(DATA, 'sts', f)),
];

// Each file is parsed once (the TCEC set resolves 10,000 SAN moves through chess.js: seconds).
const cache = new Map<string, { text: string; parsed: ReturnType<typeof parseEpd> }>();
function load(file: string): { text: string; parsed: ReturnType<typeof parseEpd> } {
  let entry = cache.get(file);
  if (!entry) {
    const text = readFileSync(file, 'utf8');
    entry = { text, parsed: parseEpd(text) };
    cache.set(file, entry);
  }
  return entry;
}

function nonBlankLines(text: string): number {
  return text.split('\n').filter((l) => l.trim() !== '').length;
}

describe('the shared data files', () => {
  it('are all present (10 top-level files, 15 STS files)', () => {
    expect(files.length).toBe(25);
  });
  for (const file of files) {
    it(`parses ${file.slice(DATA.length + 1)} with no errors`, () => {
      const { text, parsed } = load(file);
      expect(parsed.errors).toEqual([]);
      expect(parsed.records.length).toBe(nonBlankLines(text));
      expect(parsed.records.filter((r) => r.fen.split(' ').length !== 6)).toEqual([]);
    });
  }
  it('turns every WAC bm/am into legal-looking UCI and keeps ids', () => {
    const { records } = load(join(DATA, 'wac.epd')).parsed;
    for (const r of records) {
      expect(r.bm ?? r.am).toBeDefined();
      for (const m of [...(r.bm ?? []), ...(r.am ?? [])]) expect(m).toMatch(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
      expect(r.id).toMatch(/^WAC\.\d{3}$/);
    }
    // WAC.001: "bm Qg6" with the queen on g3.
    expect(records[0].bm).toEqual(['g3g6']);
    expect(records[0].bmSan).toEqual(['Qg6']);
  });
  it('reads the TCEC fitting set\'s clocks and typed opcodes', () => {
    const { records } = load(join(DATA, 'tcec_positions.epd')).parsed;
    const first = records[0];
    // Line 1: "… w - - hmvc 4; fmvn 17; ce 127; acd 37; sm b3; c9 \"1/2-1/2\"; …"
    expect(first.fen).toBe('r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17');
    expect(first.ce).toBe(127);
    expect(first.acd).toBe(37);
    expect(first.sm).toBe('b2b3');
    expect(comment(first, 9)).toBe('1/2-1/2');
    expect(records.filter((r) => r.sm === undefined)).toEqual([]);
  });
  it('keeps a book line\'s own clocks and the perft lines\' depth opcodes', () => {
    const book = parseEpd('rn1qkbnr/ppp1pppp/8/3p1b2/2P5/1P6/P2PPPPP/RNBQKBNR w KQkq - 0 3\n');
    expect(book.records[0].fen).toBe('rn1qkbnr/ppp1pppp/8/3p1b2/2P5/1P6/P2PPPPP/RNBQKBNR w KQkq - 0 3');
    const perft = load(join(DATA, 'perft.epd')).parsed;
    expect(perft.records[0].opcodes.get('D1')).toEqual(['20']);
    expect(perft.records[0].opcodes.get('D6')).toEqual(['119060324']);
  });
});

describe('bad lines', () => {
  const good = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id "start";';
  const text = [
    good,
    'rnbqkbnr/pppppppp/8/8 w KQkq - bm e4;',
    '',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e5;',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "open;',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - acd x;',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "a"; id "b";',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - id "x";',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9bm e4;',
    '# a comment line',
    good,
  ].join('\n');
  const parsed = parseEpd(text);
  it('are skipped while good lines load', () => {
    expect(parsed.records.map((r) => r.lineNumber)).toEqual([1, 12]);
    expect(parsed.records[0].bm).toEqual(['e2e4']);
    expect(parsed.records[0].id).toBe('start');
  });
  it('are reported with their line numbers and a precise reason', () => {
    expect(parsed.errors).toEqual([
      { lineNumber: 2, message: 'FEN placement has 4 ranks, expected 8' },
      { lineNumber: 4, message: 'expected at least 4 FEN fields (placement, side, castling, en passant), got 3' },
      { lineNumber: 5, message: "bm: 'e5' is not a legal move here" },
      { lineNumber: 6, message: 'unterminated string starting at column 5' },
      { lineNumber: 7, message: "acd needs one whole number, got 'x'" },
      { lineNumber: 8, message: "opcode 'id' appears twice" },
      { lineNumber: 9, message: "FEN placement has an unknown piece 'X' on rank 1" },
      { lineNumber: 10, message: "'9bm' is not an opcode (a letter, then up to 14 letters, digits or _)" },
    ]);
  });
  it('stops after a record limit', () => {
    const limited = parseEpd(text, { limit: 1 });
    expect(limited.records.map((r) => r.lineNumber)).toEqual([1]);
    expect(limited.errors).toEqual([]);
  });
  it('a single line reports without a line number (the caller adds it)', () => {
    expect(parseEpdLine('8/8/8/8/8/8/8/8 w - -', 7)).toEqual({ ok: false, kind: 'InvalidEpd', message: 'FEN must have exactly one white king, found 0' });
  });
});
