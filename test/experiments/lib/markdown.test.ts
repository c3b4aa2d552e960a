// The report tables: alignment rules, escaping, and the missing-value mark.
import { describe, expect, it } from 'vitest';
import { countOf, fixed, MISSING, signed, table } from '../../../experiments/lib/markdown.js';

describe('markdown table', () => {
  it('writes a header, an alignment rule and one line per row', () => {
    expect(table(['a', 'b', 'c'], [[1, 'x', null], ['p|q', 2.5, undefined]], ['l', 'r', 'c'])).toEqual([
      '| a | b | c |',
      '| --- | ---: | :---: |',
      `| 1 | x | ${MISSING} |`,
      `| p\\|q | 2.5 | ${MISSING} |`,
    ]);
  });

  it('pads short rows with the missing mark and flattens newlines', () => {
    expect(table(['a', 'b'], [['line\nbreak']])).toEqual(['| a | b |', '| --- | --- |', `| line break | ${MISSING} |`]);
  });
});

describe('number formats', () => {
  it('fixed and signed mark missing and infinite values instead of printing 0 or NaN', () => {
    expect(fixed(1.23456, 2)).toBe('1.23');
    expect(fixed(NaN, 2)).toBe(MISSING);
    expect(fixed(undefined, 1)).toBe(MISSING);
    expect(fixed(Infinity, 1)).toBe('∞');
    expect(signed(0.5, 2)).toBe('+0.50');
    expect(signed(-0.5, 2)).toBe('−0.50');
    expect(signed(-0.001, 2)).toBe('+0.00');
    expect(signed(-Infinity, 1)).toBe('−∞');
  });

  it('countOf gives the share in percent', () => {
    expect(countOf(12, 24)).toBe('12 / 24 (50.0%)');
    expect(countOf(0, 0)).toBe('0 / 0');
  });
});
