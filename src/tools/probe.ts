// One independent search of one position, for the test-suite and speed tools: `ucinewgame`, then
// `position fen … / go …`, reporting the move, the depth of the last completed iteration (the last
// info line with a pv), the nodes and the time. The engine process is restarted after a crash or a
// hang, so one bad position costs one result, not the rest of the run.
// Design choice: `ucinewgame` before every search — each position is measured from an empty hash,
// so results do not depend on the order positions are run in (depthtest alternates A/B order).
// For timed searches a fresh process first searches the start position once, unrecorded: the
// first search of a cold JavaScript (or any JIT-compiled) engine runs largely in unoptimized code,
// so the suite's first position would otherwise get a shorter search than the rest (WAC.001 went
// unsolved in one run of session 34, searched as the first position of a cold process).

import { START_FEN } from '../board/fen.js';
import { fail, ok, type Result } from '../result.js';
import type { EngineSpec } from './engine-spec.js';
import { EngineError, UciEngine, lastNodes, lastPvInfo, type GoLimits } from './uci-client.js';

export interface ProbeOutcome {
  bestmove: string;
  /** Depth of the last completed iteration (the last info line with a pv), when reported. */
  depth?: number;
  nodes?: number;
  timeMs: number;
}

/** The search, or (SearchFailed) why the engine did not finish it: a crash, a hang, a protocol error. */
export type ProbeResult = Result<ProbeOutcome, 'SearchFailed'>;

/** The warm-up search of a fresh process before timed searches (`go movetime`), in ms. */
export const WARM_UP_MS = 300;

export class ProbeEngine {
  private engine: UciEngine | undefined;

  private readonly handshakeMs: number;
  private readonly warmUpMs: number;

  /**
   * warmUpMs: how long a freshly started process searches the start position before its first
   * recorded search (0, the default: no warm-up). The tools pass warmUpFor(limits): a depth or
   * node limit gives the same search cold or warm, so only timed searches need one.
   */
  constructor(readonly spec: EngineSpec, options: { handshakeMs?: number; warmUpMs?: number } = {}) {
    this.handshakeMs = options.handshakeMs ?? 10000;
    this.warmUpMs = options.warmUpMs ?? 0;
  }

  /**
   * Start the process now (so a bad command or option fails before any search), and warm it up.
   * A warm-up that fails (a crash, a hang, a protocol error) throws as a failed start does.
   */
  async start(): Promise<void> {
    if (this.engine && !this.engine.exited) return;
    const engine = await UciEngine.start(this.spec, { handshakeMs: this.handshakeMs });
    if (this.warmUpMs > 0) {
      try {
        await engine.newGame();
        await engine.go(START_FEN, [], { movetime: this.warmUpMs }, this.warmUpMs + this.handshakeMs);
      } catch (err) {
        engine.kill();
        throw err;
      }
    }
    this.engine = engine;
  }

  /** The warm-up a tool should ask for with these search limits: WARM_UP_MS for timed ones, else 0. */
  static warmUpFor(limits: GoLimits): number {
    return limits.movetime !== undefined || limits.wtime !== undefined || limits.btime !== undefined ? WARM_UP_MS : 0;
  }

  /**
   * Search `fen` from a fresh game. A failure to (re)start the engine throws — it would fail every
   * later position too; a crash or hang during the search is returned as a SearchFailed failure.
   */
  async search(fen: string, limits: GoLimits, timeoutMs: number): Promise<ProbeResult> {
    await this.start();
    const engine = this.engine!;
    try {
      await engine.newGame();
      const r = await engine.go(fen, [], limits, timeoutMs);
      const result: ProbeOutcome = { bestmove: r.bestmove, timeMs: r.elapsedMs };
      const pv = lastPvInfo(r.infos);
      if (pv?.depth !== undefined) result.depth = pv.depth;
      const nodes = lastNodes(r.infos);
      if (nodes !== undefined) result.nodes = nodes;
      return ok(result);
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      engine.kill();
      this.engine = undefined;
      return fail('SearchFailed', err.message);
    }
  }

  async close(): Promise<void> {
    await this.engine?.close();
    this.engine = undefined;
  }
}
