// Resident memory of the engine processes a match runner starts, sampled while the match plays.
// Runs a command (e.g. `bin/kerf match …`), every --every ms walks /proc for the command's
// descendants whose command line contains --match, and records each one's VmRSS. When the command
// exits it prints, per process, the first sample, the highest, the last and the median of each
// quarter of its samples (whether it levels off), and one summary line
//   rss-watch: N processes, max M MiB (pid P), samples S
// and exits with the command's exit code. The match's own output passes through unchanged.
//   node scripts/rss-watch.mjs [--every 500] [--match kerf] [--log FILE] -- <command> [args…]
// --log appends one line per sample round (`<ms> <pid>:<MiB> …`) for plotting growth over time.
// Linux only (reads /proc).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { upperMedian } from './rss-median.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
if (split < 0 || split === argv.length - 1) {
  process.stderr.write('usage: node scripts/rss-watch.mjs [--every MS] [--match TEXT] [--log FILE] -- <command> [args…]\n');
  process.exit(2);
}
const own = argv.slice(0, split);
const command = argv.slice(split + 1);
const flag = (name, fallback) => (own.includes(name) ? own[own.indexOf(name) + 1] : fallback);
const everyMs = Number(flag('--every', '500'));
const pattern = flag('--match', 'kerf');
const logPath = flag('--log', '');

/** Parent pid and command line of every process, read from /proc. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      table.set(Number(name), { ppid, cmdline });
    } catch {
      // The process ended between readdir and read.
    }
  }
  return table;
}

function rssMiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const started = Date.now();
/** pid → { cmdline, first, max, last, samples } */
const seen = new Map();
let rounds = 0;

function sample() {
  const table = processTable();
  const descendants = new Set([child.pid]);
  // Parents come before children often but not always: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of table) {
      if (!descendants.has(pid) && descendants.has(p.ppid)) { descendants.add(pid); grew = true; }
    }
  }
  const parts = [];
  for (const pid of descendants) {
    const p = table.get(pid);
    if (pid === child.pid || p === undefined || !p.cmdline.includes(pattern)) continue;
    const mib = rssMiB(pid);
    if (mib === null) continue;
    const rec = seen.get(pid) ?? { cmdline: p.cmdline, first: mib, max: mib, last: mib, samples: [] };
    rec.max = Math.max(rec.max, mib);
    rec.last = mib;
    rec.samples.push(mib);
    seen.set(pid, rec);
    parts.push(`${pid}:${mib.toFixed(1)}`);
  }
  rounds++;
  if (logPath !== '' && parts.length > 0) appendFileSync(logPath, `${Date.now() - started} ${parts.join(' ')}\n`);
}

/** Median of a run of samples, as text with one decimal; '-' for none. */
function median(values) {
  const m = upperMedian(values);
  return m === null ? '-' : m.toFixed(1);
}

const timer = setInterval(sample, everyMs);
child.on('exit', (code, signal) => {
  clearInterval(timer);
  let top = { pid: 0, max: 0 };
  for (const [pid, r] of seen) {
    const n = r.samples.length;
    const quarters = [0, 1, 2, 3].map((q) => median(r.samples.slice(Math.floor((q * n) / 4), Math.floor(((q + 1) * n) / 4))));
    process.stderr.write(`rss-watch: pid ${pid} first ${r.first.toFixed(1)} max ${r.max.toFixed(1)} last ${r.last.toFixed(1)} MiB, median per quarter ${quarters.join(' ')} (${n} samples) ${r.cmdline.slice(0, 120)}\n`);
    if (r.max > top.max) top = { pid, max: r.max };
  }
  process.stderr.write(`rss-watch: ${seen.size} processes, max ${top.max.toFixed(1)} MiB (pid ${top.pid}), samples ${rounds}\n`);
  process.exit(code ?? (signal ? 1 : 0));
});
// Ctrl-C reaches the whole process group; let the command finish its own shutdown.
process.on('SIGINT', () => {});
