// Reads `kerf depthtest` output (src/cli/depthtest-command.ts): one line per position
//   [3/50] S22 League 1 g111 ply32: A depth 9 nodes 81234 | B depth 8 nodes 70211  diff +1
// (a side may read `failed (reason)` or `depth -`), then the summary
//   positions: 48 compared of 50, 1000 ms each
//   A (ProbCut=mpc): mean depth 9.12, mean nodes 81234
//   B (ProbCut=off): mean depth 8.87, mean nodes 70211
//   depth A - B: mean +0.25, 95% CI [+0.10, +0.40] (t, df 47)
//   A deeper 20, equal 25, B deeper 3
// Design choice: the per-position depths are kept (for the histogram) but the summary figures are
// the tool's own, not recomputed here.

export interface DepthLine {
  /** 1-based position number within the run. */
  index: number;
  name: string;
  a: number | null;
  b: number | null;
}

export interface DepthtestSummary {
  positions: DepthLine[];
  compared: number;
  of: number;
  movetime: number;
  meanA: number;
  meanB: number;
  nodesA: number | null;
  nodesB: number | null;
  meanDiff: number;
  ci95: [number, number] | null;
  aDeeper: number;
  equal: number;
  bDeeper: number;
}

function side(text: string): number | null {
  const m = /^depth (\d+) nodes/.exec(text.trim());
  return m ? Number(m[1]) : null;
}

export function parseDepthLine(line: string): DepthLine | null {
  const m = /^\[(\d+)\/\d+\] (.*): A (.*) \| B (.*?)(  diff [+-]?\d+)?$/.exec(line);
  if (m === null) return null;
  return { index: Number(m[1]), name: m[2], a: side(m[3]), b: side(m[4]) };
}

/** The run's figures, or null when the summary is missing (a failed or interrupted run). */
export function parseDepthtest(lines: readonly string[]): DepthtestSummary | null {
  const positions: DepthLine[] = [];
  for (const line of lines) {
    const p = parseDepthLine(line);
    if (p) positions.push(p);
  }
  const find = (re: RegExp): RegExpExecArray | null => {
    for (const line of lines) {
      const m = re.exec(line);
      if (m) return m;
    }
    return null;
  };
  const head = find(/^positions: (\d+) compared of (\d+).*, (\d+) ms each$/);
  const a = find(/^A \(.*\): mean depth ([\d.]+), mean nodes (\d+|-)$/);
  const b = find(/^B \(.*\): mean depth ([\d.]+), mean nodes (\d+|-)$/);
  const diff = find(/^depth A - B: mean ([+-][\d.]+)(?:, 95% CI \[([+-][\d.]+), ([+-][\d.]+)\])?/);
  const counts = find(/^A deeper (\d+), equal (\d+), B deeper (\d+)$/);
  if (!head || !a || !b || !diff || !counts) return null;
  return {
    positions,
    compared: Number(head[1]),
    of: Number(head[2]),
    movetime: Number(head[3]),
    meanA: Number(a[1]),
    meanB: Number(b[1]),
    nodesA: a[2] === '-' ? null : Number(a[2]),
    nodesB: b[2] === '-' ? null : Number(b[2]),
    meanDiff: Number(diff[1]),
    ci95: diff[2] === undefined ? null : [Number(diff[2]), Number(diff[3])],
    aDeeper: Number(counts[1]),
    equal: Number(counts[2]),
    bDeeper: Number(counts[3]),
  };
}
