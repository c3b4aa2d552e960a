// Messages between the UCI front end (main thread) and the search worker. Plain data only, so
// they cross the thread boundary by structured clone.

import type { SearchLimits } from '../search/search.js';

/** A go as the worker runs it: everything already parsed and validated by the front end. */
export interface GoMessage {
  kind: 'go';
  /** The front end's number for this go (its bestmove is matched to it). */
  id: number;
  /** The root FEN of the `position` command, already validated. */
  fen: string;
  /** The moves after it, encoded (ints survive the structured clone); replayed, not re-parsed. */
  moves: number[];
  /** Limits; searchMoves are encoded moves of the position after `moves`. */
  limits: SearchLimits;
  ponder: boolean;
  debug: boolean;
}

export type ToWorker =
  | { kind: 'option'; name: string; value: string }
  | { kind: 'newgame' }
  | { kind: 'ping'; id: number }
  | GoMessage;

export type FromWorker =
  /** The thread is up (tables built) and reads messages: sent once, first. */
  | { kind: 'started' }
  | { kind: 'line'; text: string }
  | { kind: 'bestmove'; id: number; text: string }
  | { kind: 'pong'; id: number };
