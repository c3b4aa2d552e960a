// Tests for the MPC params validator, loader and built-in default: every bad field is reported
// with its path, a good file lands in the table at the documented index, and σ by improving
// (sigma_improving / sigma_not_improving) is read where given and falls back to sigma where not.

import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_MPC_NOTE, DEFAULT_MPC_PARAMS_FILE, DEFAULT_MPC_TABLE, MAX_MPC_HEIGHT, MAX_MPC_TRIES, emptyMpcTable,
  loadMpcParamsFile, mpcHighBound, mpcIndex, mpcLowBound, parseMpcParams, validateMpcParams,
} from '../../../src/search/mpc/params.js';

const DEFAULT_PATH = fileURLToPath(new URL(`../../../${DEFAULT_MPC_PARAMS_FILE}`, import.meta.url));

function goodDoc(): any {
  return {
    version: 1,
    stage: { definition: 'crafty' },
    stages: {
      middlegame: {
        checks: [
          { height: 8, tries: [{ shallow: 3, t: 1.0, a: 1.02, b: 2.36, sigma: 82, r: 0.82, n: 1200 }, { shallow: 4, t: 1.2, a: 1.0, b: 0, sigma: 70 }] },
          { height: 6, tries: [{ shallow: 2, t: 1.0, a: 1.0, b: -1.5, sigma: 60 }] },
        ],
      },
      endgame: {
        checks: [
          { height: 6, tries: [{ shallow: 2, t: 1.0, a: 1.1, b: 1.75, sigma: 50 }] },
          { height: 7, tries: [{ shallow: 3, t: 1.0, a: 1.1, b: 1.75, sigma: 55 }] },
          { height: 9, tries: [{ shallow: 3, t: 1.0, a: 1.1, b: 1.75, sigma: 0.5 }] },
        ],
      },
    },
    note: 'test',
    made_by: 'the test',
  };
}

function errorOf(mutate: (doc: any) => void): string {
  const doc = goodDoc();
  mutate(doc);
  const result = validateMpcParams(doc);
  if (result.ok) throw new Error('expected a validation error');
  return result.message;
}

