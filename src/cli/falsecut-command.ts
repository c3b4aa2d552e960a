// `kerf falsecut <file> --depth D [--sample N] [--limit K] [--seed S] [--option "Name=value"]…`:
// the false-cut rate of Step 8 (issue 26). Each position is searched in-process to depth D with
// the --option settings (the ProbCut setting under test among them); every N-th cut Step 8 makes
// is checked against a search of the same node with ProbCut off (src/tools/falsecut/run.ts).
// Prints a line per position, then per (kind, height) `high d=7: 12/140 false (8.6 %), …`, the
// per-kind totals, the cuts seen and nodes searched, and last `false cuts F/S (R %)`.
// Design choice: the verifying engine gets the same --option flags, then ProbCut=off and a small
// table (Hash=8, cleared before each verification), so the two differ only in Step 8.

import { basename } from 'node:path';
import { moveToUci } from '../movegen/notation.js';
import { positionFromFen } from '../board/fen.js';
import { Engine } from '../engine/engine.js';
import { parseEpd } from '../tools/epd/parse.js';
import { createProgress } from '../tools/progress.js';
import { falseCutRate, runFalseCuts, sumCells, type FalseCutResult, type FalseCutTotals } from '../tools/falsecut/run.js';
import { applyCliOptions } from './engine-options.js';
import { intArg, parseCommandArgs, readTextFile } from './args.js';
import { CliError } from './errors.js';

/** Deepest main search allowed: every sampled cut costs a verification search up to this deep. */
const MAX_FALSECUT_DEPTH = 20;
const DEFAULT_SAMPLE_EVERY = 10;
const DEFAULT_SEED = 1;
/** The verifying engine's table (MiB): cleared before every verification, so small is quick. */
const VERIFY_HASH_MIB = 8;

/** `8.6 %`, or `nothing verified`. */
function percentText(t: FalseCutTotals): string {
  const rate = falseCutRate(t);
  return rate === null ? 'nothing verified' : `${rate.toFixed(1)} %`;
}

/** `F/S false (R %)`: false cuts of the verified ones. */
function rateText(t: FalseCutTotals): string {
  return `${t.falseCuts}/${t.verified} false (${percentText(t)})`;
}

/** `, 1402 seen[, 3 skipped]`: how many cuts the line covers, and how many sampled ones went unjudged. */
function seenText(t: FalseCutTotals): string {
  return `, ${t.seen} seen${t.skipped > 0 ? `, ${t.skipped} skipped (mate score)` : ''}`;
}

export function falsecutCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('falsecut', args, {
    depth: { type: 'string' },
    sample: { type: 'string' },
    limit: { type: 'string' },
    seed: { type: 'string' },
    option: { type: 'string', multiple: true },
  });
  if (positionals.length !== 1) throw new CliError(`falsecut: expected one EPD file, got ${positionals.length} (usage: kerf falsecut <file> --depth D [--sample N])`);
  if (values.depth === undefined) throw new CliError(`falsecut: give --depth D, the depth of each position's search (1 to ${MAX_FALSECUT_DEPTH})`);
  const depth = intArg('falsecut', '--depth', values.depth, 1, MAX_FALSECUT_DEPTH);
  const sampleEvery = values.sample === undefined ? DEFAULT_SAMPLE_EVERY : intArg('falsecut', '--sample', values.sample, 1);
  const seed = values.seed === undefined ? DEFAULT_SEED : intArg('falsecut', '--seed', values.seed, 0, 0xffffffff);
  const limit = values.limit === undefined ? Infinity : intArg('falsecut', '--limit', values.limit, 1);
  const options = values.option ?? [];

  const engine = new Engine();
  applyCliOptions('falsecut', options, engine);
  if (!engine.searcher.probCut.enabled) {
    throw new CliError('falsecut: ProbCut is off, so Step 8 makes no cut to check; give the setting to test, e.g. --option ProbCut=mpc (or fixed, probcut)');
  }
  const verifier = new Engine();
  applyCliOptions('falsecut', [...options, 'ProbCut=off', `Hash=${VERIFY_HASH_MIB}`], verifier);

  const path = positionals[0];
  const parsed = parseEpd(readTextFile('falsecut', path), { limit });
  for (const e of parsed.errors) process.stderr.write(`kerf: falsecut: ${path}:${e.lineNumber}: ${e.message} (line skipped)\n`);
  if (parsed.records.length === 0) throw new CliError(`falsecut: '${path}' has no usable positions`);
  const records = parsed.records;

  const progress = createProgress(records.length, out);
  let result: FalseCutResult;
  try {
    result = runFalseCuts(engine.searcher, verifier.searcher, records.map((r) => r.fen), { depth, sampleEvery, seed }, (p) => {
      const r = records[p.index];
      const name = r.id ?? `${basename(path)}:${r.lineNumber}`;
      const root = positionFromFen(p.fen);
      const move = root.ok && p.bestMove !== 0 ? moveToUci(root.value, p.bestMove) : '-';
      progress.log(`[${p.index + 1}/${records.length}] ${name}: ${p.nodes} nodes, bestmove ${move}, ${p.seen} cuts, ${rateText(p)}`);
      progress.update(p.index + 1, '');
    });
  } finally {
    progress.stop();
  }

  const totals = result.totals;
  if (totals.seen === 0) {
    throw new CliError(`falsecut: Step 8 made no cut in ${records.length} searches to depth ${depth} (${result.nodes} nodes); `
      + 'ProbCut=fixed cuts from height 5, ProbCut=probcut only at height 8 and MPC only at the heights of its table: try a greater --depth');
  }
  for (const cell of result.cells) out(`${cell.kind} d=${cell.height}: ${rateText(cell)}${seenText(cell)}`);
  for (const kind of ['high', 'low'] as const) {
    const t = sumCells(result.cells, (c) => c.kind === kind);
    if (t.seen > 0) out(`${kind}: ${rateText(t)}${seenText(t)}`);
  }
  out(`cuts seen ${totals.seen} in ${records.length} positions at depth ${depth}, 1 in ${sampleEvery} sampled; `
    + `main search nodes ${result.nodes}, verification nodes ${result.verificationNodes}`);
  out(`false cuts ${totals.falseCuts}/${totals.verified} (${percentText(totals)})`);
  return 0;
}
