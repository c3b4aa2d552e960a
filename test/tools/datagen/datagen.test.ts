// `kerf datagen` end to end at a tiny node count: the records decode to legal, quiet positions
// (chess.js as referee) with one result per game; a resumed or repaired file ends up identical to
// one made in one go (so the same seed gives the same bytes), and so does a run with two workers.
// Games are long even at 300 nodes (about 120 plies), so the tests cut them at move 30 and share them.

import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { datagenCommand } from '../../../src/cli/datagen-command.js';
import { START_FEN } from '../../../src/board/fen.js';
import { HEADER_SIZE, RECORD_SIZE, encodeRecord, openDataFile, readDataFile } from '../../../src/tools/datagen/format.js';
import { inProcessPlayer, type GamePlayer } from '../../../src/tools/datagen/pool.js';
import { startDatagen, type DatagenSummary, type DatagenTarget } from '../../../src/tools/datagen/run.js';
import type { PlayedGame, SelfPlaySettings } from '../../../src/tools/datagen/selfplay.js';
import { parseTuningData } from '../../../src/tools/tune/data.js';
import { mustParse } from '../../board/random-games.js';
import { ensureBundle, KERF_BIN, ROOT } from '../../helpers/uci-process.js';

// Games cut at move 30 (drawn there) keep the tests short.
const SETTINGS: SelfPlaySettings = { seed: 7, nodes: 300, randomPlies: 4, qsearchFilter: true, maxMoves: 30 };
const dir = mkdtempSync(join(tmpdir(), 'kerf-datagen-'));

