// Bundles the engine into one file, dist/kerf.js, with esbuild. bin/kerf loads it.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/kerf.js',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  loader: { '.json': 'json' },
  // CommonJS dependencies (cli-progress) call require() on Node built-ins; an ESM bundle has no
  // require of its own, so give it one.
  banner: { js: "import { createRequire as __kerfCreateRequire } from 'node:module'; const require = __kerfCreateRequire(import.meta.url);" },
});
