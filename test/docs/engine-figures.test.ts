// docs/engine.md states the bench signature, the node count of `kerf bench` at its default depth
// with the default options. That count changes with every functional commit and the paragraph is
// written by hand, so this test runs the bench and holds the document to it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';

describe('docs/engine.md figures', () => {
  beforeAll(() => ensureBundle());

  it('the stated bench signature is the node count `kerf bench` prints', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'engine.md'), 'utf8');
    const stated = /\*\*Bench signature\*\* \(`bin\/kerf bench`[^`]*`(\d+) nodes`/.exec(doc)?.[1];
    expect(stated, 'docs/engine.md has no "**Bench signature** (`bin/kerf bench` …): `N nodes`" line').toBeDefined();
    const run = spawnSync(process.execPath, [KERF_BIN, 'bench'], { cwd: ROOT, encoding: 'utf8', timeout: 120000 });
    expect(run.status, run.stderr).toBe(0);
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    const printed = /^(\d+) nodes \d+ nps$/.exec(last)?.[1];
    expect(printed, last).toBeDefined();
    expect(Number(stated)).toBe(Number(printed));
  });
});
