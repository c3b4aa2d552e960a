// The Jiang & Buro speed test: each position is searched for the same time by the engine with
// option set A and with option set B (two processes, a fresh `ucinewgame` per search), recording
// the depth of the last completed iteration, the nodes and the time.
// Design choice: the two searches of a position run one after the other, never at once, and
// their order alternates (A first on even positions, B first on odd ones): on a shared 2-core
// machine parallel searches would steal time from each other, and a fixed order would hand one
// side any warm-cache or clock-boost advantage on every position.

import type { ProbeEngine, ProbeResult } from '../probe.js';
import type { GoLimits } from '../uci-client.js';

export interface DepthSample {
  depth?: number;
  nodes?: number;
  timeMs: number;
}

export interface DepthPair {
  index: number;
  a: DepthSample | { error: string };
  b: DepthSample | { error: string };
}

function sample(r: ProbeResult): DepthSample | { error: string } {
  if (!r.ok) return { error: r.error };
  const s: DepthSample = { timeMs: r.timeMs };
  if (r.depth !== undefined) s.depth = r.depth;
  if (r.nodes !== undefined) s.nodes = r.nodes;
  return s;
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
    if ('error' in p.a || 'error' in p.b || p.a.depth === undefined || p.b.depth === undefined) continue;
    out.a.push(p.a.depth);
    out.b.push(p.b.depth);
    if (p.a.nodes !== undefined && p.b.nodes !== undefined) {
      out.nodesA.push(p.a.nodes);
      out.nodesB.push(p.b.nodes);
    }
  }
  return out;
}
