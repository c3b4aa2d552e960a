// Parses the arguments of a UCI `go` command (also used by `kerf go`) into SearchLimits.
// Unknown words and bad numbers are errors; negative clock values are clamped to 0 (some GUIs
// send them after a flag fall), so they still produce a legal move at once. For the same reason a
// clock given for one side only (`go btime 100` with White to move) leaves the other side's at 0:
// a GUI that sends clocks is playing on time, and an unknown clock is no time, not infinite time.

import { Position } from '../board/position.js';
import { parseUciMove } from '../movegen/notation.js';
import { fail, ok, type Result } from '../result.js';
import type { SearchLimits } from '../search/search.js';

/** A parsed go: the limits (searchmoves as encoded moves of `pos`) and whether it is a ponder search. */
export interface GoRequest {
  limits: SearchLimits;
  ponder: boolean;
}

const NUMERIC = ['depth', 'nodes', 'movetime', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'mate'] as const;
type NumericKey = (typeof NUMERIC)[number];
const KEYWORDS = new Set<string>([...NUMERIC, 'infinite', 'ponder', 'searchmoves']);

export function parseGoArgs(tokens: string[], pos: Position): Result<GoRequest, 'InvalidGoArgs'> {
  const limits: SearchLimits = {};
  let ponder = false;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i];
    if ((NUMERIC as readonly string[]).includes(word)) {
      const text = tokens[i + 1];
      if (text === undefined || !/^[+-]?\d+$/.test(text)) return fail('InvalidGoArgs', `go ${word} needs a whole number, got '${text ?? ''}'`);
      let n = Number(text);
      if (!Number.isSafeInteger(n)) return fail('InvalidGoArgs', `go ${word} ${text} is out of range`);
      if (n < 0) {
        if (word === 'wtime' || word === 'btime' || word === 'winc' || word === 'binc') n = 0;
        else return fail('InvalidGoArgs', `go ${word} must not be negative, got ${n}`);
      }
      limits[word as NumericKey] = n;
      i++;
    } else if (word === 'infinite') {
      limits.infinite = true;
    } else if (word === 'ponder') {
      ponder = true;
    } else if (word === 'searchmoves') {
      const moves: number[] = [];
      while (i + 1 < tokens.length && !KEYWORDS.has(tokens[i + 1])) {
        const text = tokens[++i];
        const m = parseUciMove(pos, text);
        if (m === 0) return fail('InvalidGoArgs', `go searchmoves: '${text}' is not a legal move here`);
        moves.push(m);
      }
      limits.searchMoves = moves;
    } else {
      return fail('InvalidGoArgs', `go: unknown parameter '${word}'`);
    }
  }
  if (limits.wtime !== undefined && limits.btime === undefined) limits.btime = 0;
  if (limits.btime !== undefined && limits.wtime === undefined) limits.wtime = 0;
  return ok({ limits, ponder });
}
