// `kerf go <go-args> [--fen F] [--moves "m1 m2 …"] [--option "Name=value"]…`: one search in
// process, printing the UCI info lines and the bestmove, for analysis from the shell
// (e.g. `kerf go depth 14 --fen "…"`). `go infinite` and `go ponder` need a GUI to stop them, so
// they are refused here.

import { START_FEN, positionFromFen } from '../board/fen.js';
import { parseUciMove } from '../movegen/notation.js';
import { Engine } from '../uci/engine.js';
import { parseGoArgs } from '../uci/go-args.js';
import { bestmoveLine, infoLine } from '../uci/info.js';
import { parseCommandArgs } from './args.js';
import { applyCliOptions } from './engine-options.js';
import { CliError } from './errors.js';

export function goCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('go', args, {
    fen: { type: 'string' },
    moves: { type: 'string' },
    option: { type: 'string', multiple: true },
  });
  const engine = new Engine();
  applyCliOptions('go', values.option ?? [], engine);
  const parsed = positionFromFen(values.fen ?? START_FEN);
  if (!parsed.ok) throw new CliError(`go: invalid FEN: ${parsed.message}`);
  const pos = parsed.value;
  pos.chess960 = engine.chess960;
  const moves = (values.moves ?? '').trim().split(/\s+/).filter((m) => m !== '');
  moves.forEach((text, i) => {
    const m = parseUciMove(pos, text);
    if (m === 0) throw new CliError(`go: move ${i + 1} '${text}' is not legal`);
    pos.makeMove(m);
  });
  const go = parseGoArgs(positionals, pos);
  if (!go.ok) throw new CliError(go.error);
  if (go.limits.infinite || go.ponder) throw new CliError('go: infinite and ponder need UCI mode (run kerf with no arguments)');
  if (positionals.length === 0) throw new CliError('go: give a limit, e.g. `kerf go depth 12` or `kerf go movetime 1000`');
  const result = engine.searcher.search(pos, go.limits, (info) => out(infoLine(pos, info)));
  if (result.bestMove === 0) out(`info depth 0 score ${result.score === 0 ? 'cp 0' : 'mate 0'}`);
  out(bestmoveLine(pos, result));
  return 0;
}