describe('validateMpcParams', () => {
  it('accepts a good document and fills the table at the documented index', () => {
    const result = validateMpcParams(goodDoc());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { table } = result.value;
    const i = mpcIndex(0, 8, 1);
    expect(i).toBe((0 * (MAX_MPC_HEIGHT + 1) + 8) * MAX_MPC_TRIES + 1);
    expect(table.shallow[mpcIndex(0, 8, 0)]).toBe(3);
    expect(table.shallow[i]).toBe(4);
    expect(table.shallow[mpcIndex(0, 8, 2)]).toBe(-1);
    expect(table.t[i]).toBe(1.2);
    expect(table.a[mpcIndex(0, 8, 0)]).toBe(1.02);
    expect(table.b[mpcIndex(0, 6, 0)]).toBe(-1.5);
    expect(table.sigma[mpcIndex(1, 9, 0)]).toBe(0.5);
    expect(table.shallow[mpcIndex(1, 8, 0)]).toBe(-1);
    expect(Array.from(table.stageMaxHeight)).toEqual([8, 9]);
    expect(Object.isFrozen(table)).toBe(true);
    expect([table.maxHeight, table.maxTries]).toEqual([MAX_MPC_HEIGHT, MAX_MPC_TRIES]);
    expect(result.value.note).toBe('test');
  });

  it('computes the Figure 2 bounds: round((±tσ + bound − b) / a)', () => {
    const result = validateMpcParams(goodDoc());
    if (!result.ok) throw new Error(result.message);
    const i = mpcIndex(0, 8, 0); // t 1, a 1.02, b 2.36, σ 82
    expect(mpcHighBound(result.value.table, i, 50)).toBe(Math.round((82 + 50 - 2.36) / 1.02)); // 127
    expect(mpcHighBound(result.value.table, i, 50)).toBe(127);
    expect(mpcLowBound(result.value.table, i, -20)).toBe(-102); // (−82 − 20 − 2.36) / 1.02 = −102.3
  });

  it.each<[string, (doc: any) => void, string]>([
    ['wrong version', (d) => { d.version = 2; }, 'MPCParams: version must be 1, got 2'],
    ['version missing', (d) => { delete d.version; }, 'MPCParams: (root).version is missing'],
    ['unknown top-level key', (d) => { d.extra = 1; }, 'MPCParams: (root).extra is not a known key'],
    ['root not an object', (d) => { d.stages = [1]; }, 'MPCParams: stages must be an object, got an array'],
    ['unknown stage definition', (d) => { d.stage.definition = 'phase'; }, 'MPCParams: stage.definition must be "crafty", got a string "phase"'],
    ['note missing', (d) => { delete d.note; }, 'MPCParams: (root).note is missing'],
    ['note empty', (d) => { d.note = ' '; }, 'MPCParams: note must be a non-empty string'],
    ['stage missing', (d) => { delete d.stages.endgame; }, 'MPCParams: stages.endgame is missing'],
    ['unknown stage', (d) => { d.stages.opening = { checks: [] }; }, 'MPCParams: stages.opening is not a known key'],
    ['checks not an array', (d) => { d.stages.middlegame.checks = {}; }, 'MPCParams: stages.middlegame.checks must be an array, got an object'],
    ['unknown key in a try', (d) => { d.stages.endgame.checks[2].tries[0].p = 0.84; }, 'MPCParams: stages.endgame.checks[2].tries[0].p is not a known key'],
    ['sigma zero', (d) => { d.stages.endgame.checks[2].tries[0].sigma = 0; }, 'MPCParams: stages.endgame.checks[2].tries[0].sigma must be > 0, got 0'],
    ['sigma negative', (d) => { d.stages.endgame.checks[2].tries[0].sigma = -3; }, 'MPCParams: stages.endgame.checks[2].tries[0].sigma must be > 0, got -3'],
    ['a zero', (d) => { d.stages.middlegame.checks[0].tries[1].a = 0; }, 'MPCParams: stages.middlegame.checks[0].tries[1].a must be > 0, got 0'],
    ['t negative', (d) => { d.stages.middlegame.checks[0].tries[0].t = -1; }, 'MPCParams: stages.middlegame.checks[0].tries[0].t must be > 0, got -1'],
    ['b a string', (d) => { d.stages.middlegame.checks[1].tries[0].b = '2'; }, 'MPCParams: stages.middlegame.checks[1].tries[0].b must be a number, got a string "2"'],
    ['b null (how JSON writes NaN)', (d) => { d.stages.middlegame.checks[1].tries[0].b = null; }, 'MPCParams: stages.middlegame.checks[1].tries[0].b must be a number, got null'],
    ['NaN', (d) => { d.stages.middlegame.checks[1].tries[0].a = NaN; }, 'MPCParams: stages.middlegame.checks[1].tries[0].a must be a finite number, got NaN'],
    ['Infinity', (d) => { d.stages.middlegame.checks[1].tries[0].b = -Infinity; }, 'MPCParams: stages.middlegame.checks[1].tries[0].b must be a finite number, got -Infinity'],
    ['sigma missing', (d) => { delete d.stages.endgame.checks[0].tries[0].sigma; }, 'MPCParams: stages.endgame.checks[0].tries[0].sigma is missing'],
    ['shallow = height', (d) => { d.stages.endgame.checks[1].tries[0].shallow = 7; }, 'MPCParams: stages.endgame.checks[1].tries[0].shallow must be less than the check height 7, got 7'],
    ['shallow > height', (d) => { d.stages.endgame.checks[1].tries[0].shallow = 9; }, 'MPCParams: stages.endgame.checks[1].tries[0].shallow must be less than the check height 7, got 9'],
    ['shallow 0', (d) => { d.stages.endgame.checks[1].tries[0].shallow = 0; }, 'MPCParams: stages.endgame.checks[1].tries[0].shallow must be an integer in 1..16, got 0'],
    ['shallow fractional', (d) => { d.stages.endgame.checks[1].tries[0].shallow = 2.5; }, 'MPCParams: stages.endgame.checks[1].tries[0].shallow must be an integer in 1..16, got 2.5'],
    ['tries out of order', (d) => { d.stages.middlegame.checks[0].tries[1].shallow = 3; }, 'MPCParams: stages.middlegame.checks[0].tries[1].shallow must be greater than tries[0].shallow 3'],
    ['height 0', (d) => { d.stages.middlegame.checks[1].height = 0; }, 'MPCParams: stages.middlegame.checks[1].height must be an integer in 1..16, got 0'],
    ['height too large', (d) => { d.stages.middlegame.checks[1].height = 17; }, 'MPCParams: stages.middlegame.checks[1].height must be an integer in 1..16, got 17'],
    ['duplicate height', (d) => { d.stages.endgame.checks[2].height = 6; }, 'MPCParams: stages.endgame.checks[2].height 6 duplicates stages.endgame.checks[0].height'],
    ['no tries', (d) => { d.stages.endgame.checks[0].tries = []; }, 'MPCParams: stages.endgame.checks[0].tries must hold 1..4 tries, got 0'],
    ['too many tries', (d) => {
      d.stages.endgame.checks[2].tries = [1, 2, 3, 4, 5].map((s) => ({ shallow: s, t: 1, a: 1, b: 0, sigma: 9 }));
    }, 'MPCParams: stages.endgame.checks[2].tries must hold 1..4 tries, got 5'],
    ['r out of range', (d) => { d.stages.middlegame.checks[0].tries[0].r = 1.5; }, 'MPCParams: stages.middlegame.checks[0].tries[0].r must be in -1..1, got 1.5'],
    ['n negative', (d) => { d.stages.middlegame.checks[0].tries[0].n = -1; }, 'MPCParams: stages.middlegame.checks[0].tries[0].n must be an integer in 0..'],
    ['a misspelt sigma key', (d) => { d.stages.middlegame.checks[0].tries[0].sigma_improved = 9; }, 'MPCParams: stages.middlegame.checks[0].tries[0].sigma_improved is not a known key'],
  ])('names the field: %s', (_name, mutate, expected) => {
    expect(errorOf(mutate)).toContain(expected);
  });

  it('rejects a document that is not an object', () => {
    expect(validateMpcParams(null)).toEqual({ ok: false, kind: 'InvalidParams', message: 'MPCParams: (root) must be an object, got null' });
    expect(validateMpcParams([])).toEqual({ ok: false, kind: 'InvalidParams', message: 'MPCParams: (root) must be an object, got an array' });
  });

  it('accepts a stage with no checks', () => {
    const result = validateMpcParams({ ...goodDoc(), stages: { middlegame: { checks: [] }, endgame: { checks: [] } } });
    expect(result.ok && Array.from(result.value.table.stageMaxHeight)).toEqual([0, 0]);
  });
});

