// `kerf depthtest` end to end, in-process, against Kerf itself (bin/kerf → dist/kerf.js).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { depthtestCommand } from '../../src/cli/depthtest-command.js';
import { CliError } from '../../src/cli/errors.js';

const DATA = join(fileURLToPath(new URL('../../', import.meta.url)), 'data');
const BK = join(DATA, 'bratko-kopec.epd');

async function error(args: string[]): Promise<string> {
  try { await depthtestCommand(args, () => {}); } catch (err) { if (err instanceof CliError) return err.message; throw err; }
  throw new Error('expected a CliError');
}

describe('kerf depthtest', () => {
  it('with --nodes, identical option sets reach identical depths (the budget does not depend on load)', async () => {
    const lines: string[] = [];
    const code = await depthtestCommand([BK, '--nodes', '20000', '--a', 'Hash=8', '--b', 'Hash=8', '--limit', '3'], (l) => lines.push(l));
    expect(code).toBe(0);
    expect(lines).toContain('positions: 3 compared of 3, 20000 nodes each');
    const per = lines.filter((l) => l.startsWith('['));
    for (const l of per) {
      const m = /A depth (\d+) nodes (\d+) \| B depth (\d+) nodes (\d+)/.exec(l)!;
      expect(m[1]).toBe(m[3]);
      expect(m[2]).toBe(m[4]);
    }
    expect(lines.at(-1)).toBe('A deeper 0, equal 3, B deeper 0');
  });

  it('compares two option sets of Kerf and reports numbers consistent with its per-position lines', async () => {
    const lines: string[] = [];
    const code = await depthtestCommand([BK, '--movetime', '60', '--a', 'ProbCut=mpc', '--b', 'ProbCut=off', '--limit', '3', '--option', 'Hash=8'], (l) => lines.push(l));
    expect(code).toBe(0);
    const per = lines.filter((l) => l.startsWith('['));
    expect(per).toHaveLength(3);
    const pairs = per.map((l) => /A depth (\d+) nodes \d+ \| B depth (\d+) nodes \d+  diff [+-]?\d+$/.exec(l)!).map((m) => [Number(m[1]), Number(m[2])]);
    const meanA = pairs.reduce((s, p) => s + p[0], 0) / 3;
    const meanB = pairs.reduce((s, p) => s + p[1], 0) / 3;
    expect(lines).toContain('positions: 3 compared of 3, 60 ms each');
    expect(lines.find((l) => l.startsWith('A (ProbCut=mpc): '))).toMatch(new RegExp(`mean depth ${meanA.toFixed(2)}, mean nodes \\d+$`));
    expect(lines.find((l) => l.startsWith('B (ProbCut=off): '))).toMatch(new RegExp(`mean depth ${meanB.toFixed(2)}, mean nodes \\d+$`));
    const diffLine = lines.find((l) => l.startsWith('depth A - B: '))!;
    const m = /mean ([+-]\d+\.\d+), 95% CI \[([+-]\d+\.\d+), ([+-]\d+\.\d+)\] \(t, df 2\)$/.exec(diffLine)!;
    expect(Number(m[1])).toBeCloseTo(meanA - meanB, 2);
    expect(Number(m[2])).toBeLessThanOrEqual(Number(m[1]));
    expect(Number(m[3])).toBeGreaterThanOrEqual(Number(m[1]));
    const ahead = pairs.filter((p) => p[0] > p[1]).length;
    const equal = pairs.filter((p) => p[0] === p[1]).length;
    expect(lines.at(-1)).toBe(`A deeper ${ahead}, equal ${equal}, B deeper ${3 - ahead - equal}`);
  });

  it('rejects missing or bad flags with one message', async () => {
    expect(await error([BK, '--a', '', '--b', ''])).toMatch(/^depthtest: give exactly one of --movetime MS or --nodes N/);
    expect(await error([BK, '--movetime', '10', '--nodes', '100', '--a', '', '--b', ''])).toMatch(/^depthtest: give exactly one of --movetime MS or --nodes N/);
    expect(await error([BK, '--nodes', '0', '--a', '', '--b', ''])).toMatch(/^depthtest: --nodes/);
    expect(await error([BK, '--movetime', '10', '--a', 'ProbCut=mpc'])).toMatch(/^depthtest: give both --a/);
    expect(await error([BK, '--movetime', '10', '--a', 'ProbCut', '--b', ''])).toBe("depthtest: --a: option 'ProbCut' is not Name=value");
    expect(await error([BK, BK, '--movetime', '10', '--a', '', '--b', ''])).toMatch(/^depthtest: expected one EPD file, got 2/);
    expect(await error([BK, '--movetime', '10', '--a', 'Bogus=1', '--b', '', '--limit', '1'])).toBe("depthtest: engine 'kerf A' has no option 'Bogus'");
  });
});
