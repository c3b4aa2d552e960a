// Transposition table: one SharedArrayBuffer of 32-bit words, so several search threads can share
// it (Lazy SMP). Buckets of four entries, a power-of-two number of buckets sized by the UCI Hash
// option. A bucket is padded from 48 to 64 bytes so that it is one cache line, never two: a probe
// is usually a cache miss, and a bucket straddling two lines cost two. The low hash half picks the
// bucket, the high half verifies the entry. Replacement prefers the same position (unless the new
// result is far shallower and inexact), then the entry with the lowest depth, counting entries
// from older searches (age) as shallower. Mate scores are stored relative to the node
// (ply-adjusted) so they stay correct when reached by another path. Each entry also keeps a TT-PV
// flag: the position was searched as (or stored from) a PV node.
//
// Design choice: no locks. An entry is three words written one by one, so a thread can read an
// entry another thread is half-way through writing. Hyatt and Mann's lockless hashing makes that
// harmless: the first word is not the key but key ^ info ^ values, so a probe recovers the key from
// the three words it read and a mix of two writes fails verification (a miss) unless the mix
// happens to agree, as rare as a 32-bit key collision. A probe reads each word exactly once into a
// local and decodes only from those locals; integer typed-array accesses of aligned words are
// tear-free in the JavaScript memory model, so the words themselves are never torn.

import { MATE_BOUND } from './constants.js';

export const BOUND_NONE = 0;
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/**
 * Words per entry, three int32s (12 bytes):
 *   word 0  check   hashHi ^ info ^ values
 *   word 1  info    bits 0-1 bound, 2-6 age, 7 TT-PV, 8-15 depth (signed), 16-31 move (16 bits)
 *   word 2  values  bits 0-15 score (signed), 16-31 static eval (signed)
 */
const ENTRY_WORDS = 3;
const BUCKET = 4;
/** Words a bucket's entries use; the bucket takes BUCKET_WORDS, the rest is padding. */
const BUCKET_ENTRY_WORDS = BUCKET * ENTRY_WORDS;
/** 64 bytes: one cache line. */
const BUCKET_WORDS = 16;
/**
 * The bucket count is the largest power of two that fits Hash with 64-byte buckets and does not
 * exceed the count of the former sizing, as if an entry took 14 bytes (the structure-of-arrays
 * entry of an earlier layout): every power-of-two Hash (16, the default, included) keeps the entry
 * count, and so the search results, it had; Hash sizes just below a power of two (7, 14-15,
 * 28-31 MiB, ...) get half the entries they had, which 48-byte buckets fitted and 64-byte ones do
 * not.
 */
const SIZING_BYTES = 14;
/** The age (0-31) of the current search, shared by all threads: a padding word of bucket 0. */
const AGE_WORD = BUCKET_ENTRY_WORDS;
/** A same-position store this many plies shallower than the entry (or more) keeps the entry. */
const SAME_KEY_DEPTH_SLACK = 4;
/** Ages count searches modulo 32 (five bits of the info word). */
const AGE_MASK = 31;
const PV_BIT = 1 << 7;

export class TranspositionTable {
  /** The whole table: the buckets, with the age word in bucket 0's padding. */
  private words = new Int32Array(new SharedArrayBuffer(0));
  private bucketMask = 0;

  // Result of the last successful probe (fields, not an object, so probing never allocates).
  hitMove = 0;
  hitScore = 0;
  hitEval = 0;
  hitDepth = 0;
  hitBound = BOUND_NONE;
  /** The hit's TT-PV flag. */
  hitPv = false;

  constructor(megabytes: number) {
    this.resize(megabytes);
  }

  /**
   * A table over a buffer another table made (its `buffer`, e.g. posted to a worker thread): both
   * see each other's stores and the same age. Throws a RangeError for a buffer no table made.
   */
  static fromShared(buffer: SharedArrayBuffer): TranspositionTable {
    const buckets = buffer.byteLength / 4 / BUCKET_WORDS;
    if (!Number.isInteger(buckets) || buckets < 1 || (buckets & (buckets - 1)) !== 0) {
      throw new RangeError(`not a transposition table buffer: ${buffer.byteLength} bytes`);
    }
    const tt = new TranspositionTable(0);
    tt.attach(buffer);
    return tt;
  }

  /** The shared memory behind the table: hand it to another thread's fromShared. */
  get buffer(): SharedArrayBuffer {
    return this.words.buffer;
  }

  /**
   * Make a new, empty table for the given size in MiB (rounded down to a power-of-two bucket
   * count). Tables made from the old buffer keep using it until given the new one.
   */
  resize(megabytes: number): void {
    const bytes = megabytes * 1024 * 1024;
    const entries = Math.floor(bytes / SIZING_BYTES);
    let buckets = 1;
    while (buckets * 2 * BUCKET <= entries && buckets * 2 * BUCKET_WORDS * 4 <= bytes) buckets *= 2;
    this.attach(new SharedArrayBuffer(buckets * BUCKET_WORDS * 4));
  }

