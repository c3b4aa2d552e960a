// The root lines of one iteration of a MultiPV search (UCI option MultiPV): for each line its
// first move, score, depth and principal variation, in preallocated typed arrays so that
// recording a line after its root search allocates nothing. Lines are stored in the order they
// were found (line k was searched with the first moves of lines 0..k-1 excluded, so `move` doubles
// as the exclusion list) and ranked through `order`, a permutation sorted by score, best first —
// sorting moves indices, not PV rows.

import { MAX_PLY } from '../board/types.js';

/** The most lines a search reports (the MultiPV option's maximum). */
export const MAX_MULTIPV = 256;

export class RootLines {
  /** Lines recorded so far. */
  count = 0;
  readonly move = new Int32Array(MAX_MULTIPV);
  readonly score = new Int32Array(MAX_MULTIPV);
  readonly depth = new Int32Array(MAX_MULTIPV);
  readonly pvLength = new Int32Array(MAX_MULTIPV);
  readonly pv = new Int32Array(MAX_MULTIPV * MAX_PLY);
  /** Line indices by rank: order[0] is the best line (valid after sort()). */
  readonly order = new Int32Array(MAX_MULTIPV);

  clear(): void {
    this.count = 0;
  }

  /** Record a line whose PV is the `length` moves at pv[start..]. */
  add(score: number, depth: number, pv: ArrayLike<number>, start: number, length: number): void {
    const i = this.count++;
    this.move[i] = length > 0 ? pv[start] : 0;
    this.score[i] = score;
    this.depth[i] = depth;
    this.pvLength[i] = length;
    const base = i * MAX_PLY;
    for (let j = 0; j < length; j++) this.pv[base + j] = pv[start + j];
    this.order[i] = i;
  }

  /** Append `from`'s line `i` (by index, not rank). */
  addFrom(from: RootLines, i: number): void {
    this.add(from.score[i], from.depth[i], from.pv, i * MAX_PLY, from.pvLength[i]);
  }

  /** Rank the lines by score, best first; ties keep the order found (stable insertion sort). */
  sort(): void {
    const order = this.order;
    for (let i = 0; i < this.count; i++) order[i] = i;
    for (let i = 1; i < this.count; i++) {
      const line = order[i];
      const s = this.score[line];
      let j = i - 1;
      while (j >= 0 && this.score[order[j]] < s) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = line;
    }
  }

  /** Is `m` the first move of one of the first `n` lines recorded? (The root's exclusion test.) */
  includes(m: number, n: number): boolean {
    for (let i = 0; i < n; i++) if (this.move[i] === m) return true;
    return false;
  }

  /** The score of the line of rank `rank`. */
  scoreAt(rank: number): number {
    return this.score[this.order[rank]];
  }

  /** The PV of the line of rank `rank`, as a new array (for reports, not the search). */
  pvAt(rank: number): number[] {
    const line = this.order[rank];
    const base = line * MAX_PLY;
    const pv: number[] = [];
    for (let j = 0; j < this.pvLength[line]; j++) pv.push(this.pv[base + j]);
    return pv;
  }
}
