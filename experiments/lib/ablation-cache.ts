// The measurement cache of the MPC ablation (mpc-ablation): one JSON file per measurement of one
// setting under out/experiments/mpc-ablation/<tag>/, so a rerun after Ctrl-C skips what is done
// and a changed parameter is measured again. A measurement is found by its key: the engine (its
// path, its bench signature and a digest of its code), the options it ran with, what was measured
// and every parameter of that measurement.
// Design choice: the key holds the options, not the setting's name, so renaming a row reuses its
// measurements; the options are sorted (a setting names each option once, so their order changes
// nothing). The digest of the engine's code is in the key beside the bench signature because the
// signature is taken with the default options, ProbCut off, and so would not see a change to Step
// 8 alone. The file name is a hash of the key, and the file holds the key itself, which must
// match in full: a hash collision or a hand-edited file is a miss, never a wrong result. Files are
// written to a temporary name and renamed, so Ctrl-C never leaves half an entry.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export type MeasurementKind = 'signature' | 'bench' | 'falsecut' | 'depthtest';

export type ParamValue = string | number | null | readonly string[];

export interface EngineIdentity {
  /** The executable as a path relative to the working directory (`bin/kerf`, `out/frozen/kerf-<commit>`). */
  path: string;
  /** sha256 of its code (for bin/kerf, also of dist/kerf.js, which it loads). */
  digest: string;
  /** `kerf bench`'s node count at its default depth and options; null for the signature's own entry. */
  signature: number | null;
}

export interface MeasurementKey {
  engine: EngineIdentity;
  /** The options the measurement ran with, sorted. */
  options: readonly string[];
  kind: MeasurementKind;
  params: Readonly<Record<string, ParamValue>>;
}

export interface CachedMeasurement<T> {
  key: MeasurementKey;
  /** The setting's name when it was measured (for a reader of the file; not part of the key). */
  setting: string;
  /** The command as run, for the report. */
  command: string;
  seconds: number;
  /** ISO date and time of the measurement. */
  measuredAt: string;
  result: T;
}

export function measurementKey(engine: EngineIdentity, options: readonly string[], kind: MeasurementKind, params: Readonly<Record<string, ParamValue>>): MeasurementKey {
  return { engine, options: [...options].sort(), kind, params };
}

/** JSON with the object keys sorted at every level: equal keys give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function canonicalKey(key: MeasurementKey): string {
  return canonicalJson({ ...key, options: [...key.options].sort() });
}

/** `<kind>-<16 hex of sha256 of the canonical key>.json`. */
export function cacheFileName(key: MeasurementKey): string {
  return `${key.kind}-${createHash('sha256').update(canonicalKey(key)).digest('hex').slice(0, 16)}.json`;
}

/** The entry of `key` in `dir`, or null when there is none (or the file holds another key, or is unreadable). */
export function readCached<T>(dir: string, key: MeasurementKey): CachedMeasurement<T> | null {
  const path = join(dir, cacheFileName(key));
  if (!existsSync(path)) return null;
  try {
    const entry = JSON.parse(readFileSync(path, 'utf8')) as CachedMeasurement<T>;
    return canonicalKey(entry.key) === canonicalKey(key) ? entry : null;
  } catch {
    return null;
  }
}

export function writeCached<T>(dir: string, entry: CachedMeasurement<T>): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, cacheFileName(entry.key));
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(entry, null, 2) + '\n');
  renameSync(temporary, path);
  return path;
}

/** The files whose bytes make the engine: the executable, and dist/kerf.js when it is this checkout's bin/kerf. */
export function engineCodeFiles(engine: string): string[] {
  return resolve(engine) === resolve('bin/kerf') ? [engine, 'dist/kerf.js'] : [engine];
}

/** sha256 (hex) of the files' bytes, each preceded by its length so that no two lists give one stream. */
export function filesDigest(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    const bytes = readFileSync(path);
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/** A path as the cache key and the report show it: relative to the working directory when inside it. */
export function keyPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel !== '' && !rel.startsWith('..') ? rel.split('\\').join('/') : resolve(path);
}
