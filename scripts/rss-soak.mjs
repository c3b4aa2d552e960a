// Resident memory of one long-lived UCI engine process, as a GUI that keeps the engine across
// games sees it. Spawns `node [node flags] bin/kerf`, then runs many short searches (positions
// from the opening book, `ucinewgame` every --game searches) and samples the process's VmRSS from
// /proc every --every searches. Prints the samples and a summary line
//   rss MiB: first F, after warm-up W, last L, max M; growth after warm-up G MiB
// where warm-up is the first 10 % of the searches (tables, JIT code and the heap settle there).
//   node scripts/rss-soak.mjs [--searches 30000] [--nodes 3000] [--every 1000] [--game 50]
//                             [--node-flags "--max-old-space-size=64"] [--engine path/to/kerf]
//                             [--log FILE]   (engine output other than info/bestmove lines, e.g.
//                                             V8's --trace-gc lines, appended to FILE)
// Linux only (reads /proc/<pid>/status).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const searches = Number(arg('--searches', '30000'));
const nodes = Number(arg('--nodes', '3000'));
const every = Number(arg('--every', '1000'));
const perGame = Number(arg('--game', '50'));
const nodeFlags = arg('--node-flags', '').split(' ').filter((s) => s !== '');
const engine = arg('--engine', join(root, 'bin', 'kerf'));
const logPath = arg('--log', '');
const bookPath = join(root, 'data', 'book_2moves_v1.epd');

const fens = readFileSync(bookPath, 'utf8').split('\n').filter((l) => l.trim() !== '')
  .map((l) => l.split(' ').slice(0, 4).join(' ') + ' 0 1');

const child = spawn(process.execPath, [...nodeFlags, engine], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout });
let waiter = null;
lines.on('line', (line) => {
  if (logPath !== '' && !line.startsWith('info') && !line.startsWith('bestmove')) appendFileSync(logPath, line + '\n');
  if (waiter !== null && line.startsWith(waiter.prefix)) { const w = waiter; waiter = null; w.resolve(line); }
});
child.on('exit', (code, signal) => {
  if (waiter !== null) { console.error(`engine exited (code ${code}, signal ${signal}) while waiting for '${waiter.prefix}'`); process.exit(1); }
});
const send = (text) => child.stdin.write(text + '\n');
const expect = (prefix) => new Promise((resolve) => { waiter = { prefix, resolve }; });

function rssMiB() {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

const samples = [];
send('uci'); await expect('uciok');
send('isready'); await expect('readyok');
samples.push([0, rssMiB()]);
const t0 = performance.now();
for (let i = 1; i <= searches; i++) {
  if (i % perGame === 1) { send('ucinewgame'); }
  send(`position fen ${fens[i % fens.length]}`);
  send(`go nodes ${nodes}`);
  await expect('bestmove');
  if (i % every === 0 || i === searches) {
    const rss = rssMiB();
    samples.push([i, rss]);
    console.log(`${String(i).padStart(7)} searches  rss ${rss.toFixed(1)} MiB  ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
}
send('quit');
const warm = samples.find(([i]) => i >= searches / 10) ?? samples[samples.length - 1];
const last = samples[samples.length - 1][1];
const max = Math.max(...samples.map(([, r]) => r));
console.log(`rss MiB: first ${samples[0][1].toFixed(1)}, after warm-up ${warm[1].toFixed(1)}, last ${last.toFixed(1)}, max ${max.toFixed(1)}; ` +
  `growth after warm-up ${(last - warm[1]).toFixed(1)} MiB (node flags: ${nodeFlags.join(' ') || 'none'})`);