  private attach(buffer: SharedArrayBuffer): void {
    this.words = new Int32Array(buffer);
    this.bucketMask = this.words.length / BUCKET_WORDS - 1;
  }

  get entryCount(): number {
    return (this.words.length / BUCKET_WORDS) * BUCKET;
  }

  /** Empty every entry and reset the age (for every thread sharing the table). */
  clear(): void {
    this.words.fill(0);
  }

  /** Call once per search, from one thread only, so older entries become preferred victims. */
  newSearch(): void {
    Atomics.store(this.words, AGE_WORD, (Atomics.load(this.words, AGE_WORD) + 1) & AGE_MASK);
  }

  /** Look the position up; on a hit fills hit* (score adjusted to `ply`) and returns true. */
  probe(hashLo: number, hashHi: number, ply: number): boolean {
    const words = this.words;
    const base = (hashLo & this.bucketMask) * BUCKET_WORDS;
    for (let w = base; w < base + BUCKET_ENTRY_WORDS; w += ENTRY_WORDS) {
      const info = words[w + 1];
      const values = words[w + 2];
      if ((words[w] ^ info ^ values) !== hashHi || (info & 3) === BOUND_NONE) continue;
      this.hitMove = info >>> 16;
      let s = (values << 16) >> 16;
      if (s >= MATE_BOUND) s -= ply; else if (s <= -MATE_BOUND) s += ply;
      this.hitScore = s;
      this.hitEval = values >> 16;
      this.hitDepth = (info << 16) >> 24;
      this.hitBound = info & 3;
      this.hitPv = (info & PV_BIT) !== 0;
      return true;
    }
    return false;
  }

  /**
   * Does the last hit, if at least `depth` deep, settle a search of that depth in the window
   * (alpha, beta): an exact score, a lower bound at or above beta, or an upper bound at or below
   * alpha? Then hitScore is the search's answer.
   */
  hitSettles(depth: number, alpha: number, beta: number): boolean {
    if (this.hitDepth < depth) return false;
    const b = this.hitBound;
    const s = this.hitScore;
    return b === BOUND_EXACT || (b === BOUND_LOWER && s >= beta) || (b === BOUND_UPPER && s <= alpha);
  }

  /**
   * Moves must fit in 16 bits (src/board/move.ts); score and eval are kept as int16, depth as int8.
   * `pv`: the TT-PV flag of the position (the search's TTPV switch; false otherwise).
   */
  store(hashLo: number, hashHi: number, ply: number, move: number, score: number, staticEval: number, depth: number, bound: number, pv = false): void {
    const words = this.words;
    const age = words[AGE_WORD];
    const base = (hashLo & this.bucketMask) * BUCKET_WORDS;
    let victim = base;
    let victimWorth = 1 << 30;
    for (let w = base; w < base + BUCKET_ENTRY_WORDS; w += ENTRY_WORDS) {
      const info = words[w + 1];
      const values = words[w + 2];
      if ((words[w] ^ info ^ values) === hashHi && (info & 3) !== BOUND_NONE) {
        // The same position: a much shallower, inexact result of this search (a ProbCut probe's,
        // or the position reached again by a more reduced path) does not replace a deeper one; it
        // only leaves its move.
        if (bound !== BOUND_EXACT && depth + SAME_KEY_DEPTH_SLACK <= (info << 16) >> 24 && ((info >> 2) & AGE_MASK) === age) {
          if (move !== 0) {
            const moved = (info & 0xffff) | (move << 16);
            words[w + 1] = moved;
            words[w] = hashHi ^ moved ^ values;
          }
          return;
        }
        victim = w;
        break;
      }
      if ((info & 3) === BOUND_NONE) { victim = w; break; }
      const ageDistance = (age - ((info >> 2) & AGE_MASK)) & AGE_MASK;
      const worth = ((info << 16) >> 24) - 8 * ageDistance;
      if (worth < victimWorth) { victimWorth = worth; victim = w; }
    }
    // Keep the old move when the new store has none for the same position.
    const oldInfo = words[victim + 1];
    if (move === 0 && (words[victim] ^ oldInfo ^ words[victim + 2]) === hashHi) move = oldInfo >>> 16;
    if (score >= MATE_BOUND) score += ply; else if (score <= -MATE_BOUND) score -= ply;
    const info = bound | (age << 2) | (pv ? PV_BIT : 0) | ((depth & 255) << 8) | (move << 16);
    const values = (score & 0xffff) | (staticEval << 16);
    words[victim + 1] = info;
    words[victim + 2] = values;
    words[victim] = hashHi ^ info ^ values;
  }

  /** Permille of the first 1000 entries used by the current search (UCI hashfull). */
  hashfull(): number {
    const words = this.words;
    const age = words[AGE_WORD];
    const n = Math.min(1000, this.entryCount);
    let used = 0;
    for (let i = 0; i < n; i++) {
      const info = words[Math.floor(i / BUCKET) * BUCKET_WORDS + (i % BUCKET) * ENTRY_WORDS + 1];
      if ((info & 3) !== BOUND_NONE && ((info >> 2) & AGE_MASK) === age) used++;
    }
    return Math.round((used * 1000) / n);
  }
}
