// The UCI fuzzer's command line: bundles scripts/fuzz-uci.ts (with fast-check and chess.js) with
// esbuild into a temporary file and runs it against bin/kerf, which must be built (npm run build).
//   node scripts/fuzz-uci.mjs --streams 10000 --seed 1 [--deadline 15000]
// Prints `N streams, F failures` and, on a failure, the first failing stream shrunk by fast-check.
// A launcher rather than plain JavaScript so the fuzzer stays one typed module shared with
// test/uci/fuzz.test.ts. Heavy: on a shared machine run it with `nice -n 19`.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'fuzz-uci-'));
const outfile = join(dir, 'fuzz-uci.mjs');
try {
  await build({
    entryPoints: [join(root, 'scripts', 'fuzz-uci.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  const { main } = await import(pathToFileURL(outfile).href);
  process.exitCode = await main(process.argv.slice(2), root);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
