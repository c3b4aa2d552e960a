#!/usr/bin/env node
// Resident memory over a long run, window by window: reads the log `scripts/rss-watch.mjs --log`
// writes (one line per sample round, `<ms since start> <pid>:<MiB> <pid>:<MiB> …`) and prints a
// markdown table with a row per engine process: the median of its samples in each window of the
// run (10 minutes unless --window says otherwise), then its highest sample and how long it was
// watched. Whether memory levels off is read along a row. Processes watched for fewer than
// --min-samples rounds (60 unless set; e.g. freeze.sh's bench before a match) are left out and
// counted on stderr.
//   node scripts/rss-windows.mjs <rss.log> [--window MINUTES] [--min-samples N]
// The median is rss-watch's (scripts/rss-median.mjs: the upper one of an even count).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { upperMedian } from './rss-median.mjs';

function fail(message) {
  process.stderr.write(`rss-windows: ${message}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { window: { type: 'string', default: '10' }, 'min-samples': { type: 'string', default: '60' } },
  });
} catch (err) {
  fail(err.message);
}
const { values, positionals } = parsed;
if (positionals.length !== 1) fail('usage: node scripts/rss-windows.mjs <rss.log> [--window MINUTES] [--min-samples N]');
const windowMinutes = Number(values.window);
if (!Number.isFinite(windowMinutes) || windowMinutes <= 0) fail(`--window needs a positive number of minutes, got '${values.window}'`);
const minSamples = Number(values['min-samples']);
if (!Number.isInteger(minSamples) || minSamples < 1) fail(`--min-samples needs a positive integer, got '${values['min-samples']}'`);

let text;
try {
  text = readFileSync(positionals[0], 'utf8');
} catch (err) {
  fail(`cannot read ${positionals[0]}: ${err.code ?? err.message}`);
}

/** pid → { samples: [ms, MiB][] } in log order. */
const byPid = new Map();
const lines = text.split('\n');
for (let i = 0; i < lines.length; i++) {
  const line = lines[i].trim();
  if (line === '') continue;
  const fields = line.split(/\s+/);
  const ms = Number(fields[0]);
  if (!Number.isFinite(ms) || ms < 0 || fields.length < 2) fail(`${positionals[0]}:${i + 1}: expected '<ms> <pid>:<MiB> …', got '${line}'`);
  for (const field of fields.slice(1)) {
    const m = /^(\d+):(\d+(?:\.\d+)?)$/.exec(field);
    if (m === null) fail(`${positionals[0]}:${i + 1}: '${field}' is not <pid>:<MiB>`);
    const rec = byPid.get(m[1]) ?? { samples: [] };
    rec.samples.push([ms, Number(m[2])]);
    byPid.set(m[1], rec);
  }
}
if (byPid.size === 0) fail(`${positionals[0]} holds no samples`);

/** A window's median as rss-watch computes it, one decimal; '–' for an empty window. */
function median(values) {
  const m = upperMedian(values);
  return m === null ? '–' : m.toFixed(1);
}

const windowMs = windowMinutes * 60000;
const kept = [...byPid].filter(([, r]) => r.samples.length >= minSamples);
const skipped = byPid.size - kept.length;
if (kept.length === 0) fail(`no process has ${minSamples} samples or more (--min-samples)`);
const lastMs = Math.max(...kept.map(([, r]) => r.samples[r.samples.length - 1][0]));
const windows = Math.floor(lastMs / windowMs) + 1;

const header = ['process'];
for (let w = 0; w < windows; w++) header.push(`${w * windowMinutes}–${(w + 1) * windowMinutes} min`);
header.push('max', 'watched');
const out = [`| ${header.join(' | ')} |`, `|---|${header.slice(1).map(() => '--:').join('|')}|`];
for (const [pid, r] of kept) {
  const cells = [`pid ${pid}`];
  for (let w = 0; w < windows; w++) {
    cells.push(median(r.samples.filter(([ms]) => ms >= w * windowMs && ms < (w + 1) * windowMs).map(([, mib]) => mib)));
  }
  const max = Math.max(...r.samples.map(([, mib]) => mib));
  const span = (r.samples[r.samples.length - 1][0] - r.samples[0][0]) / 60000;
  cells.push(max.toFixed(1), `${span.toFixed(0)} min`);
  out.push(`| ${cells.join(' | ')} |`);
}
process.stdout.write(`${out.join('\n')}\n`);
if (skipped > 0) process.stderr.write(`rss-windows: left out ${skipped} process(es) with fewer than ${minSamples} samples\n`);
