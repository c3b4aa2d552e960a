// Times the full evaluator against the simple one on positions from tcec_positions.epd: each run
// evaluates every position `repeat` times; the median of the runs gives calls per second. The full
// evaluator is timed twice: with its pawn hash warm (as in a search, where pawn structures repeat)
// and cold (the table cleared, then one pass, so nearly every call computes its pawn structure).
// It calls evaluateFullWhite, i.e. without the evaluation cache in front of evaluateFull (the
// repeated passes would all hit it); in a search about a third of evaluations hit that cache.
// Usage: node scripts/bench-eval.mjs [--positions N] [--runs R] [--repeat K] [--search DEPTH]
// --search also runs the `kerf bench` positions to DEPTH with each evaluator, alternating, and
// reports search nodes per second of process CPU time and their ratio (the engine-speed cost).
// The evaluators are bundled from src/ with esbuild into a temporary file, the same way the
// engine bundle is built, so the timing is of the code the engine runs.
// One Position is reused, as in a search: before each call the position's board state is restored
// from a compact snapshot (a Position carries ~200 KB of undo stacks, so thousands of live ones
// would measure cache misses, not evaluation). The restore alone is timed and subtracted.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '4000' },
    runs: { type: 'string', default: '7' },
    repeat: { type: 'string', default: '5' },
    data: { type: 'string', default: join(root, 'data', 'tcec_positions.epd') },
    search: { type: 'string' },
  },
});
const nPositions = Number(values.positions);
const runs = Number(values.runs);
const repeat = Number(values.repeat);

const tmp = mkdtempSync(join(tmpdir(), 'kerf-bench-eval-'));
const entry = join(tmp, 'entry.ts');
writeFileSync(entry, [
  `export { positionFromFen } from ${JSON.stringify(join(root, 'src/board/fen.ts'))};`,
  `export { evaluateFullWhite } from ${JSON.stringify(join(root, 'src/eval/full.ts'))};`,
  `export { evaluateSimple } from ${JSON.stringify(join(root, 'src/eval/simple.ts'))};`,
  `export { clearPawnHash } from ${JSON.stringify(join(root, 'src/eval/pawn-hash.ts'))};`,
  `export { EVALUATORS } from ${JSON.stringify(join(root, 'src/eval/evaluate.ts'))};`,
  `export { Searcher } from ${JSON.stringify(join(root, 'src/search/search.ts'))};`,
  `export { runBench } from ${JSON.stringify(join(root, 'src/tools/bench.ts'))};`,
].join('\n'));
const outfile = join(tmp, 'bench.mjs');
await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
const m = await import(pathToFileURL(outfile).href);
rmSync(tmp, { recursive: true, force: true });

// Snapshots: 16 + 16 bitboard halves and the scalar fields the evaluators read.
const fens = [];
for (const line of readFileSync(values.data, 'utf8').split('\n')) {
  if (fens.length >= nPositions) break;
  const fen = line.split(';')[0].trim().split(/\s+/).slice(0, 4).join(' ');
  if (fen !== '') fens.push(fen);
}
const count = fens.length;
const snapBb = new Int32Array(count * 32);
const snapBoard = new Uint8Array(count * 64);
const snapScalar = new Int32Array(count * 8);
for (let i = 0; i < count; i++) {
  const r = m.positionFromFen(fens[i]);
  if (!r.ok) throw new Error(`${fens[i]}: ${r.message}`);
  const p = r.value;
  snapBb.set(p.bbLo, i * 32);
  snapBb.set(p.bbHi, i * 32 + 16);
  snapBoard.set(p.board, i * 64);
  snapScalar.set([p.side, p.castling, p.ep, p.halfmove, p.pawnHashLo, p.pawnHashHi, p.phase, p.hashLo], i * 8);
}
const pos = m.positionFromFen(fens[0]).value;
const bbLo = pos.bbLo;
const bbHi = pos.bbHi;
const board = pos.board;
function restore(i) {
  const b = i * 32;
  for (let k = 0; k < 16; k++) {
    bbLo[k] = snapBb[b + k];
    bbHi[k] = snapBb[b + 16 + k];
  }
  const q = i * 64;
  for (let k = 0; k < 64; k++) board[k] = snapBoard[q + k];
  const s = i * 8;
  pos.hashLo = snapScalar[s + 7];
  pos.side = snapScalar[s];
  pos.castling = snapScalar[s + 1];
  pos.ep = snapScalar[s + 2];
  pos.halfmove = snapScalar[s + 3];
  pos.pawnHashLo = snapScalar[s + 4];
  pos.pawnHashHi = snapScalar[s + 5];
  pos.phase = snapScalar[s + 6];
}

let sink = 0;
function cpuSeconds() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * Seconds per call of fn over the positions, `passes` passes, after setup() (untimed). Process
 * CPU time, not wall time: the machine is shared, and time spent descheduled is not ours.
 */
function timeOne(fn, setup, passes) {
  if (setup) setup();
  const t0 = cpuSeconds();
  for (let k = 0; k < passes; k++) {
    for (let i = 0; i < count; i++) {
      restore(i);
      sink += fn(pos);
    }
  }
  return (cpuSeconds() - t0) / (passes * count);
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

const cases = [
  ['restore only', () => 0, null, repeat],
  ['simple', m.evaluateSimple, null, repeat],
  ['full (pawn hash warm)', m.evaluateFullWhite, null, repeat],
  ['full (pawn hash cold)', m.evaluateFullWhite, m.clearPawnHash, 1],
];
// Warm up every case so the JIT has compiled all of them before timing.
for (const [, fn, setup, passes] of cases) timeOne(fn, setup, passes);
const results = new Map();
for (let r = 0; r < runs; r++) {
  for (const [name, fn, setup, passes] of cases) {
    if (!results.has(name)) results.set(name, []);
    results.get(name).push(timeOne(fn, setup, passes));
  }
}
console.log(`${count} positions, ${repeat} passes (cold: 1), median of ${runs} runs, process CPU time (node ${process.version})`);
const base = median(results.get('restore only'));
console.log(`restore only: ${(base * 1e9).toFixed(0)} ns/call (subtracted below: net)`);
for (const [name, times] of results) {
  if (name === 'restore only') continue;
  const gross = median(times);
  const net = gross - base;
  const netText = net > 1e-9 ? `${(net * 1e9).toFixed(0).padStart(5)} ns/call net, ${(1 / net / 1e6).toFixed(2).padStart(6)} M calls/s` : '   <1 ns/call net';
  console.log(`${name.padEnd(24)} ${(gross * 1e9).toFixed(0).padStart(5)} ns/call gross, ${netText}`);
}
if (values.search !== undefined) {
  const depth = Number(values.search);
  const nps = { simple: [], full: [] };
  // One unmeasured round first, so both evaluators run compiled code when timed.
  for (let r = 0; r <= Math.max(1, Math.floor(runs / 2)); r++) {
    for (const name of ['simple', 'full']) {
      const searcher = new m.Searcher(16);
      searcher.evaluator = m.EVALUATORS.indexOf(name);
      const t0 = cpuSeconds();
      const result = m.runBench(depth, searcher);
      if (r > 0) nps[name].push(result.nodes / (cpuSeconds() - t0));
    }
  }
  const s = median(nps.simple);
  const f = median(nps.full);
  console.log(`search (bench positions, depth ${depth}, CPU time): simple ${Math.round(s)} nps, full ${Math.round(f)} nps, full/simple ${(f / s).toFixed(3)}`);
}
if (sink === 42) console.log('');
