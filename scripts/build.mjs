// Bundles the engine into one file with esbuild.
//   node scripts/build.mjs              -> dist/kerf.js (ESM, loaded by bin/kerf)
//   node scripts/build.mjs --exe <path> -> <path>: a self-contained executable (CommonJS with a
//                                          node shebang), runnable from any directory; used by
//                                          `make EXE=<name>` for OpenBench and by GUIs.
// The executable is CommonJS, written so that it also runs when Node loads it as an ES module: an
// extensionless file is CommonJS in most places, but an ES module inside a package whose
// package.json says "type": "module" (this project's root, for one). Two lines make the difference
// harmless: the banner's `var require` keeps CommonJS's own require and, in module scope, makes one
// from process.getBuiltinModule; and import.meta.url (which the search worker uses to start itself
// from the same file) is mapped onto __filename, or onto process.argv[1] where there is none — the
// executable is always the main script, and a worker inherits the main thread's argv.
import { build } from 'esbuild';
import { chmodSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildTracedEval } from './traced-eval.mjs';

const exeIndex = process.argv.indexOf('--exe');
const exe = exeIndex >= 0 ? process.argv[exeIndex + 1] : undefined;
if (exeIndex >= 0 && !exe) {
  console.error('build: --exe needs an output path');
  process.exit(2);
}

const common = {
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  // Minified syntax (names and layout kept) measured faster: `kerf bench` +2-8% (full evaluator),
  // +7% (simple), alternating builds in one run; the bundle is also 11% smaller.
  minifySyntax: true,
  logLevel: 'warning',
  loader: { '.json': 'json' },
  // `#eval-traced/*`: the second, traced instance of the evaluator for `kerf eval` and `kerf tune`.
  plugins: [esbuildTracedEval],
};

if (exe) {
  const shim = join(mkdtempSync(join(tmpdir(), 'kerf-build-')), 'import-meta-url.js');
  writeFileSync(shim, "export const importMetaUrl = require('node:url').pathToFileURL(typeof __filename === 'string' ? __filename : process.argv[1]).href;\n");
  await build({
    ...common,
    format: 'cjs',
    outfile: exe,
    banner: {
      js: "#!/usr/bin/env node\n'use strict';\nvar require = typeof require === 'function' ? require : process.getBuiltinModule('node:module').createRequire(process.argv[1]);",
    },
    define: { 'import.meta.url': 'importMetaUrl' },
    inject: [shim],
  });
  chmodSync(exe, 0o755);
} else {
  await build({
    ...common,
    format: 'esm',
    outfile: 'dist/kerf.js',
    // CommonJS dependencies (cli-progress) call require() on Node built-ins; an ESM bundle has no
    // require of its own, so give it one.
    banner: { js: "import { createRequire as __kerfCreateRequire } from 'node:module'; const require = __kerfCreateRequire(import.meta.url);" },
  });
}
