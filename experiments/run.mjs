#!/usr/bin/env node
// Runs one experiment of Jiang & Buro (2003) against Kerf:
//   node experiments/run.mjs <name> [flags]      e.g. node experiments/run.mjs depth-at-fixed-time --quick
// where <name> is one of the experiments/*.ts files. `--help` after the name lists its flags.
// Design choice: the experiments are strict TypeScript, bundled here on the fly with esbuild (a
// dev dependency the build already uses) into out/experiments/.build/ and imported — no build
// step to remember, and the scripts may import small pure helpers from src/ (the calibration
// sampler, the match statistics) instead of re-implementing them. The engine itself is always
// the built bin/kerf, run as a child process.
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const names = readdirSync(here).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3)).sort();
const [name, ...args] = process.argv.slice(2);
if (name === undefined || name === '--help' || name === '-h' || !names.includes(name)) {
  if (name !== undefined && !names.includes(name) && name !== '--help' && name !== '-h') process.stderr.write(`experiments: unknown experiment '${name}'\n`);
  process.stderr.write(`usage: node experiments/run.mjs <${names.join('|')}> [--quick] [flags]   (--help after the name for its flags)\n`);
  process.exit(name === undefined || name === '--help' || name === '-h' ? 0 : 2);
}
if (!existsSync(join(root, 'dist', 'kerf.js'))) {
  process.stderr.write('experiments: dist/kerf.js is missing; run `npm run build` first\n');
  process.exit(2);
}
const outfile = join(root, 'out', 'experiments', '.build', `${name}.mjs`);
await build({
  entryPoints: [join(here, `${name}.ts`)],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile,
  logLevel: 'warning',
  // The bundle lives under out/; keep the project root as the working directory of every path.
  banner: { js: "import { createRequire as __expCreateRequire } from 'node:module'; const require = __expCreateRequire(import.meta.url);" },
});
process.chdir(root);
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(args);
