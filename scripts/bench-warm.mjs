#!/usr/bin/env node
// Warm bench: how much of a cold `kerf bench` is V8 compiling. For each named commit, bundles
// that commit's own src/tools/bench.ts (exported with `git archive`, this checkout untouched) with
// a short entry that calls runBench(depth) several times in one process, and prints the nps of
// every repetition: the first is what `kerf bench` measures, the later ones run compiled code.
//   node scripts/bench-warm.mjs [--reps N] [--depth D] <commit> [<commit> …]
// e.g. node scripts/bench-warm.mjs d2c1a46 HEAD   (defaults: 4 repetitions, depth 9)
// Design choice: every commit since d2c1a46 exports runBench(depth) from src/tools/bench.ts, so
// the comparison needs no engine flag that older commits lack; each commit runs in its own
// process, one after the other, so compare ratios taken in one sitting.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
let reps = 4;
let depth = 9;
const commits = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--reps' || a === '--depth') {
    const v = Number(args[++i]);
    if (!Number.isInteger(v) || v < 1) {
      console.error(`bench-warm: ${a} needs a positive integer, got '${args[i] ?? ''}'`);
      process.exit(2);
    }
    if (a === '--reps') reps = v; else depth = v;
  } else commits.push(a);
}
if (commits.length === 0) {
  console.error('usage: node scripts/bench-warm.mjs [--reps N] [--depth D] <commit> [<commit> …]');
  process.exit(2);
}

const ENTRY = `import { runBench } from './src/tools/bench.js';
for (let i = 0; i < ${reps}; i++) {
  const r = runBench(${depth});
  console.log(r.nodes + ' ' + Math.round((r.nodes * 1000) / r.timeMs));
}
`;

const work = mkdtempSync(join(tmpdir(), 'kerf-bench-warm-'));
try {
  for (const commit of commits) {
    let full;
    try {
      full = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
    } catch {
      console.error(`bench-warm: '${commit}' is not a commit of this repository`);
      process.exit(2);
    }
    const tree = join(work, full.slice(0, 7));
    execFileSync('sh', ['-c', `mkdir -p "${tree}" && git archive ${full} | tar -x -C "${tree}"`]);
    writeFileSync(join(tree, 'bench-warm-entry.ts'), ENTRY);
    const out = join(tree, 'bench-warm.mjs');
    const plugins = [];
    try {
      // Later commits bundle a traced copy of the evaluator through their own esbuild plugin.
      const { esbuildTracedEval } = await import(join(tree, 'scripts', 'traced-eval.mjs'));
      plugins.push(esbuildTracedEval);
    } catch { /* older commits have none */ }
    await build({
      entryPoints: [join(tree, 'bench-warm-entry.ts')], bundle: true, platform: 'node', target: 'node20', format: 'esm',
      minifySyntax: true, outfile: out, loader: { '.json': 'json' }, logLevel: 'warning', plugins,
    });
    const lines = execFileSync(process.execPath, [out], { encoding: 'utf8' }).trim().split('\n');
    const nps = lines.map((l) => Number(l.split(' ')[1]));
    const warm = nps.slice(1).sort((a, b) => a - b);
    const median = warm.length > 0 ? warm[Math.floor(warm.length / 2)] : nps[0];
    console.log(`${full.slice(0, 7)}: ${lines[0].split(' ')[0]} nodes, cold ${nps[0]} nps, warm median ${median} nps, runs ${nps.join(' ')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
