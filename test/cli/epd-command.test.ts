// `kerf epd` end to end, in-process, against Kerf itself (bin/kerf → dist/kerf.js, built by
// `npm test`) and, for failure paths, the scripted mock engine.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { epdCommand } from '../../src/cli/epd-command.js';
import { CliError } from '../../src/cli/errors.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA = join(ROOT, 'data');
const MOCK = fileURLToPath(new URL('../tools/fixtures/mock-engine.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'kerf-epd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<string[]> {
  const lines: string[] = [];
  expect(await epdCommand(args, (l) => lines.push(l))).toBe(0);
  return lines;
}
async function error(args: string[]): Promise<string> {
  try { await epdCommand(args, () => {}); } catch (err) { if (err instanceof CliError) return err.message; throw err; }
  throw new Error('expected a CliError');
}

describe('kerf epd', () => {
  it('runs WAC positions against Kerf and totals what the per-position lines say', async () => {
    const lines = await run([join(DATA, 'wac.epd'), '--depth', '3', '--limit', '4', '--option', 'Hash=8']);
    const per = lines.filter((l) => l.startsWith('['));
    expect(per).toHaveLength(4);
    expect(per[0]).toMatch(/^\[1\/4\] WAC\.001: \S+ \([a-h][1-8][a-h][1-8][qrbn]?\)  expected bm Qg6  (solved|not solved)  depth \d+  nodes \d+$/);
    const solved = per.filter((l) => l.includes('  solved  ')).length;
    expect(lines).toContain(`solved ${solved}/4`);
    const depths = per.map((l) => Number(/depth (\d+)/.exec(l)![1]));
    for (const d of depths) expect(d).toBeLessThanOrEqual(3);
    expect(lines.at(-1)).toBe(`mean depth ${(depths.reduce((a, b) => a + b, 0) / 4).toFixed(2)}, mean nodes ${Math.round(per.map((l) => Number(/nodes (\d+)/.exec(l)![1])).reduce((a, b) => a + b, 0) / 4)}`);
  });

  it('scores STS files per file and in total', async () => {
    const lines = await run([join(DATA, 'sts', 'STS01_Undermine.epd'), join(DATA, 'sts', 'STS06_Recapturing.epd'), '--depth', '2', '--limit', '2']);
    const points = lines.filter((l) => l.startsWith('[')).map((l) => Number(/points (\d+)\/10/.exec(l)![1]));
    expect(points).toHaveLength(4);
    expect(lines).toContain(`STS score: ${points[0] + points[1]}/20 (STS01_Undermine.epd, 2 positions)`);
    expect(lines).toContain(`STS score: ${points[2] + points[3]}/20 (STS06_Recapturing.epd, 2 positions)`);
    expect(lines).toContain(`STS score: ${points.reduce((a, b) => a + b, 0)}/40 (total)`);
  });

  it('skips bad lines, survives a crashing engine and still exits 0', async () => {
    const file = join(dir, 'mixed.epd');
    writeFileSync(file, [
      '7k/8/8/8/8/8/8/KR6 w - - bm Rb8+; id "mate";',
      '7k/8/8/8/8/8/8/KR6 w - - bm Rz9; id "bad";',
      '7k/8/8/8/8/8/8/KR6 w - - id "second";',
    ].join('\n'));
    const stderr: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { stderr.push(String(chunk)); return true; });
    let lines: string[];
    try {
      lines = await run([file, '--nodes', '1', '--engine', `${process.execPath} ${MOCK} --crash-after 1`]);
    } finally {
      spy.mockRestore();
    }
    expect(stderr).toEqual([`kerf: epd: ${file}:2: bm: 'Rz9' is not a legal move here (line skipped)\n`]);
    expect(lines.filter((l) => /search failed: engine '.*' exited with exit code 3/.test(l))).toHaveLength(2);
    expect(lines).toContain('solved 0/1');
    expect(lines).toContain('2 of 2 searches failed');
  });

  it('rejects bad flags and files with one message', async () => {
    const wac = join(DATA, 'wac.epd');
    expect(await error([wac])).toBe('epd: give exactly one of --movetime, --depth, --nodes (got none)');
    expect(await error([wac, '--depth', '2', '--nodes', '5'])).toBe('epd: give exactly one of --movetime, --depth, --nodes (got --depth, --nodes)');
    expect(await error(['--depth', '2'])).toMatch(/^epd: give at least one EPD file/);
    expect(await error([join(dir, 'nope.epd'), '--depth', '2'])).toMatch(/^epd: cannot read '.*nope\.epd' \(ENOENT\)$/);
    expect(await error([wac, '--depth', '2', '--option', 'Hash'])).toBe("epd: --option: option 'Hash' is not Name=value");
    expect(await error([wac, '--depth', '2', '--limit', '1', '--option', 'NoSuchOption=1'])).toBe("epd: engine 'kerf' has no option 'NoSuchOption'");
  });
});
