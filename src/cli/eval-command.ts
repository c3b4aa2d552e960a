// `kerf eval [--fen "<FEN>"]`: the full evaluator's term-by-term table for a position (the start
// position by default) and its final score from White's and the side to move's view.
// A bad FEN is a user error: `kerf: eval: invalid FEN: …`, exit 2.

import { positionFromFen, START_FEN } from '../board/fen.js';
import { evaluationReport } from '../eval/report.js';
import { parseCommandArgs } from './args.js';
import { CliError } from './errors.js';

export function evalCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('eval', args, {
    fen: { type: 'string' },
  });
  if (positionals.length > 0) throw new CliError(`eval: unexpected argument '${positionals[0]}' (give a position with --fen "<FEN>")`);
  const fen = values.fen ?? START_FEN;
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new CliError(`eval: invalid FEN: ${parsed.message}`);
  out(`Position: ${fen}`);
  for (const line of evaluationReport(parsed.value)) out(line);
  return 0;
}
