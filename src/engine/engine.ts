// The engine core shared by UCI (the search worker) and every in-process command (go, bench):
// the position-independent state — a Searcher (with its TT, options and MPC settings), the
// Chess960 flag and the opening book — changed only through the settings table (settings.ts), so
// `setoption` and `--option` behave identically. A fresh Engine is complete: the searcher already
// carries the default options, evaluator and built-in MPC parameters.

import type { Position } from '../board/position.js';
import type { PolyglotBook } from '../book/polyglot-book.js';
import { makeRandom } from '../random.js';
import { ok, type Result } from '../result.js';
import { DEFAULT_MPC_NOTE } from '../search/mpc/params.js';
import { Searcher, type SearchLimits } from '../search/search.js';
import { applyOption, type ApplyFailure, type EngineState, type OptionErrorKind } from './settings.js';

export class Engine implements EngineState {
  chess960 = false;
  mpcParamsNote = DEFAULT_MPC_NOTE;
  /** Search threads (UCI Threads): the main thread plus threads-1 Lazy SMP helpers (uci/helper-pool.ts). */
  threads = 1;
  ownBook = false;
  book: PolyglotBook | null = null;
  /**
   * The book's weighted choice. Seeded from the clock and process so that games differ (the point
   * of a book in engine-vs-engine play); `seedBook` makes it reproducible for tests.
   */
  private bookRandom = makeRandom(Date.now() ^ (process.pid << 16));

  /** `searcher`: a Lazy SMP helper passes one with a token table, replaced by the shared one. */
  constructor(readonly searcher = new Searcher()) {}

  /**
   * Check and apply an option (`setoption`, `--option`). Only MPCParams can fail after the value
   * checks (the file's contents); then the previous parameters stay in force.
   */
  applyOption(name: string, value: string): Result<void, OptionErrorKind | ApplyFailure['kind']> {
    const applied = applyOption(this, name, value);
    return applied.ok ? ok(undefined) : applied;
  }

  /**
   * The book move for a go in `pos`, or 0 to search: only with OwnBook on and a book loaded, and
   * only for a go that asks for a game move — not `go infinite`, `go ponder`, `go mate` or a go
   * restricted by searchmoves, which are analysis and must search.
   */
  bookMove(pos: Position, limits: SearchLimits, ponder: boolean): number {
    if (!this.ownBook || this.book === null || ponder || limits.infinite === true) return 0;
    if (limits.mate !== undefined || (limits.searchMoves !== undefined && limits.searchMoves.length > 0)) return 0;
    return this.book.pick(pos, this.bookRandom);
  }

  /** Make the book's choices reproducible. */
  seedBook(seed: number): void {
    this.bookRandom = makeRandom(seed);
  }
}
