// chess.js as the referee for tests that judge the engine's moves: the legal moves of a position
// (after optional UCI moves) as UCI strings. chess.js never plays; it only says what is legal.
// Standard chess only (chess.js has no Chess960 castling).

import { Chess } from 'chess.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The chess.js game at `fen` after the UCI moves (throws if one is illegal: a test bug). */
export function gameAfter(fen: string, moves: readonly string[] = []): Chess {
  const game = new Chess(fen);
  for (const uci of moves) {
    game.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci.length > 4 ? uci[4] : undefined });
  }
  return game;
}

/** Legal moves as UCI text (e2e4, e7e8q, e1g1). */
export function legalUci(fen: string, moves: readonly string[] = []): Set<string> {
  return new Set(gameAfter(fen, moves).moves({ verbose: true }).map((m) => m.lan));
}
