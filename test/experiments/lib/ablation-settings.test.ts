// The MPC ablation's settings: the built-in list is valid for this engine, a settings file is
// refused with the named error, --only and the engine-wide --option are checked, and whether
// ProbCut is on follows the options (or the option's default).
import { describe, expect, it } from 'vitest';
import {
  checkEngineWideOptions, checkSettingsList, DEFAULT_SETTINGS, parseSettingsFile, probCutOn, runOptions, selectSettings,
} from '../../../experiments/lib/ablation-settings.js';
import { ExperimentError } from '../../../experiments/lib/cli.js';

const file = (value: unknown): string => JSON.stringify(value);
const parse = (value: unknown, needReference = true) => parseSettingsFile('x', 's.json', typeof value === 'string' ? value : file(value), needReference);

describe('the built-in settings', () => {
  it('are the preliminary screen\'s rows, every option known to the engine', () => {
    const settings = checkSettingsList('x', 'built-in', DEFAULT_SETTINGS, true);
    expect(settings.map((s) => s.name)).toEqual([
      'off', 'mpc', 'fixed', 'mpc+adaptive', 'mpc+ttcut', 'mpc+cutnodes', 'mpc+evalgate', 'mpc+ttgate', 'mpc+skipquiet',
      'nodetype', 'nodetype+reduce1', 'mpc+improvingsigma',
    ]);
    expect(settings.find((s) => s.name === 'nodetype+reduce1')?.options).toEqual(['ProbCut=mpc', 'MPCCutNodesOnly=false', 'MPCProbes=nodetype', 'MPCReduce=1']);
    // Every Step 8 row but mpc+cutnodes probes at every node, as the screen did (the gate is on by default).
    const everyNode = settings.filter((s) => s.options.includes('MPCCutNodesOnly=false')).map((s) => s.name);
    expect(everyNode).toEqual(settings.filter((s) => s.name !== 'off' && s.name !== 'mpc+cutnodes').map((s) => s.name));
    expect(settings.filter((s) => probCutOn(s.options)).map((s) => s.name)).not.toContain('off');
    expect(settings.filter((s) => probCutOn(s.options))).toHaveLength(settings.length - 1);
  });
});

