// The JSON writer → validator round trip: what kerf calibrate writes loads in the engine, with
// the numbers where the search will look for them; σ by improving only where both subsets have
// enough points.

import { describe, expect, it } from 'vitest';
import { mpcIndex, parseMpcParams } from '../../../src/search/mpc/params.js';
import { MIN_FIT_POINTS, type ChosenPair } from '../../../src/tools/calibrate/pair-choice.js';
import { buildParamsJson, formatJson } from '../../../src/tools/calibrate/params-writer.js';

const chosen: ChosenPair[] = [
  { stage: 0, shallow: 4, deep: 8, why: 'listed', fit: { a: 1.023456, b: 2.3649, sigma: 81.996, r: 0.8213, n: 1500 } },
  { stage: 0, shallow: 2, deep: 6, why: 'listed', fit: { a: 0.98, b: -0.004, sigma: 60.5, r: 0.9, n: 1400 } },
  { stage: 1, shallow: 3, deep: 9, why: 'listed', fit: { a: 1.11, b: 1.75, sigma: 75, r: 0.9, n: 800 } },
  { stage: 1, shallow: 2, deep: 9, why: 'listed', fit: { a: 1.2, b: 0, sigma: 90, r: 0.85, n: 800 } },
];
const meta = { note: 'test fit', madeBy: 'kerf calibrate --test', positions: '4 positions', depth: 10, fit: { window: [-300, 300] } };

describe('buildParamsJson', () => {
  it('round-trips through the engine validator with rounded numbers in the right slots', () => {
    const text = formatJson(buildParamsJson(chosen, 1.2, meta)) + '\n';
    const result = parseMpcParams(text);
    if (!result.ok) throw new Error(result.message);
    const { table } = result.value;
    const i = mpcIndex(0, 8, 0);
    expect([table.shallow[i], table.t[i], table.a[i], table.b[i], table.sigma[i]]).toEqual([4, 1.2, 1.0235, 2.36, 82]);
    expect(table.shallow[mpcIndex(0, 6, 0)]).toBe(2);
    expect(table.b[mpcIndex(0, 6, 0)]).toBe(0); // −0.004 rounds to 0, not −0
    // Two tries at one height, shallowest first.
    expect([table.shallow[mpcIndex(1, 9, 0)], table.shallow[mpcIndex(1, 9, 1)], table.shallow[mpcIndex(1, 9, 2)]]).toEqual([2, 3, -1]);
    expect(Array.from(table.stageMaxHeight)).toEqual([8, 9]);
    expect(result.value.note).toBe('test fit');
  });

  it('writes checks in height order with r and n kept', () => {
    const doc = buildParamsJson(chosen, 1, meta);
    expect(doc.stages.middlegame.checks.map((c) => c.height)).toEqual([6, 8]);
    expect(doc.stages.middlegame.checks[1].tries[0]).toEqual({ shallow: 4, t: 1, a: 1.0235, b: 2.36, sigma: 82, r: 0.8213, n: 1500 });
    expect(doc.made_by).toBe('kerf calibrate --test');
  });

  it('writes a fit that would not validate in a way the validator names', () => {
    const bad: ChosenPair[] = [{ ...chosen[0], fit: { ...chosen[0].fit, sigma: NaN } }];
    const result = parseMpcParams(formatJson(buildParamsJson(bad, 1, meta)));
    expect(result).toEqual({ ok: false, kind: 'InvalidParams', message: 'MPCParams: stages.middlegame.checks[0].tries[0].sigma must be a number, got null' });
  });
});

describe('σ by improving', () => {
  const split = (nImproving: number, nNot: number): ChosenPair => ({
    ...chosen[0], byImproving: { improving: { sigma: 61.234, n: nImproving }, notImproving: { sigma: 97.006, n: nNot } },
  });
  const tryOf = (c: ChosenPair) => buildParamsJson([c], 1, meta).stages.middlegame.checks[0].tries[0];

  it('writes both σ and their counts when each subset has at least MIN_FIT_POINTS, and the engine reads them', () => {
    const c = split(MIN_FIT_POINTS, 900);
    expect(tryOf(c)).toEqual({
      shallow: 4, t: 1, a: 1.0235, b: 2.36, sigma: 82, r: 0.8213, n: 1500,
      sigma_improving: 61.23, sigma_not_improving: 97.01, n_improving: MIN_FIT_POINTS, n_not_improving: 900,
    });
    const result = parseMpcParams(formatJson(buildParamsJson([c], 1, meta)));
    if (!result.ok) throw new Error(result.message);
    const i = mpcIndex(0, 8, 0);
    expect([result.value.table.sigma[i], result.value.table.sigmaImproving[i], result.value.table.sigmaNotImproving[i]]).toEqual([82, 61.23, 97.01]);
  });

  it('writes neither when a subset is short of points, or when the pair has no flags', () => {
    const plain = { shallow: 4, t: 1, a: 1.0235, b: 2.36, sigma: 82, r: 0.8213, n: 1500 };
    expect(tryOf(split(MIN_FIT_POINTS - 1, 900))).toEqual(plain);
    expect(tryOf(split(900, MIN_FIT_POINTS - 1))).toEqual(plain);
    expect(tryOf(split(900, 0))).toEqual(plain);
    expect(tryOf(chosen[0])).toEqual(plain);
  });

  it('writes neither when a σ rounds to 0 (no margin the engine accepts)', () => {
    const c: ChosenPair = { ...chosen[0], byImproving: { improving: { sigma: 0.001, n: 100 }, notImproving: { sigma: 50, n: 100 } } };
    expect('sigma_improving' in tryOf(c)).toBe(false);
  });
});

describe('formatJson', () => {
  it('keeps short values on one line and parses back to the same value', () => {
    const value = { a: [1, 2], long: Array.from({ length: 40 }, (_, i) => ({ i })), empty: [], o: {} };
    const text = formatJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('"a": [1,2]');
    expect(text.split('\n').every((line) => line.length <= 100)).toBe(true);
  });
});
