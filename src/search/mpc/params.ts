// Multi-ProbCut parameters (Jiang & Buro 2003, Figure 3): the params/*.json schema, its
// validation into a frozen table of typed arrays the search reads per node, the one function that
// indexes that table (mpcIndex), file loading, and the built-in default (imported, so esbuild
// embeds it and the engine needs no file): params/mpc-modern-r5-tfixed.json, the refit at interior
// nodes of the modern search with each try's t set to the fixed margin's risk, the table of the
// setting that passed its SPRT against ProbCut off (issue 26). params/mpc.json stays the 2003-style
// interior fit that `kerf calibrate` writes by default.
//
// Design choice a reader may question: the cut bounds are computed in doubles
// (round((β + tσ − b) / a)) rather than in fixed point. A ProbCut check runs at most
// MAX_MPC_TRIES times at a node whose depth is a check height, so one division there costs
// nothing measurable, while fixed point would need an arbitrary floor on the slope a to stay
// inside int32. Everything else the search touches is an integer typed array.
//
// Schema (version 1); unknown keys are errors except the metadata keys listed in METADATA_KEYS:
//   { "version": 1,
//     "stage": { "definition": "crafty", "description"?: string },
//     "stages": { "middlegame": { "checks": [Check…] }, "endgame": { "checks": [Check…] } },
//     "note": "how these numbers were made" }
//   Check = { "height": d (1..MAX_MPC_HEIGHT, unique per stage), "tries": [Try…] (1..MAX_MPC_TRIES) }
//   Try   = { "shallow": d' (1 ≤ d' < d, increasing within a check), "t": > 0, "a": > 0,
//             "b": finite, "sigma": > 0, "r"?: −1..1, "n"?: integer ≥ 0,
//             "sigma_improving"?: > 0, "sigma_not_improving"?: > 0 (both or neither),
//             "n_improving"?: integer ≥ 0, "n_not_improving"?: integer ≥ 0 }
// r and n are the fit's statistics, kept for the reader; the search does not use them.
// sigma_improving / sigma_not_improving are σ of the same line (a, b) over the nodes whose static
// eval was, or was not, above the one two plies back (`kerf calibrate --interior`); the search
// uses them in place of sigma only with MPCImprovingSigma and Improving on. A try without them
// gets sigma in both (the table's sigmaImproving and sigmaNotImproving), so older files load
// unchanged; n_improving and n_not_improving are their fit's point counts, for the reader.
// The version stays 1: the keys are optional and a file without them means what it always did.
// (An older engine rejects a file that has them, naming the key: unknown keys are errors.)

import { readFileSync, statSync } from 'node:fs';
import DEFAULT_PARAMS_JSON from '../../../params/mpc-modern-r5-tfixed.json';
import { fail as failure, ok, type Result } from '../../result.js';
import { MATE_BOUND } from '../constants.js';
import { STAGE_COUNT, STAGE_NAMES } from './stage.js';

export const MPC_PARAMS_VERSION = 1;
/** The file the built-in parameters come from (embedded at build time), relative to the package. */
export const DEFAULT_MPC_PARAMS_FILE = 'params/mpc-modern-r5-tfixed.json';
/** Largest check height a params file may use. */
export const MAX_MPC_HEIGHT = 16;
/** Most tries (shallow searches) per stage and height. */
export const MAX_MPC_TRIES = 4;
/** The only stage definition the engine implements (stage.ts, whose STAGE_NAMES are the stage keys). */
export const MPC_STAGE_DEFINITION = 'crafty';
/** Top-level keys that describe how a file was made; any JSON value, ignored by the engine. */
export const METADATA_KEYS = ['made_by', 'created', 'positions', 'depth', 'fit', 'bench', 'fits'] as const;

/** A try's keys besides the required five: the fit's statistics and σ by improving. */
const TRY_OPTIONAL_KEYS = ['r', 'n', 'sigma_improving', 'sigma_not_improving', 'n_improving', 'n_not_improving'] as const;

