// Move-generator speed: startpos perft 6 and Kiwipete perft 5 in the bundled engine, several runs
// each, printing nodes, time and nps per run and the median nps. Run with `npm run bench:perft`
// (which builds dist/kerf.js first); options: --runs N (default 5).
// Each run is a fresh `node bin/kerf perft …` process, timed by the engine itself around the perft
// call, so start-up is excluded but JIT warm-up is not: that is what a user's perft sees. The node
// counts are checked against data/perft.epd; timings are only printed, never asserted.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  process.stderr.write(`bench-perft: ${message}\n`);
  process.exit(2);
}

let runs = 5;
try {
  const { values } = parseArgs({ options: { runs: { type: 'string' } }, strict: true });
  if (values.runs !== undefined) {
    if (!/^\d+$/.test(values.runs) || Number(values.runs) < 1 || Number(values.runs) > 100) fail(`--runs must be a whole number from 1 to 100, got '${values.runs}'`);
    runs = Number(values.runs);
  }
} catch (err) {
  fail(err instanceof Error ? err.message.split('\n')[0] : String(err));
}

/** Expected count at a depth for line `index` of perft.epd (0 = startpos, 1 = Kiwipete). */
function expected(index, depth) {
  let text;
  try {
    text = readFileSync(join(root, 'data', 'perft.epd'), 'utf8');
  } catch (err) {
    fail(`cannot read data/perft.epd (${err.code ?? 'error'})`);
  }
  const line = text.split('\n')[index];
  const fen = line.split(';')[0].trim();
  const m = new RegExp(`;D${depth}\\s+(\\d+)`).exec(line);
  if (!m) fail(`perft.epd line ${index + 1} has no D${depth} count`);
  return { fen, nodes: Number(m[1]) };
}

const cases = [
  { name: 'startpos perft 6', depth: 6, ...expected(0, 6) },
  { name: 'Kiwipete perft 5', depth: 5, ...expected(1, 5) },
];

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
let wrong = 0;
console.log(`node ${process.version}, ${runs} run(s) per position, bundle dist/kerf.js`);
for (const c of cases) {
  const nps = [];
  console.log(`\n${c.name}: ${c.fen}`);
  for (let i = 1; i <= runs; i++) {
    const r = spawnSync(process.execPath, [join(root, 'bin', 'kerf'), 'perft', String(c.depth), '--fen', c.fen], { encoding: 'utf8' });
    if (r.status !== 0) fail(`kerf perft exited with ${r.status}: ${r.stderr.trim()}`);
    const time = /Time: (\d+) ms/.exec(r.stdout);
    const nodes = /Nodes searched: (\d+)/.exec(r.stdout);
    if (!time || !nodes) fail(`unexpected kerf perft output: ${r.stdout.trim()}`);
    const ms = Number(time[1]);
    const n = Number(nodes[1]);
    const rate = n / (Math.max(ms, 1) / 1000);
    nps.push(rate);
    const check = n === c.nodes ? '' : `  WRONG: expected ${c.nodes}`;
    if (n !== c.nodes) wrong++;
    console.log(`  run ${i}: ${n} nodes  ${ms} ms  ${fmt(rate)} nps${check}`);
  }
  console.log(`  median: ${fmt(median(nps))} nps`);
}
if (wrong > 0) {
  console.log(`\n${wrong} run(s) gave a wrong node count`);
  process.exit(1);
}
