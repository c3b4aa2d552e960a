import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/tools/command-line.js';

describe('splitCommandLine', () => {
  it('splits on whitespace and keeps quoted spaces', () => {
    expect(splitCommandLine(`node  bin/kerf --option 'Hash=16' "a b"`)).toEqual({ ok: true, value: ['node', 'bin/kerf', '--option', 'Hash=16', 'a b'] });
  });
  it('joins adjacent pieces into one word', () => {
    expect(splitCommandLine(`cmd="node bin/kerf" name=x`)).toEqual({ ok: true, value: ['cmd=node bin/kerf', 'name=x'] });
  });
  it('handles escapes inside and outside double quotes, but not in single quotes', () => {
    expect(splitCommandLine(`a\\ b "c\\"d" 'e\\f'`)).toEqual({ ok: true, value: ['a b', 'c"d', 'e\\f'] });
  });
  it('keeps an empty quoted word', () => {
    expect(splitCommandLine(`x ''`)).toEqual({ ok: true, value: ['x', ''] });
  });
  it('reports unterminated quotes with their column', () => {
    expect(splitCommandLine(`abc "def`)).toEqual({ ok: false, kind: 'InvalidEngineSpec', message: 'unterminated " quote at column 5' });
    expect(splitCommandLine(`'x`)).toEqual({ ok: false, kind: 'InvalidEngineSpec', message: "unterminated ' quote at column 1" });
  });
});
