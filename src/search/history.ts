// Move-ordering memory kept across nodes of one search: killer moves per ply, butterfly history
// per (side, from, to) with a gravity update so values stay bounded, and counter-moves indexed by
// the previous move's piece and target. All typed arrays, cleared per new game.

import { MAX_PLY } from '../board/types.js';

const HISTORY_MAX = 16384;

export class MoveHistory {
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** side * 4096 + from * 64 + to */
  readonly butterfly = new Int32Array(2 * 4096);
  /** previous piece code * 64 + previous to-square */
  readonly counters = new Int32Array(16 * 64);

  clear(): void {
    this.killers.fill(0);
    this.butterfly.fill(0);
    this.counters.fill(0);
  }

  /** Forget killers (they are per-ply, and the plies mean something else in a new search). */
  clearKillers(): void {
    this.killers.fill(0);
  }

  addKiller(ply: number, move: number): void {
    const i = ply * 2;
    if (this.killers[i] !== move) {
      this.killers[i + 1] = this.killers[i];
      this.killers[i] = move;
    }
  }

  /** Gravity update: h += bonus - h * |bonus| / MAX, so h stays within ±MAX. */
  updateHistory(side: number, move: number, bonus: number): void {
    const i = (side << 12) | (move & 4095);
    const h = this.butterfly[i];
    const b = bonus > HISTORY_MAX ? HISTORY_MAX : bonus < -HISTORY_MAX ? -HISTORY_MAX : bonus;
    this.butterfly[i] = h + b - ((h * (b < 0 ? -b : b)) / HISTORY_MAX | 0);
  }

  historyScore(side: number, move: number): number {
    return this.butterfly[(side << 12) | (move & 4095)];
  }
}
