// Option sets of the experiments: label first, then Name=value words; engine-spec text for kerf match.
import { describe, expect, it } from 'vitest';
import { ExperimentError } from '../../../experiments/lib/cli.js';
import { engineSpecText, optionsText, parseConfig } from '../../../experiments/lib/config.js';
import { parseEngineSpec } from '../../../src/tools/engine-spec.js';

describe('experiment configurations', () => {
  it('splits the label at the first = and the options at spaces', () => {
    expect(parseConfig('x', 'tmid1.2=ProbCut=mpc MPCThresholdMid=1.2')).toEqual({ label: 'tmid1.2', options: [['ProbCut', 'mpc'], ['MPCThresholdMid', '1.2']] });
    expect(parseConfig('x', 'plain=')).toEqual({ label: 'plain', options: [] });
    expect(optionsText(parseConfig('x', 'plain='))).toBe('(defaults)');
    expect(optionsText(parseConfig('x', 'a=ProbCut=mpc  Hash=64'))).toBe('ProbCut=mpc Hash=64');
  });

  it('rejects a missing or unsafe label and options without a name', () => {
    expect(() => parseConfig('x', 'ProbCut')).toThrow(ExperimentError);
    expect(() => parseConfig('x', 'a b=ProbCut=mpc')).toThrow(/must start with a label/);
    expect(() => parseConfig('x', 'a=ProbCut')).toThrow("x: --config 'a=ProbCut': 'ProbCut' is not Name=value");
  });

  it('writes engine specs that kerf match reads back', () => {
    const text = engineSpecText('node other/bin/kerf', 'mpc', [['ProbCut', 'mpc'], ['MPCThresholdMid', '1.2']]);
    expect(text).toBe("cmd='node other/bin/kerf' name=mpc option.ProbCut=mpc option.MPCThresholdMid=1.2");
    const parsed = parseEngineSpec(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.name).toBe('mpc');
    expect(parsed.value.argv).toEqual(['node', 'other/bin/kerf']);
    expect(parsed.value.options).toEqual([['ProbCut', 'mpc'], ['MPCThresholdMid', '1.2']]);
  });
});
