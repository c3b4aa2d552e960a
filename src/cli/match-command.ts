// `kerf match`: plays two UCI engines against each other with chess.js as referee, paired book
// openings, a runner-kept clock, PGN output, running score, pentanomial Elo and SPRT, and a resume
// file. See src/tools/match/ for the pieces; this file only turns flags into a MatchConfig and
// prints. The summary block mirrors cutechess-cli's wording so scripts can parse it.
// Design choice: `--option Name=value` applies to both engines (cutechess's -each), while
// per-engine options live inside each --engine "cmd=… option.Name=value" text.

import { createHash } from 'node:crypto';
import { basename, isAbsolute, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { intArg, parseCommandArgs, readTextFile } from './args.js';
import { CliError } from './errors.js';
import { parseEngineSpec, parseOptionAssignment, type EngineSpec } from '../tools/engine-spec.js';
import { EngineError } from '../tools/uci-client.js';
import { loadBook, type BookOrder } from '../tools/match/book.js';
import { parseDrawRule, parseResignRule, type AdjudicationRules } from '../tools/match/adjudication.js';
import { START_FEN, type MoveLimit } from '../tools/match/game.js';
import { pgnDate } from '../tools/match/pgn.js';
import { runMatch } from '../tools/match/runner.js';
import { parseSprt, type SprtConfig } from '../tools/match/sprt.js';
import { loadState, statePathFor } from '../tools/match/state.js';
import { eloPentanomial } from '../tools/match/stats.js';
import { scoreLine, sprtLine, summaryLines } from '../tools/match/summary.js';
import { formatTimeControl, parseTimeControl } from '../tools/match/time-control.js';
import { tally, type FinishedGame } from '../tools/match/tally.js';
import { createProgress } from '../tools/progress.js';

const USAGE = 'usage: kerf match --engine "<cmd>" --engine "<cmd>" (--tc 10+0.1 | --nodes N | --depth D | --movetime MS) [--games N] [--book FILE] [--concurrency K] [--pgn FILE] [--resume [--summary]] [--sprt "elo0=0 elo1=5"] [--draw "movenumber=40 movecount=8 score=10"] [--resign "movecount=3 score=600"] [--maxmoves N] [--option Name=value]…';

/**
 * A path-like word as the resume fingerprint records it: an absolute program path by its file
 * name (a frozen engine is named kerf-<commit>, wherever it was built), an absolute option value
 * relative to the working directory when inside it, else by its file name. So a state file holds
 * no machine's folders, and a match can be resumed from another checkout of the same project.
 */
function portableWord(word: string, program: boolean): string {
  if (!isAbsolute(word)) return word;
  const rel = relative(process.cwd(), word);
  return !program && rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : basename(word);
}

/** The settings a resumed match must share with the games already played, without machine paths. */
function matchFingerprint(engines: EngineSpec[], limit: MoveLimit, rules: AdjudicationRules, bookPath: string | undefined, bookText: string | undefined,
  order: BookOrder, seed: number): string {
  return JSON.stringify({
    engines: engines.map((e) => ({
      name: e.name,
      argv: e.argv.map((w) => portableWord(w, true)),
      options: e.options.map(([k, v]) => [k, portableWord(v, false)]),
    })),
    limit, rules,
    // The book by name and content: moved or copied, it is the same book; edited, it is not.
    book: bookPath === undefined ? null : { name: basename(bookPath), sha256: createHash('sha256').update(bookText ?? '').digest('hex').slice(0, 16) },
    order, seed,
  });
}

function engineSpecs(texts: string[], each: Array<[string, string]>): [EngineSpec, EngineSpec] {
  if (texts.length !== 2) throw new CliError(`match: need exactly two --engine flags, got ${texts.length}\n${USAGE}`);
  const specs = texts.map((text) => {
    const parsed = parseEngineSpec(text);
    if (!parsed.ok) throw CliError.from(parsed, 'match');
    // Shared options first, so an engine's own option.X overrides them.
    return { ...parsed.value, options: [...each, ...parsed.value.options] };
  }) as [EngineSpec, EngineSpec];
  if (specs[0].name === specs[1].name) {
    specs[0] = { ...specs[0], name: `${specs[0].name}-1` };
    specs[1] = { ...specs[1], name: `${specs[1].name}-2` };
  }
  return specs;
}

function moveLimit(values: Record<string, string | boolean | string[] | undefined>): { limit: MoveLimit; tcTag: string } {
  const given = ['tc', 'nodes', 'depth', 'movetime'].filter((k) => values[k] !== undefined);
  if (given.length !== 1) throw new CliError(`match: give exactly one of --tc, --nodes, --depth, --movetime (got ${given.length === 0 ? 'none' : given.map((g) => '--' + g).join(', ')})`);
  const grace = intArg('match', '--grace', (values.grace as string | undefined) ?? '50', 0, 60000);
  const timeoutMs = intArg('match', '--move-timeout', (values['move-timeout'] as string | undefined) ?? '60000', 1, 3600000);
  if (values.tc !== undefined) {
    const tc = parseTimeControl(values.tc as string);
    if (!tc.ok) throw CliError.from(tc, 'match: --tc');
    return { limit: { kind: 'clock', tc: tc.value, graceMs: grace }, tcTag: formatTimeControl(tc.value) };
  }
  if (values.nodes !== undefined) {
    const nodes = intArg('match', '--nodes', values.nodes as string, 1);
    return { limit: { kind: 'fixed', go: { nodes }, timeoutMs }, tcTag: '-' };
  }
  if (values.depth !== undefined) {
    const depth = intArg('match', '--depth', values.depth as string, 1, 200);
    return { limit: { kind: 'fixed', go: { depth }, timeoutMs }, tcTag: '-' };
  }
  const movetime = intArg('match', '--movetime', values.movetime as string, 1);
  return { limit: { kind: 'fixed', go: { movetime }, timeoutMs: Math.max(timeoutMs, movetime + 5000) }, tcTag: `${movetime / 1000}/move` };
}

function adjudication(values: Record<string, string | boolean | string[] | undefined>): AdjudicationRules {
  const rules: AdjudicationRules = {};
  if (values.draw !== undefined) {
    const r = parseDrawRule(values.draw as string);
    if (!r.ok) throw CliError.from(r, 'match: --draw');
    rules.draw = r.value;
  }
  if (values.resign !== undefined) {
    const r = parseResignRule(values.resign as string);
    if (!r.ok) throw CliError.from(r, 'match: --resign');
    rules.resign = r.value;
  }
  if (values.maxmoves !== undefined) rules.maxMoves = intArg('match', '--maxmoves', values.maxmoves as string, 1);
  return rules;
}

export async function matchCommand(args: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('match', args, {
    engine: { type: 'string', multiple: true },
    option: { type: 'string', multiple: true },
    games: { type: 'string' },
    tc: { type: 'string' },
    nodes: { type: 'string' },
    depth: { type: 'string' },
    movetime: { type: 'string' },
    grace: { type: 'string' },
    'move-timeout': { type: 'string' },
    book: { type: 'string' },
    'book-order': { type: 'string' },
    seed: { type: 'string' },
    concurrency: { type: 'string' },
    pgn: { type: 'string' },
    resume: { type: 'boolean' },
    summary: { type: 'boolean' },
    sprt: { type: 'string' },
    draw: { type: 'string' },
    resign: { type: 'string' },
    maxmoves: { type: 'string' },
    event: { type: 'string' },
  });
  if (positionals.length > 0) throw new CliError(`match: unexpected argument '${positionals[0]}'\n${USAGE}`);

  const each: Array<[string, string]> = [];
  for (const text of values.option ?? []) {
    const r = parseOptionAssignment(text);
    if (!r.ok) throw CliError.from(r, 'match: --option');
    each.push([r.value.name, r.value.value]);
  }
  const engines = engineSpecs(values.engine ?? [], each);
  const { limit, tcTag } = moveLimit(values);
  const rules = adjudication(values);
  const games = intArg('match', '--games', values.games ?? '2', 1, 10_000_000);
  const concurrency = intArg('match', '--concurrency', values.concurrency ?? '1', 1, 64);
  const seed = intArg('match', '--seed', values.seed ?? '1', 0, 0xffffffff);
  let sprt: SprtConfig | undefined;
  if (values.sprt !== undefined) {
    const r = parseSprt(values.sprt);
    if (!r.ok) throw CliError.from(r, 'match: --sprt');
    sprt = r.value;
  }

  const order = (values['book-order'] ?? 'sequential') as BookOrder;
  if (order !== 'sequential' && order !== 'random') throw new CliError(`match: --book-order must be sequential or random, got '${order}'`);
  let openings = [START_FEN];
  let bookText: string | undefined;
  if (values.book !== undefined) {
    bookText = readTextFile('match', values.book);
    const book = loadBook(bookText, order, seed);
    for (const e of book.errors) process.stderr.write(`kerf: match: ${values.book}:${e.lineNumber}: ${e.message} (line skipped)\n`);
    if (book.fens.length === 0) throw new CliError(`match: book '${values.book}' has no usable positions`);
    openings = book.fens;
  }

  // Resume bookkeeping: the state file sits beside the PGN.
  let finished: FinishedGame[] = [];
  let resumedPgnBytes: number | undefined;
  const fingerprint = matchFingerprint(engines, limit, rules, values.book, bookText, order, seed);
  let state: { path: string; fingerprint: string } | undefined;
  if (values.summary && (!values.resume || values.pgn === undefined)) throw new CliError('match: --summary needs --pgn and --resume (it reads the state file)');
  if (values.pgn !== undefined) {
    state = { path: statePathFor(values.pgn), fingerprint };
    if (values.resume) {
      const loaded = loadState(state.path);
      if (!loaded.ok) throw CliError.from(loaded, 'match: --resume');
      if (loaded.value.fingerprint !== fingerprint) throw new CliError(`match: --resume: '${state.path}' was written by a match with other engines, options, limits, book or adjudication`);
      // --summary: every recorded game (also one past --games, or after a game still missing, as
      // two games at a time leave them when stopped), summarised as a resumed match would print
      // it, and nothing played or written.
      if (values.summary) {
        for (const line of summaryLines(engines[0].name, engines[1].name, tally(loaded.value.games), sprt)) out(line);
        return 0;
      }
      finished = loaded.value.games.filter((g) => g.index < games);
      resumedPgnBytes = loaded.value.pgnBytes;
    } else if (existsSync(state.path)) {
      throw new CliError(`match: '${state.path}' exists from an earlier match; pass --resume to continue it, or delete it`);
    }
  } else if (values.resume) {
    throw new CliError('match: --resume needs --pgn (the state file is kept beside the PGN)');
  }

  const [nameA, nameB] = [engines[0].name, engines[1].name];
  const progress = createProgress(games, out);
  if (finished.length > 0) progress.log(`Resuming: ${finished.length} of ${games} games already played`);
  let interrupted = false;
  const onSigint = (): void => { interrupted = true; };
  process.on('SIGINT', onSigint);
  let outcome;
  try {
    outcome = await runMatch({
      engines, games, limit, openings, rules, concurrency, sprt, finished, resumedPgnBytes, state,
      pgn: values.pgn === undefined ? undefined : {
        path: values.pgn,
        meta: { event: values.event ?? 'kerf match', site: '?', date: pgnDate(new Date()), timeControl: tcTag },
      },
    }, {
      interrupted: () => interrupted,
      onGameEnd: (game, record, t) => {
        progress.log(`Finished game ${game.index + 1} (${record.white} vs ${record.black}): ${game.result} {${game.reason}}`);
        progress.log(scoreLine(nameA, nameB, t));
        // The LLR after every game is the SPRT's trace.
        if (sprt) progress.log(`LLR after ${t.games} games: ${sprtLine(t, sprt).llr.toFixed(3)}`);
        const penta = eloPentanomial(t.pentanomial);
        const llr = sprt ? ` LLR ${sprtLine(t, sprt).llr.toFixed(2)}` : '';
        progress.update(t.games, `${t.a.wins}-${t.a.losses}-${t.a.draws}${penta ? ` Elo ${penta.elo.toFixed(1)}±${penta.error.toFixed(1)}` : ''}${llr}`);
      },
    });
  } catch (err) {
    if (err instanceof EngineError) throw new CliError(`match: ${err.message}`);
    throw err;
  } finally {
    process.off('SIGINT', onSigint);
    progress.stop();
  }

  for (const line of summaryLines(nameA, nameB, outcome.tally, sprt)) out(line);
  if (outcome.stop === 'interrupted') {
    out(`Match interrupted after ${outcome.finished.length} of ${games} games${state ? '; continue with --resume' : ''}`);
    return 130;
  }
  out('Finished match');
  return 0;
}
