// The engine core (src/engine/engine.ts): complete when constructed (the built-in MPC parameters
// are in place, so ProbCut=mpc is all it takes), and an MPC parameter file that cannot be used
// fails with a named kind and the user's message while the previous parameters stay in force.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.js';
import { DEFAULT_MPC_TABLE } from '../../src/search/mpc/params.js';
import { PROBCUT_MPC, PROBCUT_OFF } from '../../src/search/mpc/settings.js';
import { Searcher } from '../../src/search/search.js';

describe('a fresh engine', () => {
  it('has the built-in MPC table, in a bare Searcher too; only the mode is off', () => {
    for (const searcher of [new Engine().searcher, new Searcher()]) {
      expect(searcher.probCut.settings.table).toBe(DEFAULT_MPC_TABLE);
      expect(searcher.probCut.settings.mode).toBe(PROBCUT_OFF);
    }
    const e = new Engine();
    expect(e.applyOption('ProbCut', 'mpc').ok).toBe(true);
    expect(e.searcher.probCut.settings.mode).toBe(PROBCUT_MPC);
    expect(e.searcher.probCut.enabled).toBe(true);
  });
});

describe('applyOption', () => {
  it('refuses an unusable params file by kind and keeps the previous table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-engine-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version": 0}');
    const e = new Engine();
    expect(e.applyOption('MPCParams', join(dir, 'none.json'))).toEqual({
      ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${join(dir, 'none.json')}' (ENOENT)`,
    });
    expect(e.applyOption('MPCParams', dir)).toEqual({ ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${dir}' (EISDIR)` });
    const invalid = e.applyOption('MPCParams', bad);
    expect(invalid.ok === false && invalid.kind).toBe('InvalidParams');
    expect(e.searcher.probCut.settings.table).toBe(DEFAULT_MPC_TABLE);
  });

  it('refuses what checkOption refuses', () => {
    expect(new Engine().applyOption('Nope', '1')).toEqual({ ok: false, kind: 'UnknownOption', message: "unknown option 'Nope'" });
    expect(new Engine().applyOption('Hash', 'big')).toMatchObject({ ok: false, kind: 'InvalidOptionValue' });
  });
});
