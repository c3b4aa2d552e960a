// The Jiang & Buro speed test: each position is searched for the same time by the engine with
// option set A and with option set B (two processes, a fresh `ucinewgame` per search), recording
// the depth of the last completed iteration, the nodes and the time.
// Design choice: the two searches of a position run one after the other, never at once, and
// their order alternates (A first on even positions, B first on odd ones): on a shared 2-core
// machine parallel searches would steal time from each other, and a fixed order would hand one
// side any warm-cache or clock-boost advantage on every position.

import type { ProbeEngine, ProbeResult } from '../probe.js';
import { ok, type Result } from '../../result.js';
import type { GoLimits } from '../uci-client.js';

export interface DepthSample {
  depth?: number;
  nodes?: number;
  timeMs: number;
}

/** One option set's search of a position, or (SearchFailed) why the engine did not finish it. */
export type DepthResult = Result<DepthSample, 'SearchFailed'>;

export interface DepthPair {
  index: number;
  a: DepthResult;
  b: DepthResult;
}

function sample(r: ProbeResult): DepthResult {
  if (!r.ok) return r;
  const s: DepthSample = { timeMs: r.value.timeMs };
  if (r.value.depth !== undefined) s.depth = r.value.depth;
  if (r.value.nodes !== undefined) s.nodes = r.value.nodes;
  return ok(s);
}

export async function runDepthTest(
  engines: { a: ProbeEngine; b: ProbeEngine },
  fens: readonly string[],
  limits: GoLimits,
  timeoutMs: number,
  onPair: (pair: DepthPair) => void,
): Promise<DepthPair[]> {
  const pairs: DepthPair[] = [];
  for (let i = 0; i < fens.length; i++) {
    let ra: ProbeResult;
    let rb: ProbeResult;
    if (i % 2 === 0) {
      ra = await engines.a.search(fens[i], limits, timeoutMs);
      rb = await engines.b.search(fens[i], limits, timeoutMs);
    } else {
      rb = await engines.b.search(fens[i], limits, timeoutMs);
      ra = await engines.a.search(fens[i], limits, timeoutMs);
    }
    const pair: DepthPair = { index: i, a: sample(ra), b: sample(rb) };
    pairs.push(pair);
    onPair(pair);
  }
  return pairs;
}

/** The positions where both searches finished with a depth: the pairs the statistics use. */
export function usableDepths(pairs: readonly DepthPair[]): { a: number[]; b: number[]; nodesA: number[]; nodesB: number[] } {
  const out = { a: [] as number[], b: [] as number[], nodesA: [] as number[], nodesB: [] as number[] };
  for (const p of pairs) {
    if (!p.a.ok || !p.b.ok) continue;
    const [a, b] = [p.a.value, p.b.value];
    if (a.depth === undefined || b.depth === undefined) continue;
    out.a.push(a.depth);
    out.b.push(b.depth);
    if (a.nodes !== undefined && b.nodes !== undefined) {
      out.nodesA.push(a.nodes);
      out.nodesB.push(b.nodes);
    }
  }
  return out;
}
