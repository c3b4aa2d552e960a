// `kerf calibrate`, the run itself: sample positions, record each one's exact scores at depths
// 1..D (MPC off, null move on) into a resumable CSV, fit v = a·v' + b for every depth pair and
// stage, print the table, and write the params JSON (validated by the engine's own validator) and
// the figure. The CLI wrapper (src/cli/calibrate-command.ts) parses flags and supplies the sampler.
// Design choice: fitting reads the samples back sorted by their place in the seeded selection,
// not in the order workers finished them, so the fit is the same for any --threads. With
// --interior each sampled root gives several rows, keyed `<root key>#<j>`; a root counts as done
// once any row of it is in the CSV, and a board met again (in another root's tree) is fitted once.
// Interior rows carry the node's improving flag, and each written pair then also gets σ at
// improving and at not-improving nodes about its line (regression.ts, params-writer.ts).

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { gameStage, STAGE_NAMES } from '../../search/mpc/stage.js';
import { validateMpcParams } from '../../search/mpc/params.js';
import { choosePairs, formatPair, MIN_FIT_POINTS, PAPER_PAIRS, type DepthPair } from './pair-choice.js';
import { buildParamsJson, formatJson, improvingSigmaWritable } from './params-writer.js';
import type { InteriorSampling } from './interior.js';
import { boardKey, selectPositions, type PositionFile } from './positions.js';
import type { CountProgress as Progress } from '../progress.js';
import { fitAllPairs, type FitFilter, type PairFit } from './regression.js';
import type { Sampler, SampleJob } from './sampler.js';
import { SamplesCsv, type Sample } from './samples-csv.js';
import { calibrationSvg } from './svg.js';
import { displayPath } from '../package-root.js';
import { fail, ok, type Result } from '../../result.js';

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
  /** Calibrate at interior nodes of the sampled roots' searches (the sampler's runner takes them); null: at the roots. */
  interior: InteriorSampling | null;
}

/** Between a root's key and a sample's place among its interior nodes. */
export const INTERIOR_KEY_SEPARATOR = '#';

export interface CalibrateDeps {
  sampler: Sampler;
  out: (line: string) => void;
  progress: (total: number, startDone: number) => Progress;
  /** The search's mate threshold: |score| ≥ mateBound is a mate score. */
  mateBound: number;
  now?: () => number;
}

export interface CalibrateOutcome {
  /** Stopped by Ctrl-C before every position was searched (nothing fitted or written). */
  interrupted: boolean;
  samples: number;
  fits: PairFit[];
  /** The params JSON written, or null when interrupted. */
  params: string | null;
}

/**
 * Why a run can fail: a position file cannot be read (UnreadableFile) or holds no usable position
 * (InvalidEpd); the samples CSV cannot be opened (UnreadableFile) or is of another run
 * (InvalidSamples); a search worker failed (SearchFailed); the fit does not validate (InvalidParams).
 */
export type CalibrateError = 'UnreadableFile' | 'InvalidEpd' | 'InvalidSamples' | 'SearchFailed' | 'InvalidParams';

export type CalibrateResult = Result<CalibrateOutcome, CalibrateError>;

