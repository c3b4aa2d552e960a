// `kerf bench`: search every built-in bench position to a fixed depth with a fresh engine state
// (new transposition table and history) per position, and total the nodes. The node count is the
// search's functional signature — identical on every run and machine for the same code — and the
// nodes per second its speed figure. Last line in the OpenBench format: `<N> nodes <M> nps`.
// The KPK bitbase is built before the clock starts, as the UCI engine builds it at start-up: its
// one-time build (about 0.2 s) is not search speed.

import { positionFromFen } from '../board/fen.js';
import { ensureKpkTable } from '../eval/kpk.js';
import { Searcher } from '../search/search.js';
import { BENCH_POSITIONS } from './bench-positions.js';

export const DEFAULT_BENCH_DEPTH = 9;

export interface BenchResult {
  nodes: number;
  timeMs: number;
  perPosition: Array<{ fen: string; nodes: number; bestMove: number; score: number }>;
}

export function runBench(depth: number, searcher: Searcher = new Searcher(16), positions: readonly string[] = BENCH_POSITIONS): BenchResult {
  let nodes = 0;
  let timeMs = 0;
  const perPosition: BenchResult['perPosition'] = [];
  ensureKpkTable();
  for (const fen of positions) {
    const parsed = positionFromFen(fen);
    if (!parsed.ok) throw new Error(`bench position '${fen}': ${parsed.message}`);
    searcher.newGame();
    const t0 = performance.now();
    const r = searcher.search(parsed.value, { depth });
    timeMs += performance.now() - t0;
    nodes += r.nodes;
    perPosition.push({ fen, nodes: r.nodes, bestMove: r.bestMove, score: r.score });
  }
  return { nodes, timeMs, perPosition };
}
