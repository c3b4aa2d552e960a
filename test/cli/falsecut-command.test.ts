// `kerf falsecut` end to end, in-process, on a tiny EPD file written for the test: the lines it
// prints agree with each other and end with `false cuts F/S (R %)`; bad lines of the file are
// skipped with a warning; missing or bad flags, a missing file, ProbCut off and a search that cuts
// nothing each give one precise CliError.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { falsecutCommand } from '../../src/cli/falsecut-command.js';
import { CliError } from '../../src/cli/errors.js';
import { MIDDLEGAME } from '../helpers/positions.js';

const QGD = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8';
const dir = mkdtempSync(join(tmpdir(), 'kerf-falsecut-'));
const EPD = join(dir, 'tiny.epd');
// Two positions (one with an id), a bad line between them, and a third position --limit drops.
writeFileSync(EPD, `${MIDDLEGAME.split(' ').slice(0, 4).join(' ')} id "middlegame";\nthis is no position\n${QGD}\n8/8/8/4k3/8/8/4K3/8 w - - 0 1\n`);
const GARBAGE = join(dir, 'garbage.epd');
writeFileSync(GARBAGE, 'nothing here\nnor here\n');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function error(args: string[]): string {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    falsecutCommand(args, () => {});
  } catch (err) {
    if (err instanceof CliError) return err.message;
    throw err;
  } finally {
    stderr.mockRestore();
  }
  throw new Error('expected a CliError');
}

describe('kerf falsecut', () => {
  it('prints a line per position and per (kind, height), the totals, and last the false-cut rate', () => {
    const lines: string[] = [];
    const warnings: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => { warnings.push(String(text)); return true; });
    let code: number;
    try {
      code = falsecutCommand([EPD, '--depth', '8', '--sample', '2', '--limit', '2', '--option', 'ProbCut=fixed'], (l) => lines.push(l));
    } finally {
      stderr.mockRestore();
    }
    expect(code).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^kerf: falsecut: .*tiny\.epd:2: .*\(line skipped\)\n$/);

    const per = lines.filter((l) => l.startsWith('['));
    expect(per).toHaveLength(2);
    expect(per[0]).toMatch(/^\[1\/2\] middlegame: \d+ nodes, bestmove [a-h][1-8][a-h][1-8]\w?, \d+ cuts, \d+\/\d+ false \(/);
    expect(per[1]).toMatch(/^\[2\/2\] tiny\.epd:3: \d+ nodes, bestmove /);

    // ProbCut=fixed cuts high only, from height 5.
    const cellLines = lines.filter((l) => /^(high|low) d=/.test(l));
    expect(cellLines.length).toBeGreaterThan(0);
    const cells = cellLines.map((l) => {
      const m = /^high d=(\d+): (\d+)\/(\d+) false \((\d+\.\d %|nothing verified)\), (\d+) seen(, \d+ skipped \(mate score\))?$/.exec(l);
      if (m === null) throw new Error(`unexpected line '${l}'`);
      expect(Number(m[1])).toBeGreaterThanOrEqual(5);
      return { falseCuts: Number(m[2]), verified: Number(m[3]), seen: Number(m[5]) };
    });
    const sum = (key: 'falseCuts' | 'verified' | 'seen'): number => cells.reduce((s, c) => s + c[key], 0);
    expect(lines).toContain(`high: ${sum('falseCuts')}/${sum('verified')} false (${sum('verified') === 0 ? 'nothing verified' : `${((100 * sum('falseCuts')) / sum('verified')).toFixed(1)} %`}), ${sum('seen')} seen`);
    expect(lines.at(-2)).toMatch(new RegExp(`^cuts seen ${sum('seen')} in 2 positions at depth 8, 1 in 2 sampled; main search nodes \\d+, verification nodes \\d+$`));
    const last = /^false cuts (\d+)\/(\d+) \((\d+\.\d) %\)$/.exec(lines.at(-1)!);
    expect(last).not.toBeNull();
    expect([Number(last![1]), Number(last![2])]).toEqual([sum('falseCuts'), sum('verified')]);
    expect(Number(last![2])).toBeGreaterThan(0);
    expect(Number(last![3])).toBeCloseTo((100 * sum('falseCuts')) / sum('verified'), 1);
  });

  it('rejects a missing file, a missing or bad --depth and other bad flags with one message', () => {
    expect(error([join(dir, 'missing.epd'), '--depth', '8', '--option', 'ProbCut=mpc']))
      .toBe(`falsecut: cannot read '${join(dir, 'missing.epd')}' (ENOENT)`);
    expect(error([EPD, '--option', 'ProbCut=mpc'])).toBe('falsecut: give --depth D, the depth of each position\'s search (1 to 20)');
    expect(error([EPD, '--depth', '0', '--option', 'ProbCut=mpc'])).toBe('falsecut: --depth must be between 1 and 20, got 0');
    expect(error([EPD, '--depth', '21', '--option', 'ProbCut=mpc'])).toBe('falsecut: --depth must be between 1 and 20, got 21');
    expect(error([EPD, '--depth', 'deep', '--option', 'ProbCut=mpc'])).toBe("falsecut: --depth must be a whole number, got 'deep'");
    expect(error([EPD, '--depth', '8', '--sample', '0', '--option', 'ProbCut=mpc'])).toMatch(/^falsecut: --sample must be between 1 and \d+, got 0$/);
    expect(error([EPD, '--depth', '8', '--limit', '0', '--option', 'ProbCut=mpc'])).toMatch(/^falsecut: --limit must be between 1 and \d+, got 0$/);
    expect(error([EPD, '--depth', '8', '--seed', 'x', '--option', 'ProbCut=mpc'])).toBe("falsecut: --seed must be a whole number, got 'x'");
    expect(error([EPD, '--depth', '8', '--option', 'ProbCut=sometimes'])).toMatch(/^falsecut: .*ProbCut/);
    expect(error([EPD, '--depth', '8', '--frobnicate'])).toMatch(/^falsecut: Unknown option '--frobnicate'/);
    expect(error(['--depth', '8'])).toMatch(/^falsecut: expected one EPD file, got 0/);
    expect(error([EPD, EPD, '--depth', '8'])).toMatch(/^falsecut: expected one EPD file, got 2/);
  });

  it('says so when there is nothing to measure: ProbCut off, no usable position, or no cut made', () => {
    expect(error([EPD, '--depth', '8', '--option', 'ProbCut=off'])).toMatch(/^falsecut: ProbCut is off, so Step 8 makes no cut to check; .*--option ProbCut=mpc/);
    expect(error([GARBAGE, '--depth', '8', '--option', 'ProbCut=mpc'])).toBe(`falsecut: '${GARBAGE}' has no usable positions`);
    // ProbCut=fixed probes from height 5 only: a depth-4 search cannot cut.
    expect(error([EPD, '--depth', '4', '--limit', '1', '--option', 'ProbCut=fixed'])).toMatch(/^falsecut: Step 8 made no cut in 1 searches to depth 4 \(\d+ nodes\); .*try a greater --depth$/);
  });
});
