// "FEN + moves → Position", the one way every entry point sets up a position to search: the UCI
// `position` command (moves as text), the search worker (moves as the encoded ints the front end
// already parsed, so nothing is parsed twice across the thread boundary) and `kerf go`. Design
// choice: encoded moves are still checked against the legal move list while replayed; they come
// from this same function on the other thread, so a failure is a bug, but it then becomes an
// error line instead of a corrupt board.

import { setFen } from '../board/fen.js';
import { Position } from '../board/position.js';
import { MAX_GAME_PLY, MAX_PLY } from '../board/types.js';
import { isLegalMove, parseUciMove } from '../movegen/notation.js';
import { fail, ok, type Result } from '../result.js';

/** Headroom left in the board's history for the search itself (its plies and null moves). */
const SEARCH_HEADROOM = MAX_PLY + 8;

/**
 * Set `pos` to `fen` followed by `moves` (UCI text or encoded moves) and return the encoded moves.
 * On failure `pos` holds a partial position: callers parse into a board they do not yet rely on.
 */
export function setUpPosition(
  pos: Position, fen: string, moves: readonly string[] | readonly number[], chess960: boolean,
): Result<number[], 'InvalidFen' | 'IllegalMove'> {
  const parsed = setFen(pos, fen);
  if (!parsed.ok) return fail('InvalidFen', `invalid FEN: ${parsed.message}`);
  pos.chess960 = chess960;
  const encoded: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    const given = moves[i];
    const m = typeof given === 'number' ? (isLegalMove(pos, given) ? given : 0) : parseUciMove(pos, given);
    if (m === 0) {
      const text = typeof given === 'number' ? `#${given}` : given.slice(0, 20);
      return fail('IllegalMove', `move ${i + 1} '${text}' is not legal`);
    }
    if (pos.gamePly >= MAX_GAME_PLY - SEARCH_HEADROOM) return fail('IllegalMove', 'too many moves');
    pos.makeMove(m);
    encoded.push(m);
  }
  return ok(encoded);
}
