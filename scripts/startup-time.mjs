// Start-up and exit latency of the UCI engine, as a GUI sees them. For each of N runs (one after
// another, never in parallel) it spawns `node bin/kerf`, writes `uci` at once and times spawn →
// `uciok` (the front end is up) and spawn → `readyok` for an `isready` sent right after uciok
// (readyok goes through the search thread when idle, so this is "the worker is up"). Then it ends
// the session one of four ways, rotating: quit or end of input, idle or during `go infinite`, and
// times the command → process exit. Prints the median, min and max of each, with the load average.
//   node scripts/startup-time.mjs [--runs 21] [--engine path/to/kerf-or-exe]
// A bare `node -e 0` is timed too, as the floor that Node itself sets on this machine.
// Medians rather than means: on a shared machine a few runs are always delayed by other work.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', '21'));
const engine = arg('--engine', join(root, 'bin', 'kerf'));
const MIDDLEGAME = 'r1bq1rk1/ppp2pp1/5n1p/2nPp3/2P1P2B/P1PB1N1P/6P1/R2QK2R w KQ - 0 1';
const ENDINGS = ['quit idle', 'end of input idle', 'quit mid-search', 'end of input mid-search'];

/** One session: returns { uciok, readyok, ending, exitMs, code } with times in ms. */
function session(ending) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [engine], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    const result = { ending };
    let endAt = 0;
    const finish = () => {
      endAt = performance.now();
      if (ending.startsWith('quit')) child.stdin.write('quit\n');
      else child.stdin.end();
    };
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`session (${ending}) did not finish in 30 s`)); }, 30000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'uciok') {
        result.uciok = performance.now() - t0;
        child.stdin.write('isready\n');
      } else if (line === 'readyok' && result.readyok === undefined) {
        result.readyok = performance.now() - t0;
        if (ending.endsWith('idle')) finish();
        else child.stdin.write(`position fen ${MIDDLEGAME}\ngo infinite\n`);
      } else if (line.startsWith('info depth 3 ') && endAt === 0) {
        finish();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      result.exitMs = performance.now() - endAt;
      result.code = code;
      resolve(result);
    });
    child.stdin.write('uci\n');
  });
}

function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  const median = v.length % 2 === 1 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  return `median ${median.toFixed(0).padStart(4)} ms   min ${v[0].toFixed(0).padStart(4)}   max ${v[v.length - 1].toFixed(0).padStart(4)}   (n=${v.length})`;
}

/** Baseline: spawn → exit of a Node that does nothing, the floor under every figure above it. */
function bareNode() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' }).on('exit', () => resolve(performance.now() - t0));
  });
}

const loadBefore = loadavg();
const baseline = [];
for (let i = 0; i < Math.min(runs, 9); i++) baseline.push(await bareNode());
const results = [];
for (let i = 0; i < runs; i++) results.push(await session(ENDINGS[i % ENDINGS.length]));
const loadAfter = loadavg();

const bad = results.filter((r) => r.code !== 0);
console.log(`kerf start-up and exit, ${runs} runs of ${engine}`);
console.log(`${'node -e 0 (baseline)'.padEnd(32)}${stats(baseline)}`);
console.log(`${'spawn -> uciok'.padEnd(32)}${stats(results.map((r) => r.uciok))}`);
console.log(`${'spawn -> readyok (worker up)'.padEnd(32)}${stats(results.map((r) => r.readyok))}`);
for (const ending of ENDINGS) {
  const of = results.filter((r) => r.ending === ending);
  if (of.length > 0) console.log(`${(ending + ' -> exit').padEnd(32)}${stats(of.map((r) => r.exitMs))}`);
}
console.log(`exit codes: ${bad.length === 0 ? 'all 0' : bad.map((r) => r.code).join(', ')}`);
console.log(`load average (1/5/15 min): before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')} on ${(await import('node:os')).availableParallelism()} cores`);
process.exitCode = bad.length === 0 ? 0 : 1;
