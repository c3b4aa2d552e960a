// Calibration at interior search nodes (`kerf calibrate --interior K`): MPC probes inside the
// search tree, not at the root, and the regression fitted on root positions understates the error
// there (sigma 1.2-2.3 times larger at interior nodes, docs/experiments/mpc-screens.md, session 6).
// Each root is searched with MPC off; among the nodes the probe step would see — not the root,
// non-PV (null window), not in check (the search's own isProbeNode), remaining depth within the
// height range — a seeded reservoir keeps a few, and those positions are scored at depths 1..D
// like any calibration position.
// Each node keeps its improving signal (static eval above two plies back, as the search computes
// it), so that σ can be fitted separately at improving and at not-improving nodes.
// Design choice: the nodes come through the searcher's onProbeNode hook, which the search offers
// at every node isProbeNode accepts before anything (TT, draws) can end the node; null in play, it
// costs one field test per node, and the tree is exactly the tree the engine searches.

import { getFen, positionFromFen } from '../../board/fen.js';
import type { Searcher } from '../../search/search.js';
import { makeRandom } from '../../random.js';
import { fail, ok, type Result } from '../../result.js';
import { Reservoir } from './reservoir.js';
import type { ScoreAtDepths, ScoredPosition, SampleJobRunner } from './sampler.js';

export interface InteriorSampling {
  /** Nodes kept per root (the reservoir's capacity). */
  perRoot: number;
  /** Remaining depths sampled; the root is searched to maxHeight + 1. */
  minHeight: number;
  maxHeight: number;
  /** Mixed with each root's FEN into its reservoir's seed. */
  seed: number;
}

/**
 * A node the probe step would see: its position, remaining depth, whether it is an expected cut
 * node, and whether its static eval was improving (above the one two plies back; the searcher's
 * ProbeNodeHook says how, whatever the Improving switch).
 */
export interface InteriorNode {
  fen: string;
  height: number;
  cutNode: boolean;
  improving: boolean;
}

/** `LO-HI` (1 ≤ LO ≤ HI ≤ max), the value of --interior-heights, as a height range, or why not. */
export function parseHeightRange(text: string, max: number): Result<{ min: number; max: number }, 'InvalidFlag'> {
  const m = /^(\d+)-(\d+)$/.exec(text);
  if (m === null) return fail('InvalidFlag', `expected LO-HI (e.g. 6-10), got '${text}'`);
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (lo < 1 || hi < lo || hi > max) return fail('InvalidFlag', `need 1 <= LO <= HI <= ${max}, got '${text}'`);
  return ok({ min: lo, max: hi });
}

/** FNV-1a of the FEN, mixed with the seed: each root's reservoir draws the same whichever worker searches it. */
export function rootSeed(fen: string, seed: number): number {
  let h = 2166136261;
  for (let i = 0; i < fen.length; i++) h = Math.imul(h ^ fen.charCodeAt(i), 16777619);
  return (h ^ Math.imul(seed, 0x9e3779b1)) | 0;
}

/**
 * Hook `searcher` so that each search it runs offers its eligible nodes to the current reservoir
 * (with `cutOnly`, only expected cut nodes); returns the function that sets that reservoir (null:
 * offer nowhere, and the hook is removed). The searcher should be used for nothing else.
 */
export function sampleInteriorNodes(searcher: Searcher, minHeight: number, maxHeight: number, cutOnly = false): (into: Reservoir<InteriorNode> | null) => void {
  const offer = (reservoir: Reservoir<InteriorNode>) => (depth: number, cutNode: boolean, improving: boolean): void => {
    if (depth >= minHeight && depth <= maxHeight && (cutNode || !cutOnly)) {
      reservoir.offer(() => ({ fen: getFen(searcher.position), height: depth, cutNode, improving }));
    }
  };
  return (into) => { searcher.onProbeNode = into === null ? null : offer(into); };
}

/**
 * The job runner of an interior calibration: search the root to maxHeight + 1 with `treeSearcher`
 * (MPC off, fresh state), keep up to perRoot interior nodes, and score each with `score`; each
 * scored position carries its node's improving flag.
 */
export function interiorRunner(treeSearcher: Searcher, sampling: InteriorSampling, score: ScoreAtDepths): SampleJobRunner {
  const setReservoir = sampleInteriorNodes(treeSearcher, sampling.minHeight, sampling.maxHeight);
  return (fen: string, depth: number): ScoredPosition[] => {
    const parsed = positionFromFen(fen);
    if (!parsed.ok) throw new Error(`invalid FEN: ${parsed.message}`);
    const reservoir = new Reservoir<InteriorNode>(sampling.perRoot, makeRandom(rootSeed(fen, sampling.seed)));
    treeSearcher.newGame();
    setReservoir(reservoir);
    try {
      treeSearcher.search(parsed.value, { depth: sampling.maxHeight + 1 });
    } finally {
      setReservoir(null);
    }
    return reservoir.items.map((node) => ({ fen: node.fen, improving: node.improving, ...score(node.fen, depth) }));
  };
}
