// One independent search of one position, for the test-suite and speed tools: `ucinewgame`, then
// `position fen … / go …`, reporting the move, the depth of the last completed iteration (the last
// info line with a pv), the nodes and the time. The engine process is restarted after a crash or a
// hang, so one bad position costs one result, not the rest of the run.
// Design choice: `ucinewgame` before every search — each position is measured from an empty hash,
// so results do not depend on the order positions are run in (depthtest alternates A/B order).

import type { EngineSpec } from './engine-spec.js';
import { EngineError, UciEngine, lastNodes, lastPvInfo, type GoLimits } from './uci-client.js';
import { fail, ok, type Result } from '../result.js';

export interface ProbeOutcome {
  bestmove: string;
  /** Depth of the last completed iteration (the last info line with a pv), when reported. */
  depth?: number;
  nodes?: number;
  timeMs: number;
}

/** The search, or (SearchFailed) why the engine did not finish it: a crash, a hang, a protocol error. */
export type ProbeResult = Result<ProbeOutcome, 'SearchFailed'>;

export class ProbeEngine {
  private engine: UciEngine | undefined;

  constructor(readonly spec: EngineSpec, private readonly handshakeMs = 10000) {}

  /** Start the process now (so a bad command or option fails before any search). */
  async start(): Promise<void> {
    if (!this.engine || this.engine.exited) this.engine = await UciEngine.start(this.spec, { handshakeMs: this.handshakeMs });
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