async function generate(name: string, target: DatagenTarget, settings = SETTINGS): Promise<DatagenSummary> {
  const run = startDatagen({ out: join(dir, name), settings, target }, {
    players: [inProcessPlayer(settings, 4)], progress: () => {}, progressEveryMs: Infinity, now: Date.now,
  });
  const r = await run.done;
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const bytes = (name: string) => readFileSync(join(dir, name));

describe('kerf datagen', () => {
  let first: DatagenSummary;
  beforeAll(async () => {
    first = await generate('a.bin', { games: 2 });
  });

  it('writes legal quiet positions with one result per game', () => {
    expect([first.games, first.totalGames]).toEqual([2, 2]);
    const records = readDataFile(join(dir, 'a.bin'));
    if (!records.ok) throw new Error(records.message);
    expect(records.value.length).toBe(first.positions);
    expect(first.positions).toBeGreaterThan(20);
    const resultOf = new Map<number, number>();
    for (const r of records.value) {
      const chess = new Chess(r.fen); // throws on an illegal position
      expect(chess.inCheck()).toBe(false);
      expect(chess.moves().length).toBeGreaterThan(0);
      expect([0, 0.5, 1]).toContain(r.result);
      expect(Math.abs(r.score)).toBeLessThan(5000);
      if (!resultOf.has(r.gameId)) resultOf.set(r.gameId, r.result);
      expect(r.result).toBe(resultOf.get(r.gameId));
    }
    expect([...resultOf.keys()]).toEqual([0, 1]);
  });

  it('continues a file at the next game, without repeating game ids: the same bytes as one run', async () => {
    // A positions target ends the file with the game that reaches it.
    const one = await generate('resumed.bin', { positions: 1 });
    expect([one.games, one.totalGames]).toEqual([1, 1]);
    const more = await generate('resumed.bin', { games: 2 });
    expect([more.resumedGames, more.games, more.totalGames, more.totalPositions]).toEqual([1, 1, 2, first.positions]);
    expect(bytes('resumed.bin').equals(bytes('a.bin'))).toBe(true);
    // Already at the target: nothing to do.
    const again = await generate('resumed.bin', { games: 2 });
    expect(again.games).toBe(0);
  });

  it('cuts off an interrupted append and plays that game again', async () => {
    const full = bytes('a.bin');
    const game0 = readDataFile(join(dir, 'a.bin'));
    if (!game0.ok) throw new Error(game0.message);
    const n0 = game0.value.filter((r) => r.gameId === 0).length;
    // Game 0 complete (counter 1), then three records of game 1 and half a record.
    const cut = Buffer.from(full.subarray(0, HEADER_SIZE + (n0 + 3) * RECORD_SIZE + 16));
    cut.writeUInt32LE(1, 20);
    writeFileSync(join(dir, 'cut.bin'), cut);
    const s = await generate('cut.bin', { games: 2 });
    expect([s.repairedBytes, s.resumedGames, s.resumedPositions]).toEqual([3 * RECORD_SIZE + 16, 1, n0]);
    expect(bytes('cut.bin').equals(full)).toBe(true);
  });

  it('refuses to continue a file made with other settings', async () => {
    const r = await startDatagen({ out: join(dir, 'a.bin'), settings: { ...SETTINGS, nodes: 400 }, target: { games: 3 } }, {
      players: [], progress: () => {}, progressEveryMs: Infinity, now: Date.now,
    }).done;
    expect(!r.ok && [r.kind, r.message]).toEqual(['InvalidFlag', expect.stringContaining('was made with --seed 7 --nodes 300 --random-plies 4 --max-moves 30')]);
    appendFileSync(join(dir, 'junk.bin'), 'not a datagen file at all, not at all');
    const j = await startDatagen({ out: join(dir, 'junk.bin'), settings: SETTINGS, target: { games: 1 } }, {
      players: [], progress: () => {}, progressEveryMs: Infinity, now: Date.now,
    }).done;
    expect(!j.ok && j.kind).toBe('InvalidData');
  });

  it('dumps as EPD that the tuner reads, split by game', async () => {
    const lines: string[] = [];
    expect(await datagenCommand(['--dump', join(dir, 'a.bin')], (l) => lines.push(l))).toBe(0);
    const data = parseTuningData(lines.join('\n'), 2);
    expect([data.errors, data.games, data.train.length + data.validation.length]).toEqual([[], 2, first.positions]);
    expect(lines[0]).toMatch(/^\S+ [wb] \S+ \S+ hmvc \d+; ce -?\d+; c9 "(1-0|0-1|1\/2-1\/2)"; id "datagen g0";$/);
    const few: string[] = [];
    await datagenCommand(['--dump', join(dir, 'a.bin'), '--limit', '2'], (l) => few.push(l));
    expect(few).toEqual(lines.slice(0, 2));
  });

  it('gives the same file with two worker processes (bin/kerf)', () => {
    ensureBundle();
    const out = join(dir, 'threads2.bin');
    const p = spawnSync(process.execPath, [KERF_BIN, 'datagen', '--out', out, '--games', '2', '--nodes', '300', '--random-plies', '4', '--max-moves', '30', '--seed', '7', '--hash', '4', '--threads', '2'],
      { cwd: ROOT, encoding: 'utf8' });
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout).toContain(`holds 2 games, ${first.positions} positions`);
    expect(existsSync(out) && bytes('threads2.bin').equals(bytes('a.bin'))).toBe(true);
  });
});

