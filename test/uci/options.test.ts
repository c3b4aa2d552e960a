// setoption through the real engine (settings-table validation, uci.ts, Engine.applyOption): good
// values are accepted silently (Hash and MPCParams with one confirming info string) and take
// effect in the search thread; bad ones (unknown name, spin out of range or not a number, bad
// check value, bad combo value, missing name, an MPC parameter file that cannot be read) each get
// exactly one `info string error` line and change nothing.

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet, UciProcess } from '../helpers/uci-process.js';
import { MIDDLEGAME } from '../helpers/positions.js';


const engines = new EngineSet();
const engine = (): Promise<UciProcess> => engines.start();

const isError = (t: string): boolean => t.startsWith('info string error');
/** The confirmation after setting Hash or MPCParams (the only options that print one). */
const isConfirmation = (t: string): boolean => /^info string (Hash|MPCParams) /.test(t);

/** Send one command and return the lines it caused (up to the following readyok). */
async function reply(e: UciProcess, command: string): Promise<string[]> {
  const from = e.mark();
  e.send(command);
  await e.sync();
  return e.textsFrom(from).filter((t) => t !== 'readyok');
}

/** Nodes of a fresh (ucinewgame) `go depth 6` from the middlegame position. */
async function nodesAtDepth6(e: UciProcess): Promise<number> {
  e.send('ucinewgame');
  e.send(`position fen ${MIDDLEGAME}`);
  const from = e.mark();
  e.send('go depth 6');
  const best = await e.bestmove(from, 20000);
  const last = e.textsFrom(from, best.index).filter((t) => t.startsWith('info depth 6 ')).at(-1);
  expect(last).toBeDefined();
  return Number(/ nodes (\d+)/.exec(last!)![1]);
}

beforeAll(() => ensureBundle());

afterEach(async () => {
  await engines.closeAll();
});

describe('setoption', () => {
  const good = [
    'setoption name Hash value 32',
    'setoption name hash value 8',
    'setoption name Threads value 1',
    'setoption name Threads value 2',
    'setoption name Threads value 1',
    'setoption name Ponder value true',
    'setoption name MoveOverhead value 0',
    'setoption name NullMove value FALSE',
    'setoption name ProbCut value mpc',
    'setoption name ProbCut value ProbCut',
    'setoption name MPCThresholdMid value 1.5',
    'setoption name MPCThresholdEnd value <empty>',
    'setoption name MPCThresholdEnd',
    'setoption name MPCParams value',
    'setoption name Clear Hash',
    'setoption name UCI_Chess960 value false',
  ];
  it('accepts every good value without a word (beyond the Hash and MPCParams confirmations)', async () => {
    const e = await engine();
    for (const command of good) expect((await reply(e, command)).filter((t) => !isConfirmation(t)), command).toEqual([]);
  });

  it('confirms the options a user could miss: the hash size and the MPC parameters in force', async () => {
    const e = await engine();
    expect(await reply(e, 'setoption name Hash value 32')).toEqual([expect.stringMatching(/^info string Hash 32 MiB \(\d+ entries\)$/)]);
    expect(await reply(e, 'setoption name MPCParams value params/mpc.json')).toEqual([expect.stringMatching(/^info string MPCParams loaded 'params\/mpc\.json': \S/)]);
    expect(await reply(e, 'setoption name MPCParams value')).toEqual([expect.stringMatching(/^info string MPCParams built-in: \S/)]);
    // Everything else stays silent.
    expect(await reply(e, 'setoption name NullMove value false')).toEqual([]);
    expect(await reply(e, 'setoption name MoveOverhead value 10')).toEqual([]);
  });

  const bad: Array<[string, RegExp]> = [
    ['setoption name Hashh value 32', /unknown option 'Hashh'/],
    ['setoption name Hash value 0', /Hash must be between 1 and 4096, got 0/],
    ['setoption name Hash value 100000', /Hash must be between 1 and 4096/],
    ['setoption name Hash value lots', /Hash needs a whole number/],
    ['setoption name Hash value 1.5', /Hash needs a whole number/],
    ['setoption name Threads value 65', /Threads must be between 1 and 64, got 65/],
    ['setoption name Threads value 0', /Threads must be between 1 and 64, got 0/],
    ['setoption name NullMove value maybe', /NullMove must be true or false/],
    ['setoption name LMR value 1', /LMR must be true or false/],
    ['setoption name ProbCut value fast', /ProbCut must be one of off, probcut, mpc/],
    ['setoption name Evaluation value magic', /Evaluation must be one of/],
    ['setoption name MPCThresholdMid value -1', /MPCThresholdMid must be a number from 0 to 10/],
    ['setoption name MPCParams value /nonexistent/kerf-mpc.json', /\S/],
    ['setoption value 3', /setoption needs 'name <id> \[value <x>\]'/],
    ['setoption', /setoption needs/],
  ];
  for (const [command, message] of bad) {
    it(`rejects '${command}' with one error line`, async () => {
      const e = await engine();
      const out = await reply(e, command);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(/^info string error /);
      expect(out[0]).toMatch(message);
    });
  }

  it('a good value reaches the search; a bad one changes nothing', async () => {
    const e = await engine();
    const base = await nodesAtDepth6(e);
    expect(await nodesAtDepth6(e)).toBe(base); // deterministic after ucinewgame
    expect((await reply(e, 'setoption name NullMove value perhaps')).filter(isError)).toHaveLength(1);
    expect(await nodesAtDepth6(e)).toBe(base);
    expect(await reply(e, 'setoption name NullMove value false')).toEqual([]);
    const withoutNull = await nodesAtDepth6(e);
    expect(withoutNull).not.toBe(base);
    expect(await reply(e, 'setoption name NullMove value true')).toEqual([]);
    expect(await nodesAtDepth6(e)).toBe(base);
  });
});
