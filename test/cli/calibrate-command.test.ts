// `kerf calibrate` argument errors: each bad flag gives a CliError naming it, before any search.

import { describe, expect, it } from 'vitest';
import { calibrateCommand } from '../../src/cli/calibrate-command.js';

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
  ])('%j', async (args, message) => {
    expect(await error(args)).toContain(message);
  });
  // --worker is not tested here: vitest's own workers have an IPC channel, which it would answer.
});