describe('σ by improving (sigma_improving, sigma_not_improving)', () => {
  /** goodDoc with σ by improving on middlegame height 8's first try and endgame height 9's. */
  function splitDoc(): any {
    const doc = goodDoc();
    Object.assign(doc.stages.middlegame.checks[0].tries[0], { sigma_improving: 61.5, sigma_not_improving: 97.25, n_improving: 500, n_not_improving: 700 });
    Object.assign(doc.stages.endgame.checks[2].tries[0], { sigma_improving: 0.25, sigma_not_improving: 3 });
    return doc;
  }
  function splitError(mutate: (doc: any) => void): string {
    const doc = splitDoc();
    mutate(doc);
    const result = validateMpcParams(doc);
    if (result.ok) throw new Error('expected a validation error');
    return result.message;
  }

  it('reads both σ where a try has them, and sigma in both tables where it has not', () => {
    const result = validateMpcParams(splitDoc());
    if (!result.ok) throw new Error(result.message);
    const { table } = result.value;
    const split = mpcIndex(0, 8, 0);
    expect([table.sigma[split], table.sigmaImproving[split], table.sigmaNotImproving[split]]).toEqual([82, 61.5, 97.25]);
    const end = mpcIndex(1, 9, 0);
    expect([table.sigma[end], table.sigmaImproving[end], table.sigmaNotImproving[end]]).toEqual([0.5, 0.25, 3]);
    // The try beside it, and every other one, falls back to its sigma.
    const plain = mpcIndex(0, 8, 1);
    expect([table.sigma[plain], table.sigmaImproving[plain], table.sigmaNotImproving[plain]]).toEqual([70, 70, 70]);
    for (let k = 0; k < table.sigma.length; k++) {
      if (k === split || k === end) continue;
      expect(table.sigmaImproving[k]).toBe(table.sigma[k]);
      expect(table.sigmaNotImproving[k]).toBe(table.sigma[k]);
    }
  });

  it('a file without them (as before) loads to the same table as before, sigma in all three', () => {
    const result = validateMpcParams(goodDoc());
    if (!result.ok) throw new Error(result.message);
    const { table } = result.value;
    expect(Array.from(table.sigmaImproving)).toEqual(Array.from(table.sigma));
    expect(Array.from(table.sigmaNotImproving)).toEqual(Array.from(table.sigma));
    expect(table.sigma[mpcIndex(0, 8, 0)]).toBe(82);
    // params/mpc.json (the 2003-style interior fit) has no such keys.
    const paper = loadMpcParamsFile(fileURLToPath(new URL('../../../params/mpc.json', import.meta.url)));
    if (!paper.ok) throw new Error(paper.message);
    expect(Array.from(paper.value.table.sigmaImproving)).toEqual(Array.from(paper.value.table.sigma));
    expect(Array.from(paper.value.table.sigmaNotImproving)).toEqual(Array.from(paper.value.table.sigma));
  });

  it.each<[string, (doc: any) => void, string]>([
    ['sigma_improving zero', (d) => { d.stages.middlegame.checks[0].tries[0].sigma_improving = 0; }, 'MPCParams: stages.middlegame.checks[0].tries[0].sigma_improving must be > 0, got 0'],
    ['sigma_not_improving negative', (d) => { d.stages.endgame.checks[2].tries[0].sigma_not_improving = -1; }, 'MPCParams: stages.endgame.checks[2].tries[0].sigma_not_improving must be > 0, got -1'],
    ['sigma_improving a string', (d) => { d.stages.middlegame.checks[0].tries[0].sigma_improving = '60'; }, 'MPCParams: stages.middlegame.checks[0].tries[0].sigma_improving must be a number, got a string "60"'],
    ['sigma_not_improving null', (d) => { d.stages.middlegame.checks[0].tries[0].sigma_not_improving = null; }, 'MPCParams: stages.middlegame.checks[0].tries[0].sigma_not_improving must be a number, got null'],
    ['sigma_not_improving alone', (d) => { delete d.stages.middlegame.checks[0].tries[0].sigma_improving; },
      'MPCParams: stages.middlegame.checks[0].tries[0].sigma_improving is missing (sigma_improving and sigma_not_improving come together)'],
    ['sigma_improving alone', (d) => { delete d.stages.endgame.checks[2].tries[0].sigma_not_improving; },
      'MPCParams: stages.endgame.checks[2].tries[0].sigma_not_improving is missing (sigma_improving and sigma_not_improving come together)'],
    ['n_improving negative', (d) => { d.stages.middlegame.checks[0].tries[0].n_improving = -1; }, 'MPCParams: stages.middlegame.checks[0].tries[0].n_improving must be an integer in 0..'],
    ['n_not_improving fractional', (d) => { d.stages.middlegame.checks[0].tries[0].n_not_improving = 2.5; }, 'MPCParams: stages.middlegame.checks[0].tries[0].n_not_improving must be an integer in 0..'],
  ])('names the field: %s', (_name, mutate, expected) => {
    expect(splitError(mutate)).toContain(expected);
  });

  it('the counts alone are allowed (statistics the engine ignores)', () => {
    const doc = goodDoc();
    Object.assign(doc.stages.middlegame.checks[1].tries[0], { n_improving: 3, n_not_improving: 0 });
    const result = validateMpcParams(doc);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.table.sigmaImproving[mpcIndex(0, 6, 0)]).toBe(60);
  });

  it('the bounds take the σ given, the pooled one by default', () => {
    const result = validateMpcParams(splitDoc());
    if (!result.ok) throw new Error(result.message);
    const { table } = result.value;
    const i = mpcIndex(0, 8, 0); // t 1, a 1.02, b 2.36
    expect(mpcHighBound(table, i, 50)).toBe(127);
    expect(mpcHighBound(table, i, 50, 1, table.sigmaImproving[i])).toBe(Math.round((61.5 + 50 - 2.36) / 1.02)); // 107
    expect(mpcLowBound(table, i, -20, 1, table.sigmaNotImproving[i])).toBe(Math.round((-97.25 - 20 - 2.36) / 1.02)); // −117
  });
});

