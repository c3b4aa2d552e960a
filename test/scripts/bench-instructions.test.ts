// scripts/bench-instructions.mjs: bad arguments get a message and exit code 2. (A run under
// callgrind is not tested: tiny stand-in engines gave 2:1 work as 2:1 instructions on a quiet
// machine and as 7:1 under CI's load, where V8's tiering of so short a loop differs; the real
// engine's counts repeat to 0.2 %, docs/strength.md.)
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const script = 'scripts/bench-instructions.mjs';

describe('bench-instructions', () => {
  it('refuses a bad depth and no engines, with exit code 2', () => {
    const badDepth = spawnSync(process.execPath, [script, '--depth', '1', 'x'], { encoding: 'utf8' });
    expect(badDepth.status).toBe(2);
    expect(badDepth.stderr).toContain('--depth needs an integer 2..20');
    const none = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('usage: node scripts/bench-instructions.mjs');
  });
});
