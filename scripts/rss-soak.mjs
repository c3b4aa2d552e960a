// Resident memory of one long-lived UCI engine process, as a GUI that keeps the engine across
// games sees it. Spawns `node [node flags] bin/kerf` and samples the process's memory from /proc
// (VmRSS, and its RssAnon / RssFile parts) every --every searches. Two ways to drive it:
//   * short searches (default): `go nodes N` on book positions, `ucinewgame` every --game searches;
//   * clock games (--clock 10+0.1): the engine plays whole games against itself from book
//     openings, `position fen … moves …` and `go wtime … btime … winc … binc …` with the clocks
//     kept here as a GUI keeps them, so the searches are the time-managed ones of a match. A game
//     ends at mate, stalemate, a draw by rule (chess.js referees) or --max-plies; a move after
//     the flag fell is counted as a time loss.
// With --node-flags "--trace-gc" each sample also gives, per V8 isolate (the main thread and the
// search thread), the heap in use and committed after its last collection and after its last
// mark-compact (the live heap), which tells objects kept alive from a heap V8 lets grow lazily.
// Prints the samples and a summary line
//   rss MiB: first F, after warm-up W, last L, max M; growth after warm-up G MiB
// where warm-up is the first 10 % of the run (tables, JIT code and the heap settle there).
//   node scripts/rss-soak.mjs [--searches 30000] [--nodes 3000] [--every 1000] [--game 50]
//                             [--clock 10+0.1] [--max-plies 300] [--minutes M]
//                             [--node-flags "--max-old-space-size=64"] [--engine path/to/kerf]
//                             [--option "Name=value"]…
//                             [--log FILE]   (engine output other than info/bestmove lines, e.g.
//                                             V8's --trace-gc lines, appended to FILE)
// --minutes ends the run after that many minutes even if --searches are not done.
// Linux only (reads /proc/<pid>/status).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const numberArg = (name, fallback) => {
  const value = Number(arg(name, fallback));
  if (!Number.isFinite(value) || value <= 0) { console.error(`rss-soak: ${name} needs a positive number`); process.exit(2); }
  return value;
};
const searches = numberArg('--searches', '30000');
const nodes = numberArg('--nodes', '3000');
const every = numberArg('--every', '1000');
const perGame = numberArg('--game', '50');
const maxPlies = numberArg('--max-plies', '300');
const minutes = arg('--minutes', '') === '' ? Infinity : numberArg('--minutes', '1');
const clockText = arg('--clock', '');
const clock = parseClock(clockText);
const nodeFlags = arg('--node-flags', '').split(' ').filter((s) => s !== '');
const engine = arg('--engine', join(root, 'bin', 'kerf'));
const logPath = arg('--log', '');
const options = argv.flatMap((a, i) => (a === '--option' ? [argv[i + 1]] : []));
const bookPath = join(root, 'data', 'book_2moves_v1.epd');

function parseClock(text) {
  if (text === '') return null;
  const m = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(text);
  if (m === null) { console.error(`rss-soak: --clock needs BASE+INC in seconds (e.g. 10+0.1), got '${text}'`); process.exit(2); }
  return { baseMs: Math.round(Number(m[1]) * 1000), incMs: Math.round(Number(m[2]) * 1000) };
}

const fens = readFileSync(bookPath, 'utf8').split('\n').filter((l) => l.trim() !== '')
  .map((l) => l.split(' ').slice(0, 4).join(' ') + ' 0 1');

const child = spawn(process.execPath, [...nodeFlags, engine], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout });

// Per isolate (V8 prints `[pid:isolate]` on each --trace-gc line): the heap after its last
// collection of any kind and after its last mark-compact, as used (committed) MB.
const isolates = new Map();
const GC_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;
function noteGc(line) {
  const m = GC_LINE.exec(line);
  if (m === null) return;
  let isolate = isolates.get(m[1]);
  if (isolate === undefined) { isolate = { name: `isolate ${isolates.size + 1}`, last: '', full: '-', fullCount: 0 }; isolates.set(m[1], isolate); }
  isolate.last = `${m[3]} (${m[4]})`;
  if (m[2] === 'Mark-Compact' || m[2] === 'Mark-sweep') { isolate.full = `${m[3]} (${m[4]})`; isolate.fullCount++; }
}
const heapText = () => [...isolates.values()]
  .map((s) => `${s.name}: heap ${s.last} MB, after mark-compact ${s.full} MB (${s.fullCount})`).join('; ');

