// Reads the summary `kerf falsecut` prints after its per-position lines (src/cli/falsecut-command.ts):
//   high d=6: 3/351 false (0.9 %), 371 seen, 20 skipped (mate score)
//   high: 3/415 false (0.7 %), 441 seen, 26 skipped (mate score)
//   cuts seen 441 in 20 positions at depth 8, 1 in 1 sampled; main search nodes 636900, verification nodes 2007616
//   false cuts 3/415 (0.7 %)
// (a rate reads `nothing verified` when no cut was verified; `, N skipped (mate score)` only when N > 0).
// Design choice: the counts are the tool's own; the rate is not re-read from its one-decimal text
// but kept as F/S, from which the report computes the rate and its interval at full precision.

/** False cuts among the verified ones, and how many cuts the counts cover. */
export interface FalseCutCounts {
  falseCuts: number;
  verified: number;
  seen: number;
  skipped: number;
}

/** A (kind, height) line, or with height null a kind's total. */
export interface FalseCutLine extends FalseCutCounts {
  kind: 'high' | 'low';
  height: number | null;
}

export interface FalsecutSummary extends FalseCutCounts {
  positions: number;
  depth: number;
  sampleEvery: number;
  mainNodes: number;
  verificationNodes: number;
  /** The per-height lines, then the per-kind totals, in the order printed. */
  lines: FalseCutLine[];
}

/** One `high d=6: …` or `high: …` line, or null. */
export function parseFalseCutLine(line: string): FalseCutLine | null {
  const m = /^(high|low)(?: d=(\d+))?: (\d+)\/(\d+) false \((?:[\d.]+ %|nothing verified)\), (\d+) seen(?:, (\d+) skipped \(mate score\))?$/.exec(line);
  if (m === null) return null;
  return {
    kind: m[1] as 'high' | 'low', height: m[2] === undefined ? null : Number(m[2]),
    falseCuts: Number(m[3]), verified: Number(m[4]), seen: Number(m[5]), skipped: m[6] === undefined ? 0 : Number(m[6]),
  };
}

/** The summary, or null if the run did not get as far as its last line. */
export function parseFalsecut(lines: readonly string[]): FalsecutSummary | null {
  const found: FalseCutLine[] = [];
  let cuts: RegExpExecArray | null = null;
  let last: RegExpExecArray | null = null;
  for (const line of lines) {
    const l = parseFalseCutLine(line);
    if (l !== null) { found.push(l); continue; }
    const c = /^cuts seen (\d+) in (\d+) positions at depth (\d+), 1 in (\d+) sampled; main search nodes (\d+), verification nodes (\d+)$/.exec(line);
    if (c !== null) { cuts = c; continue; }
    const f = /^false cuts (\d+)\/(\d+) \((?:[\d.]+ %|nothing verified)\)$/.exec(line);
    if (f !== null) last = f;
  }
  if (cuts === null || last === null) return null;
  const skipped = found.filter((l) => l.height === null).reduce((sum, l) => sum + l.skipped, 0);
  return {
    falseCuts: Number(last[1]), verified: Number(last[2]), seen: Number(cuts[1]), skipped,
    positions: Number(cuts[2]), depth: Number(cuts[3]), sampleEvery: Number(cuts[4]),
    mainNodes: Number(cuts[5]), verificationNodes: Number(cuts[6]), lines: found,
  };
}
