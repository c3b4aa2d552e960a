// Where a Kerf run spends its time, from a V8 CPU profile: the functions with the most self time,
// and the share of the evaluator's own functions (named below) in the whole.
//   node --cpu-prof --cpu-prof-dir=out/prof dist/kerf.js bench 10
//   node scripts/cpu-profile-summary.mjs out/prof [--top 20] [--lines <function> --bundle dist/kerf.js]
// Each .cpuprofile in the folder is summarised on its own. Self time only: a function's callees
// count for them, not for it. The bundle is minified for syntax, not names, so names are the
// source's. With --lines, the function's self time is also split by the bundle's source lines
// (V8's line ticks, printed with the line's text from --bundle): where inside it the time goes,
// e.g. a load that misses the cache. Code V8 inlined into it shows at the inlined function's
// lines, so a line may lie outside the function.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0].startsWith('--')) {
  process.stderr.write('usage: node scripts/cpu-profile-summary.mjs <folder of .cpuprofile files> [--top N]\n');
  process.exit(2);
}
const top = argv.includes('--top') ? Number(argv[argv.indexOf('--top') + 1]) : 20;
/** The value after `flag` (undefined when it is missing or is another flag), or `absent`. */
const flagValue = (flag, absent) => {
  if (!argv.includes(flag)) return absent;
  const v = argv[argv.indexOf(flag) + 1];
  return v === undefined || v.startsWith('--') ? undefined : v;
};
const linesOf = flagValue('--lines', null);
const bundle = flagValue('--bundle', 'dist/kerf.js');
if (linesOf === undefined || bundle === undefined) {
  process.stderr.write('cpu-profile-summary: --lines needs a function name, --bundle a file\n');
  process.exit(2);
}
const source = linesOf === null ? [] : readFileSync(bundle, 'utf8').split('\n');
/** The full evaluator's functions (src/eval/full.ts, pieces.ts, king-safety.ts, pawns.ts, passed.ts, endgame.ts). */
const EVALUATOR = /^(evaluateFull|evaluateFullWhite|evaluatePieces|queenThreat|evaluateKing|nearestRank|evaluatePawns|evaluatePawnsOf|evaluatePassed|imbalance|specialEndgame|scaleFactor|pieceUnits|bishopsOnOneColour|evaluateSimple)$/;

for (const file of readdirSync(argv[0]).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(argv[0], file), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const name = nodes.get(id).callFrame.functionName || '(anonymous)';
    self.set(name, (self.get(name) ?? 0) + profile.timeDeltas[i]);
    total += profile.timeDeltas[i];
  });
  let evaluator = 0;
  for (const [name, t] of self) if (EVALUATOR.test(name)) evaluator += t;
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled; evaluator functions ${(100 * evaluator / total).toFixed(1)} %`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(100 * t / total).toFixed(1).padStart(5)} %  ${name}${EVALUATOR.test(name) ? '  (evaluator)' : ''}`);
  }
  if (linesOf !== null) printLines(profile, linesOf);
}

/** The named function's line ticks, summed over its profile nodes, largest first. */
function printLines(profile, name) {
  const ticks = new Map();
  let all = 0;
  for (const node of profile.nodes) {
    if (node.callFrame.functionName !== name) continue;
    for (const { line, ticks: n } of node.positionTicks ?? []) {
      ticks.set(line, (ticks.get(line) ?? 0) + n);
      all += n;
    }
  }
  if (all === 0) {
    console.log(`  ${name}: no line ticks`);
    return;
  }
  console.log(`  ${name}, ${all} line ticks, by line of ${bundle}:`);
  for (const [line, n] of [...ticks].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const text = (source[line - 1] ?? '').trim();
    console.log(`  ${(100 * n / all).toFixed(1).padStart(5)} %  ${String(line).padStart(6)}  ${text.length > 110 ? `${text.slice(0, 110)}…` : text}`);
  }
}
