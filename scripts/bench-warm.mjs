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
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, parseBenchArgs } from './bench-args.mjs';

const { flags, rest: commits } = parseBenchArgs('bench-warm', process.argv.slice(2), { reps: 4, depth: 9 });
const { reps, depth } = flags;
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

// Resolve every commit first, so a bad name fails before anything is built or left behind.
const fulls = [...new Set(commits.map((commit) => {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  } catch {
    console.error(`bench-warm: '${commit}' is not a commit of this repository`);
    process.exit(2);
  }
}))];

const work = mkdtempSync(join(tmpdir(), 'kerf-bench-warm-'));
try {
  for (const full of fulls) {
    const tree = join(work, full.slice(0, 7));
    mkdirSync(tree);
    execFileSync('tar', ['-x', '-C', tree], { input: execFileSync('git', ['archive', full], { maxBuffer: 1 << 30 }) });
    writeFileSync(join(tree, 'bench-warm-entry.ts'), ENTRY);
    const out = join(tree, 'bench-warm.mjs');
    // Later commits bundle a traced copy of the evaluator through their own esbuild plugin.
    const tracedEval = join(tree, 'scripts', 'traced-eval.mjs');
    const plugins = existsSync(tracedEval) ? [(await import(tracedEval)).esbuildTracedEval] : [];
    await build({
      entryPoints: [join(tree, 'bench-warm-entry.ts')], bundle: true, platform: 'node', target: 'node20', format: 'esm',
      minifySyntax: true, outfile: out, loader: { '.json': 'json' }, logLevel: 'warning', plugins,
    });
    const lines = execFileSync(process.execPath, [out], { encoding: 'utf8' }).trim().split('\n');
    const nps = lines.map((l) => Number(l.split(' ')[1]));
    const warm = reps > 1 ? `, warm median ${Math.round(median(nps.slice(1)))} nps` : '';
    console.log(`${full.slice(0, 7)}: ${lines[0].split(' ')[0]} nodes, cold ${nps[0]} nps${warm}, runs ${nps.join(' ')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
