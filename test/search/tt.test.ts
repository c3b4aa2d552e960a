// The transposition table (tt.ts): every field (the TT-PV flag too) survives a store/probe round trip; mate scores are
// stored relative to the node and come back adjusted to the ply they are probed at (a mate seen
// 5 plies below the root is 2 plies nearer when the same node is reached at ply 2); other scores
// are never touched; replacement, clear, resize and hashfull behave as documented. The table lives
// in a SharedArrayBuffer: a table made from another's buffer shares its entries and age, an entry
// caught half-written (some words new, some old) is a miss, and a real second thread storing while
// this one probes never makes a probe return fields that belong to different entries.

import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

  it('keeps the TT-PV flag beside the other fields, through 40 searches (the age wraps at 32)', () => {
    const tt = new TranspositionTable(1);
    for (let search = 0; search < 40; search++) {
      tt.newSearch();
      const pv = search % 2 === 0;
      tt.store(LO, HI, 0, 0x0abc, 12, -7, 63, BOUND_UPPER, pv);
      expect(tt.probe(LO, HI, 0)).toBe(true);
      expect([tt.hitPv, tt.hitMove, tt.hitScore, tt.hitEval, tt.hitDepth, tt.hitBound]).toEqual([pv, 0x0abc, 12, -7, 63, BOUND_UPPER]);
    }
    // A store without the flag (the default) clears it.
    tt.store(LO, HI, 0, 0, 5, 0, 2, BOUND_EXACT);
    expect(tt.probe(LO, HI, 0) && tt.hitPv).toBe(false);
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
      expect(tt.buffer.byteLength).toBeLessThanOrEqual(mib * 1024 * 1024);
      expect(Math.log2(tt.entryCount / 4) % 1).toBe(0);
    }
  });

  it('keeps the entry count of the 14-byte layout it replaced where 64-byte buckets fit Hash', () => {
    // The former sizing: floor(MiB / 14 bytes) entries, rounded down to a power of two of buckets.
    const former = (mib: number) => {
      const entries = Math.floor((mib * 1024 * 1024) / 14);
      let buckets = 1;
      while (buckets * 8 <= entries) buckets *= 2;
      return buckets * 4;
    };
    // Every power of two (the default 16 among them), and sizes well below the next one: unchanged.
    for (const mib of [1, 2, 3, 13, 16, 100, 1024]) expect(new TranspositionTable(mib).entryCount).toBe(former(mib));
    // Just below a power of two, 16 bytes an entry would overrun Hash: half the former count.
    for (const mib of [7, 14, 15, 31]) {
      const tt = new TranspositionTable(mib);
      expect(tt.entryCount).toBe(former(mib) / 2);
      expect(tt.buffer.byteLength).toBeLessThanOrEqual(mib * 1024 * 1024);
    }
  });

  it('lays each bucket on one 64-byte cache line', () => {
    const tt = new TranspositionTable(1);
    expect(tt.buffer.byteLength).toBe((tt.entryCount / 4) * 64);
    // Four positions of one bucket fill it; their words all lie within the bucket's 64 bytes.
    const words = new Int32Array(tt.buffer);
    const bucket = 5;
    for (let k = 0; k < 4; k++) tt.store(bucket, 1000 + k, 0, 1, 0, 0, 1 + k, BOUND_EXACT);
    const used = [...words.keys()].filter((i) => words[i] !== 0);
    expect(used.length).toBeGreaterThanOrEqual(8);
    expect(used.every((i) => Math.floor(i / 16) === bucket)).toBe(true);
  });

  it('a table made from another\'s buffer shares its entries, its age and its clear', () => {
    const a = new TranspositionTable(1);
    const b = TranspositionTable.fromShared(a.buffer);
    expect(b.entryCount).toBe(a.entryCount);
    a.store(LO, HI, 0, 0x1234, -57, 31, 9, BOUND_LOWER);
    expect(b.probe(LO, HI, 0)).toBe(true);
    expect([b.hitMove, b.hitScore, b.hitEval, b.hitDepth, b.hitBound]).toEqual([0x1234, -57, 31, 9, BOUND_LOWER]);
    b.store(LO + 1, HI, 0, 0x55, 8, -3, 4, BOUND_EXACT);
    expect([a.probe(LO + 1, HI, 0), a.hitMove, a.hitScore, a.hitEval]).toEqual([true, 0x55, 8, -3]);
    expect(a.hashfull()).toBe(b.hashfull());
    // One thread's newSearch ages the entries for both: hashfull counts the current search only.
    a.newSearch();
    expect(b.hashfull()).toBe(0);
    b.clear();
    expect(a.probe(LO, HI, 0)).toBe(false);
    // A resize gives the resized table a new buffer; the other keeps the old one.
    a.store(LO, HI, 0, 1, 2, 3, 4, BOUND_EXACT);
    a.resize(2);
    expect(a.buffer).not.toBe(b.buffer);
    expect(b.probe(LO, HI, 0)).toBe(true);
    expect(a.probe(LO, HI, 0)).toBe(false);
  });

  it('fromShared refuses a buffer no table made', () => {
    for (const bytes of [0, 4, 101, 12 * 4 * 2 + 4, 64 * 3, 64 * 2 + 4]) {
      expect(() => TranspositionTable.fromShared(new SharedArrayBuffer(bytes))).toThrow(RangeError);
    }
    expect(TranspositionTable.fromShared(new SharedArrayBuffer(64 * 2)).entryCount).toBe(8);
  });

  it('an entry caught half-written by another thread is a miss, never a mix of two entries', () => {
    // A concurrent writer replacing entry A by entry B writes its words one at a time. Build A in
    // one table and B (another position, same bucket and slot) in a second, then copy every proper
    // subset of B's words over A by hand: neither position may be found until all are written.
    const a = new TranspositionTable(1);
    a.store(LO, HI, 0, 0x1234, -57, 31, 9, BOUND_LOWER);
    const b = new TranspositionTable(1);
    b.store(LO, HI ^ 0x40000, 0, 0x0777, 250, -80, 12, BOUND_EXACT);
    const aWords = new Int32Array(a.buffer);
    const bWords = new Int32Array(b.buffer);
    const entryWords: number[] = [];
    for (let i = 0; i < bWords.length; i++) if (aWords[i] !== bWords[i]) entryWords.push(i);
    expect(entryWords.length).toBeGreaterThanOrEqual(2);
    expect(entryWords.length).toBeLessThanOrEqual(3);
    const original = Int32Array.from(aWords);
    for (let subset = 1; subset < (1 << entryWords.length) - 1; subset++) {
      aWords.set(original);
      entryWords.forEach((w, bit) => { if (subset & (1 << bit)) aWords[w] = bWords[w]; });
      expect(a.probe(LO, HI, 0)).toBe(false);
      expect(a.probe(LO, HI ^ 0x40000, 0)).toBe(false);
    }
    // Every word written: B is found whole.
    entryWords.forEach((w) => { aWords[w] = bWords[w]; });
    expect(a.probe(LO, HI ^ 0x40000, 0)).toBe(true);
    expect([a.hitMove, a.hitScore, a.hitEval, a.hitDepth, a.hitBound]).toEqual([0x0777, 250, -80, 12, BOUND_EXACT]);
    // A store's move-only update of a deeper entry rewrites the check word too.
    a.store(LO, HI ^ 0x40000, 0, 0x0999, 0, 0, 3, BOUND_UPPER);
    expect([a.probe(LO, HI ^ 0x40000, 0), a.hitMove, a.hitScore, a.hitDepth]).toEqual([true, 0x0999, 250, 12]);
  });

  it('a second thread storing while this one probes: every hit is one whole entry', async () => {
    // The writer stores positions whose every field is a function of the key into 2 buckets (8
    // slots for 32 positions, so slots are overwritten all the time); this thread probes the same
    // positions meanwhile. A hit whose fields do not match its key would be a torn entry trusted.
    // (With the key stored plainly instead of XORed, this test failed 4 runs in 5 on a loaded
    // 2-core machine, with up to 2169 such hits.)
    const fields = (hi: number): number[] => [
      (hi & 0xfff) | 1, // move (never 0, so a store never keeps an old one)
      hi >> 18, // score, |score| < 8192: no mate adjustment
      (hi << 8) >> 20, // eval
      (hi >>> 3) & 31, // depth
      1 + ((hi >>> 9) % 3), // bound
    ];
    const keyOf = (i: number): number => Math.imul(i + 1, 0x9e3779b1) ^ 0x5bd1e995;
    // The writer runs the same two functions, copied as source (they use nothing from outside),
    // and the table code bundled by esbuild, the tool that builds dist/kerf.js.
    const ttSource = fileURLToPath(new URL('../../src/search/tt.ts', import.meta.url));
    const bundle = buildSync({ entryPoints: [ttSource], bundle: true, write: false, format: 'iife', globalName: 'tt', platform: 'node', logLevel: 'silent' });
    const writer = `${bundle.outputFiles[0].text}
      const { workerData } = require('node:worker_threads');
      const table = tt.TranspositionTable.fromShared(workerData.buffer);
      const control = workerData.control; // [0] stop, [1] stores done
      const fields = ${fields.toString()};
      const keyOf = ${keyOf.toString()};
      for (let n = 0; Atomics.load(control, 0) === 0; n++) {
        const i = (Math.imul(n, 0x2545f491) >>> 23) & 31;
        const hi = keyOf(i);
        const [move, score, staticEval, depth, bound] = fields(hi);
        table.store(i & 1, hi, 0, move, score, staticEval, depth, bound);
        if ((n & 1023) === 0) Atomics.store(control, 1, n + 1);
      }`;
    const table = new TranspositionTable(1);
    const control = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(writer, { eval: true, workerData: { buffer: table.buffer, control } });
    const exited = new Promise((resolve, reject) => { worker.on('exit', resolve); worker.on('error', reject); });
    try {
      // Wait for the writer, then probe in slices, letting the test runner's event loop in between.
      const until = Date.now() + 10000;
      while (Atomics.load(control, 1) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
      const storesBefore = Atomics.load(control, 1);
      expect(storesBefore).toBeGreaterThan(0);
      let hits = 0;
      let wrong = 0;
      for (let slice = 0; slice < 12; slice++) {
        const sliceEnd = Date.now() + 50;
        for (let n = 0; Date.now() < sliceEnd; n++) {
          for (let i = n & 31, k = 0; k < 64; k++, i = (i + 1) & 31) {
            const hi = keyOf(i);
            if (!table.probe(i & 1, hi, 0)) continue;
            hits++;
            const [move, score, staticEval, depth, bound] = fields(hi);
            if (table.hitMove !== move || table.hitScore !== score || table.hitEval !== staticEval || table.hitDepth !== depth || table.hitBound !== bound) wrong++;
          }
        }
        await new Promise((r) => setImmediate(r));
      }
      expect(Atomics.load(control, 1)).toBeGreaterThan(storesBefore);
      expect(hits).toBeGreaterThan(0);
      expect(wrong).toBe(0);
    } finally {
      Atomics.store(control, 0, 1);
      await exited;
    }
  });
});
