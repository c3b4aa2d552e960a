// Transposition table: a structure of typed arrays (no objects), buckets of four entries, a
// power-of-two number of buckets sized by the UCI Hash option. The low hash half picks the bucket,
// the high half verifies the entry. Replacement prefers the same position (unless the new result
// is far shallower and inexact), then the entry with the lowest depth, counting entries from older
// searches (age) as shallower. Mate scores are stored relative to the node (ply-adjusted) so they
// stay correct when reached by another path.

import { MATE_BOUND } from './constants.js';

export const BOUND_NONE = 0;
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

const BUCKET = 4;
/** Bytes per entry: key 4, move 4, score 2, eval 2, depth 1, flags 1. */
export const TT_ENTRY_BYTES = 14;
/** A same-position store this many plies shallower than the entry (or more) keeps the entry. */
const SAME_KEY_DEPTH_SLACK = 4;

export class TranspositionTable {
  private keys = new Int32Array(0);
  private moves = new Int32Array(0);
  private scores = new Int16Array(0);
  private evals = new Int16Array(0);
  private depths = new Int8Array(0);
  /** bound (2 bits) | age << 2 */
  private flags = new Uint8Array(0);
  private bucketMask = 0;
  private age = 0;

  // Result of the last successful probe (fields, not an object, so probing never allocates).
  hitMove = 0;
  hitScore = 0;
  hitEval = 0;
  hitDepth = 0;
  hitBound = BOUND_NONE;

  constructor(megabytes: number) {
    this.resize(megabytes);
  }

  /** Reallocate for the given size in MiB (rounded down to a power-of-two bucket count) and clear. */
  resize(megabytes: number): void {
    const entries = Math.max(BUCKET, Math.floor((megabytes * 1024 * 1024) / TT_ENTRY_BYTES));
    let buckets = 1;
    while (buckets * 2 * BUCKET <= entries) buckets *= 2;
    const n = buckets * BUCKET;
    this.keys = new Int32Array(n);
    this.moves = new Int32Array(n);
    this.scores = new Int16Array(n);
    this.evals = new Int16Array(n);
    this.depths = new Int8Array(n);
    this.flags = new Uint8Array(n);
    this.bucketMask = buckets - 1;
    this.age = 0;
  }

  get entryCount(): number {
    return this.keys.length;
  }

  clear(): void {
    this.keys.fill(0);
    this.moves.fill(0);
    this.scores.fill(0);
    this.evals.fill(0);
    this.depths.fill(0);
    this.flags.fill(0);
    this.age = 0;
  }

  /** Call once per search so older entries become preferred victims. */
  newSearch(): void {
    this.age = (this.age + 1) & 63;
  }

  /** Look the position up; on a hit fills hit* (score adjusted to `ply`) and returns true. */
  probe(hashLo: number, hashHi: number, ply: number): boolean {
    const base = (hashLo & this.bucketMask) * BUCKET;
    for (let i = base; i < base + BUCKET; i++) {
      if (this.keys[i] === hashHi && (this.flags[i] & 3) !== BOUND_NONE) {
        this.hitMove = this.moves[i];
        let s = this.scores[i];
        if (s >= MATE_BOUND) s -= ply; else if (s <= -MATE_BOUND) s += ply;
        this.hitScore = s;
        this.hitEval = this.evals[i];
        this.hitDepth = this.depths[i];
        this.hitBound = this.flags[i] & 3;
        return true;
      }
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

  store(hashLo: number, hashHi: number, ply: number, move: number, score: number, staticEval: number, depth: number, bound: number): void {
    const base = (hashLo & this.bucketMask) * BUCKET;
    let victim = base;
    let victimWorth = 1 << 30;
    for (let i = base; i < base + BUCKET; i++) {
      if (this.keys[i] === hashHi && (this.flags[i] & 3) !== BOUND_NONE) {
        // The same position: a much shallower, inexact result of this search (a ProbCut probe's,
        // or the position reached again by a more reduced path) does not replace a deeper one; it
        // only leaves its move.
        if (bound !== BOUND_EXACT && depth + SAME_KEY_DEPTH_SLACK <= this.depths[i] && (this.flags[i] >> 2) === this.age) {
          if (move !== 0) this.moves[i] = move;
          return;
        }
        victim = i;
        break;
      }
      if ((this.flags[i] & 3) === BOUND_NONE) { victim = i; break; }
      const ageDistance = (this.age - (this.flags[i] >> 2)) & 63;
      const worth = this.depths[i] - 8 * ageDistance;
      if (worth < victimWorth) { victimWorth = worth; victim = i; }
    }
    // Keep the old move when the new store has none for the same position.
    if (move !== 0 || this.keys[victim] !== hashHi) this.moves[victim] = move;
    if (score >= MATE_BOUND) score += ply; else if (score <= -MATE_BOUND) score -= ply;
    this.keys[victim] = hashHi;
    this.scores[victim] = score;
    this.evals[victim] = staticEval;
    this.depths[victim] = depth;
    this.flags[victim] = bound | (this.age << 2);
  }

  /** Permille of the first 1000 entries used by the current search (UCI hashfull). */
  hashfull(): number {
    let used = 0;
    const n = Math.min(1000, this.keys.length);
    for (let i = 0; i < n; i++) {
      if ((this.flags[i] & 3) !== BOUND_NONE && (this.flags[i] >> 2) === this.age) used++;
    }
    return Math.round((used * 1000) / n);
  }
}
