// scripts/bench-instructions.mjs: instructions per node under callgrind, start-up subtracted. Two
// stand-in engines whose `bench D` prints the same node count, one doing twice the other's work
// per node, must come out about 2:1, with the speed ratio line to match; bad arguments exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = 'scripts/bench-instructions.mjs';

/** A stand-in engine: `bench D` loops work·D²·100,000 times and reports D·1000 nodes. */
function standIn(dir: string, name: string, work: number): string {
  const file = join(dir, name);
  writeFileSync(file, [
    'const d = Number(process.argv[3]);',
    'let x = 0;',
    `for (let i = 0; i < ${work} * d * d * 100000; i++) x = (x + i) | 0;`,
    'console.log(`${d * 1000} nodes ${x & 1} nps`);',
  ].join('\n'));
  return file;
}

describe('bench-instructions', () => {
  it('counts twice the instructions per node for twice the work, and says so in the ratio', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-bench-instructions-'));
    const light = standIn(dir, 'light.mjs', 1);
    const heavy = standIn(dir, 'heavy.mjs', 2);
    const r = spawnSync(process.execPath, [script, '--depth', '4', light, heavy], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const perNode = [...r.stdout.matchAll(/bench 4 4000 nodes, (\d+) instructions per node/g)].map((m) => Number(m[1]));
    expect(perNode).toHaveLength(2);
    expect(perNode[1] / perNode[0]).toBeGreaterThan(1.6);
    expect(perNode[1] / perNode[0]).toBeLessThan(2.4);
    const ratio = new RegExp(`${heavy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ([\\d.]+)x the first's speed`).exec(r.stdout);
    expect(ratio, r.stdout).not.toBeNull();
    expect(Number(ratio![1])).toBeGreaterThan(0.4);
    expect(Number(ratio![1])).toBeLessThan(0.6);
  }, 240_000);

  it('refuses a bad depth and no engines, with exit code 2', () => {
    const badDepth = spawnSync(process.execPath, [script, '--depth', '1', 'x'], { encoding: 'utf8' });
    expect(badDepth.status).toBe(2);
    expect(badDepth.stderr).toContain('--depth needs an integer 2..20');
    const none = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('usage: node scripts/bench-instructions.mjs');
  });
});