const TABLE_SIZE = STAGE_COUNT * (MAX_MPC_HEIGHT + 1) * MAX_MPC_TRIES;

/**
 * The validated parameters. Entry [mpcIndex(stage, height, i)] is try i at that check height;
 * shallow = −1 marks "no (further) try", so the search stops at the first −1 as in Figure 3.
 * maxHeight and maxTries state the table's dimensions for a reader (always MAX_MPC_HEIGHT and
 * MAX_MPC_TRIES, the ones mpcIndex uses). The object is frozen; typed arrays with elements cannot
 * be frozen in JS, so by convention only this module writes them.
 */
export interface MpcTable {
  readonly maxHeight: number;
  readonly maxTries: number;
  readonly shallow: Int32Array;
  readonly t: Float64Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly sigma: Float64Array;
  /** σ at nodes whose static eval is improving (MPCImprovingSigma); sigma where the file has none. */
  readonly sigmaImproving: Float64Array;
  /** σ at nodes whose static eval is not improving (MPCImprovingSigma); sigma where the file has none. */
  readonly sigmaNotImproving: Float64Array;
  /** Per stage: the largest height that has a try (0 = none), so the search can skip the lookup. */
  readonly stageMaxHeight: Int32Array;
}

/** A validated params document: its table, and its note on how the numbers were made. */
export interface MpcParams {
  readonly table: MpcTable;
  readonly note: string;
}

export type MpcParamsResult = Result<MpcParams, 'InvalidParams'>;

/** One try as written in a params file (the writer in src/tools/calibrate builds these). */
export interface MpcTryJson {
  shallow: number; t: number; a: number; b: number; sigma: number; r?: number; n?: number;
  sigma_improving?: number; sigma_not_improving?: number; n_improving?: number; n_not_improving?: number;
}
export interface MpcCheckJson { height: number; tries: MpcTryJson[] }
export interface MpcParamsJson {
  version: number;
  stage: { definition: string; description?: string };
  stages: { middlegame: { checks: MpcCheckJson[] }; endgame: { checks: MpcCheckJson[] } };
  note: string;
  [metadata: string]: unknown;
}

/** The table entry of try `i` at check height `height` in `stage`: the only place the layout is spelled. */
export function mpcIndex(stage: number, height: number, i: number): number {
  return ((stage * (MAX_MPC_HEIGHT + 1) + height) * MAX_MPC_TRIES + i) | 0;
}

/**
 * The shallow search's null-window bound for "v ≥ beta is likely": round((tσ + β − b) / a).
 * t defaults to the table's threshold; the search passes its MPCThreshold override when set.
 * sigma defaults to the table's pooled σ; with MPCImprovingSigma the probe passes the node's
 * sigmaImproving or sigmaNotImproving entry.
 */
export function mpcHighBound(table: MpcTable, index: number, beta: number, t: number = table.t[index], sigma: number = table.sigma[index]): number {
  return Math.round((t * sigma + beta - table.b[index]) / table.a[index]);
}

/**
 * How many plies a node of `height` lies above `stage`'s deepest fitted height: 0 at or below it,
 * height − top above it (where MPCExtend probes the top height's tries that much deeper), −1 when
 * the stage has no tries at all.
 */
export function mpcHeightShift(table: MpcTable, stage: number, height: number): number {
  const top = table.stageMaxHeight[stage];
  if (top === 0) return -1;
  return height > top ? height - top : 0;
}

/** The bound for "v ≤ alpha is likely": round((−tσ + α − b) / a). */
export function mpcLowBound(table: MpcTable, index: number, alpha: number, t: number = table.t[index], sigma: number = table.sigma[index]): number {
  return Math.round((-t * sigma + alpha - table.b[index]) / table.a[index]);
}

/**
 * MPCFailSoft's value of a high cut: the regression's lower confidence bound on the deep value
 * given the shallow one, floor(a·v′ + b − tσ), never below beta (v′ cleared the high bound, so
 * the bound is beta up to the bound's rounding) and never a mate score (a shallow mate says
 * nothing the line would scale).
 */
