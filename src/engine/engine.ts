// The engine core shared by UCI (the search worker) and every in-process command (go, bench):
// the position-independent state — a Searcher (with its TT, options and MPC settings) and the
// Chess960 flag — changed only through the settings table (settings.ts), so `setoption` and
// `--option` behave identically. A fresh Engine is complete: the searcher already carries the
// default options, evaluator and built-in MPC parameters.

import { ok, type Result } from '../result.js';
import { DEFAULT_MPC_NOTE } from '../search/mpc/params.js';
import { Searcher } from '../search/search.js';
import { applyOption, type ApplyFailure, type EngineState, type OptionErrorKind } from './settings.js';

export class Engine implements EngineState {
  chess960 = false;
  mpcParamsNote = DEFAULT_MPC_NOTE;
  /** Search threads (UCI Threads): the main thread plus threads-1 Lazy SMP helpers (uci/helper-pool.ts). */
  threads = 1;

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
}