describe('parseMpcParams', () => {
  it('reports 1e999 (parsed as Infinity) by field', () => {
    const text = JSON.stringify(goodDoc()).replace('"sigma":82', '"sigma":1e999');
    expect(parseMpcParams(text)).toEqual({
      ok: false, kind: 'InvalidParams', message: 'MPCParams: stages.middlegame.checks[0].tries[0].sigma must be a finite number, got Infinity',
    });
  });

  it('reports truncated JSON at its end', () => {
    const text = JSON.stringify(goodDoc(), null, 2);
    const cut = text.slice(0, text.indexOf('"stages"') + '"stages": {'.length);
    const lines = cut.split('\n');
    const result = parseMpcParams(cut, 'cut.json');
    expect(result.ok).toBe(false);
    // The reason after the colon is V8's wording, which varies between versions.
    if (!result.ok) {
      expect(result.message.startsWith(`MPCParams: invalid JSON at position ${cut.length} (line ${lines.length}, column ${lines[lines.length - 1].length + 1}): `)).toBe(true);
      expect(result.message.endsWith(" (in 'cut.json')")).toBe(true);
    }
  });

  it('reports the position of a syntax error', () => {
    const result = parseMpcParams('{\n  "version": 1,\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^MPCParams: invalid JSON at position 18 \(line 3, column 1\)/);
  });
});

describe('loadMpcParamsFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kerf-mpc-'));

  it('names a missing file', () => {
    expect(loadMpcParamsFile(join(dir, 'x.json'))).toEqual({ ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${join(dir, 'x.json')}' (ENOENT)` });
  });

  it('names a directory', () => {
    expect(loadMpcParamsFile(dir)).toEqual({ ok: false, kind: 'UnreadableFile', message: `MPCParams: cannot read '${dir}' (EISDIR)` });
  });

  it('loads a good file and names the file in a validation error', () => {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(goodDoc()));
    expect(loadMpcParamsFile(good).ok).toBe(true);
    const bad = join(dir, 'bad.json');
    const doc = goodDoc();
    doc.version = 0;
    writeFileSync(bad, JSON.stringify(doc));
    expect(loadMpcParamsFile(bad)).toEqual({ ok: false, kind: 'InvalidParams', message: `MPCParams: version must be 1, got 0 (in '${bad}')` });
  });
});

