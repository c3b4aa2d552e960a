// The transposition table (tt.ts): every field survives a store/probe round trip; mate scores are
// stored relative to the node and come back adjusted to the ply they are probed at (a mate seen
// 5 plies below the root is 2 plies nearer when the same node is reached at ply 2); other scores
// are never touched; replacement, clear, resize and hashfull behave as documented.

import { describe, expect, it } from 'vitest';
import { MATE, MATE_BOUND } from '../../src/search/constants.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from '../../src/search/tt.js';

const LO = 0x12345678;
const HI = 0x0badf00d | 0;

describe('TranspositionTable', () => {
  it('round-trips move, score, eval, depth and bound', () => {
    const tt = new TranspositionTable(1);
    expect(tt.probe(LO, HI, 0)).toBe(false);
    tt.store(LO, HI, 3, 0x1234, -57, 31, 9, BOUND_LOWER);
    expect(tt.probe(LO, HI, 3)).toBe(true);
    expect([tt.hitMove, tt.hitScore, tt.hitEval, tt.hitDepth, tt.hitBound]).toEqual([0x1234, -57, 31, 9, BOUND_LOWER]);
    // A different verification half is a miss, even in the same bucket.
    expect(tt.probe(LO, HI ^ 1, 3)).toBe(false);
  });

  it('non-mate scores are independent of the probing ply', () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 7, 1, MATE_BOUND - 1, 0, 4, BOUND_EXACT);
    for (const ply of [0, 3, 7, 40]) {
      expect(tt.probe(LO, HI, ply)).toBe(true);
      expect(tt.hitScore).toBe(MATE_BOUND - 1);
    }
  });

  it('a winning mate score is stored node-relative and re-rooted at the probing ply', () => {
    const tt = new TranspositionTable(1);
    // Found at ply 5: mate 10 plies from the root, i.e. 5 plies from this node.
    const atPly5 = MATE - 10;
    tt.store(LO, HI, 5, 1, atPly5, 0, 6, BOUND_EXACT);
    expect(tt.probe(LO, HI, 5)).toBe(true);
    expect(tt.hitScore).toBe(atPly5);
    // The same node reached at ply 2: still 5 plies from the node, so mate 7 plies from the root.
    expect(tt.probe(LO, HI, 2)).toBe(true);
    expect(tt.hitScore).toBe(MATE - 7);
    expect(tt.probe(LO, HI, 9)).toBe(true);
    expect(tt.hitScore).toBe(MATE - 14);
  });

  it('a losing mate score is adjusted the other way', () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 4, 1, -MATE + 6, 0, 6, BOUND_UPPER);
    expect(tt.probe(LO, HI, 4)).toBe(true);
    expect(tt.hitScore).toBe(-MATE + 6);
    expect(tt.probe(LO, HI, 1)).toBe(true);
    expect(tt.hitScore).toBe(-MATE + 3);
    expect(tt.hitBound).toBe(BOUND_UPPER);
  });

  it('a store for the same position replaces it, keeping the old move when the new one has none', () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 0, 0x777, 10, 0, 3, BOUND_LOWER);
    tt.store(LO, HI, 0, 0, 20, 0, 5, BOUND_UPPER);
    expect(tt.probe(LO, HI, 0)).toBe(true);
    expect([tt.hitMove, tt.hitScore, tt.hitDepth, tt.hitBound]).toEqual([0x777, 20, 5, BOUND_UPPER]);
  });

  it('a much shallower inexact store of this search keeps the deeper entry and leaves only its move', () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 0, 0x111, 40, 0, 9, BOUND_LOWER);
    // 4 plies shallower (a probe's depth): the depth-9 bound stays, the new move is taken.
    tt.store(LO, HI, 0, 0x222, -15, 0, 5, BOUND_UPPER);
    expect(tt.probe(LO, HI, 0)).toBe(true);
    expect([tt.hitMove, tt.hitScore, tt.hitDepth, tt.hitBound]).toEqual([0x222, 40, 9, BOUND_LOWER]);
    // 3 plies shallower replaces it.
    tt.store(LO, HI, 0, 0, -15, 0, 6, BOUND_UPPER);
    expect([tt.probe(LO, HI, 0), tt.hitMove, tt.hitScore, tt.hitDepth, tt.hitBound]).toEqual([true, 0x222, -15, 6, BOUND_UPPER]);
    // An exact score replaces whatever its depth.
    tt.store(LO, HI, 0, 0x333, 12, 0, 20, BOUND_LOWER);
    tt.store(LO, HI, 0, 0x333, 7, 0, 2, BOUND_EXACT);
    expect([tt.probe(LO, HI, 0), tt.hitScore, tt.hitDepth, tt.hitBound]).toEqual([true, 7, 2, BOUND_EXACT]);
    // So does any store once the entry is from an older search.
    tt.store(LO, HI, 0, 0x333, 12, 0, 20, BOUND_LOWER);
    tt.newSearch();
    tt.store(LO, HI, 0, 0x444, 3, 0, 1, BOUND_UPPER);
    expect([tt.probe(LO, HI, 0), tt.hitMove, tt.hitScore, tt.hitDepth, tt.hitBound]).toEqual([true, 0x444, 3, 1, BOUND_UPPER]);
  });

  it('a hit settles a search of at most its depth: exact always, a lower bound at or above beta, an upper bound at or below alpha', () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 0, 0, 40, 0, 6, BOUND_LOWER);
    tt.probe(LO, HI, 0);
    expect([tt.hitSettles(6, 10, 40), tt.hitSettles(6, 10, 41), tt.hitSettles(7, 10, 40)]).toEqual([true, false, false]);
    tt.store(LO, HI, 0, 0, -5, 0, 6, BOUND_UPPER);
    tt.probe(LO, HI, 0);
    expect([tt.hitSettles(3, -5, 30), tt.hitSettles(3, -6, 30)]).toEqual([true, false]);
    tt.store(LO, HI, 0, 0, 500, 0, 6, BOUND_EXACT);
    tt.probe(LO, HI, 0);
    expect([tt.hitSettles(6, -10, 10), tt.hitSettles(7, -10, 10)]).toEqual([true, false]);
  });

  it('a full bucket evicts the shallowest entry, and older searches go first', () => {
    const tt = new TranspositionTable(1);
    // Same bucket (same low half), four different positions of depths 8, 2, 6, 4.
    const depths = [8, 2, 6, 4];
    depths.forEach((d, i) => tt.store(LO, 100 + i, 0, i + 1, 0, 0, d, BOUND_EXACT));
    tt.store(LO, 200, 0, 9, 0, 0, 5, BOUND_EXACT);
    expect(tt.probe(LO, 101, 0)).toBe(false); // depth 2 went
    for (const hi of [100, 102, 103, 200]) expect(tt.probe(LO, hi, 0)).toBe(true);
    // After a few new searches, the deep but old entries are preferred victims.
    for (let i = 0; i < 3; i++) tt.newSearch();
    tt.store(LO, 300, 0, 9, 0, 0, 1, BOUND_EXACT);
    tt.store(LO, 301, 0, 9, 0, 0, 1, BOUND_EXACT);
    expect(tt.probe(LO, 300, 0) && tt.probe(LO, 301, 0)).toBe(true);
  });

  it('clear and resize empty the table; hashfull counts this search only', () => {
    const tt = new TranspositionTable(1);
    expect(tt.hashfull()).toBe(0);
    for (let i = 0; i < 4000; i++) tt.store(i * 7919, i + 1, 0, 1, 0, 0, 1, BOUND_EXACT);
    expect(tt.hashfull()).toBeGreaterThan(0);
    tt.newSearch();
    expect(tt.hashfull()).toBe(0);
    tt.store(LO, HI, 0, 1, 0, 0, 1, BOUND_EXACT);
    tt.clear();
    expect(tt.probe(LO, HI, 0)).toBe(false);
    tt.store(LO, HI, 0, 1, 0, 0, 1, BOUND_EXACT);
    const small = tt.entryCount;
    tt.resize(4);
    expect(tt.entryCount).toBe(small * 4);
    expect(tt.probe(LO, HI, 0)).toBe(false);
    // Sizes round down to a power of two of 4-entry buckets and stay within the MiB asked for.
    for (const mib of [1, 3, 16]) {
      tt.resize(mib);
      expect(tt.entryCount * 14).toBeLessThanOrEqual(mib * 1024 * 1024);
      expect(Math.log2(tt.entryCount / 4) % 1).toBe(0);
    }
  });
});
