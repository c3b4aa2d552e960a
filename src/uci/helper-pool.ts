// Lazy SMP, the main search thread's side: starts Threads-1 helper threads (helper-thread.ts) from
// the same bundle, keeps their options and table in step with the main engine between searches,
// starts them on each search and stops them before the search's result is used. Helpers never
// report; the main thread's search decides the move and prints, with node counts summed over the
// threads (search/smp.ts).
//
// Design choice: everything happens between searches or through shared memory. The main search
// is synchronous, so no message from a helper is read while it runs; starting (a posted go after
// the age bump) and stopping (the stop word, then Atomics.wait until no helper is running) need
// no replies. A helper that dies or hangs is noticed when its stop times out or its error event
// arrives; the pool is then rebuilt at the next search, and every go is still answered.

import { Worker } from 'node:worker_threads';
import type { Position } from '../board/position.js';
import type { Engine } from '../engine/engine.js';
import type { IterationInfo, SearchLimits, SearchResult } from '../search/search.js';
import { SMP_BYTES, SMP_GENERATION, SMP_RUNNING, SMP_STOP, smpViews, type SmpViews } from '../search/smp.js';
import type { FromHelper, HelperData, ToHelper } from './helper-thread.js';

/** How long the stop may take before the helpers are given up as hung (they poll every 1024 nodes). */
const STOP_DEADLINE_MS = 5000;

/**
 * Options the helpers never get: the table is the main thread's (shared by buffer), and what only
 * shapes the main thread's answer (more PV lines, the book, strength limits) would only slow a
 * helper down.
 */
const MAIN_ONLY_OPTIONS = new Set(['Hash', 'Clear Hash', 'Threads', 'MultiPV', 'OwnBook', 'BookFile', 'UCI_LimitStrength', 'UCI_Elo']);

export class HelperPool {
  private workers: Worker[] = [];
  private views: SmpViews;
  private buffer: SharedArrayBuffer;
  /** The table buffer the helpers have. */
  private sharedTt: SharedArrayBuffer | null = null;
  /** Options set so far, replayed to a helper started later. */
  private readonly options = new Map<string, string>();
  /** A helper failed: rebuild the pool before the next search. */
  private broken = false;
  private generation = 0;

  /**
   * `report`: one line for the GUI (an `info string error …`). `script` and `stopDeadlineMs` are
   * for tests (a stand-in helper that fails on purpose); the engine uses its own bundle.
   */
  constructor(
    private readonly report: (line: string) => void,
    private readonly script: URL = new URL(import.meta.url),
    private readonly stopDeadlineMs = STOP_DEADLINE_MS,
  ) {
    this.buffer = new SharedArrayBuffer(SMP_BYTES);
    this.views = smpViews(this.buffer);
  }

  get helperCount(): number {
    return this.workers.length;
  }

  /** An option the main engine has applied: helpers get it too, unless it concerns the main thread only. */
  forwardOption(name: string, value: string): void {
    if (MAIN_ONLY_OPTIONS.has(name)) return;
    this.options.set(name, value);
    this.post({ kind: 'option', name, value });
  }

  /** ucinewgame: helpers forget their history (the main thread clears the shared table itself). */
  newGame(): void {
    this.post({ kind: 'newgame' });
  }

  /**
   * Between searches: Threads-1 helpers, all with the main table's current buffer. Returns the
   * helper count. Starting threads is asynchronous; a helper still starting misses the first
   * search (its go is stale by the time it reads it) and joins the next.
   */
  sync(engine: Pick<Engine, 'threads' | 'searcher'>): number {
    if (this.broken) this.close();
    const want = engine.threads - 1;
    while (this.workers.length > want) void this.workers.pop()!.terminate();
    const tt = engine.searcher.tt.buffer;
    if (this.workers.length > 0 && tt !== this.sharedTt) this.post({ kind: 'tt', buffer: tt });
    this.sharedTt = tt;
    while (this.workers.length < want) this.spawn(this.workers.length + 1, tt);
    engine.searcher.threadNodes = this.workers.length > 0 ? this.views.nodes : null;
    return this.workers.length;
  }

