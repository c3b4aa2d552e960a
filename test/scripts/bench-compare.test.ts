// scripts/bench-compare.mjs: each engine is benched at its own `exe@depth`, else at --depth, else
// at its default; bad arguments get a message and exit code 2. A stand-in engine (a shell script
// that reports the depth it was given as its node count) shows which depth each one got.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = 'scripts/bench-compare.mjs';
let dir = '';
let engine = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kerf-bench-compare-'));
  engine = join(dir, 'stand-in');
  // `bench` alone reports 7 nodes (its default depth); `bench D` reports D nodes.
  writeFileSync(engine, '#!/bin/sh\necho "${2:-7} nodes 1000 nps"\n');
  chmodSync(engine, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, [script, '--rounds', '1', ...args], { encoding: 'utf8' });

describe('bench-compare', () => {
  it('benches each engine at its own depth, else at --depth, else at its default', () => {
    const own = run(engine, `${engine}@11`);
    expect(own.status).toBe(0);
    expect(own.stdout).toContain(`${engine}: 7 nodes, median 1000 nps (1.000x)`);
    expect(own.stdout).toContain(`${engine}@11: 11 nodes, median 1000 nps (1.000x)`);
    const shared = run('--depth', '5', engine, `${engine}@3`);
    expect(shared.stdout).toContain(`${engine}: 5 nodes`);
    expect(shared.stdout).toContain(`${engine}@3: 3 nodes`);
  });

  it('refuses a zero depth and no engines, with exit code 2', () => {
    const zero = run(`${engine}@0`);
    expect(zero.status).toBe(2);
    expect(zero.stderr).toContain(`the depth in '${engine}@0' must be a positive integer`);
    const none = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('usage: node scripts/bench-compare.mjs');
  });
});
