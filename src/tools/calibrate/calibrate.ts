// `kerf calibrate`, the run itself: sample positions, record each one's exact scores at depths
// 1..D (MPC off, null move on) into a resumable CSV, fit v = a·v' + b for every depth pair and
// stage, print the table, and write the params JSON (validated by the engine's own validator) and
// the figure. The CLI wrapper (src/cli/calibrate-command.ts) parses flags and supplies the sampler.
// Design choice: fitting reads the samples back sorted by their place in the seeded selection,
// not in the order workers finished them, so the fit is the same for any --threads.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { gameStage, STAGE_NAMES } from '../../eval/stage.js';
import { validateMpcParams } from '../../search/mpc-params.js';
import { choosePairs, formatPair, PAPER_PAIRS, type DepthPair } from './pair-choice.js';
import { buildParamsJson, formatJson } from './params-writer.js';
import { selectPositions, type PositionFile } from './positions.js';
import type { Progress } from './progress.js';
import { fitAllPairs, type FitFilter, type PairFit } from './regression.js';
import type { Sampler, SampleJob } from './sampler.js';
import { SamplesCsv, type Sample } from './samples-csv.js';
import { calibrationSvg } from './svg.js';

/** Jiang & Buro's fit window: only shallow scores v' in [−300, 300]. */
export const FIT_WINDOW = 300;

export interface PositionSource {
  path: string;
  /** Relative share of --count. */
  weight: number;
}

export interface CalibrateOptions {
  positionFiles: PositionSource[];
  count: number;
  seed: number;
  depth: number;
  out: string;
  csv: string;
  svg: string | null;
  t: number;
  /** The pairs to write; `pairsGiven` false means the paper's set plus the small-height rule. */
  pairs: readonly DepthPair[];
  pairsGiven: boolean;
  /** For the JSON's made_by: the command line, and how the sampler searched. */
  commandLine: string;
  searchDescription: string;
}

export interface CalibrateDeps {
  sampler: Sampler;
  out: (line: string) => void;
  progress: (total: number, startDone: number) => Progress;
  /** The search's mate threshold: |score| ≥ mateBound is a mate score. */
  mateBound: number;
  now?: () => number;
}

export type CalibrateResult =
  | { ok: true; interrupted: boolean; samples: number; fits: PairFit[]; params: string | null }
  | { ok: false; error: string };

