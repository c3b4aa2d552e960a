#!/usr/bin/env node
// Speed by instruction count, for a machine too noisy to time: runs `kerf bench D` of each engine
// executable under valgrind's callgrind and prints the instructions of the search per node.
// Node runs with --single-threaded: V8 then compiles on the main thread instead of on helper
// threads whose progress depends on the machine's load (with them, one build's count once came
// out 44 % higher than in two runs before). The main thread's instructions are counted,
// less the same engine's `kerf bench 1` (start-up: module load, tables, KPK bitbase, and the
// warm-up of the first search), so what remains is the bench's search work. Instructions are not
// time (cache misses cost more than they count). Two runs of one engine build agreed to 0.2 %
// (wall-clock nps here spreads by ±25 %), but a tiny stand-in loop counted 2:1 work as 7:1 under
// CI's load, so some of V8's tiering still depends on the machine. Repeat a comparison before
// trusting it. Slow: about 50 times the bench's own time (depth 7: some 4 minutes an engine).
// A second figure leaves out V8's optimizing compilers (functions of node's binary named
// v8::internal::compiler, maglev or turboshaft, as callgrind_annotate lists them): with
// --single-threaded they run on the main thread, a third of a depth-7 bench's instructions, and
// how much they do depends on when functions tier up, not on the search. What is left is the
// compiled code, the builtins it calls and the garbage collector: the search's own work.
//   node scripts/bench-instructions.mjs [--depth D] <exe> <exe> …
// e.g. node scripts/bench-instructions.mjs --depth 7 out/frozen/kerf-50ec11e bin/kerf

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
let depth = 7;
const engines = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--depth') {
    depth = Number(args[++i]);
    if (!Number.isInteger(depth) || depth < 2 || depth > 20) {
      console.error(`bench-instructions: --depth needs an integer 2..20, got '${args[i] ?? ''}'`);
      process.exit(2);
    }
  } else {
    engines.push(args[i]);
  }
}
if (engines.length === 0) {
  console.error('usage: node scripts/bench-instructions.mjs [--depth D] <exe> <exe> …');
  process.exit(2);
}
try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('bench-instructions: valgrind is not installed (Debian: apt-get install valgrind)');
  process.exit(2);
}

/** Main-thread instructions and the bench's node count of `exe bench d`. */
function measure(exe, d) {
  const dir = mkdtempSync(join(tmpdir(), 'kerf-callgrind-'));
  try {
    // The engine executables are node scripts: run node itself under valgrind, so it is counted.
    const out = execFileSync('valgrind', ['--tool=callgrind', '--separate-threads=yes', `--callgrind-out-file=${join(dir, 'cg.out')}`,
      process.execPath, '--single-threaded', resolve(exe), 'bench', String(d)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 });
    const last = out.trim().split('\n').pop() ?? '';
    const nodes = Number(last.split(' ')[0]);
    if (!Number.isInteger(nodes)) throw new Error(`${exe}: no bench line in its output`);
    // Thread 1 is the main thread (the file of the first thread callgrind saw).
    const main = readdirSync(dir).find((f) => f.endsWith('-01'));
    if (main === undefined) throw new Error(`${exe}: callgrind wrote no per-thread file`);
    const summary = /^summary: (\d+)$/m.exec(readFileSync(join(dir, main), 'utf8'));
    if (summary === null) throw new Error(`${exe}: no summary line in callgrind's output`);
    return { nodes, instructions: Number(summary[1]), compiler: compilerInstructions(join(dir, main)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The instructions a callgrind file counts in V8's optimizing compilers (see the header). */
function compilerInstructions(file) {
  const listing = execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  let total = 0;
  for (const line of listing.split('\n')) {
    const match = /^\s*([\d,]+) \([^)]*\)\s+\S*:(.*)$/.exec(line);
    if (match !== null && /v8::internal::(compiler|maglev|turboshaft)::/.test(match[2])) total += Number(match[1].replaceAll(',', ''));
  }
  return total;
}

const rows = [];
for (const exe of engines) {
  const startup = measure(exe, 1);
  const run = measure(exe, depth);
  const nodes = run.nodes - startup.nodes;
  const perNode = (run.instructions - startup.instructions) / nodes;
  const searchPerNode = (run.instructions - run.compiler - (startup.instructions - startup.compiler)) / nodes;
  rows.push({ exe, nodes: run.nodes, perNode, searchPerNode });
  console.log(`${exe}: bench ${depth} ${run.nodes} nodes, ${Math.round(perNode)} instructions per node, `
    + `${Math.round(searchPerNode)} outside V8's compilers`);
}
const base = rows[0];
for (const row of rows) {
  console.log(`${row.exe}: ${(base.perNode / row.perNode).toFixed(3)}x the first's speed by instructions per node, `
    + `${(base.searchPerNode / row.searchPerNode).toFixed(3)}x outside the compilers`);
}
