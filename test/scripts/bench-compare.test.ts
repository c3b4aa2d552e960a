// scripts/bench-compare.mjs: each engine is benched at its own `exe@depth`, else at --depth, else
// at its default; each engine after the first gets its paired (per-round) ratio to the first; bad
// arguments get a message and exit code 2. A stand-in engine (a shell script that reports the
// depth it was given as its node count) shows which depth each one got.
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

  it('pairs each round with the first engine: median per-round ratio and rounds won', () => {
    // A stand-in whose nps is depth * 100 times the round (kept in a counter file): at @2 and @3
    // every round's ratio is 1.5, though the medians of the runs differ with the rounds.
    const counted = join(dir, 'counted');
    const counter = join(dir, 'count');
    writeFileSync(counter, '0\n');
    writeFileSync(counted, `#!/bin/sh\nn=$(($(cat ${counter}) + 1))\necho $n > ${counter}\nr=$(( (n + 1) / 2 ))\necho "$2 nodes $(( $2 * 100 * r )) nps"\n`);
    chmodSync(counted, 0o755);
    const out = spawnSync(process.execPath, [script, '--rounds', '3', `${counted}@2`, `${counted}@3`], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(`${counted}@2: 2 nodes, median 400 nps (1.000x), runs 200 400 600`);
    expect(out.stdout).toContain(`${counted}@3: 3 nodes, median 600 nps (1.500x), paired 1.500x (faster in 3 of 3 rounds), runs 300 600 900`);
    expect(out.stdout.split('\n')[0]).not.toContain('paired');
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