describe('parseSettingsFile', () => {
  it('reads a valid file and normalises option names and values as the engine does', () => {
    expect(parse([{ name: 'off', options: [] }, { name: 'mpc', options: ['probcut=MPC', 'MPCAdaptive=TRUE'] }])).toEqual([
      { name: 'off', options: [] },
      { name: 'mpc', options: ['ProbCut=mpc', 'MPCAdaptive=true'] },
    ]);
  });

  it('refuses what is not a list of settings', () => {
    expect(() => parse('[{"name": "off",')).toThrow(/^x: --settings s\.json: not JSON \(/);
    expect(() => parse({ name: 'off', options: [] })).toThrow(/expected a JSON array of settings/);
    expect(() => parse([])).toThrow(/the list of settings is empty/);
    expect(() => parse([{ name: 'off', options: [] }, 'mpc'])).toThrow(/setting 2 is not an object/);
  });

  it('names the unknown key, the empty or repeated name and the bad option', () => {
    expect(() => parse([{ name: 'off', options: [], option: ['ProbCut=mpc'] }])).toThrow("x: --settings s.json: setting 1: unknown key 'option' (a setting has only \"name\" and \"options\")");
    expect(() => parse([{ name: 'off', options: [] }, { name: '', options: [] }])).toThrow('setting 2: "name" is empty');
    expect(() => parse([{ options: [] }])).toThrow('setting 1 has no "name"');
    expect(() => parse([{ name: 7, options: [] }])).toThrow('setting 1: "name" must be a string');
    expect(() => parse([{ name: 'a,b', options: [] }])).toThrow(/name 'a,b' may hold only letters/);
    expect(() => parse([{ name: 'off', options: [] }, { name: 'mpc', options: [] }, { name: 'mpc', options: ['ProbCut=mpc'] }]))
      .toThrow("setting 3: name 'mpc' is also the name of setting 2");
    expect(() => parse([{ name: 'off', options: 'ProbCut=off' }])).toThrow(`setting 1 ('off'): "options" must be an array`);
    expect(() => parse([{ name: 'off', options: ['ProbCut'] }])).toThrow("setting 1 ('off'): option 'ProbCut' is not of the form Name=value");
    expect(() => parse([{ name: 'off', options: ['=off'] }])).toThrow("option '=off' is not of the form Name=value");
    expect(() => parse([{ name: 'off', options: [3] }])).toThrow('option 3 is not a string');
    expect(() => parse([{ name: 'off', options: ['ProbCut=mcp'] }])).toThrow("option 'ProbCut=mcp': option ProbCut must be one of off, probcut, mpc, fixed, got 'mcp'");
    expect(() => parse([{ name: 'off', options: ['NoSuch=1'] }])).toThrow("option 'NoSuch=1': unknown option 'NoSuch'");
    expect(() => parse([{ name: 'off', options: ['ProbCut=off', 'probcut=mpc'] }])).toThrow("setting 1 ('off'): option ProbCut is given twice");
    expect(() => parse([{ name: 'off', options: ['MPCParams=a b.json'] }])).toThrow(/holds a space/);
  });

  it('needs a row named off only when ratios are asked for', () => {
    const noOff = [{ name: 'mpc', options: ['ProbCut=mpc'] }];
    expect(() => parse(noOff)).toThrow(/no setting is named 'off', the reference of the ratios .* or give --no-ratios/);
    expect(parse(noOff, false)).toHaveLength(1);
    expect(() => parse(noOff)).toThrow(ExperimentError);
  });
});

describe('selectSettings', () => {
  const all = checkSettingsList('x', 'built-in', DEFAULT_SETTINGS, true);

  it('keeps the list order and refuses unknown, empty and repeated names', () => {
    expect(selectSettings('x', all, 'fixed,off,mpc', true).map((s) => s.name)).toEqual(['off', 'mpc', 'fixed']);
    expect(selectSettings('x', all, undefined, true)).toHaveLength(all.length);
    expect(() => selectSettings('x', all, 'off,mcp', true)).toThrow(/no setting is named 'mcp' \(the settings: off, mpc, fixed,/);
    expect(() => selectSettings('x', all, 'off,,mpc', true)).toThrow(/an empty name/);
    expect(() => selectSettings('x', all, 'off,mpc,off', true)).toThrow(/'off' is given twice/);
  });

  it('refuses to leave out off when ratios are asked for', () => {
    expect(() => selectSettings('x', all, 'mpc,fixed', true)).toThrow(/leaves out 'off'/);
    expect(selectSettings('x', all, 'mpc,fixed', false).map((s) => s.name)).toEqual(['mpc', 'fixed']);
  });
});

describe('checkEngineWideOptions', () => {
  const settings = checkSettingsList('x', 'built-in', DEFAULT_SETTINGS, true);

  it('normalises options no setting sets and refuses the others', () => {
    expect(checkEngineWideOptions('x', ['improving=FALSE', 'Hash=32'], settings)).toEqual(['Improving=false', 'Hash=32']);
    expect(() => checkEngineWideOptions('x', ['MPCTTCut=true'], settings)).toThrow(/setting 'mpc\+ttcut' sets MPCTTCut itself/);
    expect(() => checkEngineWideOptions('x', ['probcut=mpc'], settings)).toThrow(/setting 'off' sets ProbCut itself/);
    expect(() => checkEngineWideOptions('x', ['Hash=32', 'hash=64'], settings)).toThrow(/Hash is given twice/);
    expect(() => checkEngineWideOptions('x', ['Hash'], settings)).toThrow(/not of the form Name=value/);
    expect(() => checkEngineWideOptions('x', ['Hash=lots'], settings)).toThrow(/Hash needs a whole number/);
  });

  it('are added after the setting\'s own, and can set ProbCut where no setting names it', () => {
    const plain = { name: 'plain', options: ['NullMove=false'] };
    expect(runOptions(plain, ['ProbCut=mpc'])).toEqual(['NullMove=false', 'ProbCut=mpc']);
    // Unnamed, ProbCut is the engine's default: fixed-margin ProbCut, on (since session 38).
    expect(probCutOn(runOptions(plain, []))).toBe(true);
    expect(probCutOn(runOptions(plain, ['ProbCut=off']))).toBe(false);
    expect(probCutOn(runOptions(plain, ['ProbCut=mpc']))).toBe(true);
    expect(probCutOn(['ProbCut=fixed'])).toBe(true);
  });
});