// The scheduling alone, with fake players that finish out of order: games reach the file in id
// order, and a failing game stops the run with the games before it kept.
describe('datagen scheduling', () => {
  const fakeGame = (gameId: number): PlayedGame => {
    const records = new Uint8Array(2 * RECORD_SIZE);
    const pos = mustParse(START_FEN);
    encodeRecord(pos, gameId, 0.5, gameId, records, 0);
    encodeRecord(pos, -gameId, 0.5, gameId, records, RECORD_SIZE);
    return { gameId, records, positions: gameId % 3 === 0 ? 0 : 2, result: 0.5, end: 'repetition', plies: 10 };
  };
  const fakePlayer = (delayMs: (id: number) => number, failAt = -1): GamePlayer => ({
    play: (id) => new Promise((resolve, reject) => setTimeout(() => (id === failAt ? reject(new Error(`boom at ${id}`)) : resolve(fakeGame(id))), delayMs(id))),
    close: () => {},
  });
  const deps = (players: GamePlayer[]) => ({ players, progress: () => {}, progressEveryMs: Infinity, now: Date.now });

  it('writes games in id order whatever order they finish in', async () => {
    const out = join(dir, 'fake.bin');
    const players = [fakePlayer((id) => (id * 7) % 5), fakePlayer((id) => (id * 3) % 4), fakePlayer(() => 1)];
    const r = await startDatagen({ out, settings: SETTINGS, target: { games: 12 } }, deps(players)).done;
    expect(r.ok && [r.value.totalGames, r.value.totalPositions]).toEqual([12, 16]);
    const records = readDataFile(out);
    expect(records.ok && records.value.map((x) => x.gameId)).toEqual([1, 1, 2, 2, 4, 4, 5, 5, 7, 7, 8, 8, 10, 10, 11, 11]);
  });

  it('stops at a failed game and keeps the games before it', async () => {
    const out = join(dir, 'fail.bin');
    const run = startDatagen({ out, settings: SETTINGS, target: { games: 50 } }, deps([fakePlayer(() => 1, 5), fakePlayer(() => 2, 5)]));
    await expect(run.done).rejects.toThrow(/^boom at 5 \(the file keeps its first 5 games; rerun to continue\)$/);
    const f = openDataFile(out);
    expect(f.ok && f.value.header.gamesDone).toBe(5);
  });
});

describe('kerf datagen arguments', () => {
  async function error(args: string[]): Promise<string> {
    try {
      await datagenCommand(args, () => {});
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('expected an error');
  }
  it.each([
    [['--games', '3', '--positions', '9'], 'datagen: give --games or --positions, not both'],
    [['--nodes', '0'], 'datagen: --nodes must be between 1 and 100000000, got 0'],
    [['--random-plies', '0'], 'datagen: --random-plies must be between 1 and 60, got 0'],
    [['--threads', 'x'], "datagen: --threads must be a whole number, got 'x'"],
    [['--games', '0'], 'datagen: --games must be between 1'],
    [['extra'], "datagen: unexpected argument 'extra'"],
    [['--bogus'], "datagen: Unknown option '--bogus'"],
    [['--limit', '3'], 'datagen: --limit goes with --dump'],
    [['--dump', '/nonexistent/x.bin'], "datagen: cannot read '/nonexistent/x.bin' (ENOENT)"],
    [['--from-pgn', 'results/sprt-lmp-v1/match.pgn.gz'], 'datagen: --from-pgn needs --out FILE (a new file)'],
    [['--from-pgn', 'results/sprt-lmp-v1/match.pgn.gz', '--out', 'package.json'], 'datagen: package.json exists; --from-pgn writes a new file'],
    [['--from-pgn', '/nonexistent/g.pgn', '--out', '/tmp/kerf-never-written.bin'], 'datagen: cannot read /nonexistent/g.pgn'],
  ])('%j', async (args, message) => {
    expect(await error(args)).toContain(message);
  });

  it('--from-pgn turns a match record into a datagen file the tuner reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-from-pgn-'));
    const path = join(dir, 'games.bin');
    const lines: string[] = [];
    expect(await datagenCommand(['--from-pgn', join(ROOT, 'results/sprt-lmp-v1/match.pgn.gz'), '--out', path], (l) => lines.push(l))).toBe(0);
    const m = /^datagen: wrote .*: (\d+) positions from (\d+) games$/.exec(lines.at(-1) ?? '');
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBe(33);
    const file = openDataFile(path);
    if (!file.ok) throw new Error(file.message);
    expect(file.value.header.gamesDone).toBe(33);
    expect(Number(m![1])).toBeGreaterThan(33 * 20);
  });

  it('prints its help', async () => {
    const lines: string[] = [];
    expect(await datagenCommand(['--help'], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^usage: kerf datagen/);
  });
});
