// Prints the SPRT trace of a finished or interrupted `kerf match`: the pentanomial LLR after every
// completed game pair, recomputed from the match's state file with the tool's own functions.
// (Matches started after the per-game "LLR after N games" lines were added print this live.)
// Run: npx esbuild scripts/sprt-trace.ts --bundle --platform=node --log-level=warning | node - <state.json> "<sprt spec>" [every]
import { loadState } from '../src/tools/match/state.js';
import { llrPentanomial, parseSprt, sprtBounds } from '../src/tools/match/sprt.js';
import { tally } from '../src/tools/match/tally.js';

const [statePath, spec, everyText] = process.argv.slice(2);
if (!statePath || !spec) {
  console.error('usage: sprt-trace <state.json> "<elo0=… elo1=… alpha=… beta=…>" [every-N-pairs]');
  process.exit(2);
}
const loaded = loadState(statePath);
if (!loaded.ok) { console.error(`sprt-trace: ${loaded.message}`); process.exit(2); }
const sprt = parseSprt(spec);
if (!sprt.ok) { console.error(`sprt-trace: ${sprt.message}`); process.exit(2); }
const every = Number(everyText ?? '1');
const games = [...loaded.value.games].sort((a, b) => a.index - b.index);
const bounds = sprtBounds(sprt.value.alpha, sprt.value.beta);
console.log(`bounds: lower ${bounds.lower.toFixed(2)}, upper ${bounds.upper.toFixed(2)}`);
console.log('| games | pentanomial (LL, LD, DD/WL, WD, WW) | LLR |');
console.log('|---|---|---|');
for (let n = 2; n <= games.length; n += 2) {
  const pairs = n / 2;
  if (pairs % every !== 0 && n + 1 < games.length) continue;
  const t = tally(games.slice(0, n));
  console.log(`| ${n} | [${t.pentanomial.join(', ')}] | ${llrPentanomial(t.pentanomial, sprt.value).toFixed(3)} |`);
}
