// scripts/rss-watch.mjs: it finds the engine processes a command starts (descendants whose
// command line matches), samples their resident memory, passes the command's output and exit code
// through, and ignores descendants that do not match.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const script = 'scripts/rss-watch.mjs';
// A parent that starts two children: one whose command line carries the marker and holds ~40 MiB,
// one without it. The parent prints a line and exits with code 3 once both children are done.
const parent = [
  "const { spawn } = require('node:child_process');",
  "const hold = 'const b = Buffer.alloc(40 * 1024 * 1024, 1); setTimeout(() => b.length, 1500);';",
  "const a = spawn(process.execPath, ['-e', hold, 'rss-marker-engine'], { stdio: 'inherit' });",
  "const b = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1500)', 'other'], { stdio: 'inherit' });",
  "let left = 2; for (const c of [a, b]) c.on('exit', () => { if (--left === 0) { console.log('parent done'); process.exit(3); } });",
].join('\n');

describe('rss-watch', () => {
  it('samples only the matching descendants and keeps the command\'s output and exit code', () => {
    const r = spawnSync(process.execPath, [script, '--every', '100', '--match', 'rss-marker-engine', '--', process.execPath, '-e', parent], { encoding: 'utf8' });
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('parent done');
    const summary = /rss-watch: (\d+) processes, max ([\d.]+) MiB/.exec(r.stderr);
    expect(summary, r.stderr).not.toBeNull();
    expect(Number(summary![1])).toBe(1);
    // The marked child touched a 40 MiB buffer, so its resident size is above that.
    expect(Number(summary![2])).toBeGreaterThan(40);
    expect(r.stderr).toMatch(/median per quarter [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ .*rss-marker-engine/);
    expect(r.stderr).not.toMatch(/pid \d+ .* other$/m);
  });

  it('refuses a call without a command', () => {
    const r = spawnSync(process.execPath, [script, '--every', '100'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^usage: /);
  });
});
