// `kerf --help` and `kerf <command> --help` through bin/kerf: every command answers --help (and
// -h) with its synopsis on stdout and exit code 0, without running; the top-level help lists
// every command's synopsis; an unknown command is still an error.

import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_SYNOPSIS } from '../../src/cli/help.js';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';

function kerf(...args: string[]): { code: number | null; out: string[]; stderr: string } {
  const r = spawnSync(process.execPath, [KERF_BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60000 });
  return { code: r.status, out: r.stdout.split('\n').filter((l) => l !== ''), stderr: r.stderr };
}

beforeAll(() => ensureBundle());

describe('kerf help', () => {
  const commands = Object.keys(COMMAND_SYNOPSIS);

  it('kerf --help lists every command with its synopsis', () => {
    const r = kerf('--help');
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe(`usage: kerf [${commands.join('|')}] …   (no arguments: UCI mode)`);
    for (const c of commands) expect(r.out).toContain(`  ${COMMAND_SYNOPSIS[c]}`);
  });

  it.each(Object.keys(COMMAND_SYNOPSIS).filter((c) => c !== 'datagen'))('kerf %s --help prints its synopsis and runs nothing', (c) => {
    for (const flag of ['--help', '-h']) {
      const r = kerf(c, flag);
      expect(r.code).toBe(0);
      expect(r.out).toEqual([`usage: ${COMMAND_SYNOPSIS[c]}`]);
      expect(r.stderr).toBe('');
    }
  });

  it('kerf datagen --help prints its own longer help; an unknown command is an error', () => {
    const d = kerf('datagen', '--help');
    expect(d.code).toBe(0);
    expect(d.out[0]).toMatch(/^usage: kerf datagen /);
    expect(d.out.length).toBeGreaterThan(10);
    const u = kerf('frobnicate', '--help');
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/^kerf: unknown command 'frobnicate'/);
  });
});
