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
});
