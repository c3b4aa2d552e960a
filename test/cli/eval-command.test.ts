// `kerf eval`: the term table and final lines in-process (so the numbers can be checked against
// the evaluator), and the real bundle through bin/kerf for the exit codes and the error line.
// `npm test` builds dist/kerf.js first; alone, the bundle is built here only if it is missing.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { evalCommand } from '../../src/cli/eval-command.js';
import { CliError } from '../../src/cli/errors.js';
import { evaluateFullWhite } from '../../src/eval/full.js';
import { mustParse } from '../board/random-games.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'kerf');

function run(args: string[]): string[] {
  const lines: string[] = [];
  expect(evalCommand(args, (l) => lines.push(l))).toBe(0);
  return lines;
}

function kerf(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'kerf.js'))) {
    const b = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
  }
});

describe('kerf eval (in process)', () => {
  const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1';

  it('prints a row per term group whose totals are the evaluation, and both final views', () => {
    const lines = run(['--fen', fen]);
    expect(lines[0]).toBe(`Position: ${fen}`);
    for (const group of ['Material', 'Imbalance', 'PST', 'Pawns', 'Passed', 'Mobility', 'Knights', 'Bishops', 'Rooks', 'Queens', 'Threats', 'King safety', 'King danger', 'Tempo']) {
      expect(lines.some((l) => l.startsWith(group.padEnd(16) + '|')), group).toBe(true);
    }
    const v = evaluateFullWhite(mustParse(fen));
    expect(lines).toContain(`Final evaluation: ${v >= 0 ? '+' : '-'}${(Math.abs(v) / 100).toFixed(2)} (${v} cp, White's view)`);
    expect(lines.at(-1)).toContain(`(${-v} cp, side to move: black)`);
    // Each row's Total column is White minus Black; the Total row sums the rows.
    const rows = lines.filter((l) => /^[A-Z][a-zA-Z ]+\s*\|\s*-?\d/.test(l));
    const nums = rows.map((l) => l.split('|').slice(1).join(' ').trim().split(/\s+/).map(Number));
    const body = nums.slice(0, -1);
    const total = nums.at(-1)!;
    for (const r of body) {
      expect(r[4]).toBe(r[0] - r[2]);
      expect(r[5]).toBe(r[1] - r[3]);
    }
    for (let k = 0; k < 6; k++) expect(total[k]).toBe(body.reduce((s, r) => s + r[k], 0));
  });

  it('evaluates the start position by default, and names a special ending instead of a table', () => {
    expect(run([])[0]).toContain('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const lines = run(['--fen', '8/8/8/4k3/8/8/8/4K2R w - - 0 1']);
    expect(lines[1]).toMatch(/^Special ending: KXK/);
    expect(lines.at(-2)).toMatch(/^Final evaluation: \+\d+\.\d\d \(\d+ cp, White's view\)$/);
  });

  it('rejects a bad FEN and stray arguments with a CliError', () => {
    expect(() => run(['--fen', '8/8/8 w - - 0 1'])).toThrow(CliError);
    expect(() => run(['--fen', '8/8/8 w - - 0 1'])).toThrow(/^eval: invalid FEN: /);
    expect(() => run(['e4'])).toThrow(/unexpected argument/);
  });
});

describe('kerf eval (bin/kerf)', () => {
  it('exits 0 with the table', () => {
    const r = kerf('eval', '--fen', '8/5k2/3b2p1/7p/7P/P5P1/4BK2/8 w - - 0 1');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('drawish-ending scale');
    expect(r.stdout).toMatch(/Final evaluation: [+-]\d+\.\d\d \(-?\d+ cp, side to move: white\)/);
  });

  it('a bad FEN is one kerf: line on stderr and exit 2', () => {
    const r = kerf('eval', '--fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("kerf: eval: invalid FEN: FEN side to move must be 'w' or 'b', got 'x'\n");
  });
});
