// Reads what `kerf calibrate` prints (src/tools/calibrate/calibrate.ts): the resume line
//   samples: 300 of 300 already in out/x.csv; searching 0 to depth 8
// (with --interior: `roots: 20 of 20 already in out/x.csv (80 interior samples); searching 0: …,
// each node to depth 7`), the stage counts `stages: 149 middlegame, 151 endgame`, the regression table
//   stage       pair         n        a        b    sigma       r  mates
//   middlegame  (4,8)      150   0.9702     2.16    17.86  0.9662      0 *
// (a pair without a fit shows '-' in every figure; '*' marks the pairs written to the params file),
// and, for interior samples with the improving column, σ by improving of each written pair:
//   endgame     (2,6)   pooled    69.72  improving    58.58 (n 31)  not improving    98.91 (n 9) *
// (a subset without points shows '-'; '*' marks the splits written to the params file).
// Design choice: the figures are taken from the printed table, at the precision calibrate prints,
// rather than from the params JSON, which holds only the chosen pairs.

export interface CalibrateRow {
  stage: string;
  shallow: number;
  deep: number;
  fit: { n: number; a: number; b: number; sigma: number; r: number } | null;
  mates: number;
  chosen: boolean;
}

export interface SamplesLine {
  /** Positions (with --interior: roots) already in the CSV, of those selected. */
  have: number;
  total: number;
  csv: string;
  searching: number;
  depth: number;
  /** With --interior: the rows the roots already in the CSV hold. */
  interiorSamples?: number;
}

/** σ about one written pair's line at improving and at not-improving nodes (null: no points). */
export interface ImprovingSigmaRow {
  stage: string;
  shallow: number;
  deep: number;
  pooled: number;
  improving: { sigma: number | null; n: number };
  notImproving: { sigma: number | null; n: number };
  written: boolean;
}

export interface CalibrateOutput {
  rows: CalibrateRow[];
  /** Empty unless calibrate fitted σ by improving (interior samples with the improving column). */
  byImproving: ImprovingSigmaRow[];
  resumed?: SamplesLine;
  stages?: string;
  svg?: string;
  params?: string;
}

/** The resume line alone, of a root or an interior run (the experiments watch for it to stop a run that would search). */
export function parseSamplesLine(line: string): SamplesLine | null {
  let m = /^samples: (\d+) of (\d+) already in (.+?)(?: \(.*\))?; searching (\d+) to depth (\d+)$/.exec(line);
  if (m) return { have: Number(m[1]), total: Number(m[2]), csv: m[3], searching: Number(m[4]), depth: Number(m[5]) };
  m = /^roots: (\d+) of (\d+) already in (.+?) \((\d+) interior samples\)(?: \(.*\))?; searching (\d+): .*, each node to depth (\d+)$/.exec(line);
  if (m) return { have: Number(m[1]), total: Number(m[2]), csv: m[3], searching: Number(m[5]), depth: Number(m[6]), interiorSamples: Number(m[4]) };
  return null;
}

/** One line of the σ-by-improving block, or null. */
export function parseImprovingLine(line: string): ImprovingSigmaRow | null {
  const m = /^(\w+)\s+\((\d+),(\d+)\)\s+pooled\s+(\S+)\s+improving\s+(\S+) \(n (\d+)\)\s+not improving\s+(\S+) \(n (\d+)\)( \*)?$/.exec(line);
  if (m === null) return null;
  const sigma = (text: string): number | null => (text === '-' ? null : Number(text));
  return {
    stage: m[1], shallow: Number(m[2]), deep: Number(m[3]), pooled: Number(m[4]),
    improving: { sigma: sigma(m[5]), n: Number(m[6]) }, notImproving: { sigma: sigma(m[7]), n: Number(m[8]) }, written: m[9] !== undefined,
  };
}

export function parseCalibrate(lines: readonly string[]): CalibrateOutput {
  const out: CalibrateOutput = { rows: [], byImproving: [] };
  for (const line of lines) {
    const resumed = parseSamplesLine(line);
    if (resumed) { out.resumed = resumed; continue; }
    const split = parseImprovingLine(line);
    if (split) { out.byImproving.push(split); continue; }
    let m: RegExpExecArray | null;
    if ((m = /^stages: (.+)$/.exec(line))) { out.stages = m[1]; continue; }
    if ((m = /^wrote (\S+\.svg)$/.exec(line))) { out.svg = m[1]; continue; }
    if ((m = /^wrote (\S+): \d+ tries/.exec(line))) { out.params = m[1]; continue; }
    m = /^(\w+)\s+\((\d+),(\d+)\)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\d+)( \*)?$/.exec(line);
    if (m === null) continue;
    const figures = m.slice(4, 9);
    out.rows.push({
      stage: m[1],
      shallow: Number(m[2]),
      deep: Number(m[3]),
      fit: figures.includes('-') ? null : { n: Number(figures[0]), a: Number(figures[1]), b: Number(figures[2]), sigma: Number(figures[3]), r: Number(figures[4]) },
      mates: Number(m[9]),
      chosen: m[10] !== undefined,
    });
  }
  return out;
}
