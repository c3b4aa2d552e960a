// `kerf depthtest <file> (--movetime MS | --nodes N) --a "<options>" --b "<options>" [--limit K]
//  [--engine "<cmd>"] [--option "Name=value"]… [--timeout MS]`: Jiang & Buro's speed test of
// two option sets on the same engine (default Kerf). Each position is searched for MS (or N
// nodes: the same budget in a form that does not depend on machine load) with set A and with set B; the report gives each set's mean depth (last completed iteration) and nodes,
// the mean paired depth difference A − B with a 95% t confidence interval, and how often A was
// deeper, equal or shallower.
// Design choice: options are "Name=value" words ("ProbCut=mpc Hash=64"), set once per process at
// start-up; --option flags apply to both sets first, so --a/--b only need what differs.

import { basename } from 'node:path';
import { intArg, parseCommandArgs, readTextFile } from './args.js';
import { CliError } from './errors.js';
import { engineFromFlags, searchTimeout } from './tool-engine.js';
import { parseOptionList } from '../tools/engine-spec.js';
import { parseEpd } from '../tools/epd/parse.js';
import { pairedSummary } from '../tools/depthtest/stats.js';
import { runDepthTest, usableDepths, type DepthPair, type DepthResult } from '../tools/depthtest/run.js';
import { ProbeEngine } from '../tools/probe.js';
import { EngineError } from '../tools/uci-client.js';
import { createProgress } from '../tools/progress.js';

function signed(x: number, digits = 2): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
}

function sideText(s: DepthResult): string {
  if (!s.ok) return `failed (${s.message})`;
  return `depth ${s.value.depth ?? '-'} nodes ${s.value.nodes ?? '-'}`;
}

export async function depthtestCommand(args: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('depthtest', args, {
    movetime: { type: 'string' },
    nodes: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    limit: { type: 'string' },
    engine: { type: 'string' },
    option: { type: 'string', multiple: true },
    timeout: { type: 'string' },
  });
  if (positionals.length !== 1) throw new CliError(`depthtest: expected one EPD file, got ${positionals.length} (usage: kerf depthtest <file> (--movetime MS | --nodes N) --a "<options>" --b "<options>")`);
  if ((values.movetime === undefined) === (values.nodes === undefined)) {
    throw new CliError('depthtest: give exactly one of --movetime MS or --nodes N (both option sets get the same budget per position)');
  }
  if (values.a === undefined || values.b === undefined) throw new CliError('depthtest: give both --a "<options>" and --b "<options>" (space-separated Name=value; "" for the defaults)');
  const limits = values.movetime !== undefined
    ? { movetime: intArg('depthtest', '--movetime', values.movetime, 1) }
    : { nodes: intArg('depthtest', '--nodes', values.nodes, 1) };
  const timeoutMs = searchTimeout('depthtest', limits, values.timeout);
  const limit = values.limit === undefined ? Infinity : intArg('depthtest', '--limit', values.limit, 1);
  const sets = { a: parseOptionList(values.a), b: parseOptionList(values.b) };
  if (!sets.a.ok) throw CliError.from(sets.a, 'depthtest: --a');
  if (!sets.b.ok) throw CliError.from(sets.b, 'depthtest: --b');
  const specA = engineFromFlags('depthtest', values.engine, values.option ?? [], sets.a.value);
  const specB = engineFromFlags('depthtest', values.engine, values.option ?? [], sets.b.value);
  specA.name = `${specA.name} A`;
  specB.name = `${specB.name} B`;

  const path = positionals[0];
  const parsed = parseEpd(readTextFile('depthtest', path), { limit });
  for (const e of parsed.errors) process.stderr.write(`kerf: depthtest: ${path}:${e.lineNumber}: ${e.message} (line skipped)\n`);
  if (parsed.records.length === 0) throw new CliError(`depthtest: '${path}' has no usable positions`);
  const records = parsed.records;

  const warmUpMs = ProbeEngine.warmUpFor(limits);
  const engines = { a: new ProbeEngine(specA, { warmUpMs }), b: new ProbeEngine(specB, { warmUpMs }) };
  const progress = createProgress(records.length, out);
  let pairs: DepthPair[];
  try {
    pairs = await runDepthTest(engines, records.map((r) => r.fen), limits, timeoutMs, (pair) => {
      const r = records[pair.index];
      const name = r.id ?? `${basename(path)}:${r.lineNumber}`;
      const [a, b] = [pair.a.ok ? pair.a.value.depth : undefined, pair.b.ok ? pair.b.value.depth : undefined];
      const diff = a === undefined || b === undefined ? '' : `  diff ${signed(a - b, 0)}`;
      progress.log(`[${pair.index + 1}/${records.length}] ${name}: A ${sideText(pair.a)} | B ${sideText(pair.b)}${diff}`);
      progress.update(pair.index + 1, '');
    });
  } catch (err) {
    if (err instanceof EngineError) throw new CliError(`depthtest: ${err.message}`);
    throw err;
  } finally {
    progress.stop();
    await Promise.all([engines.a.close(), engines.b.close()]);
  }

  const used = usableDepths(pairs);
  const s = pairedSummary(used.a, used.b);
  const mean = (xs: number[]): string => (xs.length === 0 ? '-' : String(Math.round(xs.reduce((x, y) => x + y, 0) / xs.length)));
  out(`positions: ${s.n} compared of ${pairs.length}${s.n < pairs.length ? ` (${pairs.length - s.n} without a depth from both sets)` : ''}, ${limits.movetime !== undefined ? `${limits.movetime} ms` : `${limits.nodes} nodes`} each`);
  if (s.n === 0) {
    out('no position gave a depth for both option sets');
    return 0;
  }
  out(`A (${values.a}): mean depth ${s.meanA.toFixed(2)}, mean nodes ${mean(used.nodesA)}`);
  out(`B (${values.b}): mean depth ${s.meanB.toFixed(2)}, mean nodes ${mean(used.nodesB)}`);
  const ci = s.ci95 ? `, 95% CI [${signed(s.ci95[0])}, ${signed(s.ci95[1])}] (t, df ${s.n - 1})` : ' (one position: no interval)';
  out(`depth A - B: mean ${signed(s.meanDiff)}${ci}`);
  out(`A deeper ${s.aAhead}, equal ${s.equal}, B deeper ${s.bAhead}`);
  return 0;
}