export function mpcHighCutValue(table: MpcTable, index: number, shallowValue: number, beta: number, t: number = table.t[index], sigma: number = table.sigma[index]): number {
  if (shallowValue >= MATE_BOUND || shallowValue <= -MATE_BOUND) return beta;
  const v = Math.floor(table.a[index] * shallowValue + table.b[index] - t * sigma);
  return v < beta ? beta : v >= MATE_BOUND ? MATE_BOUND - 1 : v;
}

/** MPCFailSoft's value of a low cut: ceil(a·v′ + b + tσ), never above alpha and never a mate score. */
export function mpcLowCutValue(table: MpcTable, index: number, shallowValue: number, alpha: number, t: number = table.t[index], sigma: number = table.sigma[index]): number {
  if (shallowValue >= MATE_BOUND || shallowValue <= -MATE_BOUND) return alpha;
  const v = Math.ceil(table.a[index] * shallowValue + table.b[index] + t * sigma);
  return v > alpha ? alpha : v <= -MATE_BOUND ? -MATE_BOUND + 1 : v;
}

/** A table with no tries at all: MPC configured off. */
export function emptyMpcTable(): MpcTable {
  return Object.freeze({
    maxHeight: MAX_MPC_HEIGHT,
    maxTries: MAX_MPC_TRIES,
    shallow: new Int32Array(TABLE_SIZE).fill(-1),
    t: new Float64Array(TABLE_SIZE),
    a: new Float64Array(TABLE_SIZE),
    b: new Float64Array(TABLE_SIZE),
    sigma: new Float64Array(TABLE_SIZE),
    sigmaImproving: new Float64Array(TABLE_SIZE),
    sigmaNotImproving: new Float64Array(TABLE_SIZE),
    stageMaxHeight: new Int32Array(STAGE_COUNT),
  });
}

// ---- validation -----------------------------------------------------------------------------

/** Thrown only inside this module and turned into an InvalidParams failure by validateMpcParams. */
class ParamsError extends Error {}

