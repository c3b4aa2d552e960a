// Reads what `kerf calibrate` prints (src/tools/calibrate/calibrate.ts): the resume line
//   samples: 300 of 300 already in out/x.csv; searching 0 to depth 8
// the stage counts `stages: 149 middlegame, 151 endgame`, and the regression table
//   stage       pair         n        a        b    sigma       r  mates
//   middlegame  (4,8)      150   0.9702     2.16    17.86  0.9662      0 *
// (a pair without a fit shows '-' in every figure; '*' marks the pairs written to the params file).
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
  have: number;
  total: number;
  csv: string;
  searching: number;
  depth: number;
}

export interface CalibrateOutput {
  rows: CalibrateRow[];
  resumed?: SamplesLine;
  stages?: string;
  svg?: string;
  params?: string;
}

/** The resume line alone (the experiment watches for it to stop a run that would search). */
export function parseSamplesLine(line: string): SamplesLine | null {
  const m = /^samples: (\d+) of (\d+) already in (.+?)(?: \(.*\))?; searching (\d+) to depth (\d+)$/.exec(line);
  return m ? { have: Number(m[1]), total: Number(m[2]), csv: m[3], searching: Number(m[4]), depth: Number(m[5]) } : null;
}

export function parseCalibrate(lines: readonly string[]): CalibrateOutput {
  const out: CalibrateOutput = { rows: [] };
  for (const line of lines) {
    const resumed = parseSamplesLine(line);
    if (resumed) { out.resumed = resumed; continue; }
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