  private spawn(index: number, tt: SharedArrayBuffer): void {
    const data: HelperData = { role: 'helper', index, smp: this.buffer, tt };
    const worker = new Worker(this.script, { workerData: data });
    worker.unref();
    let failedOnce = false;
    const failed = (text: string): void => {
      // An error event is followed by an exit event: one report. A worker ended by the pool is no failure.
      if (failedOnce || !this.workers.includes(worker)) return;
      failedOnce = true;
      this.report(`info string error helper thread ${index} failed: ${text}`);
      this.broken = true;
    };
    worker.on('message', (msg: FromHelper) => {
      if (msg.kind === 'error' && this.workers.includes(worker)) this.report(`info string error helper thread ${index}: ${msg.text}`);
    });
    worker.on('error', (err: unknown) => failed(err instanceof Error ? err.message : String(err)));
    worker.on('exit', (code) => failed(`exited with code ${code}`));
    for (const [name, value] of this.options) worker.postMessage({ kind: 'option', name, value } satisfies ToHelper);
    this.workers.push(worker);
  }

  /**
   * Set the helpers searching the root `fen` + `moves` (call after the age bump: the searcher's
   * onSearchStart). No-op without helpers.
   */
  start(fen: string, moves: number[], searchMoves: number[] | undefined): void {
    if (this.workers.length === 0) return;
    const { words, nodes } = this.views;
    nodes.fill(0);
    const generation = ++this.generation;
    // Generation before the stop word: a helper that sees the word clear sees this generation.
    Atomics.store(words, SMP_GENERATION, generation);
    Atomics.store(words, SMP_STOP, 0);
    this.post({ kind: 'go', generation, fen, moves, searchMoves });
  }

  /**
   * Stop the helpers and wait until none is searching. Returns the nodes they searched. A helper
   * that does not stop in time is reported and the pool is rebuilt before the next search.
   */
  stop(): number {
    const { words, nodes } = this.views;
    Atomics.store(words, SMP_STOP, 1);
    const deadline = Date.now() + this.stopDeadlineMs;
    for (let running = Atomics.load(words, SMP_RUNNING); running !== 0; running = Atomics.load(words, SMP_RUNNING)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        this.report(`info string error helper threads did not stop within ${this.stopDeadlineMs} ms; restarting them`);
        this.broken = true;
        break;
      }
      Atomics.wait(words, SMP_RUNNING, running, left);
    }
    let sum = 0;
    for (let i = 1; i < nodes.length; i++) sum += nodes[i];
    return sum;
  }

  /** End every helper (Threads lowered to 1 is sync's job; this is for failures and process end). */
  close(): void {
    for (const w of this.workers.splice(0)) void w.terminate();
    // Fresh shared words: a hung helper of the old pool can no longer touch the new pool's counters.
    this.buffer = new SharedArrayBuffer(SMP_BYTES);
    this.views = smpViews(this.buffer);
    this.sharedTt = null;
    this.broken = false;
  }

  private post(msg: ToHelper): void {
    for (const w of this.workers) w.postMessage(msg);
  }
}

/**
 * One search with the engine's Threads: the main searcher on `pos` (the root `fen` + `moves`),
 * helpers started after its age bump and stopped, all of them, before this returns. The result's
 * nodes count every thread. With Threads=1, or at a strength level, this is `engine.search`.
 */
export function searchWithHelpers(
  engine: Engine, helpers: HelperPool, pos: Position, fen: string, moves: number[], limits: SearchLimits,
  onIteration?: (info: IterationInfo) => void, onRootMove?: (move: number, number: number) => void,
): SearchResult {
  // A strength level (UCI_LimitStrength) runs on the main thread alone: helpers would make it
  // stronger than its calibrated node budget.
  if (engine.limitStrength || helpers.sync(engine) === 0) return engine.search(pos, limits, onIteration, onRootMove);
  const searcher = engine.searcher;
  searcher.onSearchStart = () => helpers.start(fen, moves, limits.searchMoves);
  let helperNodes = 0;
  let result: SearchResult;
  try {
    result = searcher.search(pos, limits, onIteration, onRootMove);
  } finally {
    searcher.onSearchStart = null;
    helperNodes = helpers.stop();
  }
  result.nodes += helperNodes;
  return result;
}
