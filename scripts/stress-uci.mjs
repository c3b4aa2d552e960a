// The UCI stop/go timing stress's command line (scripts/stress-uci.ts) against bin/kerf, which
// must be built (npm run build):
//   node scripts/stress-uci.mjs --cycles 10000 --seed 1 [--max-delay 50] [--option Threads=2]…
// Prints progress every 100 cycles and a last line
// `N cycles, G gos, B bestmoves, I illegal, P problems in S s`; exit code 1 on any problem.
import { runBundled } from './run-bundled.mjs';

await runBundled('scripts/stress-uci.ts', process.argv.slice(2));
