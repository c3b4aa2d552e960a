import { describe, expect, it } from 'vitest';
import { intArg, intFlagValue, parseCommandArgs, parseFlagValues, readTextFile } from '../../src/cli/args.js';
import { CliError } from '../../src/cli/errors.js';
import { fail } from '../../src/result.js';

function thrown(f: () => unknown): CliError {
  try {
    f();
  } catch (err) {
    if (err instanceof CliError) return err;
    throw err;
  }
  throw new Error('expected a CliError');
}

describe('CLI flag checks', () => {
  it('return named results', () => {
    expect(intFlagValue('perft', '--depth', '3', 1, 10)).toEqual({ ok: true, value: 3 });
    expect(intFlagValue('perft', '--depth', 'x')).toEqual({ ok: false, kind: 'InvalidFlag', message: "perft: --depth must be a whole number, got 'x'" });
    expect(intFlagValue('perft', '--depth', '11', 1, 10)).toEqual({ ok: false, kind: 'InvalidFlag', message: 'perft: --depth must be between 1 and 10, got 11' });
    const bad = parseFlagValues('bench', ['--nope'], {});
    expect(bad.ok ? '' : bad.kind).toBe('InvalidFlag');
    expect(bad.ok ? '' : bad.message).toMatch(/^bench: Unknown option '--nope'/);
  });

  it('throw them as a CliError carrying the kind, with the same message', () => {
    const e = thrown(() => intArg('match', '--games', '-1'));
    expect(e.message).toBe("match: --games must be a whole number, got '-1'");
    expect(e.kind).toBe('InvalidFlag');
    expect(e.exitCode).toBe(2);
    expect(thrown(() => parseCommandArgs('go', ['--x'], {})).kind).toBe('InvalidFlag');
    const unreadable = thrown(() => readTextFile('epd', '/nonexistent/kerf.epd'));
    expect(unreadable.message).toBe("epd: cannot read '/nonexistent/kerf.epd' (ENOENT)");
    expect(unreadable.kind).toBe('UnreadableFile');
    const from = CliError.from(fail('InvalidEngineSpec', 'empty engine command'), 'match');
    expect([from.message, from.kind]).toEqual(['match: empty engine command', 'InvalidEngineSpec']);
  });
});
