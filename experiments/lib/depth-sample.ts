// The positions of the depth-at-fixed-time experiment: a seeded sample of an EPD file (the TCEC
// sample) that shares no position with the MPC calibration, so the speed test does not measure
// MPC on the very positions its parameters were fitted to.
// Design choice: the calibration set is recomputed with kerf calibrate's own sampler
// (selectPositions), for a count larger than any calibration run would use — its sample is a
// prefix of a seeded shuffle, so the positions of every smaller count are excluded too — and any
// calibration CSVs on disk are excluded by FEN on top, in case one was made with other settings.
// Since params/mpc.json is fitted at interior nodes of the search trees of interior-positions'
// roots, those roots (recomputed the same way) are held out as well.

import { setFen } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { gameStage, STAGE_NAMES } from '../../src/search/mpc/stage.js';
import { boardKey, fenOfEpdLine, seededPrefix, selectPositions, type PositionFile } from '../../src/tools/calibrate/positions.js';
import { parseSamplesCsv, samplesCsvDepth } from '../../src/tools/calibrate/samples-csv.js';
import { fail, ok, type Result } from '../../src/result.js';
import { interiorRoots } from './interior-roots.js';

/** kerf calibrate's default --positions (src/cli/calibrate-command.ts), in its order: the order seeds each file's shuffle. */
export const CALIBRATION_FILES: readonly { path: string; weight: number }[] = [
  { path: 'data/tcec_positions.epd', weight: 3 },
  { path: 'data/endgames_sample.epd', weight: 1 },
];
export const CALIBRATION_SEED = 1;
/** Twice kerf calibrate's default --count (2000): 3000 of the 10000 TCEC lines are held back. */
export const CALIBRATION_EXCLUDE_COUNT = 4000;
/** The roots behind params/mpc.json's interior fit: interior-positions --roots 800 (seed 11). */
export const INTERIOR_ROOTS = { count: 800, seed: 11 } as const;

export interface SampleInput {
  target: { path: string; text: string };
  calibration: { files: PositionFile[]; count: number; seed: number };
  /** Roots of interior-node calibration (interior-positions' seeded sample of the target file). */
  interiorRoots: { count: number; seed: number };
  csvs: { path: string; text: string }[];
  n: number;
  seed: number;
}

export interface SampledLine {
  lineNumber: number;
  text: string;
  fen: string;
  stage: string;
}

export interface SampleResult {
  lines: SampledLine[];
  total: number;
  excludedCalibration: number;
  excludedInteriorRoots: number;
  excludedCsv: number;
  candidates: number;
  csvNotes: string[];
}

/** The FENs in a calibrate samples CSV (header key,stage,nodes,v1..vD,fen[,improving]), or why not (InvalidSamples). */
export function csvFens(path: string, text: string): Result<string[], 'InvalidSamples'> {
  const header = text.slice(0, text.indexOf('\n') + 1 || text.length).trim();
  const depth = samplesCsvDepth(header);
  if (depth === null) return fail('InvalidSamples', `${path}: not a kerf calibrate samples CSV`);
  const parsed = parseSamplesCsv(text, depth, path);
  return parsed.ok ? ok(parsed.value.samples.map((s) => s.fen)) : parsed;
}

export function disjointSample(input: SampleInput): SampleResult {
  const calibration = selectPositions(input.calibration.files, input.calibration.count, input.calibration.seed);
  const fromCalibration = new Set(calibration.positions.map((p) => boardKey(p.fen)));
  const fromInteriorRoots = new Set(interiorRoots(input.target.text, input.interiorRoots.count, input.interiorRoots.seed).map((r) => boardKey(r.fen)));
  const fromCsv = new Set<string>();
  const csvNotes: string[] = [];
  for (const csv of input.csvs) {
    const r = csvFens(csv.path, csv.text);
    if (!r.ok) { csvNotes.push(`${r.message} (not used)`); continue; }
    for (const fen of r.value) fromCsv.add(boardKey(fen));
    csvNotes.push(`${csv.path}: ${r.value.length} positions`);
  }
  const scratch = new Position();
  const candidates: SampledLine[] = [];
  let total = 0;
  let excludedCalibration = 0;
  let excludedInteriorRoots = 0;
  let excludedCsv = 0;
  input.target.text.split('\n').forEach((text, i) => {
    const fen = fenOfEpdLine(text);
    if (fen === null || !setFen(scratch, fen).ok) return;
    total++;
    const key = boardKey(fen);
    if (fromCalibration.has(key)) { excludedCalibration++; return; }
    if (fromInteriorRoots.has(key)) { excludedInteriorRoots++; return; }
    if (fromCsv.has(key)) { excludedCsv++; return; }
    candidates.push({ lineNumber: i + 1, text: text.trim(), fen, stage: STAGE_NAMES[gameStage(scratch)] });
  });
  const lines = seededPrefix(candidates.length, input.n, input.seed).map((k) => candidates[k]);
  return { lines, total, excludedCalibration, excludedInteriorRoots, excludedCsv, candidates: candidates.length, csvNotes };
}
