// scripts/alloc-profile.mjs: the engine's output passes through and the profile follows it; bytes
// are put on the function that allocated them, garbage included (a stand-in engine allocates
// arrays it drops at once in one named function); bad arguments get a message and exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = 'scripts/alloc-profile.mjs';
let dir = '';
let standIn = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kerf-alloc-profile-'));
  standIn = join(dir, 'stand-in.mjs');
  // About 40 MB of short-lived arrays, all from makeGarbage, then its argument echoed.
  writeFileSync(standIn, [
    'function makeGarbage(rounds) {',
    '  let sum = 0;',
    '  for (let i = 0; i < rounds; i++) sum += new Array(1000).fill(i).length;',
    '  return sum;',
    '}',
    'console.log(`stand-in ${process.argv[2]} ${makeGarbage(5000)}`);',
    '',
  ].join('\n'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('alloc-profile', () => {
  it('passes the command to the engine and puts the garbage on the function that made it', () => {
    const result = run('--engine', standIn, '--top', '3', '--frames', '1', '--', 'hello');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe('stand-in hello 5000000');
    const header = /^alloc-profile: (\d+) bytes sampled \(interval 256\), (\d+) sites$/.exec(lines[1]);
    expect(header).not.toBeNull();
    // Nearly all of the ~40 MB is garbage a minor collection freed: counted, not just what lives.
    expect(Number(header![1])).toBeGreaterThan(20_000_000);
    expect(lines[2]).toMatch(/^ +\d+ {2}makeGarbage:1$/);
    expect(lines).toHaveLength(5);
  });

  it('profiles the real engine: its output first, then the profile', () => {
    const result = run('--top', '2', '--', 'perft', '2');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    const profileAt = lines.findIndex((line) => line.startsWith('alloc-profile: '));
    expect(profileAt).toBeGreaterThan(0);
    expect(lines[profileAt - 1]).toBe('Nodes searched: 400');
    expect(lines.slice(profileAt + 1)).toHaveLength(2);
  });

  it('rejects a missing command, an unknown option and a bad count with exit code 2', () => {
    for (const args of [[], ['--top', '3'], ['--bogus', '1', '--', 'perft', '1'], ['--top', '0', '--', 'perft', '1']]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/alloc-profile|usage/);
      expect(result.stdout).toBe('');
    }
  });
});
