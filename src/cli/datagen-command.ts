// `kerf datagen`: training positions for the evaluation tuner from Kerf's own fixed-node self-play
// (src/tools/datagen/), written in the compact binary format of src/tools/datagen/format.ts.
// `--worker` is internal: the process-pool child that plays games for its parent. `--from-pgn`
// turns played games (the match records in results/) into a datagen file instead.
// Design choice: the default file name carries the settings (data/generated/kerf-n5000-r8-s1.bin),
// so rerunning the same command continues the same file, and a run with other settings never
// lands in it; the targets count what the file holds, not what this run adds.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  FLAG_QSEARCH_FILTER, decodeRecord, encodeHeader, forEachRecord, openDataFile, recordToEpd,
} from '../tools/datagen/format.js';
import { importPgnGames } from '../tools/datagen/from-pgn.js';
import { runDatagenWorker, forkedPlayer, inProcessPlayer, type GamePlayer } from '../tools/datagen/pool.js';
import { startDatagen, summaryLines } from '../tools/datagen/run.js';
import { DEFAULT_MAX_MOVES, type SelfPlaySettings } from '../tools/datagen/selfplay.js';
import { intArg, parseCommandArgs } from './args.js';
import { CliError } from './errors.js';

export const DATAGEN_HELP = `usage: kerf datagen [--out FILE] [--games N | --positions N] [--nodes N] [--random-plies N]
                    [--max-moves N] [--threads K] [--seed S] [--hash MiB] [--no-qsearch-filter]
       kerf datagen --dump FILE [--limit N]
       kerf datagen --from-pgn GAMES.pgn[.gz] [--from-pgn …] --out FILE [--no-qsearch-filter]
Self-play games of Kerf against itself at a fixed node count per move; their quiet positions,
labelled with the search score and the game result, go to FILE (32 bytes each; docs/datagen.md).
Rerunning with the same FILE continues it.
  --out FILE            output (default data/generated/kerf-n<nodes>-r<plies>-s<seed>.bin)
  --games N             stop when FILE holds N games
  --positions N         stop when FILE holds N positions (default 5000000)
  --nodes N             nodes per move (default 5000)
  --random-plies N      random legal moves opening each game (default 8); an opening that a
                        search scores beyond ±400 cp is drawn again
  --max-moves N         a game still on at move N is drawn (default 200)
  --threads K           games played in parallel by K worker processes (default 1)
  --seed S              seed of the openings (default 1); game g depends only on S and g
  --hash MiB            transposition table per worker (default 16)
  --no-qsearch-filter   also keep positions where a capture line changes the static evaluation
  --dump FILE           print FILE's records as EPD (hmvc, ce, c9 result, id "datagen g<game>"),
                        the input kerf tune --data reads; --limit N: the first N only
  --from-pgn FILE       import played games instead (e.g. results/*/match.pgn.gz): each quiet
                        position, labelled with the mover's score from the move comment
                        ({+0.33/9 …}) and the game result, goes to a new FILE (--out, required)
Kept: not in check, best move neither capture nor promotion, no mate score, static eval =
quiescence score. Ends: rules, a mate score, both sides beyond ±1000 cp for 4 moves, ±10 cp for
8 moves from move 40, the move limit. Progress goes to stderr every 30 s.`;

const PROGRESS_EVERY_MS = 30000;

