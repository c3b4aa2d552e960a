// The UCI fuzzer's command line: bundles scripts/fuzz-uci.ts (with fast-check and chess.js) with
// esbuild into a temporary file and runs it against bin/kerf, which must be built (npm run build).
//   node scripts/fuzz-uci.mjs --streams 10000 --seed 1 [--deadline 15000]
// Prints `N streams, F failures` and, on a failure, the first failing stream shrunk by fast-check.
// A launcher rather than plain JavaScript so the fuzzer stays one typed module shared with
// test/uci/fuzz.test.ts. Heavy: on a shared machine run it with `nice -n 19`.
import { runBundled } from './run-bundled.mjs';

await runBundled('scripts/fuzz-uci.ts', process.argv.slice(2));
