// `kerf calibrate [--positions FILE[:W]]… [--count N] [--seed S] [--depth D] [--out FILE]
// [--csv FILE] [--svg FILE] [--threads N] [--hash MiB] [--t T] [--pairs "2,6 3,7 …"]
// [--evaluator NAME] [--interior K [--interior-heights LO-HI]] [--option Name=value]…`: fit the MPC
// regression to Kerf's own search (with its switches, e.g. LMR, as --option sets them) and write
// params/mpc.json (see src/tools/calibrate/calibrate.ts); with --interior, at K interior nodes of
// each sampled position's search instead of the position itself (src/tools/calibrate/interior.ts).
// `--worker` is internal: the process-pool child that searches positions for its parent.
// Design choice: the CSV defaults to out/calibrate-d<D>-seed<S>-<evaluator>[-<switches>].csv, so
// rerunning the same command resumes the same run instead of starting over, and never mixes
// evaluators or search variants.

import { DEFAULT_EVALUATOR, EVALUATORS, type EvaluatorName } from '../eval/evaluators.js';
import { MATE_BOUND } from '../search/constants.js';
import { MAX_MPC_HEIGHT } from '../search/mpc/params.js';
import { runCalibration, type PositionSource } from '../tools/calibrate/calibrate.js';
import { interiorRunner, parseHeightRange, type InteriorSampling } from '../tools/calibrate/interior.js';
import { formatPair, PAPER_PAIRS, parsePairs } from '../tools/calibrate/pair-choice.js';
import { forkWorker, poolSampler } from '../tools/calibrate/pool.js';
import { barProgress, plainProgress } from '../tools/progress.js';
import { inProcessSampler, positionItself, type SampleJobRunner } from '../tools/calibrate/sampler.js';
import { calibrationSearchOptions, createCalibrationSearcher, createSearchScorer, searchDescription } from '../tools/calibrate/score-at-depths.js';
import { parseSearchSwitches, switchesTag, type SearchSwitches } from '../tools/calibrate/search-switches.js';
import { runCalibrateWorker } from '../tools/calibrate/worker.js';
import { dataPath, displayPath } from '../tools/package-root.js';
import { intArg, parseCommandArgs } from './args.js';
import { CliError } from './errors.js';

/**
 * Default positions, weighted 3 : 1 so that the two Crafty stages come out about even: the TCEC
 * sample is 60% middlegame by Crafty's rule, the endgame sample 99.9% endgame. Both are in the
 * package's data/ folder (found from the code, not the working directory).
 */
export const DEFAULT_POSITION_FILES: readonly PositionSource[] = [
  { path: dataPath('tcec_positions.epd'), weight: 3 },
  { path: dataPath('endgames_sample.epd'), weight: 1 },
];

/** `FILE` or `FILE:W` (W a whole-number weight, default 1). */
function positionSourceArg(value: string): PositionSource {
  const m = /^(.*):(\d+)$/.exec(value);
  if (m === null) return { path: value, weight: 1 };
  const weight = Number(m[2]);
  if (weight < 1) throw new CliError(`calibrate: --positions ${value}: the weight after ':' must be at least 1`);
  return { path: m[1], weight };
}

/** Default heights of --interior: the heights of the paper's MPC checks, (2,6) to (4,10), capped at --depth. */
const INTERIOR_MIN_HEIGHT = 6;

/** The --interior settings, or null without --interior. */
function interiorArgs(perRoot: string | undefined, heights: string | undefined, seed: number, depth: number): InteriorSampling | null {
  if (perRoot === undefined) {
    if (heights !== undefined) throw new CliError('calibrate: --interior-heights needs --interior K');
    return null;
  }
  const k = intArg('calibrate', '--interior', perRoot, 1, 100);
  const range = parseHeightRange(heights ?? `${Math.min(INTERIOR_MIN_HEIGHT, depth)}-${depth}`, MAX_MPC_HEIGHT);
  if (!range.ok) throw CliError.from(range, 'calibrate: --interior-heights');
  return { perRoot: k, minHeight: range.value.min, maxHeight: range.value.max, seed };
}

/** The job runner: the position itself, or with --interior the nodes of its search tree. */
function jobRunner(hash: number, evaluator: EvaluatorName, interior: InteriorSampling | null, switches: SearchSwitches): SampleJobRunner {
  const score = createSearchScorer(hash, evaluator, switches);
  return interior === null ? positionItself(score) : interiorRunner(createCalibrationSearcher(hash, switches, evaluator), interior, score);
}

function thresholdArg(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || !(Number(value) > 0) || Number(value) > 5) {
    throw new CliError(`calibrate: --t must be a number in (0, 5], got '${value}'`);
  }
  return Number(value);
}

