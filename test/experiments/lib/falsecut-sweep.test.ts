// The falsecut-t sweep: thresholds and extra options checked as kerf checks them, and the exact
// kerf falsecut arguments of one t.
import { describe, expect, it } from 'vitest';
import { ExperimentError } from '../../../experiments/lib/cli.js';
import { checkExtraOptions, falsecutArgs, parseThresholdList } from '../../../experiments/lib/falsecut-sweep.js';

describe('parseThresholdList', () => {
  it('keeps the text for the option and the number for the axis', () => {
    expect(parseThresholdList('x', '0.4, 0.6,1.0,1.2')).toEqual([
      { text: '0.4', value: 0.4 }, { text: '0.6', value: 0.6 }, { text: '1.0', value: 1 }, { text: '1.2', value: 1.2 },
    ]);
  });

  it('refuses what MPCThresholdMid refuses, empty items and repeats', () => {
    expect(() => parseThresholdList('x', '0.4,abc')).toThrow(/'abc' is not a threshold \(option MPCThresholdMid must be a number from 0 to 10/);
    expect(() => parseThresholdList('x', '11')).toThrow(ExperimentError);
    expect(() => parseThresholdList('x', '-1')).toThrow(ExperimentError);
    expect(() => parseThresholdList('x', '0.4,,0.8')).toThrow(/'' is not a threshold \(empty\)/);
    expect(() => parseThresholdList('x', '0.8,0.80')).toThrow(/0.80 is given twice/);
  });
});

describe('checkExtraOptions', () => {
  it('passes known options through and refuses unknown ones, bad values and the ones the sweep sets', () => {
    expect(checkExtraOptions('x', ['MPCProbes=both', 'Hash=32'])).toEqual(['MPCProbes=both', 'Hash=32']);
    expect(() => checkExtraOptions('x', ['NoSuchOption=1'])).toThrow(/unknown option 'NoSuchOption'/);
    expect(() => checkExtraOptions('x', ['Hash=lots'])).toThrow(/Hash needs a whole number/);
    expect(() => checkExtraOptions('x', ['Hash'])).toThrow(/needs "Name=value"/);
    expect(() => checkExtraOptions('x', ['mpcthresholdend=0.5'])).toThrow(/MPCThresholdEnd is set by the sweep itself/);
    expect(() => checkExtraOptions('x', ['ProbCut=fixed'])).toThrow(/ProbCut is set by the sweep itself/);
  });
});

describe('falsecutArgs', () => {
  it('sets ProbCut=mpc and both thresholds to t before the extra options', () => {
    const sweep = { positions: 'p.epd', depth: 9, sample: 2, limit: 20, seed: null, options: ['MPCProbes=both'] };
    expect(falsecutArgs(sweep, { text: '1.0', value: 1 })).toEqual([
      'falsecut', 'p.epd', '--depth', '9', '--sample', '2', '--limit', '20',
      '--option', 'ProbCut=mpc', '--option', 'MPCThresholdMid=1.0', '--option', 'MPCThresholdEnd=1.0', '--option', 'MPCProbes=both',
    ]);
    expect(falsecutArgs({ ...sweep, seed: 7, options: [] }, { text: '0.4', value: 0.4 })).toContain('--seed');
  });
});
