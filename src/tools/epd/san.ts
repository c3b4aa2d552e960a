// SAN → UCI for EPD move opcodes (bm, am, sm, STS's c0), with chess.js as the referee.
// Design choice: chess.js rather than a SAN matcher over Kerf's move generator — the tools must
// judge the engine, so they should not share its move generator; chess.js is standard chess only,
// which is all the SAN-carrying suites are (the Chess960 perft file has no SAN).

import { Chess } from 'chess.js';
import { fail, ok, type Result } from '../../result.js';

export type SanBoard = Result<Chess, 'InvalidEpd'>;

/** A chess.js board for the FEN, or why chess.js refuses it. */
export function sanBoard(fen: string): SanBoard {
  try {
    return ok(new Chess(fen));
  } catch (err) {
    return fail('InvalidEpd', err instanceof Error ? err.message : String(err));
  }
}

/**
 * The UCI text of a SAN move on the board, or an error naming the move. Move-quality marks
 * (!, ?, !!, ?!) are ignored; check marks are accepted with or without a space before them.
 * The board is left unchanged.
 */
export function sanToUci(chess: Chess, san: string): Result<string, 'InvalidEpd'> {
  const cleaned = san.replace(/[!?]+$/, '').replace(/\s+(?=[+#]$)/, '');
  try {
    const move = chess.move(cleaned, { strict: false });
    chess.undo();
    return ok(move.from + move.to + (move.promotion ?? ''));
  } catch {
    return fail('InvalidEpd', `'${san}' is not a legal move here`);
  }
}
