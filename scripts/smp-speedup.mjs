// Lazy SMP time-to-depth: how much sooner `go depth D` finishes with Threads=T than with
// Threads=1, over the first N positions of an EPD file. Two UCI engines run side by side (one
// per thread count, their helpers started and warm before the first go) but never search at the
// same time: for each position, ucinewgame + position + isready, then the go is timed from the
// command to its bestmove, on one engine and then the other (the order alternates by position,
// so a load change on the shared machine hits both alike). Prints per-position times, the depth
// each reached, the median and geometric-mean speedup (T1 time / TN time), and the load average.
//   node scripts/smp-speedup.mjs [--depth 12] [--positions 30] [--threads 2] [--hash 16]
//                                [--epd data/tcec_positions.epd] [--engine bin/kerf]
// Time to depth is the usual Lazy SMP yardstick but not the whole story: helpers also widen the
// tree, so the strength gain is for a match to show (docs/engine.md gives the command).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const depth = Number(arg('--depth', '12'));
const count = Number(arg('--positions', '30'));
const threads = Number(arg('--threads', '2'));
const hash = Number(arg('--hash', '16'));
const epd = arg('--epd', join(root, 'data', 'tcec_positions.epd'));
const enginePath = arg('--engine', join(root, 'bin', 'kerf'));

/** The FEN of an EPD line: its four fields plus the clocks (hmvc when given). */
function fenOf(line) {
  const f = line.trim().split(/\s+/);
  const hmvc = /hmvc (\d+)/.exec(line);
  const fmvn = /fmvn (\d+)/.exec(line);
  return `${f.slice(0, 4).join(' ')} ${hmvc ? hmvc[1] : 0} ${fmvn ? fmvn[1] : 1}`;
}

class Engine {
  constructor(threadCount) {
    this.child = spawn(process.execPath, [enginePath], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiters = [];
    this.lastInfo = '';
    createInterface({ input: this.child.stdout }).on('line', (text) => {
      if (text.startsWith('info depth')) this.lastInfo = text;
      if (text.startsWith('info string error')) console.error(`engine (Threads=${threadCount}): ${text}`);
      const w = this.waiters[0];
      if (w && w.match(text)) { this.waiters.shift(); w.resolve(text); }
    });
    this.send('uci');
    this.send(`setoption name Hash value ${hash}`);
    this.send(`setoption name Threads value ${threadCount}`);
  }

  send(cmd) { this.child.stdin.write(cmd + '\n'); }

  wait(match) { return new Promise((resolve) => this.waiters.push({ match, resolve })); }

  async ready() { this.send('isready'); await this.wait((t) => t === 'readyok'); }

  /** CPU ms (user + system, all threads) the engine process has used so far; NaN without /proc. */
  cpuMs() {
    const path = `/proc/${this.child.pid}/stat`;
    if (!existsSync(path)) return NaN;
    const f = readFileSync(path, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  }

  /** ms from go to bestmove, the CPU ms it used, and the last info line's nodes. */
  async timeGo(fen) {
    this.send('ucinewgame');
    this.send(`position fen ${fen}`);
    await this.ready();
    const cpu0 = this.cpuMs();
    const t0 = performance.now();
    this.send(`go depth ${depth}`);
    await this.wait((t) => t.startsWith('bestmove'));
    const ms = performance.now() - t0;
    const cpu = this.cpuMs() - cpu0;
    const nodes = Number(/ nodes (\d+)/.exec(this.lastInfo)?.[1] ?? 0);
    return { ms, cpu, nodes };
  }

  quit() { this.send('quit'); }
}

const fens = readFileSync(epd, 'utf8').split('\n').filter((l) => l.trim() !== '').slice(0, count).map(fenOf);
const one = new Engine(1);
const many = new Engine(threads);
await one.ready();
await many.ready();
// Let the helpers finish starting (the first isready only proves the search thread is up).
await new Promise((r) => setTimeout(r, 1500));

const load0 = loadavg();
console.log(`time to depth ${depth}, Threads=1 vs Threads=${threads}, Hash ${hash}, ${fens.length} positions of ${epd}`);
console.log(`  #   T1 ms   T${threads} ms  speedup   T1 nodes   T${threads} nodes  T1 cpu  T${threads} cpu`);
const ratios = [];
let wall1 = 0, wallN = 0, cpu1 = 0, cpuN = 0;
for (let i = 0; i < fens.length; i++) {
  let a, b;
  if (i % 2 === 0) { a = await one.timeGo(fens[i]); b = await many.timeGo(fens[i]); }
  else { b = await many.timeGo(fens[i]); a = await one.timeGo(fens[i]); }
  const r = a.ms / b.ms;
  ratios.push(r);
  wall1 += a.ms; wallN += b.ms; cpu1 += a.cpu; cpuN += b.cpu;
  console.log(`${String(i + 1).padStart(3)} ${a.ms.toFixed(0).padStart(7)} ${b.ms.toFixed(0).padStart(7)} ${r.toFixed(2).padStart(8)} ${String(a.nodes).padStart(10)} ${String(b.nodes).padStart(10)} ${a.cpu.toFixed(0).padStart(7)} ${b.cpu.toFixed(0).padStart(7)}`);
}
one.quit();
many.quit();
const sorted = [...ratios].sort((x, y) => x - y);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const geomean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
const load1 = loadavg();
// CPU / wall: how many cores each engine actually got while searching (1 and Threads at best).
const cores1 = cpu1 / wall1;
const coresN = cpuN / wallN;
console.log(`cores used (CPU time / wall time): Threads=1 ${cores1.toFixed(2)}, Threads=${threads} ${coresN.toFixed(2)}`);
// On a shared machine with per-session fair scheduling (Linux autogroup) a process gets about the
// same CPU whatever its thread count, so its threads each run slower than the lone thread did.
// Scaled to each thread running as fast as Threads=1's thread ran: an estimate, not a measurement.
if (coresN < cores1 * threads * 0.9) {
  const perThread = (cores1 * threads) / coresN;
  console.log(`  each Threads=${threads} thread got ${(coresN / threads).toFixed(2)} of a core vs ${cores1.toFixed(2)}: speedup scaled to equal per-thread CPU (estimate): median ${(median * perThread).toFixed(2)}, geometric mean ${(geomean * perThread).toFixed(2)}`);
}
console.log(`speedup (T1 time / T${threads} time): median ${median.toFixed(2)}, geometric mean ${geomean.toFixed(2)}`);
console.log(`load average before ${load0.map((x) => x.toFixed(2)).join(' ')}, after ${load1.map((x) => x.toFixed(2)).join(' ')}`);
