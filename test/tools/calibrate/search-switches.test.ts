// `kerf calibrate --option`: only the search's on/off switches are accepted, written back in a
// fixed order with the last value winning, and tagged into the default CSV name when they differ
// from the calibration search's defaults.

import { describe, expect, it } from 'vitest';
import { SEARCH_SWITCH_SETTINGS } from '../../../src/engine/settings.js';
import { calibrationSearchOptions } from '../../../src/tools/calibrate/score-at-depths.js';
import { parseSearchSwitches, switchesTag } from '../../../src/tools/calibrate/search-switches.js';

describe('parseSearchSwitches', () => {
  it('maps UCI switch names to search options, in a fixed order, the last value winning', () => {
    const r = parseSearchSwitches(['futility=false', 'LMR=true', 'LMR=false', 'NullMove=false']);
    expect(r).toEqual({
      ok: true,
      value: {
        switches: { nullMove: false, lmr: false, futility: false },
        canonical: ['NullMove=false', 'LMR=false', 'Futility=false'],
      },
    });
  });

  it('accepts nothing as no change', () => {
    expect(parseSearchSwitches([])).toEqual({ ok: true, value: { switches: {}, canonical: [] } });
  });

  it.each([
    ['LMR', `--option needs "Name=value", got 'LMR'`],
    ['=false', `--option needs "Name=value", got '=false'`],
    ['LMR=maybe', '--option LMR=maybe: '],
    ['Bogus=1', '--option Bogus=1: '],
    // Every switch is named, in the settings table's order (the list grows with the switches).
    ['ProbCut=mpc', `--option ProbCut=mpc: calibrate sets only the search switches (${SEARCH_SWITCH_SETTINGS.map((s) => s.name).join(', ')}); MPC is always off`],
    ['Hash=64', '--option Hash=64: calibrate sets only the search switches'],
  ])('refuses %s', (text, message) => {
    const r = parseSearchSwitches([text]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });
});

describe('switchesTag', () => {
  const base = calibrationSearchOptions();
  it('names only the switches that differ from the base', () => {
    expect(switchesTag({ lmr: false, futility: true, reverseFutility: false }, base)).toBe('-LMRoff-ReverseFutilityoff');
    expect(switchesTag({ nullMove: true, lmr: true }, base)).toBe('');
    expect(switchesTag({ multiCut: true }, base)).toBe('-MultiCuton');
  });
});