function readFiles(sources: PositionSource[]): Result<PositionFile[], 'UnreadableFile'> {
  const files: PositionFile[] = [];
  for (const { path, weight } of sources) {
    try {
      files.push({ name: displayPath(path), text: readFileSync(path, 'utf8'), weight });
    } catch (err) {
      return fail('UnreadableFile', `cannot read '${path}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
  }
  return ok(files);
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
  const selection = selectPositions(read.value, opts.count, opts.seed);
  for (const f of selection.files) {
    out(`positions: ${f.drawn} of ${f.lines} from ${f.name}${f.skipped > 0 ? ` (${f.skipped} unreadable lines skipped, first: ${f.firstSkip})` : ''}`);
  }
  const positions = selection.positions;
  if (positions.length === 0) return fail('InvalidEpd', 'no positions to calibrate on');

  // Resume: keep the CSV rows of this selection, search the rest. A root's rows are grouped
  // under its key: the one row of the position itself, or its interior nodes in order.
  mkdirSync(dirname(opts.csv), { recursive: true });
  const interior = opts.interior;
  const opened = SamplesCsv.open(opts.csv, opts.depth, interior !== null);
  if (!opened.ok) return opened;
  const csv = opened.value;
  // σ by improving needs the nodes' flags: interior samples in a file with the column.
  const improvingFlags = interior !== null && csv.improvingColumn;
  if (interior !== null && !improvingFlags) {
    out(`note: ${opts.csv} has no improving column (made before it existed): no sigma by improving is fitted; give another --csv for one`);
  }
  const rowsOf = new Map<string, Sample[]>();
  for (const s of csv.existing) {
    const cut = s.key.lastIndexOf(INTERIOR_KEY_SEPARATOR);
    if ((interior !== null) !== (cut >= 0)) continue;
    const root = interior !== null ? s.key.slice(0, cut) : s.key;
    const rows = rowsOf.get(root);
    // A position's own row is one row (the last, should a key repeat); a root's nodes are many.
    if (rows === undefined || interior === null) rowsOf.set(root, [s]); else rows.push(s);
  }
  const jobs: SampleJob[] = [];
  positions.forEach((p, index) => {
    // A row made from another file under the same key is not this position's.
    if (interior === null && rowsOf.get(p.key)?.[0].fen !== p.fen) rowsOf.delete(p.key);
    if (!rowsOf.has(p.key)) jobs.push({ index, fen: p.fen });
  });
  const resumed = positions.length - jobs.length;
  const resumedRows = positions.reduce((n, p) => n + (rowsOf.get(p.key)?.length ?? 0), 0);
  const foreign = csv.existing.length - resumedRows;
  const ignored = foreign > 0 ? ` (${foreign} other rows there are not in this selection and are ignored)` : '';
  if (interior === null) {
    out(`samples: ${resumed} of ${positions.length} already in ${opts.csv}${ignored}; searching ${jobs.length} to depth ${opts.depth}`);
  } else {
    out(`roots: ${resumed} of ${positions.length} already in ${opts.csv} (${resumedRows} interior samples)${ignored}; searching ${jobs.length}: `
      + `each to depth ${interior.maxHeight + 1} for up to ${interior.perRoot} nodes at remaining depth ${interior.minHeight}-${interior.maxHeight}, each node to depth ${opts.depth}`);
  }

  const progress = deps.progress(positions.length, resumed);
  let done = resumed;
  let nodes = 0;
  let scored = 0;
  const start = now();
  const onSigint = () => deps.sampler.cancel();
  process.once('SIGINT', onSigint);
  try {
    await deps.sampler.run(jobs, opts.depth, (outcome) => {
      const p = positions[outcome.index];
      const rows = outcome.samples.map((s, j): Sample => ({
        key: interior !== null ? `${p.key}${INTERIOR_KEY_SEPARATOR}${j}` : p.key, stage: stageOf(s.fen), nodes: s.nodes, scores: s.scores, fen: s.fen,
        // Kept only where the CSV keeps it, so that a resumed run fits exactly what this one does.
        ...(improvingFlags && s.improving !== undefined ? { improving: s.improving } : {}),
      }));
      for (const row of rows) { csv.append(row); nodes += row.nodes; }
      rowsOf.set(p.key, rows);
      scored += rows.length;
      progress.update(++done);
    });
  } catch (err) {
    return fail('SearchFailed', `${err instanceof Error ? err.message : String(err)} (finished samples are kept in ${opts.csv})`);
  } finally {
    process.removeListener('SIGINT', onSigint);
    progress.stop();
    csv.close();
  }
  const searched = done - resumed;
  const minutes = (now() - start) / 60000;
  if (searched > 0) {
    const roots = interior !== null ? `${searched} roots, ` : '';
    out(`searched ${roots}${scored} positions in ${minutes.toFixed(1)} min: ${(scored / Math.max(minutes, 1e-9)).toFixed(1)} positions/min, ${nodes} nodes`);
  }
  // Cancelled (Ctrl-C): the sampler returned before every position was done.
  const interrupted = done < positions.length;
  if (interrupted) {
    out(`interrupted: ${done} of ${positions.length} samples are in ${opts.csv}; run the same command again to resume`);
    return ok({ interrupted: true, samples: done, fits: [], params: null });
  }

  const samples: Sample[] = [];
  const boards = new Set<string>();
  for (const p of positions) {
    for (const s of rowsOf.get(p.key) ?? []) {
      // Interior nodes: the same board can turn up in two trees; fit it once.
      if (interior !== null) {
        const board = boardKey(s.fen);
        if (boards.has(board)) continue;
        boards.add(board);
      }
      samples.push(s);
    }
  }
  if (interior !== null) out(`interior samples: ${samples.length} distinct positions from ${positions.length} roots`);
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
  const subset = (x: { sigma: number; n: number }) => `${pad(x.n === 0 ? '-' : x.sigma.toFixed(2), 8)} (n ${x.n})`;
  let splitHeader = false;
  for (const c of choice.chosen) {
    if (c.byImproving === undefined) continue;
    if (!splitHeader) {
      out('');
      out(`sigma by improving (same a, b; * = written, where both subsets have n >= ${MIN_FIT_POINTS}):`);
      splitHeader = true;
    }
    const { improving, notImproving } = c.byImproving;
    const written = improvingSigmaWritable(c.byImproving) ? ' *' : '';
    out(`${STAGE_NAMES[c.stage].padEnd(11)} ${formatPair(c).padEnd(7)} pooled ${pad(c.fit.sigma.toFixed(2), 8)}  improving ${subset(improving)}  not improving ${subset(notImproving)}${written}`);
  }

  const fileSummary = selection.files.map((f) => `${f.drawn} of ${f.lines} from ${f.name}`).join(' + ');
  const doc = buildParamsJson(choice.chosen, opts.t, {
    note: `Fitted by kerf calibrate to Kerf's own search (${opts.searchDescription}): exact iterative-deepening scores at depths 1..${opts.depth} `
      + `of ${samples.length} ${interior !== null ? `interior search nodes (up to ${interior.perRoot} per root, remaining depth ${interior.minHeight}-${interior.maxHeight}, null window, not in check, `
        + `from MPC-off searches of ${positions.length} roots to depth ${interior.maxHeight + 1})` : 'positions'} (${STAGE_NAMES.map((name, i) => `${stageCounts[i]} ${name}`).join(', ')}), then v = a·v' + b by least squares per depth pair and Crafty stage `
      + `on v' in [-${FIT_WINDOW}, ${FIT_WINDOW}] without mate scores (Jiang & Buro 2003); sigma is the residual standard deviation, t = ${opts.t} for every try. `
      + (improvingFlags ? `sigma_improving / sigma_not_improving: the residuals about the same line at nodes whose static eval was / was not above the one two plies back, where both have n >= ${MIN_FIT_POINTS}. ` : '')
      + `Pairs: ${opts.pairsGiven ? 'as given by --pairs' : `Jiang & Buro's MPC pairs, plus (h-2, h) for smaller heights h where r >= 0.9 and n >= 100`}.`,
    madeBy: opts.commandLine,
    positions: `${fileSummary}, seed ${opts.seed}${interior !== null ? `; interior nodes: ${interior.perRoot} per root, heights ${interior.minHeight}-${interior.maxHeight}` : ''}; samples in ${opts.csv}`,
    depth: opts.depth,
    fit: {
      window: [-FIT_WINDOW, FIT_WINDOW], mate_bound: deps.mateBound, sigma: 'residual standard deviation, n - 2 degrees of freedom',
      ...(improvingFlags ? { sigma_by_improving: 'same a and b; sqrt(sum of the subset\'s squared residuals / (n_s - 2 n_s / n))' } : {}),
    },
  });
  const text = formatJson(doc) + '\n';
  const check = validateMpcParams(JSON.parse(text));
  if (!check.ok) return fail('InvalidParams', `the fitted parameters do not validate, nothing written: ${check.message}`);
  writeAtomically(opts.out, text);
  out(`wrote ${opts.out}: ${choice.chosen.length} tries (${STAGE_NAMES.map((name, s) => `${name} ${choice.chosen.filter((c) => c.stage === s).map(formatPair).join(' ') || 'none'}`).join('; ')})`);

  if (opts.svg !== null) {
    const pairs: DepthPair[] = [];
    for (const c of [...choice.chosen].sort((x, y) => x.deep - y.deep || x.shallow - y.shallow)) {
      if (!pairs.some((p) => p.shallow === c.shallow && p.deep === c.deep)) pairs.push({ shallow: c.shallow, deep: c.deep });
    }
    const svg = calibrationSvg(samples, {
      stageNames: STAGE_NAMES, pairs, fits, chosen: choice.chosen, filter, t: opts.t,
      title: `Kerf MPC calibration: v′ (shallow) vs v (deep), ${samples.length} ${interior !== null ? 'interior search nodes' : 'positions'}, depth ${opts.depth}`,
    });
    writeAtomically(opts.svg, svg);
    out(`wrote ${opts.svg}`);
  }
  return ok({ interrupted: false, samples: samples.length, fits, params: text });
}
