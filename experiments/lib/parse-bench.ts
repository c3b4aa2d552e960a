// Reads the last line of `kerf bench [depth] [--option …]` (src/cli/bench-command.ts), in the
// OpenBench format:
//   2211274 nodes 1043120 nps
// Design choice: only that last line counts, not the `Nodes searched  :` line above it, because it
// is the one OpenBench and the commit messages' `Bench:` read; a run cut short has no such line.

export interface BenchTotal {
  /** Nodes of the whole bench: the search's functional signature at that depth and with those options. */
  nodes: number;
  /** Nodes per second on this run (depends on the machine and its load). */
  nps: number;
}

/** The totals, or null when the output does not end with `<N> nodes <M> nps`. */
export function parseBenchTotal(lines: readonly string[]): BenchTotal | null {
  const last = [...lines].reverse().find((line) => line.trim() !== '');
  const m = last === undefined ? null : /^(\d+) nodes (\d+) nps$/.exec(last.trim());
  return m === null ? null : { nodes: Number(m[1]), nps: Number(m[2]) };
}
