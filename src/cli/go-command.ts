// `kerf go <go-args> [--fen F] [--moves "m1 m2 …"] [--option "Name=value"]…`: one search in
// process, printing the UCI info lines and the bestmove, for analysis from the shell
// (e.g. `kerf go depth 14 --fen "…"`). `go infinite` and `go ponder` need a GUI to stop them, so
// they are refused here.

import { START_FEN } from '../board/fen.js';
import { Position } from '../board/position.js';
import { Engine } from '../engine/engine.js';
import { moveToUci } from '../movegen/notation.js';
import { parseGoArgs } from '../uci/go-args.js';
import { infoLine, resultLines } from '../uci/info.js';
import { setUpPosition } from '../uci/position-setup.js';
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
  const pos = new Position();
  const moves = (values.moves ?? '').trim().split(/\s+/).filter((m) => m !== '');
  const setup = setUpPosition(pos, values.fen ?? START_FEN, moves, engine.chess960);
  if (!setup.ok) throw new CliError(`go: ${setup.message}`);
  const go = parseGoArgs(positionals, pos);
  if (!go.ok) throw new CliError(go.message);
  const { limits, ponder } = go.value;
  if (limits.infinite || ponder) throw new CliError('go: infinite and ponder need UCI mode (run kerf with no arguments)');
  if (positionals.length === 0) throw new CliError('go: give a limit, e.g. `kerf go depth 12` or `kerf go movetime 1000`');
  const bookMove = engine.bookMove(pos, limits, ponder);
  if (bookMove !== 0) {
    out(`info string book move ${moveToUci(pos, bookMove)}`);
    out(`bestmove ${moveToUci(pos, bookMove)}`);
    return 0;
  }
  const result = engine.search(pos, limits, (info) => out(infoLine(pos, info)));
  for (const line of resultLines(pos, result)) out(line);
  return 0;
}
