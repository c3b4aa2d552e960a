// Sampling interior search nodes for `kerf calibrate --interior` on Kerf's real search, at small
// depths: the nodes offered are exactly the ones the probe step would see (null window, not the
// root, not in check, height in range), each with its improving flag, the runner's sample repeats
// itself whatever was searched before and whichever process runs it, and the height range is
// parsed with precise errors.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../../src/board/fen.js';
import { interiorRunner, parseHeightRange, rootSeed, sampleInteriorNodes, type InteriorNode } from '../../../src/tools/calibrate/interior.js';
import { boardKey } from '../../../src/tools/calibrate/positions.js';
import { makeRandom } from '../../../src/random.js';
import { Reservoir } from '../../../src/tools/calibrate/reservoir.js';
import { createCalibrationSearcher, createSearchScorer } from '../../../src/tools/calibrate/score-at-depths.js';

const MIDDLEGAME = 'r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17';
const ENDGAME = '8/4R1kp/P7/7n/5p1B/7P/r2p1PPK/8 b - - 0 41';

/** Every node a depth-`depth` search of `fen` offers for heights lo..hi. */
function allNodes(fen: string, depth: number, lo: number, hi: number, cutOnly = false): InteriorNode[] {
  const searcher = createCalibrationSearcher(1);
  const everything = new Reservoir<InteriorNode>(1 << 20, makeRandom(1));
  sampleInteriorNodes(searcher, lo, hi, cutOnly)(everything);
  const parsed = positionFromFen(fen);
  if (!parsed.ok) throw new Error(parsed.message);
  searcher.search(parsed.value, { depth });
  return [...everything.items];
}

describe('sampleInteriorNodes', () => {
  it('offers only non-root nodes at the heights asked for, none in check', () => {
    const nodes = allNodes(MIDDLEGAME, 6, 2, 4);
    expect(nodes.length).toBeGreaterThan(20);
    expect(nodes.every((n) => n.height >= 2 && n.height <= 4)).toBe(true);
    expect(nodes.every((n) => boardKey(n.fen) !== boardKey(MIDDLEGAME))).toBe(true);
    for (const n of nodes) {
      const parsed = positionFromFen(n.fen);
      if (!parsed.ok) throw new Error(parsed.message);
      expect(parsed.value.inCheck()).toBe(false);
    }
    // Both node types occur; cutOnly keeps only the expected cut nodes.
    expect(nodes.some((n) => n.cutNode) && nodes.some((n) => !n.cutNode)).toBe(true);
    const cut = allNodes(MIDDLEGAME, 6, 2, 4, true);
    expect(cut.length).toBe(nodes.filter((n) => n.cutNode).length);
  });

  it('records each node\'s improving flag, with both values occurring (whatever the Improving switch)', () => {
    const nodes = allNodes(MIDDLEGAME, 6, 2, 4);
    expect(nodes.every((n) => typeof n.improving === 'boolean')).toBe(true);
    const improving = nodes.filter((n) => n.improving).length;
    expect(improving).toBeGreaterThan(5);
    expect(nodes.length - improving).toBeGreaterThan(5);
  });

  it('listens through the searcher\'s onProbeNode hook, leaving negamax alone, and stops when given null', () => {
    const searcher = createCalibrationSearcher(1);
    const into = sampleInteriorNodes(searcher, 2, 4);
    into(new Reservoir<InteriorNode>(4, makeRandom(1)));
    expect(searcher.onProbeNode).not.toBeNull();
    expect(Object.hasOwn(searcher, 'negamax')).toBe(false);
    into(null);
    expect(searcher.onProbeNode).toBeNull();
  });
});

describe('interiorRunner', () => {
  const sampling = { perRoot: 3, minHeight: 2, maxHeight: 4, seed: 5 };
  const runner = () => interiorRunner(createCalibrationSearcher(1), sampling, createSearchScorer(1));

  it('returns up to perRoot nodes of the tree, each scored at depths 1..D', () => {
    const samples = runner()(MIDDLEGAME, 3);
    expect(samples).toHaveLength(3);
    const offered = new Set(allNodes(MIDDLEGAME, 5, 2, 4).map((n) => `${n.fen} ${n.improving}`));
    for (const s of samples) {
      // The node's flag comes with it (a board met twice may have been offered with either).
      expect(typeof s.improving).toBe('boolean');
      expect(offered.has(`${s.fen} ${s.improving}`)).toBe(true);
      expect(s.scores).toHaveLength(3);
      expect(s.scores.every((v) => Number.isInteger(v))).toBe(true);
      expect(s.nodes).toBeGreaterThan(0);
    }
  });

  it('repeats itself whatever was searched before, in a fresh runner too', () => {
    const r = runner();
    const first = r(ENDGAME, 3);
    r(MIDDLEGAME, 3);
    expect(r(ENDGAME, 3)).toEqual(first);
    expect(runner()(ENDGAME, 3)).toEqual(first);
  });

  it('draws another sample for another seed', () => {
    const other = interiorRunner(createCalibrationSearcher(1), { ...sampling, seed: 6 }, createSearchScorer(1));
    expect(other(MIDDLEGAME, 2).map((s) => s.fen)).not.toEqual(runner()(MIDDLEGAME, 2).map((s) => s.fen));
    expect(rootSeed(MIDDLEGAME, 5)).not.toBe(rootSeed(MIDDLEGAME, 6));
  });

  it('names a bad FEN', () => {
    expect(() => runner()('not a fen', 3)).toThrow(/^invalid FEN: /);
  });
});

describe('parseHeightRange', () => {
  it.each([
    ['6-10', { ok: true, value: { min: 6, max: 10 } }],
    ['3-3', { ok: true, value: { min: 3, max: 3 } }],
    ['6', { ok: false, kind: 'InvalidFlag', message: "expected LO-HI (e.g. 6-10), got '6'" }],
    ['0-4', { ok: false, kind: 'InvalidFlag', message: "need 1 <= LO <= HI <= 16, got '0-4'" }],
    ['7-5', { ok: false, kind: 'InvalidFlag', message: "need 1 <= LO <= HI <= 16, got '7-5'" }],
    ['6-17', { ok: false, kind: 'InvalidFlag', message: "need 1 <= LO <= HI <= 16, got '6-17'" }],
  ])('%s', (text, expected) => {
    expect(parseHeightRange(text, 16)).toEqual(expected);
  });
});