function readFiles(sources: PositionSource[]): { ok: true; files: PositionFile[] } | { ok: false; error: string } {
  const files: PositionFile[] = [];
  for (const { path, weight } of sources) {
    try {
      files.push({ name: path, text: readFileSync(path, 'utf8'), weight });
    } catch (err) {
      return { ok: false, error: `cannot read '${path}' (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
    }
  }
  return { ok: true, files };
}

function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

const scratch = new Position();

function stageOf(fen: string): number {
  const parsed = setFen(scratch, fen);
  // selectPositions already dropped unreadable FENs.
  if (!parsed.ok) throw new Error(`unreadable FEN after selection: ${fen}`);
  return gameStage(scratch);
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

export async function runCalibration(opts: CalibrateOptions, deps: CalibrateDeps): Promise<CalibrateResult> {
  const { out } = deps;
  const now = deps.now ?? Date.now;
  const read = readFiles(opts.positionFiles);
  if (!read.ok) return read;
  const selection = selectPositions(read.files, opts.count, opts.seed);
  for (const f of selection.files) {
    out(`positions: ${f.drawn} of ${f.lines} from ${f.name}${f.skipped > 0 ? ` (${f.skipped} unreadable lines skipped, first: ${f.firstSkip})` : ''}`);
  }
  const positions = selection.positions;
  if (positions.length === 0) return { ok: false, error: 'no positions to calibrate on' };

  // Resume: keep the CSV rows of this selection, search the rest.
  mkdirSync(dirname(opts.csv), { recursive: true });
  const opened = SamplesCsv.open(opts.csv, opts.depth);
  if (!opened.ok) return opened;
  const csv = opened.csv;
  const byKey = new Map<string, Sample>();
  for (const s of csv.existing) byKey.set(s.key, s);
  const jobs: SampleJob[] = [];
  positions.forEach((p, index) => {
    const known = byKey.get(p.key);
    if (known !== undefined && known.fen !== p.fen) byKey.delete(p.key);
    if (!byKey.has(p.key)) jobs.push({ index, fen: p.fen });
  });
  const resumed = positions.length - jobs.length;
  const foreign = csv.existing.length - resumed;
  out(`samples: ${resumed} of ${positions.length} already in ${opts.csv}${foreign > 0 ? ` (${foreign} other rows there are not in this selection and are ignored)` : ''}; searching ${jobs.length} to depth ${opts.depth}`);

  const progress = deps.progress(positions.length, resumed);
  let done = resumed;
  let nodes = 0;
  const start = now();
  const onSigint = () => deps.sampler.cancel();
  process.once('SIGINT', onSigint);
  try {
    await deps.sampler.run(jobs, opts.depth, (outcome) => {
      const p = positions[outcome.index];
      const sample: Sample = { key: p.key, stage: stageOf(p.fen), nodes: outcome.nodes, scores: outcome.scores, fen: p.fen };
      csv.append(sample);
      byKey.set(p.key, sample);
      nodes += outcome.nodes;
      progress.update(++done);
    });
  } catch (err) {
    return { ok: false, error: `${err instanceof Error ? err.message : String(err)} (finished samples are kept in ${opts.csv})` };
  } finally {
    process.removeListener('SIGINT', onSigint);
    progress.stop();
    csv.close();
  }
  const searched = done - resumed;
  const minutes = (now() - start) / 60000;
  if (searched > 0) {
    out(`searched ${searched} positions in ${minutes.toFixed(1)} min: ${(searched / Math.max(minutes, 1e-9)).toFixed(1)} positions/min, ${nodes} nodes`);
  }
  // Cancelled (Ctrl-C): the sampler returned before every position was done.
  const interrupted = done < positions.length;
  if (interrupted) {
    out(`interrupted: ${done} of ${positions.length} samples are in ${opts.csv}; run the same command again to resume`);
    return { ok: true, interrupted: true, samples: done, fits: [], params: null };
  }

  const samples = positions.map((p) => byKey.get(p.key)).filter((s): s is Sample => s !== undefined);
  const stageCounts = STAGE_NAMES.map((_, stage) => samples.filter((s) => s.stage === stage).length);
  out(`stages: ${STAGE_NAMES.map((name, i) => `${stageCounts[i]} ${name}`).join(', ')}`);

  const filter: FitFilter = { window: FIT_WINDOW, mateBound: deps.mateBound };
  const fits = fitAllPairs(samples, opts.depth, STAGE_NAMES.length, filter);
  const listed = opts.pairsGiven ? opts.pairs : PAPER_PAIRS.filter((p) => p.deep <= opts.depth);
  if (!opts.pairsGiven && listed.length < PAPER_PAIRS.length) {
    out(`note: pairs deeper than --depth ${opts.depth} left out: ${PAPER_PAIRS.filter((p) => p.deep > opts.depth).map(formatPair).join(' ')}`);
  }
  const choice = choosePairs(fits, listed, !opts.pairsGiven, STAGE_NAMES, opts.depth);
  const isChosen = (f: PairFit) => choice.chosen.some((c) => c.stage === f.stage && c.shallow === f.shallow && c.deep === f.deep);

  out('');
  out(`regression v = a·v' + b per depth pair (d', d) and stage; v' in [-${FIT_WINDOW}, ${FIT_WINDOW}], mate scores (|v| >= ${deps.mateBound}) left out; * = written to ${opts.out}`);
  out(`${'stage'.padEnd(11)} ${'pair'.padEnd(7)} ${pad('n', 6)} ${pad('a', 8)} ${pad('b', 8)} ${pad('sigma', 8)} ${pad('r', 7)} ${pad('mates', 6)}`);
  for (const f of fits) {
    const stats = f.fit === null
      ? `${pad('-', 6)} ${pad('-', 8)} ${pad('-', 8)} ${pad('-', 8)} ${pad('-', 7)}`
      : `${pad(String(f.fit.n), 6)} ${pad(f.fit.a.toFixed(4), 8)} ${pad(f.fit.b.toFixed(2), 8)} ${pad(f.fit.sigma.toFixed(2), 8)} ${pad(f.fit.r.toFixed(4), 7)}`;
    out(`${STAGE_NAMES[f.stage].padEnd(11)} ${formatPair(f).padEnd(7)} ${stats} ${pad(String(f.mates), 6)}${isChosen(f) ? ' *' : ''}`);
  }
  out('');
  for (const note of choice.notes) out(`pairs: ${note}`);

  const fileSummary = selection.files.map((f) => `${f.drawn} of ${f.lines} from ${f.name}`).join(' + ');
  const doc = buildParamsJson(choice.chosen, opts.t, {
    note: `Fitted by kerf calibrate to Kerf's own search (${opts.searchDescription}): exact iterative-deepening scores at depths 1..${opts.depth} `
      + `of ${samples.length} positions (${STAGE_NAMES.map((name, i) => `${stageCounts[i]} ${name}`).join(', ')}), then v = a·v' + b by least squares per depth pair and Crafty stage `
      + `on v' in [-${FIT_WINDOW}, ${FIT_WINDOW}] without mate scores (Jiang & Buro 2003); sigma is the residual standard deviation, t = ${opts.t} for every try. `
      + `Pairs: ${opts.pairsGiven ? 'as given by --pairs' : `Jiang & Buro's MPC pairs, plus (h-2, h) for smaller heights h where r >= 0.9 and n >= 100`}.`,
    madeBy: opts.commandLine,
    positions: `${fileSummary}, seed ${opts.seed}; samples in ${opts.csv}`,
    depth: opts.depth,
    fit: { window: [-FIT_WINDOW, FIT_WINDOW], mate_bound: deps.mateBound, sigma: 'residual standard deviation, n - 2 degrees of freedom' },
  });
  const text = formatJson(doc) + '\n';
  const check = validateMpcParams(JSON.parse(text));
  if (!check.ok) return { ok: false, error: `the fitted parameters do not validate, nothing written: ${check.error}` };
  writeAtomically(opts.out, text);
  out(`wrote ${opts.out}: ${choice.chosen.length} tries (${STAGE_NAMES.map((name, s) => `${name} ${choice.chosen.filter((c) => c.stage === s).map(formatPair).join(' ') || 'none'}`).join('; ')})`);

  if (opts.svg !== null) {
    const pairs: DepthPair[] = [];
    for (const c of [...choice.chosen].sort((x, y) => x.deep - y.deep || x.shallow - y.shallow)) {
      if (!pairs.some((p) => p.shallow === c.shallow && p.deep === c.deep)) pairs.push({ shallow: c.shallow, deep: c.deep });
    }
    const svg = calibrationSvg(samples, {
      stageNames: STAGE_NAMES, pairs, fits, chosen: choice.chosen, filter, t: opts.t,
      title: `Kerf MPC calibration: v′ (shallow) vs v (deep), ${samples.length} positions, depth ${opts.depth}`,
    });
    writeAtomically(opts.svg, svg);
    out(`wrote ${opts.svg}`);
  }
  return { ok: true, interrupted: false, samples: samples.length, fits, params: text };
}
