// UCI stop/go timing stress against the real engine (bin/kerf): cycles of `position`, `go` (a mix
// of infinite, depth, movetime, wtime/btime, nodes, searchmoves, and ponder with or without a
// ponderhit) and `stop`, with random delays of 0–50 ms between them, written without waiting for
// answers — as an analysing GUI sends them when the user clicks through a game. The check: every
// go gets exactly one bestmove, and the n-th bestmove is legal (chess.js) in the n-th go's
// position (or `0000` when that position has no legal move), its ponder move legal after it.
//
// Used by test/uci/stress.test.ts (a few hundred cycles) and by scripts/stress-uci.mjs, the
// command line (`node scripts/stress-uci.mjs --cycles 10000 --seed 1`), which bundles this file.
//
// Design choice a reader may question: answers are matched to gos by order alone, never by
// content, since that is all a GUI has; a dropped or doubled bestmove therefore shows up as a run
// of "illegal" answers after it, and the summary also counts bestmoves against gos.

import { Chess } from 'chess.js';
import { FuzzEngine } from './fuzz-uci.js';
import { makeRandom } from '../src/random.js';

/** Positions beside random walks from the start: mate and stalemate (bestmove 0000) and sharp ones. */
const FENS = [
  'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', // White is mated
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', // stalemate
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', // mate in 1
];

export interface StressOptions {
  root: string;
  cycles: number;
  seed: number;
  /** Largest random delay between commands (ms). */
  maxDelayMs?: number;
  /** How long to wait for the answers still owed at a checkpoint (ms). */
  deadlineMs?: number;
  /** Checkpoint (wait for every answer, check there is no extra one) every this many cycles. */
  checkpointEvery?: number;
  log?: (line: string) => void;
  /** Another engine script and arguments instead of bin/kerf (to check the harness on a broken one). */
  engine?: readonly string[];
  /** UCI options set once after `uci`, as `Name=value` (e.g. `Threads=2`). */
  options?: readonly string[];
}

export interface StressSummary {
  cycles: number;
  gos: number;
  bestmoves: number;
  illegal: number;
  /** Problems: illegal answers, missing or extra bestmoves, stderr, a dead engine (first 20). */
  problems: string[];
  ms: number;
}


