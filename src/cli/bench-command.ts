// `kerf bench [depth] [--option "Name=value"]…`: the fixed-depth benchmark. Prints one line per
// position, then the totals; the last line is `<N> nodes <M> nps` for OpenBench.

import { moveToUci } from '../movegen/notation.js';
import { positionFromFen } from '../board/fen.js';
import { DEFAULT_BENCH_DEPTH, runBench } from '../tools/bench.js';
import { Engine } from '../engine/engine.js';
import { applyCliOptions } from './engine-options.js';
import { intArg, parseCommandArgs } from './args.js';
import { CliError } from './errors.js';

export function benchCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('bench', args, {
    option: { type: 'string', multiple: true },
  });
  if (positionals.length > 1) throw new CliError(`bench: expected at most one depth argument, got ${positionals.length}`);
  const depth = positionals.length === 1 ? intArg('bench', 'depth', positionals[0], 1, 64) : DEFAULT_BENCH_DEPTH;
  const engine = new Engine();
  applyCliOptions('bench', values.option ?? [], engine);
  const result = runBench(depth, engine.searcher);
  result.perPosition.forEach((p, i) => {
    const parsed = positionFromFen(p.fen);
    const move = parsed.ok ? moveToUci(parsed.value, p.bestMove) : '?';
    out(`position ${String(i + 1).padStart(2)}  ${String(p.nodes).padStart(9)} nodes  bestmove ${move}  score ${p.score}`);
  });
  const nps = Math.round((result.nodes * 1000) / Math.max(1, result.timeMs));
  out(`Total time (ms) : ${Math.round(result.timeMs)}`);
  out(`Nodes searched  : ${result.nodes}`);
  out(`Nodes/second    : ${nps}`);
  out(`${result.nodes} nodes ${nps} nps`);
  return 0;
}