function fail(path: string, problem: string): never {
  throw new ParamsError(`${path} ${problem}`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string ${JSON.stringify(value.length > 20 ? value.slice(0, 20) + '…' : value)}`;
  if (typeof value === 'number') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

function objectAt(value: unknown, path: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, `must be an object, got ${describe(value)}`);
  const obj = value as Record<string, unknown>;
  const known = [...required, ...optional];
  for (const key of Object.keys(obj)) {
    if (!known.includes(key)) fail(`${path}.${key}`, `is not a known key (known: ${known.join(', ')})`);
  }
  for (const key of required) if (!(key in obj)) fail(`${path}.${key}`, 'is missing');
  return obj;
}

function arrayAt(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, `must be an array, got ${describe(value)}`);
  return value;
}

function numberAt(value: unknown, path: string): number {
  if (typeof value !== 'number') fail(path, `must be a number, got ${describe(value)}`);
  if (!Number.isFinite(value)) fail(path, `must be a finite number, got ${value}`);
  return value;
}

function integerAt(value: unknown, path: string, min: number, max: number): number {
  const n = numberAt(value, path);
  if (!Number.isInteger(n) || n < min || n > max) fail(path, `must be an integer in ${min}..${max}, got ${n}`);
  return n;
}

function positiveAt(value: unknown, path: string): number {
  const n = numberAt(value, path);
  if (!(n > 0)) fail(path, `must be > 0, got ${n}`);
  return n;
}

/**
 * Check a parsed params document and build its table. The first problem found is reported with
 * the path of the offending field, e.g. `MPCParams: stages.endgame.checks[2].tries[0].sigma must
 * be > 0, got 0`.
 */
export function validateMpcParams(json: unknown): MpcParamsResult {
  try {
    return build(json);
  } catch (err) {
    if (err instanceof ParamsError) return failure('InvalidParams', `MPCParams: ${err.message}`);
    throw err;
  }
}

function build(json: unknown): MpcParamsResult {
  const root = objectAt(json, '(root)', ['version', 'stage', 'stages', 'note'], METADATA_KEYS);
  if (root.version !== MPC_PARAMS_VERSION) fail('version', `must be ${MPC_PARAMS_VERSION}, got ${describe(root.version)}`);
  const stage = objectAt(root.stage, 'stage', ['definition'], ['description']);
  if (stage.definition !== MPC_STAGE_DEFINITION) fail('stage.definition', `must be "${MPC_STAGE_DEFINITION}", got ${describe(stage.definition)}`);
  if ('description' in stage && typeof stage.description !== 'string') fail('stage.description', `must be a string, got ${describe(stage.description)}`);
  if (typeof root.note !== 'string' || root.note.trim() === '') fail('note', `must be a non-empty string, got ${describe(root.note)}`);

  const table = emptyMpcTable();
  const shallow = table.shallow;
  const stages = objectAt(root.stages, 'stages', STAGE_NAMES);
  for (let s = 0; s < STAGE_COUNT; s++) {
    const stagePath = `stages.${STAGE_NAMES[s]}`;
    const checks = arrayAt(objectAt(stages[STAGE_NAMES[s]], stagePath, ['checks']).checks, `${stagePath}.checks`);
    const seenAt = new Map<number, number>();
    for (let c = 0; c < checks.length; c++) {
      const checkPath = `${stagePath}.checks[${c}]`;
      const check = objectAt(checks[c], checkPath, ['height', 'tries']);
      const height = integerAt(check.height, `${checkPath}.height`, 1, MAX_MPC_HEIGHT);
      const previous = seenAt.get(height);
      if (previous !== undefined) fail(`${checkPath}.height`, `${height} duplicates ${stagePath}.checks[${previous}].height`);
      seenAt.set(height, c);
      const tries = arrayAt(check.tries, `${checkPath}.tries`);
      if (tries.length < 1 || tries.length > MAX_MPC_TRIES) fail(`${checkPath}.tries`, `must hold 1..${MAX_MPC_TRIES} tries, got ${tries.length}`);
      for (let i = 0; i < tries.length; i++) {
        const tryPath = `${checkPath}.tries[${i}]`;
        const entry = objectAt(tries[i], tryPath, ['shallow', 't', 'a', 'b', 'sigma'], TRY_OPTIONAL_KEYS);
        const d = integerAt(entry.shallow, `${tryPath}.shallow`, 1, MAX_MPC_HEIGHT);
        if (d >= height) fail(`${tryPath}.shallow`, `must be less than the check height ${height}, got ${d}`);
        const index = mpcIndex(s, height, i);
        if (i > 0 && d <= shallow[index - 1]) {
          fail(`${tryPath}.shallow`, `must be greater than tries[${i - 1}].shallow ${shallow[index - 1]} (tries run shallowest first), got ${d}`);
        }
        const t = positiveAt(entry.t, `${tryPath}.t`);
        const a = positiveAt(entry.a, `${tryPath}.a`);
        const b = numberAt(entry.b, `${tryPath}.b`);
        const sigma = positiveAt(entry.sigma, `${tryPath}.sigma`);
        if ('r' in entry) {
          const r = numberAt(entry.r, `${tryPath}.r`);
          if (r < -1 || r > 1) fail(`${tryPath}.r`, `must be in -1..1, got ${r}`);
        }
        if ('n' in entry) integerAt(entry.n, `${tryPath}.n`, 0, Number.MAX_SAFE_INTEGER);
        // σ by improving: both keys or neither (one alone would leave half the nodes without a σ of their own).
        const hasImproving = 'sigma_improving' in entry;
        const hasNotImproving = 'sigma_not_improving' in entry;
        const sigmaImproving = hasImproving ? positiveAt(entry.sigma_improving, `${tryPath}.sigma_improving`) : sigma;
        const sigmaNotImproving = hasNotImproving ? positiveAt(entry.sigma_not_improving, `${tryPath}.sigma_not_improving`) : sigma;
        if (hasImproving !== hasNotImproving) {
          fail(`${tryPath}.${hasImproving ? 'sigma_not_improving' : 'sigma_improving'}`, 'is missing (sigma_improving and sigma_not_improving come together)');
        }
        if ('n_improving' in entry) integerAt(entry.n_improving, `${tryPath}.n_improving`, 0, Number.MAX_SAFE_INTEGER);
        if ('n_not_improving' in entry) integerAt(entry.n_not_improving, `${tryPath}.n_not_improving`, 0, Number.MAX_SAFE_INTEGER);
        shallow[index] = d;
        table.t[index] = t;
        table.a[index] = a;
        table.b[index] = b;
        table.sigma[index] = sigma;
        table.sigmaImproving[index] = sigmaImproving;
        table.sigmaNotImproving[index] = sigmaNotImproving;
      }
      if (height > table.stageMaxHeight[s]) table.stageMaxHeight[s] = height;
    }
  }
  return ok({ table, note: root.note });
}

// ---- loading --------------------------------------------------------------------------------

/** Parse and validate params text; `source` (a file name) is appended to errors when given. */
export function parseMpcParams(text: string, source?: string): MpcParamsResult {
  const where = source === undefined ? '' : ` (in '${source}')`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /at position (\d+)/.exec(message);
    // V8 gives no position for a truncated document: the problem is then at its end.
    const position = at ? Number(at[1]) : text.length;
    const before = text.slice(0, position).split('\n');
    const reason = message.replace(/ in JSON at position \d+.*$/s, '');
    return failure('InvalidParams',
      `MPCParams: invalid JSON at position ${position} (line ${before.length}, column ${before[before.length - 1].length + 1}): ${reason}${where}`);
  }
  const result = validateMpcParams(json);
  return result.ok ? result : failure(result.kind, result.message + where);
}

/** Largest params file accepted (the real ones are a few KiB; this only keeps a huge file from exhausting memory). */
const MAX_PARAMS_FILE_BYTES = 16 << 20;

/**
 * Why `path` must not be read as a params file, or null when it is a regular file of sane size
 * (or cannot be looked at, which the read then names). The engine reads params synchronously on
 * the search thread, and a FIFO, /dev/stdin or /dev/zero would block or exhaust that thread for
 * good (and a thread stuck in a read cannot be ended by quit).
 */
function paramsFileProblem(path: string): string | null {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return `MPCParams: cannot read '${path}' (EISDIR)`;
    if (!stat.isFile()) return `MPCParams: cannot read '${path}' (not a regular file)`;
    if (stat.size > MAX_PARAMS_FILE_BYTES) return `MPCParams: '${path}' is ${stat.size} bytes, more than the ${MAX_PARAMS_FILE_BYTES} allowed`;
    return null;
  } catch {
    return null; // missing or unreadable: the read below names the error code
  }
}

/** Read, parse and validate a params file. The caller keeps its previous table on error. */
export function loadMpcParamsFile(path: string): Result<MpcParams, 'InvalidParams' | 'UnreadableFile'> {
  const problem = paramsFileProblem(path);
  if (problem !== null) return failure('UnreadableFile', problem);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return failure('UnreadableFile', `MPCParams: cannot read '${path}' (${code})`);
  }
  return parseMpcParams(text, path);
}

function loadDefault(): MpcParams {
  const result = validateMpcParams(DEFAULT_PARAMS_JSON);
  // The default is embedded at build time and checked by the tests, so this is a build error.
  if (!result.ok) throw new Error(`built-in ${DEFAULT_MPC_PARAMS_FILE} is invalid: ${result.message}`);
  return result.value;
}

const DEFAULT = loadDefault();
/** The built-in parameters, from DEFAULT_MPC_PARAMS_FILE. */
export const DEFAULT_MPC_TABLE: MpcTable = DEFAULT.table;
export const DEFAULT_MPC_NOTE: string = DEFAULT.note;