describe('the built-in default, params/mpc-modern-r5-tfixed.json', () => {
  it('validates, and the embedded table equals the file on disk', () => {
    const fromDisk = loadMpcParamsFile(DEFAULT_PATH);
    expect(fromDisk.ok).toBe(true);
    if (!fromDisk.ok) return;
    expect(fromDisk.value.table).toEqual(DEFAULT_MPC_TABLE);
    expect(fromDisk.value.note).toBe(DEFAULT_MPC_NOTE);
  });

  it('round-trips through JSON text unchanged', () => {
    const text = readFileSync(DEFAULT_PATH, 'utf8');
    const again = parseMpcParams(JSON.stringify(JSON.parse(text), null, 2));
    expect(again.ok && again.value.table).toEqual(DEFAULT_MPC_TABLE);
  });

  it('has checks in both stages', () => {
    expect(DEFAULT_MPC_TABLE.stageMaxHeight[0]).toBeGreaterThan(0);
    expect(DEFAULT_MPC_TABLE.stageMaxHeight[1]).toBeGreaterThan(0);
  });
});

describe('the modern refits, params/mpc-modern-{r4,r5,r5-trise*,deep,adaptive}.json', () => {
  // Fitted in session 25 at interior nodes of the modern search (params/mpc-modern-calibration.txt);
  // r5 in session 30 (params/mpc-modern-r5-calibration.txt).
  const load = (name: string) => {
    const loaded = loadMpcParamsFile(fileURLToPath(new URL(`../../../params/${name}`, import.meta.url)));
    if (!loaded.ok) throw new Error(loaded.message);
    return loaded.value.table;
  };
  const triesAt = (table: ReturnType<typeof load>, stage: number, height: number): number[] => {
    const shallow: number[] = [];
    for (let i = 0; i < MAX_MPC_TRIES && table.shallow[mpcIndex(stage, height, i)] >= 0; i++) shallow.push(table.shallow[mpcIndex(stage, height, i)]);
    return shallow;
  };

  for (const name of ['mpc-modern-r4.json', 'mpc-modern-r5.json']) {
    it(`${name}: in both stages one probe per height 5-12, four plies shallower, with σ by improving`, () => {
      const table = load(name);
      for (const stage of [0, 1]) {
        expect(table.stageMaxHeight[stage]).toBe(12);
        expect(triesAt(table, stage, 4)).toEqual([]);
        for (let height = 5; height <= 12; height++) {
          expect(triesAt(table, stage, height)).toEqual([height - 4]);
          const k = mpcIndex(stage, height, 0);
          expect(table.sigmaImproving[k]).not.toBe(table.sigmaNotImproving[k]);
        }
      }
    });
  }

  for (const [name, perPly] of [['mpc-modern-r5-trise15.json', 0.15], ['mpc-modern-r5-trise30.json', 0.3]] as const) {
    it(`${name}: r5's fit with t = 2 + ${perPly} (height - 5)`, () => {
      const r5 = load('mpc-modern-r5.json');
      const table = load(name);
      for (const stage of [0, 1]) {
        for (let height = 5; height <= 12; height++) {
          const k = mpcIndex(stage, height, 0);
          expect([table.shallow[k], table.a[k], table.b[k], table.sigma[k]]).toEqual([r5.shallow[k], r5.a[k], r5.b[k], r5.sigma[k]]);
          expect(table.t[k]).toBeCloseTo(2 + perPly * (height - 5), 9);
        }
      }
    });
  }

  it('deep: four plies shallower up to height 9, three from height 10 (where the probe reaches depth 7)', () => {
    const table = load('mpc-modern-deep.json');
    for (const stage of [0, 1]) {
      for (let height = 5; height <= 12; height++) expect(triesAt(table, stage, height)).toEqual([height - (height <= 9 ? 4 : 3)]);
    }
  });

  it('adaptive: three probes per height, reductions 3-5 from height 7 on (shallower ones below)', () => {
    const table = load('mpc-modern-adaptive.json');
    for (const stage of [0, 1]) {
      expect(triesAt(table, stage, 5)).toEqual([1, 2, 3]);
      expect(triesAt(table, stage, 6)).toEqual([1, 2, 3]);
      for (let height = 7; height <= 12; height++) expect(triesAt(table, stage, height)).toEqual([height - 5, height - 4, height - 3]);
    }
  });
});

describe('emptyMpcTable', () => {
  it('has no tries anywhere', () => {
    const table = emptyMpcTable();
    expect(table.shallow.every((d) => d === -1)).toBe(true);
  });
});
