// scripts/rss-windows.mjs: the per-window medians of an rss-watch log, the short-lived processes
// left out, and bad logs or flags refused with exit code 2 and the line at fault.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = 'scripts/rss-windows.mjs';
const dir = mkdtempSync(join(tmpdir(), 'rss-windows-'));

function run(log: string, ...flags: string[]) {
  const path = join(dir, `log-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(path, log);
  return spawnSync(process.execPath, [script, path, ...flags], { encoding: 'utf8' });
}

/** A log of `rounds` one-second rounds: pid 11 grows 0.1 MiB a round from 100, pid 12 sits at 50; pid 13 only in the first 3. */
function growingLog(rounds: number): string {
  const lines: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const parts = [`11:${(100 + i / 10).toFixed(1)}`, '12:50.0'];
    if (i < 3) parts.push('13:20.0');
    lines.push(`${1000 * (i + 1)} ${parts.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('rss-windows', () => {
  it('prints each long-lived process\'s median per window, its max and how long it was watched', () => {
    // 180 rounds at 1 s in 1-minute windows: window 0 holds rounds 1..59, window 1 60..119, window 2 120..179, window 3 round 180.
    const r = run(growingLog(180), '--window', '1');
    expect(r.status, r.stderr).toBe(0);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toBe('| process | 0–1 min | 1–2 min | 2–3 min | 3–4 min | max | watched |');
    // Pid 11's samples in window 0 are 100.0..105.8 (59 of them): the upper median is the 30th, 102.9.
    expect(rows).toContain('| pid 11 | 102.9 | 108.9 | 114.9 | 117.9 | 117.9 | 3 min |');
    expect(rows).toContain('| pid 12 | 50.0 | 50.0 | 50.0 | 50.0 | 50.0 | 3 min |');
    expect(r.stdout).not.toContain('pid 13');
    expect(r.stderr).toContain('left out 1 process(es) with fewer than 60 samples');
  });

  it('keeps short-lived processes when --min-samples allows them', () => {
    const r = run(growingLog(180), '--window', '1', '--min-samples', '3');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('| pid 13 | 20.0 | – | – | – | 20.0 | 0 min |');
    expect(r.stderr).toBe('');
  });

  it('names the line of a malformed sample and exits with code 2', () => {
    const r = run('1000 11:100.0\n2000 11:abc\n');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/:2: '11:abc' is not <pid>:<MiB>/);
    expect(r.stdout).toBe('');
  });

  it('refuses a bad window, a missing file and a log with no samples', () => {
    expect(run(growingLog(70), '--window', '0').stderr).toMatch(/--window needs a positive number/);
    const missing = spawnSync(process.execPath, [script, join(dir, 'nope.log')], { encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*nope\.log: ENOENT/);
    const empty = run('\n');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/holds no samples/);
  });
});
