// `kerf bench` end to end through bin/kerf: the node count is the search's signature, so two runs
// print the same `<N> nodes`; the last line has the OpenBench form `<N> nodes <M> nps`; the
// per-position counts add up to N; an option that changes the search changes N; the default bench
// prints the signature docs/engine.md states (that paragraph is written by hand); bad arguments are
// `kerf: …` errors with exit code 2.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';
import { BENCH_POSITIONS } from '../../src/tools/bench-positions.js';

function kerf(...args: string[]): { code: number | null; out: string[]; stderr: string } {
  const r = spawnSync(process.execPath, [KERF_BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60000 });
  return { code: r.status, out: r.stdout.split('\n').filter((l) => l !== ''), stderr: r.stderr };
}

function signature(out: string[]): number {
  const last = out.at(-1) ?? '';
  const m = /^(\d+) nodes (\d+) nps$/.exec(last);
  expect(m, last).not.toBeNull();
  return Number(m![1]);
}

let first: ReturnType<typeof kerf>;
let second: ReturnType<typeof kerf>;

beforeAll(() => {
  ensureBundle();
  first = kerf('bench', '5');
  second = kerf('bench', '5');
});

describe('kerf bench', () => {
  it('bench 5 twice prints the same node count, in the OpenBench last-line format', () => {
    const [a, b] = [first, second];
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.stderr).toBe('');
    const n = signature(a.out);
    expect(n).toBeGreaterThan(0);
    expect(signature(b.out)).toBe(n);
    // One line per bench position, and they add up to the total.
    const per = a.out.filter((l) => l.startsWith('position '));
    expect(per).toHaveLength(BENCH_POSITIONS.length);
    const sum = per.reduce((s, l) => s + Number(/ (\d+) nodes /.exec(l)![1]), 0);
    expect(sum).toBe(n);
    expect(a.out).toContain(`Nodes searched  : ${n}`);
    // Same per-position moves and scores too, not only the same total.
    expect(b.out.filter((l) => l.startsWith('position ')).map((l) => l.replace(/\s+/g, ' '))).toEqual(per.map((l) => l.replace(/\s+/g, ' ')));
  });

  it('a deeper bench searches more nodes, and an option that changes the search changes the count', () => {
    const d4 = signature(kerf('bench', '4').out);
    const d5 = signature(first.out);
    expect(d5).toBeGreaterThan(d4);
    const noLmr = kerf('bench', '5', '--option', 'LMR=false');
    expect(noLmr.code).toBe(0);
    expect(signature(noLmr.out)).not.toBe(d5);
    // MultiPV=1 is the default search; more lines cost more nodes.
    expect(signature(kerf('bench', '5', '--option', 'MultiPV=1').out)).toBe(d5);
    expect(signature(kerf('bench', '5', '--option', 'MultiPV=2').out)).toBeGreaterThan(d5);
  });

  it('the default bench prints the bench signature docs/engine.md states', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'engine.md'), 'utf8');
    const stated = /\*\*Bench signature\*\* \(`bin\/kerf bench`[^`]*`(\d+) nodes`/.exec(doc)?.[1];
    expect(stated, 'docs/engine.md has no "**Bench signature** (`bin/kerf bench` …): `N nodes`" line').toBeDefined();
    const full = kerf('bench');
    expect(full.code, full.stderr).toBe(0);
    expect(signature(full.out)).toBe(Number(stated));
  });

  for (const [label, args, message] of [
    ['depth 0', ['0'], /^kerf: bench: depth must be between 1 and 64, got 0$/],
    ['a non-number depth', ['deep'], /^kerf: bench: depth must be a whole number, got 'deep'$/],
    ['two depths', ['4', '5'], /^kerf: bench: expected at most one depth argument, got 2$/],
    ['a bad option', ['4', '--option', 'ProbCut=maybe'], /^kerf: bench: option ProbCut must be one of off, probcut, mpc/],
  ] as const) {
    it(`${label}: kerf: error on stderr, exit 2`, () => {
      const r = kerf('bench', ...args);
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.stderr.trim()).toMatch(message);
    });
  }
});
