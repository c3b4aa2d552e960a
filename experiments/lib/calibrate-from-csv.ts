// Refitting an existing `kerf calibrate` samples CSV through calibrate itself (regression-table and
// mpc-plots sigma): what the file is (its depth, how many positions or roots it holds, root or
// interior samples, with or without the `improving` column), the copy the refit runs on, the
// calibrate flags that make calibrate read the copy instead of searching, and the message when
// calibrate would search after all. mpc-tails reads the samples themselves (readSamplesCsv), with
// the same checks.
// Design choice: the file is read with calibrate's own CSV parser (src/tools/calibrate/samples-csv.ts),
// so whatever calibrate accepts is accepted here — the improving column included — and a broken
// file is refused before calibrate runs. An interior file (keys `<root>#<j>`) is refitted with
// --interior K, K the most rows any root has: calibrate then reads the rows instead of treating them
// as another run's; the interior heights only steer searching, which a refit never does.

import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { INTERIOR_KEY_SEPARATOR } from '../../src/tools/calibrate/calibrate.js';
import { parseSamplesCsv, samplesCsvDepth, type Sample } from '../../src/tools/calibrate/samples-csv.js';
import { ExperimentError } from './cli.js';
import { parseSamplesLine } from './parse-calibrate.js';

export interface SamplesCsvFacts {
  /** The deepest search the CSV holds scores for (its v1..vD columns). */
  depth: number;
  /** Complete rows (a run in progress may be half-way through writing its last line). */
  rows: number;
  /** The --count that selects exactly these samples: rows for root samples, distinct roots for interior ones. */
  count: number;
  /** Interior samples: the most rows one root has (calibrate's --interior K); null for root samples. */
  interiorPerRoot: number | null;
  /** The file has the `improving` column (interior CSVs made since the column exists). */
  improvingColumn: boolean;
}

/** The samples of a CSV's text and its depth; an ExperimentError naming `name` if calibrate would not read it, or it is empty. */
export function parseSamplesText(experiment: string, name: string, text: string): { depth: number; samples: Sample[]; improvingColumn: boolean } {
  const newline = text.indexOf('\n');
  const depth = samplesCsvDepth(newline < 0 ? text : text.slice(0, newline));
  if (depth === null) throw new ExperimentError(`${experiment}: '${name}' is not a kerf calibrate samples CSV`);
  const parsed = parseSamplesCsv(text, depth, name);
  if (!parsed.ok) throw new ExperimentError(`${experiment}: '${name}' is not a kerf calibrate samples CSV (${parsed.message})`);
  const { samples, improvingColumn } = parsed.value;
  if (samples.length === 0) throw new ExperimentError(`${experiment}: '${name}' holds no samples`);
  return { depth, samples, improvingColumn };
}

/** What a samples CSV holds; an ExperimentError naming `name` if it is not one calibrate would read. */
export function samplesCsvFacts(experiment: string, name: string, text: string): SamplesCsvFacts {
  const { depth, samples, improvingColumn } = parseSamplesText(experiment, name, text);
  const rowsPerRoot = new Map<string, number>();
  let rootRows = 0;
  for (const s of samples) {
    const cut = s.key.lastIndexOf(INTERIOR_KEY_SEPARATOR);
    if (cut < 0) { rootRows++; continue; }
    const root = s.key.slice(0, cut);
    rowsPerRoot.set(root, (rowsPerRoot.get(root) ?? 0) + 1);
  }
  if (rootRows > 0 && rowsPerRoot.size > 0) {
    throw new ExperimentError(`${experiment}: '${name}' mixes ${rootRows} root rows with ${samples.length - rootRows} interior rows (keys with '${INTERIOR_KEY_SEPARATOR}'); calibrate fits only one kind per run`);
  }
  const interiorPerRoot = rowsPerRoot.size === 0 ? null : Math.max(...rowsPerRoot.values());
  return { depth, rows: samples.length, count: interiorPerRoot === null ? samples.length : rowsPerRoot.size, interiorPerRoot, improvingColumn };
}

/** The text of the samples CSV `source`; an ExperimentError if it cannot be read. */
function readSamplesCsvText(experiment: string, source: string): string {
  try {
    return readFileSync(source, 'utf8');
  } catch (err) {
    throw new ExperimentError(`${experiment}: cannot read '${source}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/** Read and check the samples CSV `source` (without copying it): its depth and samples. */
export function readSamplesCsv(experiment: string, source: string): { depth: number; samples: Sample[] } {
  return parseSamplesText(experiment, source, readSamplesCsvText(experiment, source));
}

/** Read `source`, check it, and copy it to `copy` (the file the refit works on); what it holds. */
export function copySamplesCsv(experiment: string, source: string, copy: string): SamplesCsvFacts {
  const facts = samplesCsvFacts(experiment, source, readSamplesCsvText(experiment, source));
  mkdirSync(dirname(copy), { recursive: true });
  copyFileSync(source, copy);
  return facts;
}

/** The calibrate flags that make it read the CSV's kind of rows: `--interior K` for interior samples. */
export function refitFlags(facts: SamplesCsvFacts): string[] {
  return facts.interiorPerRoot === null ? [] : ['--interior', String(facts.interiorPerRoot)];
}

/**
 * For calibrate's output line `line`: why the refit must stop (calibrate is about to search
 * positions the CSV does not hold), or null to let it run on.
 */
export function wouldSearchMessage(line: string, source: string, count: number, seed: number): string | null {
  const s = parseSamplesLine(line);
  if (s === null || s.searching === 0) return null;
  const what = s.interiorSamples === undefined ? 'positions' : 'roots';
  return `${source} holds ${s.have} of the ${s.total} ${what} kerf calibrate selects for --count ${count} --seed ${seed}; `
    + 'give the --count, --seed and --positions it was made with (stopped before searching anything)';
}