export async function datagenCommand(args: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('datagen', args, {
    out: { type: 'string' },
    games: { type: 'string' },
    positions: { type: 'string' },
    nodes: { type: 'string' },
    'random-plies': { type: 'string' },
    'max-moves': { type: 'string' },
    threads: { type: 'string' },
    seed: { type: 'string' },
    hash: { type: 'string' },
    'no-qsearch-filter': { type: 'boolean' },
    dump: { type: 'string' },
    limit: { type: 'string' },
    'from-pgn': { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
    worker: { type: 'boolean' },
  });
  if (values.help) {
    for (const line of DATAGEN_HELP.split('\n')) out(line);
    return 0;
  }
  if (positionals.length > 0) throw new CliError(`datagen: unexpected argument '${positionals[0]}'`);
  if (values.dump !== undefined) return dump(values.dump, values.limit, out);
  if (values['from-pgn'] !== undefined) return fromPgn(values['from-pgn'], values.out, values['no-qsearch-filter'] !== true, out);
  if (values.limit !== undefined) throw new CliError('datagen: --limit goes with --dump');
  const settings: SelfPlaySettings = {
    seed: intArg('datagen', '--seed', values.seed ?? '1', 0, 0xffffffff),
    nodes: intArg('datagen', '--nodes', values.nodes ?? '5000', 1, 100_000_000),
    // At least one random ply: fixed-node games from one opening are all the same game.
    randomPlies: intArg('datagen', '--random-plies', values['random-plies'] ?? '8', 1, 60),
    qsearchFilter: values['no-qsearch-filter'] !== true,
    maxMoves: intArg('datagen', '--max-moves', values['max-moves'] ?? String(DEFAULT_MAX_MOVES), 10, 1000),
  };
  const hash = intArg('datagen', '--hash', values.hash ?? '16', 1, 4096);
  const settingArgs = ['--seed', String(settings.seed), '--nodes', String(settings.nodes), '--random-plies', String(settings.randomPlies),
    '--max-moves', String(settings.maxMoves),    '--hash', String(hash), ...(settings.qsearchFilter ? [] : ['--no-qsearch-filter'])];
  if (values.worker) {
    const code = await runDatagenWorker(settings, hash);
    if (code < 0) throw new CliError('datagen: --worker is internal to kerf datagen (it needs an IPC channel to its parent)');
    return code;
  }

  if (values.games !== undefined && values.positions !== undefined) throw new CliError('datagen: give --games or --positions, not both');
  const target = values.games !== undefined
    ? { games: intArg('datagen', '--games', values.games, 1, 0xffffffff) }
    : { positions: intArg('datagen', '--positions', values.positions ?? '5000000', 1) };
  const threads = intArg('datagen', '--threads', values.threads ?? '1', 1, 64);
  const outPath = values.out
    ?? `data/generated/kerf-n${settings.nodes}-r${settings.randomPlies}-s${settings.seed}`
      + `${settings.maxMoves === DEFAULT_MAX_MOVES ? '' : `-m${settings.maxMoves}`}${settings.qsearchFilter ? '' : '-noq'}.bin`;

  const players: GamePlayer[] = threads === 1
    ? [inProcessPlayer(settings, hash)]
    : Array.from({ length: threads }, () => forkedPlayer(process.argv[1], ['datagen', '--worker', ...settingArgs]));
  const goal = target.games !== undefined ? `${target.games} games` : `${target.positions} positions`;
  out(`datagen: ${outPath}, until ${goal}; ${settings.nodes} nodes per move, ${settings.randomPlies} random plies, seed ${settings.seed}, `
    + `${threads} thread${threads === 1 ? '' : 's'}${settings.qsearchFilter ? '' : ', no quiescence filter'}`);
  const run = startDatagen({ out: outPath, settings, target }, {
    players,
    progress: (line) => process.stderr.write(line + '\n'),
    progressEveryMs: PROGRESS_EVERY_MS,
    now: Date.now,
  });
  const onSigint = () => run.cancel();
  process.on('SIGINT', onSigint);
  try {
    const result = await run.done.catch((err: unknown) => { throw new CliError(`datagen: ${err instanceof Error ? err.message : String(err)}`); });
    if (!result.ok) throw new CliError(`datagen: ${result.message}`);
    for (const line of summaryLines(result.value, outPath)) out(line);
    return result.value.interrupted ? 130 : 0;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/** `--from-pgn FILE… --out OUT`: played games' quiet positions as a new datagen file. */
function fromPgn(inputs: string[], outPath: string | undefined, qsearchFilter: boolean, out: (line: string) => void): number {
  if (outPath === undefined) throw new CliError('datagen: --from-pgn needs --out FILE (a new file)');
  if (existsSync(outPath)) throw new CliError(`datagen: ${outPath} exists; --from-pgn writes a new file`);
  const chunks: Uint8Array[] = [];
  let games = 0;
  let positions = 0;
  for (const input of inputs) {
    let text: string;
    try {
      const raw = readFileSync(input);
      text = (input.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
    } catch (err) {
      throw new CliError(`datagen: cannot read ${input}: ${(err as Error).message}`);
    }
    const imported = importPgnGames(text, games, qsearchFilter);
    for (const s of imported.skipped.slice(0, 3)) out(`${input}: skipped ${s}`);
    if (imported.skipped.length > 3) out(`${input}: … ${imported.skipped.length - 3} more skipped`);
    out(`${input}: ${imported.games} games, ${imported.positions} positions`);
    chunks.push(imported.records);
    games += imported.games;
    positions += imported.positions;
  }
  const header = encodeHeader({ seed: 0, nodes: 0, randomPlies: 0, flags: qsearchFilter ? FLAG_QSEARCH_FILTER : 0, maxMoves: 0, gamesDone: games });
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, Buffer.concat([header, ...chunks]));
  out(`datagen: wrote ${outPath}: ${positions} positions from ${games} games`);
  return 0;
}

/** `--dump FILE [--limit N]`: the records as EPD lines. */
function dump(path: string, limitText: string | undefined, out: (line: string) => void): number {
  const limit = limitText === undefined ? Infinity : intArg('datagen', '--limit', limitText, 1);
  const file = openDataFile(path);
  if (!file.ok) throw new CliError(`datagen: ${file.message}`);
  let bad: string | null = null;
  let printed = 0;
  const visited = forEachRecord(file.value, (bytes, offset, index) => {
    const r = decodeRecord(bytes, offset);
    if (!r.ok) { bad = `${path}: record ${index}: ${r.message}`; return false; }
    out(recordToEpd(r.value));
    return ++printed < limit;
  });
  if (!visited.ok) throw new CliError(`datagen: ${visited.message}`);
  if (bad !== null) throw new CliError(`datagen: ${bad}`);
  return 0;
}
