// Messages between the UCI front end (main thread) and the search worker. Plain data only, so
// they cross the thread boundary by structured clone.

import type { SearchLimits } from '../search/search.js';

export type ToWorker =
  | { kind: 'option'; name: string; value: string }
  | { kind: 'newgame' }
  | { kind: 'ping'; id: number }
  | {
    kind: 'go';
    fen: string;
    moves: string[];
    /** Limits with searchmoves still as UCI text (moves are re-parsed on the worker's board). */
    limits: Omit<SearchLimits, 'searchMoves'>;
    searchMoves: string[];
    ponder: boolean;
    debug: boolean;
  };

export type FromWorker =
  | { kind: 'line'; text: string }
  | { kind: 'bestmove'; text: string }
  | { kind: 'pong'; id: number };

/** Layout of the shared control buffer: Int32 flags, then a Float64 ponderhit timestamp. */
export const CONTROL_BYTES = 16;
export const PONDERHIT_OFFSET = 8;
