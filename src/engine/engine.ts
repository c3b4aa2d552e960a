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
import { Searcher, type IterationInfo, type SearchLimits, type SearchResult } from '../search/search.js';
import { applyOption, type ApplyFailure, type EngineState, type OptionErrorKind } from './settings.js';
import { ELO_DEFAULT, limitedLimits, pickLine, strengthPlan } from './strength.js';

export class Engine implements EngineState {
  chess960 = false;
  mpcParamsNote = DEFAULT_MPC_NOTE;
  /** Search threads (UCI Threads): the main thread plus threads-1 Lazy SMP helpers (uci/helper-pool.ts). */
  threads = 1;
  ownBook = false;
  book: PolyglotBook | null = null;
  limitStrength = false;
  elo = ELO_DEFAULT;
  /**
   * The book's weighted choice. Seeded from the clock and process so that games differ (the point
   * of a book in engine-vs-engine play); `seedBook` makes it reproducible for tests.
   */
  private bookRandom = makeRandom(Date.now() ^ (process.pid << 16));
  /** The strength level's pick among near-best lines; seeded like the book's (a different stream). */
  private strengthRandom = makeRandom((Date.now() * 31) ^ (process.pid << 8) ^ 0x2545f491);

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

  /** Make the strength level's choices reproducible. */
  seedStrength(seed: number): void {
    this.strengthRandom = makeRandom(seed);
  }

  /**
   * Search a go (the UCI worker and `kerf go` both come here). Without UCI_LimitStrength this is
   * exactly `searcher.search`. With it, a go that asks for a game move (not `go infinite` or
   * `go mate`) searches within the level's node budget — the go's own limits, the clock among them,
   * still apply — with the level's MultiPV, and the result is rewritten to the picked line: its
   * move as bestMove (a root move, so legal), its second move as ponderMove. The user's MultiPV
   * is restored afterwards.
   */
  search(pos: Position, limits: SearchLimits, onInfo?: (info: IterationInfo) => void, onCurrmove?: (move: number, number: number) => void): SearchResult {
    if (!this.limitStrength || limits.infinite === true || limits.mate !== undefined) {
      return this.searcher.search(pos, limits, onInfo, onCurrmove);
    }
    const plan = strengthPlan(this.elo);
    const options = this.searcher.options;
    const userMultiPv = options.multiPv;
    options.multiPv = Math.max(userMultiPv, plan.multiPv);
    let result: SearchResult;
    try {
      result = this.searcher.search(pos, limitedLimits(limits, plan), onInfo, onCurrmove);
    } finally {
      options.multiPv = userMultiPv;
    }
    const chosen = pickLine(result.lines, plan.spreadCp, this.strengthRandom);
    if (chosen === 0) return result;
    const line = result.lines[chosen];
    return { ...result, bestMove: line.move, ponderMove: line.pv.length > 1 ? line.pv[1] : 0, score: line.score, pv: line.pv };
  }
}
