// `kerf perft` end to end: runs the real bundle through bin/kerf in a child process, so the test
// covers argument parsing, output format and exit codes exactly as a user sees them. `npm test`
// builds dist/kerf.js first; when run alone, the bundle is built here only if it is missing
// (rebuilding a shared tree under other people's feet is not this test's business).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'kerf');
let tmp = '';

function kerf(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function lines(text: string): string[] {
  return text.split('\n').filter((l) => l !== '');
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'kerf.js'))) {
    const b = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
  }
  tmp = mkdtempSync(join(tmpdir(), 'kerf-perft-cli-'));
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('kerf perft', () => {
  it('perft 3 from the start position ends with the node count', () => {
    const r = kerf('perft', '3');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout).at(-1)).toBe('Nodes searched: 8902');
  });

  it('--divide lists every root move with its count, summing to the total', () => {
    const r = kerf('perft', '3', '--divide', '--fen', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    const moves = out.filter((l) => /^[a-h][1-8][a-h][1-8][qrbn]?: \d+$/.test(l));
    expect(moves).toHaveLength(48);
    expect(moves).toContain('e1g1: 2059'); // chess.js: new Chess(kiwipete), move('O-O'), perft(2)
    expect(moves.reduce((s, l) => s + Number(l.split(': ')[1]), 0)).toBe(97862);
    expect(out.at(-1)).toBe('Nodes searched: 97862');
  });

  it('--suite reports a wrong count as MISMATCH and exits 1', () => {
    const epd = join(tmp, 'small.epd');
    writeFileSync(epd, [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 67',
    ].join('\n') + '\n');
    const r = kerf('perft', '--suite', epd);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out.filter((l) => l.startsWith('MISMATCH'))).toEqual([
      'MISMATCH line 2 depth 2: expected 67, got 66  4k3/8/8/8/8/8/8/4K2R w K - 0 1',
    ]);
    expect(out.at(-1)).toBe('3 passed, 1 failed');
  });

  it('--suite with correct counts exits 0', () => {
    const epd = join(tmp, 'good.epd');
    writeFileSync(epd, '4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197\n');
    const r = kerf('perft', '--suite', epd, '--max-depth', '2');
    expect(r.code).toBe(0);
    expect(lines(r.stdout).at(-1)).toBe('2 passed, 0 failed');
  });

  const bad: Array<[string, string[], RegExp]> = [
    ['a bad FEN', ['perft', '2', '--fen', '8/8/8/8/8/8/8/K6k w - - 0 1 ;'], /^kerf: perft: invalid FEN: /],
    ['a FEN with one king', ['perft', '2', '--fen', '8/8/8/8/8/8/8/K7 w - - 0 1'], /^kerf: perft: invalid FEN: .*black king, found 0/],
    ['a non-numeric depth', ['perft', 'abc'], /^kerf: perft: depth must be a whole number, got 'abc'/],
    ['a negative depth', ['perft', '-3'], /^kerf: perft: /],
    ['a depth out of range', ['perft', '99'], /^kerf: perft: depth must be between 0 and 20, got 99/],
    ['a missing depth', ['perft'], /^kerf: perft: expected one depth argument, got 0/],
    ['an unknown flag', ['perft', '2', '--frobnicate'], /^kerf: perft: Unknown option '--frobnicate'/],
    ['a flag without its value', ['perft', '2', '--fen'], /^kerf: perft: Option '--fen <value>' argument missing/],
    ['an unreadable suite file', ['perft', '--suite', '/nonexistent/kerf.epd'], /^kerf: perft: cannot read '\/nonexistent\/kerf.epd' \(ENOENT\)/],
    ['a directory as suite file', ['perft', '--suite', '/'], /^kerf: perft: cannot read '\/' \(EISDIR\)/],
    ['a bad --max-depth', ['perft', '--suite', '/nonexistent/kerf.epd', '--max-depth', '0'], /^kerf: perft: --max-depth must be between 1 and 20, got 0/],
    ['an unknown command', ['frobnicate'], /^kerf: unknown command 'frobnicate'/],
  ];
  for (const [what, args, pattern] of bad) {
    it(`rejects ${what} with exit code 2 and one line on stderr`, () => {
      const r = kerf(...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(lines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