export async function calibrateCommand(args: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('calibrate', args, {
    positions: { type: 'string', multiple: true },
    count: { type: 'string' },
    seed: { type: 'string' },
    depth: { type: 'string' },
    out: { type: 'string' },
    csv: { type: 'string' },
    svg: { type: 'string' },
    threads: { type: 'string' },
    hash: { type: 'string' },
    t: { type: 'string' },
    pairs: { type: 'string' },
    evaluator: { type: 'string' },
    interior: { type: 'string' },
    'interior-heights': { type: 'string' },
    option: { type: 'string', multiple: true },
    worker: { type: 'boolean' },
  });
  if (positionals.length > 0) throw new CliError(`calibrate: unexpected argument '${positionals[0]}'`);
  const hash = intArg('calibrate', '--hash', values.hash ?? '16', 1, 4096);
  const evaluator = (values.evaluator ?? EVALUATORS[DEFAULT_EVALUATOR]) as EvaluatorName;
  if (!(EVALUATORS as readonly string[]).includes(evaluator)) {
    throw new CliError(`calibrate: --evaluator must be one of ${EVALUATORS.join(', ')}, got '${evaluator}'`);
  }
  const depth = intArg('calibrate', '--depth', values.depth ?? '10', 2, MAX_MPC_HEIGHT);
  const seed = intArg('calibrate', '--seed', values.seed ?? '1', 0, 0xffffffff);
  const interior = interiorArgs(values.interior, values['interior-heights'], seed, depth);
  const parsedSwitches = parseSearchSwitches(values.option ?? []);
  if (!parsedSwitches.ok) throw new CliError(`calibrate: ${parsedSwitches.message}`);
  const { switches, canonical: switchArgs } = parsedSwitches.value;
  if (values.worker) {
    const code = await runCalibrateWorker(jobRunner(hash, evaluator, interior, switches));
    if (code < 0) throw new CliError('calibrate: --worker is internal to kerf calibrate (it needs an IPC channel to its parent)');
    return code;
  }

  const count = intArg('calibrate', '--count', values.count ?? '2000', 1);
  const threads = intArg('calibrate', '--threads', values.threads ?? '2', 1, 64);
  const t = thresholdArg(values.t ?? '1.0');
  let pairs = PAPER_PAIRS.filter((p) => p.deep <= depth);
  if (values.pairs !== undefined) {
    const parsed = parsePairs(values.pairs, depth);
    if (!parsed.ok) throw CliError.from(parsed, 'calibrate: --pairs');
    pairs = parsed.value;
  }
  const positionFiles = values.positions === undefined ? [...DEFAULT_POSITION_FILES] : values.positions.map(positionSourceArg);
  const outPath = values.out ?? 'params/mpc.json';
  const interiorTag = interior === null ? '' : `-interior${interior.perRoot}-h${interior.minHeight}-${interior.maxHeight}`;
  const csv = values.csv ?? `out/calibrate-d${depth}-seed${seed}-${evaluator}${interiorTag}${switchesTag(switches, calibrationSearchOptions())}.csv`;
  const svg = values.svg ?? null;

  const commandLine = ['kerf calibrate', ...positionFiles.map((f) => `--positions ${displayPath(f.path)}:${f.weight}`), `--count ${count}`, `--seed ${seed}`,
    `--depth ${depth}`, `--t ${t}`, ...(values.pairs !== undefined ? [`--pairs "${pairs.map((p) => `${p.shallow},${p.deep}`).join(' ')}"`] : []),
    `--evaluator ${evaluator}`, ...(interior !== null ? [`--interior ${interior.perRoot} --interior-heights ${interior.minHeight}-${interior.maxHeight}`] : []),
    `--hash ${hash}`, `--threads ${threads}`, ...switchArgs.map((o) => `--option ${o}`)].join(' ');
  out(`calibrate: depth ${depth}, ${count} ${interior !== null ? `roots (up to ${interior.perRoot} interior nodes each, heights ${interior.minHeight}-${interior.maxHeight})` : 'positions'}, seed ${seed}, ${threads} thread${threads === 1 ? '' : 's'}, pairs ${pairs.map(formatPair).join(' ')}${values.pairs === undefined ? ' (+ small heights by rule)' : ''}`);

  const sampler = threads === 1
    ? inProcessSampler(jobRunner(hash, evaluator, interior, switches))
    : poolSampler(threads, forkWorker(process.argv[1], ['calibrate', '--worker', '--hash', String(hash), '--evaluator', evaluator, '--seed', String(seed),
      '--depth', String(depth), ...(interior !== null ? ['--interior', String(interior.perRoot), '--interior-heights', `${interior.minHeight}-${interior.maxHeight}`] : []),
      ...switchArgs.flatMap((o) => ['--option', o])]));
  const result = await runCalibration({
    positionFiles, count, seed, depth, out: outPath, csv, svg, t, pairs, pairsGiven: values.pairs !== undefined,
    commandLine, searchDescription: searchDescription(hash, evaluator, switches), interior,
  }, {
    sampler,
    out,
    progress: (total, startDone) => {
      const unit = interior !== null ? 'roots' : 'positions';
      return process.stdout.isTTY ? barProgress(total, startDone, process.stdout, unit) : plainProgress(total, startDone, out, Date.now, unit);
    },
    mateBound: MATE_BOUND,
  });
  if (!result.ok) throw CliError.from(result, 'calibrate');
  return result.value.interrupted ? 130 : 0;
}
