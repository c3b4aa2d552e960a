import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { kerfBinPath, parseEngineSpec, parseOptionAssignment, parseOptionList } from '../../src/tools/engine-spec.js';

describe('parseEngineSpec', () => {
  it('takes a plain command as argv with the program name as display name', () => {
    const r = parseEngineSpec('/usr/games/stockfish');
    expect(r).toEqual({ ok: true, value: { name: 'stockfish', argv: ['/usr/games/stockfish'], options: [] } });
  });
  it('maps the program word kerf to this checkout\'s bin/kerf under the current node', () => {
    const r = parseEngineSpec('kerf --flag');
    if (!r.ok) throw new Error(r.message);
    expect(r.value.argv[0]).toBe(process.execPath);
    expect(r.value.argv[1]).toBe(kerfBinPath());
    expect(existsSync(r.value.argv[1])).toBe(true);
    expect(r.value.argv[2]).toBe('--flag');
    expect(r.value.name).toBe('kerf');
  });
  it('names a node script after the script', () => {
    const r = parseEngineSpec('node test/engine.mjs');
    expect(r.ok && r.value.name).toBe('engine');
  });
  it('parses the key=value form with options in order', () => {
    const r = parseEngineSpec(`cmd="/usr/games/stockfish -x" name=sf1500 option.UCI_LimitStrength=true option.UCI_Elo=1500 option.Style="a b"`);
    expect(r).toEqual({
      ok: true,
      value: { name: 'sf1500', argv: ['/usr/games/stockfish', '-x'], options: [['UCI_LimitStrength', 'true'], ['UCI_Elo', '1500'], ['Style', 'a b']] },
    });
  });
  it('rejects unknown keys, bare words, missing cmd and bad quoting with a reason', () => {
    const bad = ['cmd=sf tc=10', 'cmd=sf oops', 'cmd= name=x', `cmd="sf`, '', 'cmd=sf name='];
    const errors = bad.map((b) => { const r = parseEngineSpec(b); return r.ok ? 'ok' : r.message; });
    expect(bad.map((b) => { const r = parseEngineSpec(b); return r.ok ? 'ok' : r.kind; })).toEqual(Array(bad.length).fill('InvalidEngineSpec'));
    expect(errors[0]).toMatch(/unknown key 'tc'/);
    expect(errors[1]).toMatch(/'oops' is not key=value/);
    expect(errors[2]).toMatch(/empty engine command/);
    expect(errors[3]).toMatch(/unterminated/);
    expect(errors[4]).toMatch(/empty engine specification/);
    expect(errors[5]).toMatch(/empty name/);
  });
});

describe('option assignments', () => {
  it('splits at the first =', () => {
    expect(parseOptionAssignment('Name=a=b')).toEqual({ ok: true, value: { name: 'Name', value: 'a=b' } });
    expect(parseOptionAssignment('=3').ok).toBe(false);
    expect(parseOptionAssignment('Hash').ok).toBe(false);
  });
  it('parses a space-separated option list', () => {
    expect(parseOptionList('ProbCut=mpc Hash=64')).toEqual({ ok: true, value: [['ProbCut', 'mpc'], ['Hash', '64']] });
    expect(parseOptionList('ProbCut')).toEqual({ ok: false, kind: 'InvalidEngineSpec', message: "option 'ProbCut' is not Name=value" });
    expect(parseOptionList('')).toEqual({ ok: true, value: [] });
  });
});
