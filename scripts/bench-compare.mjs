#!/usr/bin/env node
// Compare `kerf bench` speed of several engine executables in one sitting: runs each one's bench
// in turn, round after round (so machine noise falls on all alike), and prints each engine's node
// count, median nps and its ratio to the first engine's median, and (for the others) the median of
// its per-round ratios to the first engine with the count of rounds it was the faster.
//   node scripts/bench-compare.mjs [--rounds N] [--depth D] <exe>[@depth] <exe>[@depth] …
// e.g. node scripts/bench-compare.mjs --rounds 5 out/frozen/kerf-d2c1a46 bin/kerf
// `exe@D` benches that engine at depth D (over --depth, over its own default): a more selective
// search needs a deeper bench to search as many nodes, and a short bench's nps is mostly V8's
// compiling (docs/strength.md, "Speed in sessions 26 and 27"), so equal-length runs compare
// what a node costs: node scripts/bench-compare.mjs out/frozen/kerf-d2c1a46 bin/kerf@11

import { execFileSync } from 'node:child_process';
import { median, parseBenchArgs } from './bench-args.mjs';

const { flags, rest } = parseBenchArgs('bench-compare', process.argv.slice(2), { rounds: 5, depth: null });
const { rounds, depth } = flags;
const engines = [];
for (const a of rest) {
  const at = /^(.+)@(\d+)$/.exec(a);
  if (at !== null && Number(at[2]) < 1) {
    console.error(`bench-compare: the depth in '${a}' must be a positive integer`);
    process.exit(2);
  }
  engines.push(at === null ? { exe: a, depth: null } : { exe: at[1], depth: Number(at[2]) });
}
if (engines.length === 0) {
  console.error('usage: node scripts/bench-compare.mjs [--rounds N] [--depth D] <exe>[@depth] <exe>[@depth] …');
  process.exit(2);
}

/** One bench run: the last line is `<N> nodes <M> nps`. */
function bench({ exe, depth: own }) {
  const d = own ?? depth;
  const out = execFileSync(exe, d === null ? ['bench'] : ['bench', String(d)], { encoding: 'utf8' });
  const last = out.trim().split('\n').at(-1) ?? '';
  const m = /^(\d+) nodes (\d+) nps$/.exec(last);
  if (m === null) throw new Error(`${exe}: unexpected last bench line '${last}'`);
  return { nodes: Number(m[1]), nps: Number(m[2]) };
}

const results = engines.map(() => ({ nodes: 0, nps: [] }));
for (let r = 0; r < rounds; r++) {
  engines.forEach((engine, i) => {
    const { nodes, nps } = bench(engine);
    results[i].nodes = nodes;
    results[i].nps.push(nps);
  });
  process.stderr.write(`round ${r + 1}/${rounds} done\n`);
}
const base = median(results[0].nps);
engines.forEach((engine, i) => {
  const med = median(results[i].nps);
  const name = engine.depth === null ? engine.exe : `${engine.exe}@${engine.depth}`;
  // Paired: each round's run over the first engine's run in the same round. The machine's speed
  // drifts between rounds (another tenant's load) more than between two runs in one round, so the
  // median of these ratios is steadier than the ratio of the medians.
  const ratios = results[i].nps.map((nps, r) => nps / results[0].nps[r]);
  const faster = ratios.filter((x) => x > 1).length;
  const paired = i === 0 ? '' : `, paired ${median(ratios).toFixed(3)}x (faster in ${faster} of ${rounds} rounds)`;
  console.log(`${name}: ${results[i].nodes} nodes, median ${Math.round(med)} nps (${(med / base).toFixed(3)}x)${paired}, runs ${results[i].nps.join(' ')}`);
});
