// Runs a typed script's `main(argv, root)` from the command line: bundles the .ts file (with its
// npm imports such as fast-check and chess.js) with esbuild into a temporary file, imports it and
// sets the exit code. Shared by the UCI fuzzer and stress launchers, so each script stays one
// typed module that its vitest test imports directly.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundle `entry` (relative to the repository root) and run its main with `argv`. */
export async function runBundled(entry, argv) {
  const dir = mkdtempSync(join(tmpdir(), `${basename(entry, '.ts')}-`));
  const outfile = join(dir, 'main.mjs');
  try {
    await build({
      entryPoints: [join(ROOT, entry)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    const { main } = await import(pathToFileURL(outfile).href);
    process.exitCode = await main(argv, ROOT);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