let waiter = null;
lines.on('line', (line) => {
  if (!line.startsWith('info') && !line.startsWith('bestmove')) {
    noteGc(line);
    if (logPath !== '') appendFileSync(logPath, line + '\n');
  }
  // V8's --trace-gc output and the engine's own lines share stdout unsynchronised, so a reply can
  // arrive behind the start of a GC line: look for the prefix after one too.
  if (waiter === null) return;
  const at = line.startsWith('[') ? line.indexOf(`: ${waiter.prefix}`) : -1;
  if (line.startsWith(waiter.prefix) || at >= 0) { const w = waiter; waiter = null; w.resolve(at >= 0 ? line.slice(at + 2) : line); }
});
child.on('exit', (code, signal) => {
  if (waiter !== null) { console.error(`engine exited (code ${code}, signal ${signal}) while waiting for '${waiter.prefix}'`); process.exit(1); }
});
const send = (text) => child.stdin.write(text + '\n');
const expect = (prefix) => new Promise((resolve) => { waiter = { prefix, resolve }; });

function memory() {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = (key) => { const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(status); return m ? Number(m[1]) : NaN; };
  return { rss: kib('VmRSS') / 1024, anon: kib('RssAnon') / 1024, file: kib('RssFile') / 1024 };
}

const samples = [];
const t0 = performance.now();
const seconds = () => (performance.now() - t0) / 1000;
function sample(i) {
  const m = memory();
  samples.push([i, m.rss, seconds()]);
  const heap = isolates.size > 0 ? `  ${heapText()}` : '';
  console.log(`${String(i).padStart(7)} searches  rss ${m.rss.toFixed(1)} MiB (anon ${m.anon.toFixed(1)}, file ${m.file.toFixed(1)})  ` +
    `${seconds().toFixed(0)} s${heap}`);
}

send('uci'); await expect('uciok');
for (const option of options) {
  const eq = option.indexOf('=');
  if (eq < 1) { console.error(`rss-soak: --option needs Name=value, got '${option}'`); process.exit(2); }
  send(`setoption name ${option.slice(0, eq)} value ${option.slice(eq + 1)}`);
}
send('isready'); await expect('readyok');
sample(0);

const outOfTime = () => seconds() >= minutes * 60;
let done = 0;
if (clock === null) {
  for (let i = 1; i <= searches && !outOfTime(); i++) {
    if (i % perGame === 1) { send('ucinewgame'); }
    send(`position fen ${fens[i % fens.length]}`);
    send(`go nodes ${nodes}`);
    await expect('bestmove');
    done = i;
    if (i % every === 0) sample(i);
  }
} else {
  const games = { played: 0, decisive: 0, timeLosses: 0, illegal: 0 };
  for (let g = 0; done < searches && !outOfTime(); g++) {
    const startFen = fens[g % fens.length];
    const board = new Chess(startFen);
    const moves = [];
    const left = [clock.baseMs, clock.baseMs];
    send('ucinewgame');
    send('isready'); await expect('readyok');
    while (!board.isGameOver() && moves.length < maxPlies && done < searches && !outOfTime()) {
      const side = board.turn() === 'w' ? 0 : 1;
      send(`position fen ${startFen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`);
      const sent = performance.now();
      send(`go wtime ${left[0]} btime ${left[1]} winc ${clock.incMs} binc ${clock.incMs}`);
      const reply = await expect('bestmove');
      left[side] -= Math.round(performance.now() - sent);
      const uci = reply.split(' ')[1];
      let legal = true;
      try { board.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci.length > 4 ? uci[4] : undefined }); } catch { legal = false; }
      done++;
      if (done % every === 0) sample(done);
      if (!legal) { games.illegal++; console.log(`illegal move '${uci}' after ${moves.join(' ')}`); break; }
      moves.push(uci);
      if (left[side] < 0) { games.timeLosses++; console.log(`time loss by ${side === 0 ? 'white' : 'black'} in game ${g + 1}`); break; }
      left[side] += clock.incMs;
    }
    games.played++;
    if (board.isCheckmate()) games.decisive++;
  }
  console.log(`games: ${games.played} (${games.decisive} mates), time losses ${games.timeLosses}, illegal moves ${games.illegal}`);
}
if (samples[samples.length - 1][0] !== done) sample(done);
send('quit');
const total = seconds();
const warm = samples.find(([, , s]) => s >= total / 10) ?? samples[samples.length - 1];
const last = samples[samples.length - 1][1];
const max = Math.max(...samples.map(([, r]) => r));
console.log(`rss MiB: first ${samples[0][1].toFixed(1)}, after warm-up ${warm[1].toFixed(1)}, last ${last.toFixed(1)}, max ${max.toFixed(1)}; ` +
  `growth after warm-up ${(last - warm[1]).toFixed(1)} MiB (node flags: ${nodeFlags.join(' ') || 'none'})`);
