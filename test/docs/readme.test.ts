// The README's UCI option table must describe the options the engine really offers: same names,
// types and defaults as src/uci/options.ts, in the same order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPTION_SPECS } from '../../src/uci/options.js';

describe('README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('opens with a command that analyses the start position and one that runs the tests', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const lines = firstBlock.trim().split('\n');
    expect(lines[0]).toMatch(/bin\/kerf go depth \d+/);
    expect(lines[1]).toMatch(/^npm test\b/);
  });

  it('lists every UCI option with its type and default', () => {
    const section = readme.slice(readme.indexOf('## UCI options'));
    const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| name') && !l.startsWith('|---'));
    const table = rows.slice(0, OPTION_SPECS.length + 5).map((r) => r.split('|').map((c) => c.trim())).filter((c) => c.length > 4);
    const documented = table.map((c) => ({ name: c[1], type: c[2], default: c[3] }));
    const actual = OPTION_SPECS.map((s) => ({
      name: s.name,
      type: s.type,
      default: s.type === 'string' && s.default === '' ? '(empty)' : s.default,
    }));
    expect(documented.slice(0, actual.length)).toEqual(actual);
  });
});
