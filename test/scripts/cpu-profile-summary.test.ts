// scripts/cpu-profile-summary.mjs on a small made-up profile: self time by function (the
// evaluator's functions marked), and with --lines a function's line ticks, summed over its nodes,
// printed with the bundle's line text; bad --lines gets exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = 'scripts/cpu-profile-summary.mjs';
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kerf-profile-'));
  mkdirSync(join(dir, 'prof'));
  const frame = (functionName: string) => ({ functionName, scriptId: '1', url: '', lineNumber: 0, columnNumber: 0 });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3] },
      { id: 2, callFrame: frame('negamax'), children: [4], positionTicks: [{ line: 2, ticks: 3 }, { line: 3, ticks: 1 }] },
      { id: 3, callFrame: frame('evaluatePieces'), positionTicks: [] },
      // negamax again (called from itself): its ticks add to the first node's.
      { id: 4, callFrame: frame('negamax'), positionTicks: [{ line: 2, ticks: 4 }] },
    ],
    startTime: 0,
    endTime: 10,
    samples: [2, 2, 3, 4, 4, 4, 3, 2, 4, 2],
    timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  };
  writeFileSync(join(dir, 'prof', 'a.cpuprofile'), JSON.stringify(profile));
  writeFileSync(join(dir, 'bundle.js'), 'first\n  probe(bucket)\nstore()\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cpu-profile-summary', () => {
  it('gives self time by function and, with --lines, the function\'s time by line', () => {
    const r = spawnSync(process.execPath, [script, join(dir, 'prof'), '--lines', 'negamax', '--bundle', join(dir, 'bundle.js')], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('evaluator functions 20.0 %');
    expect(r.stdout).toMatch(/80\.0 % {2}negamax\n/);
    expect(r.stdout).toContain('20.0 %  evaluatePieces  (evaluator)');
    expect(r.stdout).toContain('negamax, 8 line ticks');
    expect(r.stdout).toMatch(/87\.5 % +2 {2}probe\(bucket\)/);
    expect(r.stdout).toMatch(/12\.5 % +3 {2}store\(\)/);
  });

  it('refuses --lines without a function name', () => {
    const r = spawnSync(process.execPath, [script, join(dir, 'prof'), '--lines'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--lines needs a function name');
    // Another flag where the name should be is no name either.
    const flag = spawnSync(process.execPath, [script, join(dir, 'prof'), '--lines', '--top', '3'], { encoding: 'utf8' });
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('--lines needs a function name');
  });
});
