// Perft gates the move generator: every count of at most NODE_LIMIT nodes in the three shared
// perft files must be exact. Larger counts are left to the full-depth run recorded in
// docs/perft.md (minutes to hours), so this file stays within seconds. Also checks the suite
// parser on malformed input, since `kerf perft --suite` reports those lines rather than dying.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { parsePerftSuite, perft, perftDivide } from '../../src/tools/perft.js';
import { mustParse } from '../board/random-games.js';

const NODE_LIMIT = 100_000;

function dataFile(name: string): string {
  return readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8');
}

function checkFile(name: string): void {
  const text = dataFile(name);
  const suite = parsePerftSuite(text);
  expect(suite.errors).toEqual([]);
  expect(suite.lines.length).toBe(text.split('\n').filter((l) => l.trim() !== '').length);
  const mismatches: string[] = [];
  let checked = 0;
  for (const line of suite.lines) {
    const parsed = positionFromFen(line.fen);
    if (!parsed.ok) { mismatches.push(`line ${line.lineNumber}: ${parsed.message}`); continue; }
    for (const { depth, nodes } of line.depths) {
      if (nodes > NODE_LIMIT) continue;
      const got = perft(parsed.value, depth);
      checked++;
      if (got !== nodes) mismatches.push(`line ${line.lineNumber} D${depth}: expected ${nodes}, got ${got}: ${line.fen}`);
    }
  }
  expect(mismatches).toEqual([]);
  // Guard against a silently empty run (e.g. a parse change that drops every depth).
  expect(checked).toBeGreaterThan(suite.lines.length);
}

describe('perft on the shared suites (counts up to 100,000 nodes)', () => {
  it('perft.epd', () => checkFile('perft.epd'));
  it('perftsuite.epd', () => checkFile('perftsuite.epd'));
  it('perft960.epd', () => checkFile('perft960.epd'));
});

describe('perft and divide', () => {
  it('depth 0 is one node and divide sums to perft', () => {
    const pos = mustParse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect(perft(pos, 0)).toBe(1);
    const divide = perftDivide(pos, 3);
    expect(divide.length).toBe(perft(pos, 1));
    expect(divide.reduce((s, d) => s + d.nodes, 0)).toBe(perft(pos, 3));
    for (const d of divide) expect(d.nodes).toBeGreaterThan(0);
  });
});

describe('parsePerftSuite', () => {
  it('reads good lines, skips blank and # lines, and reports malformed ones with line numbers', () => {
    const text = [
      '# a comment',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66',
      '',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 fifteen',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ; 1 15',
      '   8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\r',
    ].join('\n');
    const r = parsePerftSuite(text);
    expect(r.lines.map((l) => l.lineNumber)).toEqual([2, 8]);
    expect(r.lines[0].depths).toEqual([{ depth: 1, nodes: 15 }, { depth: 2, nodes: 66 }]);
    expect(r.lines[1].fen).toBe('8/8/8/8/8/8/8/K6k w - - 0 1');
    expect(r.errors).toHaveLength(4);
    expect(r.errors[0]).toMatch(/^line 4: no ';D<n> <count>' entries/);
    expect(r.errors[1]).toMatch(/^line 5: cannot read depth entry 'D1 fifteen'/);
    expect(r.errors[2]).toMatch(/^line 6: cannot read depth entry ''/);
    expect(r.errors[3]).toMatch(/^line 7: cannot read depth entry '1 15'/);
  });

  it('handles CRLF files and an empty file', () => {
    const r = parsePerftSuite('8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\r\n8/8/8/8/8/8/8/K6k b - - 0 1 ;D1 3\r\n');
    expect(r.errors).toEqual([]);
    expect(r.lines.map((l) => l.fen.split(' ')[1])).toEqual(['w', 'b']);
    expect(parsePerftSuite('')).toEqual({ ok: true, lines: [], errors: [] });
  });
});