interface ExpectedGo {
  command: string;
  position: string;
  fen: string;
  /** The answers allowed (legal moves, or those of searchmoves); empty: only 0000. */
  allowed: Set<string>;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function stress(opts: StressOptions): Promise<StressSummary> {
  const { root, cycles, maxDelayMs = 50, deadlineMs = 15000, checkpointEvery = 100, log = () => {} } = opts;
  const random = makeRandom(opts.seed);
  const int = (n: number): number => Math.floor(random() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const delay = (): Promise<void> => {
    // A third of the delays are none at all: commands then arrive in one read.
    const ms = random() < 0.33 ? 0 : int(maxDelayMs + 1);
    return ms === 0 ? Promise.resolve() : sleep(ms);
  };
  const started = performance.now();
  const engine = new FuzzEngine(root, opts.engine);
  const gos: ExpectedGo[] = [];
  const problems: string[] = [];
  let checked = 0; // bestmoves judged so far
  let illegal = 0;
  const problem = (text: string): void => { if (problems.length < 20) problems.push(text); };

  const answers: string[] = [];
  let scanned = 0;
  /** The bestmove lines so far (scanned incrementally: the engine prints many info lines). */
  const bestmoveLines = (): string[] => {
    for (; scanned < engine.lines.length; scanned++) if (engine.lines[scanned].startsWith('bestmove')) answers.push(engine.lines[scanned]);
    return answers;
  };
  const judge = (): void => {
    const answers = bestmoveLines();
    for (; checked < answers.length && checked < gos.length; checked++) {
      const go = gos[checked];
      const words = answers[checked].split(/\s+/);
      const move = words[1] ?? '';
      const ok = go.allowed.size === 0 ? move === '0000' : go.allowed.has(move);
      let ponderOk = true;
      if (ok && words[2] === 'ponder') {
        const game = new Chess(go.fen);
        game.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
        ponderOk = game.moves({ verbose: true }).some((m) => m.lan === words[3]);
      }
      if (!ok || !ponderOk) {
        illegal++;
        problem(`go #${checked + 1} (${go.position} / ${go.command}) answered '${answers[checked]}'${ok ? ' (illegal ponder move)' : ''}`);
      }
    }
  };
  /** Wait until every go so far is answered, then check that no extra bestmove follows. */
  const checkpoint = async (): Promise<boolean> => {
    await engine.write('stop\n');
    try {
      await engine.until(() => bestmoveLines().length >= gos.length || engine.exit !== null, deadlineMs, `${gos.length} bestmoves`);
    } catch {
      problem(`only ${bestmoveLines().length} bestmoves for ${gos.length} gos after ${deadlineMs} ms`);
    }
    await engine.write('isready\n');
    const readyFrom = engine.lines.length;
    try {
      await engine.until(() => engine.lines.indexOf('readyok', readyFrom) >= 0 || engine.exit !== null, deadlineMs, 'readyok');
    } catch {
      problem('no readyok');
    }
    await sleep(30);
    judge();
    const answered = bestmoveLines().length;
    if (answered > gos.length) problem(`${answered} bestmoves for ${gos.length} gos`);
    if (engine.exitText()) { problem(engine.exitText()!); return false; }
    if (engine.stderr !== '') { problem(`stderr: ${engine.stderr.slice(0, 300)}`); engine.stderr = ''; }
    return problems.length === 0 || answered === gos.length;
  };

  const setoptions = (opts.options ?? []).map((o) => {
    const eq = o.indexOf('=');
    return `setoption name ${o.slice(0, eq)} value ${o.slice(eq + 1)}\n`;
  });
  await engine.write(`uci\n${setoptions.join('')}isready\n`);
  await engine.until(() => engine.lines.includes('readyok'), deadlineMs, 'readyok').catch(() => problem('no readyok at start'));
  for (let cycle = 1; cycle <= cycles && engine.exit === null; cycle++) {
    // The position: a random walk of 0-30 plies from the start, or one of the fixed FENs.
    let fen: string;
    let position: string;
    if (random() < 0.15) {
      fen = pick(FENS);
      position = `position fen ${fen}`;
    } else {
      const game = new Chess();
      const moves: string[] = [];
      for (let n = int(31); n > 0; n--) {
        // SAN lists, not verbose moves: chess.js builds two FENs per verbose move (milliseconds).
        const legal = game.moves();
        if (legal.length === 0) break;
        moves.push(game.move(pick(legal)).lan);
      }
      fen = game.fen();
      position = moves.length > 0 ? `position startpos moves ${moves.join(' ')}` : 'position startpos';
    }
    const legal = new Chess(fen).moves({ verbose: true }).map((m) => m.lan);
    let allowed = new Set(legal);

    // The go.
    const clock = (): number => 100 + int(60000);
    const kind = int(8);
    let command: string;
    let ponder = false;
    switch (kind) {
      case 0: command = 'go infinite'; break;
      case 1: command = `go depth ${1 + int(30)}`; break;
      case 2: command = `go movetime ${1 + int(200)}`; break;
      case 3: command = `go wtime ${clock()} btime ${clock()}${random() < 0.5 ? ' winc 100 binc 100' : ''}`; break;
      case 4: command = `go nodes ${100 + int(200000)}`; break;
      case 5: {
        const some = legal.filter(() => random() < 0.3);
        command = `go depth ${1 + int(20)}${some.length > 0 ? ` searchmoves ${some.join(' ')}` : ''}`;
        if (some.length > 0) allowed = new Set(some);
        break;
      }
      default: command = `go ponder wtime ${clock()} btime ${clock()}`; ponder = true; break;
    }

    await engine.write(position + '\n');
    if (random() < 0.5) await delay();
    await engine.write(command + '\n');
    gos.push({ command, position, fen, allowed });
    await delay();
    if (ponder && random() < 0.6) {
      await engine.write('ponderhit\n');
      await delay();
    }
    // Mostly stop; otherwise the next go has to stop this one.
    if (random() < 0.85) await engine.write('stop\n');
    if (random() < 0.3) await delay();
    if (random() < 0.05) await engine.write('isready\n');

    judge();
    if (cycle % checkpointEvery === 0 || cycle === cycles) {
      const fine = await checkpoint();
      log(`${cycle} cycles, ${gos.length} gos, ${bestmoveLines().length} bestmoves, ${illegal} illegal`);
      if (!fine) break;
    }
  }
  const summary: StressSummary = {
    cycles: gos.length, gos: gos.length, bestmoves: bestmoveLines().length, illegal, problems, ms: Math.round(performance.now() - started),
  };
  await engine.write('quit\n');
  await engine.until(() => engine.exit !== null, 3000, 'exit').catch(() => engine.kill());
  return summary;
}

export function summaryLine(s: StressSummary): string {
  return `${s.cycles} cycles, ${s.gos} gos, ${s.bestmoves} bestmoves, ${s.illegal} illegal, ${s.problems.length} problems in ${(s.ms / 1000).toFixed(1)} s`;
}

/**
 * The command line: `--cycles N --seed S --max-delay MS [--engine FILE] [--option Name=value]…`;
 * exit code 1 on any problem.
 */
export async function main(argv: string[], root: string): Promise<number> {
  const arg = (name: string, fallback: number): number => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : fallback;
  };
  const summary = await stress({
    root, cycles: arg('--cycles', 1000), seed: arg('--seed', 1), maxDelayMs: arg('--max-delay', 50), log: (l) => console.log(l),
    engine: argv.includes('--engine') ? [argv[argv.indexOf('--engine') + 1]] : undefined,
    options: argv.flatMap((a, i) => (a === '--option' && argv[i + 1]?.includes('=') ? [argv[i + 1]] : [])),
  });
  for (const p of summary.problems) console.log(`problem: ${p}`);
  console.log(summaryLine(summary));
  return summary.problems.length === 0 && summary.bestmoves === summary.gos ? 0 : 1;
}
