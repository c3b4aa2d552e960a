// `kerf calibrate` argument errors: each bad flag gives a CliError naming it, before any search;
// and `--option` (the search switches of the calibration) end to end.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { calibrateCommand } from '../../src/cli/calibrate-command.js';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';

async function error(args: string[]): Promise<string> {
  try {
    await calibrateCommand(args, () => {});
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('kerf calibrate arguments', () => {
  it.each([
    [['--t', '0'], "calibrate: --t must be a number in (0, 5], got '0'"],
    [['--t', 'x'], "calibrate: --t must be a number in (0, 5], got 'x'"],
    [['--depth', '1'], 'calibrate: --depth must be between 2 and 16, got 1'],
    [['--depth', '17'], 'calibrate: --depth must be between 2 and 16, got 17'],
    [['--count', '0'], 'calibrate: --count must be between 1 and 9007199254740991, got 0'],
    [['--threads', 'two'], "calibrate: --threads must be a whole number, got 'two'"],
    [['--pairs', '4,12', '--depth', '10'], 'calibrate: --pairs: depth pair (4,12) needs depth 12, above --depth 10'],
    [['--positions', 'a.epd:0'], "calibrate: --positions a.epd:0: the weight after ':' must be at least 1"],
    [['extra'], "calibrate: unexpected argument 'extra'"],
    [['--evaluator', 'nnue'], "calibrate: --evaluator must be one of "],
    [['--bogus'], "calibrate: Unknown option '--bogus'"],
    [['--interior', '0'], 'calibrate: --interior must be between 1 and 100, got 0'],
    [['--interior-heights', '6-10'], 'calibrate: --interior-heights needs --interior K'],
    [['--interior', '3', '--interior-heights', '6'], "calibrate: --interior-heights: expected LO-HI (e.g. 6-10), got '6'"],
    [['--interior', '3', '--interior-heights', '5-17'], "calibrate: --interior-heights: need 1 <= LO <= HI <= 16, got '5-17'"],
    [['--option', 'LMR'], `calibrate: --option needs "Name=value", got 'LMR'`],
    [['--option', 'ProbCut=mpc'], 'calibrate: --option ProbCut=mpc: calibrate sets only the search switches'],
    [['--option', 'LMR=maybe'], 'calibrate: --option LMR=maybe: '],
  ])('%j', async (args, message) => {
    expect(await error(args)).toContain(message);
  });
  // --worker is not tested here: vitest's own workers have an IPC channel, which it would answer.
});

// `--option` end to end through bin/kerf: the switches reach the pool's worker processes (two
// threads give the samples of one), change the searches, name the default CSV and the note; and
// --interior's improving column, filled by the workers.
describe('kerf calibrate --option', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kerf-calibrate-option-'));
  const positions = join(dir, 'p.epd');
  writeFileSync(positions, readFileSync(join(ROOT, 'data/wac.epd'), 'utf8').split('\n').slice(0, 6).join('\n') + '\n');

  function calibrate(name: string, ...extra: string[]): { code: number | null; stderr: string } {
    const r = spawnSync(process.execPath, [KERF_BIN, 'calibrate', '--positions', positions, '--count', '6', '--depth', '5',
      '--pairs', '1,3 2,5', '--out', join(dir, `${name}.json`), ...extra], { cwd: dir, encoding: 'utf8', timeout: 60000 });
    return { code: r.status, stderr: r.stderr };
  }
  /** The CSV's rows without the header, sorted (workers finish in any order). */
  function rows(csv: string): string[] {
    return readFileSync(join(dir, csv), 'utf8').trim().split('\n').slice(1).sort();
  }
  const nodes = (csv: string): number => rows(csv).reduce((sum, row) => sum + Number(row.split(',')[2]), 0);

  beforeAll(() => ensureBundle());

  it('searches with the switches in every worker and keeps their samples apart', () => {
    expect(calibrate('plain2', '--threads', '2', '--option', 'LMR=false', '--option', 'Futility=false').code).toBe(0);
    expect(calibrate('plain1', '--threads', '1', '--option', 'Futility=false', '--option', 'LMR=false', '--csv', join(dir, 'plain1.csv')).code).toBe(0);
    expect(calibrate('full', '--threads', '2').code).toBe(0);
    const plainCsv = 'out/calibrate-d5-seed1-full-LMRoff-Futilityoff.csv';
    const fullCsv = 'out/calibrate-d5-seed1-full.csv';
    expect(rows(plainCsv)).toHaveLength(6);
    expect(rows('plain1.csv')).toEqual(rows(plainCsv));
    expect(nodes(plainCsv)).toBeGreaterThan(nodes(fullCsv));
    const params = readFileSync(join(dir, 'plain2.json'), 'utf8');
    expect(params).toContain('off: lmr, futility, checkExtension, multiCut');
    expect(params).toContain('--option LMR=false --option Futility=false');
    expect(readFileSync(join(dir, 'full.json'), 'utf8')).toContain('also on: lmr, futility, reverseFutility');
  });

  it('--interior records each node\'s improving flag in the CSV\'s last column, from the worker processes', () => {
    expect(calibrate('interior', '--threads', '2', '--interior', '4', '--interior-heights', '2-4', '--csv', join(dir, 'interior.csv')).code).toBe(0);
    const [header, ...body] = readFileSync(join(dir, 'interior.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('key,stage,nodes,v1,v2,v3,v4,v5,fen,improving');
    expect(body.length).toBeGreaterThan(6);
    expect(body.every((r) => /,[01]$/.test(r))).toBe(true);
    expect(body.some((r) => r.endsWith(',1')) && body.some((r) => r.endsWith(',0'))).toBe(true);
  });

  it('stops at a bad switch before searching', () => {
    const r = calibrate('bad', '--option', 'MPCParams=x.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('calibrate: --option MPCParams=x.json: calibrate sets only the search switches');
    expect(existsSync(join(dir, 'bad.json'))).toBe(false);
  });
});
