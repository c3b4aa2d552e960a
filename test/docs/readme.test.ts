// The README opens with the commands a reader tries first, and its UCI option table is the one
// src/engine/options-doc.ts writes from the settings table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withOptionsTable } from '../../src/engine/options-doc.js';

describe('README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('opens with a command that analyses the start position and one that runs the tests', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const lines = firstBlock.trim().split('\n');
    expect(lines[0]).toMatch(/bin\/kerf go depth \d+/);
    expect(lines[1]).toMatch(/^npm test\b/);
  });

  it('holds the UCI option table the settings table writes (npm run docs:options)', () => {
    expect(withOptionsTable(readme)).toBe(readme);
  });
});
