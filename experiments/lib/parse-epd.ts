// Reads the closing lines of `kerf epd` (src/tools/epd/suite.ts, totalLines):
//   solved 250/300
//   STS score: 512/1000 (STS01_Undermine.epd, 100 positions)     ← one per file when several
//   STS score: 7480/15000 (total)                                 ← or without "(total)" for one file
//   mean depth 9.41, mean nodes 123456
//   2 of 300 searches failed                                      ← only when some did
// Design choice: "solved" counts only positions with bm/am (the tool's own denominator), so a
// suite's solved N/M and its STS points are reported side by side, never merged.

export interface EpdTotals {
  solved: number;
  solvable: number;
  sts: Array<{ file: string; points: number; max: number; positions: number }>;
  stsTotal?: { points: number; max: number };
  meanDepth?: number;
  meanNodes?: number;
  failed: number;
}

/** The totals of a kerf epd run, or null when its closing lines are missing. */
export function parseEpdTotals(lines: readonly string[]): EpdTotals | null {
  let solvedAt = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/^solved \d+\/\d+$/.test(lines[i])) { solvedAt = i; break; }
  }
  if (solvedAt < 0) return null;
  const [solved, solvable] = lines[solvedAt].slice(7).split('/').map(Number);
  const totals: EpdTotals = { solved, solvable, sts: [], failed: 0 };
  for (const line of lines.slice(solvedAt + 1)) {
    let m: RegExpExecArray | null;
    if ((m = /^STS score: (\d+)\/(\d+) \((.+), (\d+) positions\)$/.exec(line))) {
      totals.sts.push({ file: m[3], points: Number(m[1]), max: Number(m[2]), positions: Number(m[4]) });
    } else if ((m = /^STS score: (\d+)\/(\d+)( \(total\))?$/.exec(line))) {
      totals.stsTotal = { points: Number(m[1]), max: Number(m[2]) };
    } else if ((m = /^mean depth ([\d.]+|-), mean nodes (\d+|-)$/.exec(line))) {
      if (m[1] !== '-') totals.meanDepth = Number(m[1]);
      if (m[2] !== '-') totals.meanNodes = Number(m[2]);
    } else if ((m = /^(\d+) of \d+ searches failed$/.exec(line))) {
      totals.failed = Number(m[1]);
    }
  }
  return totals;
}
