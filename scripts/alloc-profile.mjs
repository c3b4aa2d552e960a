// Where a Kerf command allocates: runs the engine bundle in this process under V8's sampling heap
// profiler, counting objects the minor and major collections freed as well as live ones (the
// garbage is what matters for the hot-path rule "no allocation"), and prints the sampled bytes by
// allocation site: the function, its line in the bundle and up to --frames callers.
//   node scripts/alloc-profile.mjs [--engine dist/kerf.js] [--interval 256] [--top 20] [--frames 4] -- <kerf args…>
// e.g. `-- bench 9` and `-- bench 11`: sites whose bytes grow with the nodes allocate per node;
// sites that stay put allocate at start-up or while V8 still runs the code unoptimised.
// Only the main thread is sampled, which is where `kerf bench`, `perft` and `go` search; the UCI
// front end's search thread is a worker and is not seen. The engine's own output passes through;
// the profile follows it on stdout, starting with the line
//   alloc-profile: <bytes> bytes sampled
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const usage = 'usage: node scripts/alloc-profile.mjs [--engine FILE] [--interval BYTES] [--top N] [--frames N] -- <kerf args…>\n';
if (split < 0 || split === argv.length - 1) {
  process.stderr.write(usage);
  process.exit(2);
}
const engineArgs = argv.slice(split + 1);
/** The script's own options, name → value, each given as a pair before the `--`. */
const options = new Map();
const own = argv.slice(0, split);
for (let i = 0; i < own.length; i += 2) {
  if (!['--engine', '--interval', '--top', '--frames'].includes(own[i]) || i + 1 >= own.length) {
    process.stderr.write(`alloc-profile: unknown or incomplete option '${own[i]}'\n${usage}`);
    process.exit(2);
  }
  options.set(own[i], own[i + 1]);
}
/** A whole number of at least 1 given for option name, or exit 2 with a message. */
function countFlag(name, fallback) {
  const text = options.get(name) ?? fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`alloc-profile: ${name} needs a whole number of at least 1, got '${text}'\n`);
    process.exit(2);
  }
  return value;
}
const engine = resolve(options.get('--engine') ?? 'dist/kerf.js');
const interval = countFlag('--interval', '256');
const top = countFlag('--top', '20');
const frames = countFlag('--frames', '4');

const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: interval,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});

/** Sampled bytes per allocation site, keyed by the site's frames, innermost first. */
function bytesBySite(head) {
  const sites = new Map();
  const walk = (node, callers) => {
    const frame = node.callFrame;
    const stack = [`${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`, ...callers].slice(0, frames);
    if (node.selfSize > 0) {
      const key = stack.join(' < ');
      sites.set(key, (sites.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, stack);
  };
  walk(head, []);
  return sites;
}

let reported = false;
process.on('beforeExit', async () => {
  if (reported) return;
  reported = true;
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const sites = [...bytesBySite(profile.head)].sort((a, b) => b[1] - a[1]);
  const total = sites.reduce((sum, [, bytes]) => sum + bytes, 0);
  const lines = [`alloc-profile: ${total} bytes sampled (interval ${interval}), ${sites.length} sites`];
  for (const [site, bytes] of sites.slice(0, top)) lines.push(`${String(bytes).padStart(10)}  ${site}`);
  process.stdout.write(`${lines.join('\n')}\n`);
});

// The bundle reads its command from process.argv, as when started as `node dist/kerf.js …`.
process.argv = [process.argv[0], engine, ...engineArgs];
await import(pathToFileURL(engine).href);
