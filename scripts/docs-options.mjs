// `npm run docs:options`: rewrite the UCI option table in README.md from the engine's settings
// table (src/engine/settings.ts, rendered by src/engine/options-doc.ts). The TypeScript is bundled
// in memory with esbuild, as the build does, so the script needs nothing else installed.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const bundled = await build({
  entryPoints: ['src/engine/options-doc.ts'], bundle: true, platform: 'node', format: 'esm', write: false,
  loader: { '.json': 'json' }, logLevel: 'warning',
});
const { withOptionsTable } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const readme = readFileSync('README.md', 'utf8');
const updated = withOptionsTable(readme);
if (updated === null) {
  console.error('docs:options: README.md lacks the options markers');
  process.exit(2);
}
if (updated !== readme) writeFileSync('README.md', updated);
console.log(updated === readme ? 'README.md: option table up to date' : 'README.md: option table rewritten');
