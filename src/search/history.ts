// Move-ordering memory kept across nodes of one search: killer moves per ply, butterfly history
// per (side, from, to), continuation history per (previous move's piece and target, this move's
// piece and target), capture history per (piece, target, captured type), and counter-moves
// indexed by the previous move's piece and target. Every history uses the same gravity update,
// so values stay within ±HISTORY_MAX. All typed arrays, cleared per new game.

import { MAX_PLY } from '../board/types.js';

export const HISTORY_MAX = 16384;

/** A move's continuation key: piece code (0-15) * 64 + target square. */
export const CONT_KEYS = 16 * 64;
/** No previous move to continue from (the root, or after a null move). */
export const NO_CONT = -1;

export class MoveHistory {
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** side * 4096 + from * 64 + to */
  readonly butterfly = new Int32Array(2 * 4096);
  /** previous piece code * 64 + previous to-square */
  readonly counters = new Int32Array(16 * 64);
  /** Continuation history: (earlier move's key) * CONT_KEYS + (this move's key). */
  readonly continuation = new Int16Array(CONT_KEYS * CONT_KEYS);
  /** Capture history: (piece * 64 + to) * 8 + captured type. */
  readonly capture = new Int16Array(CONT_KEYS * 8);

  clear(): void {
    this.killers.fill(0);
    this.butterfly.fill(0);
    this.counters.fill(0);
    this.continuation.fill(0);
    this.capture.fill(0);
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
    this.butterfly[i] = gravity(this.butterfly[i], bonus);
  }

  historyScore(side: number, move: number): number {
    return this.butterfly[(side << 12) | (move & 4095)];
  }

  /** Continuation update of `key` after the move of `prevKey` (no-op when prevKey is NO_CONT). */
  updateContinuation(prevKey: number, key: number, bonus: number): void {
    if (prevKey < 0) return;
    const i = prevKey * CONT_KEYS + key;
    this.continuation[i] = gravity(this.continuation[i], bonus);
  }

  /** Continuation score of `key` after the move of `prevKey` (0 when prevKey is NO_CONT). */
  continuationScore(prevKey: number, key: number): number {
    return prevKey < 0 ? 0 : this.continuation[prevKey * CONT_KEYS + key];
  }

  updateCapture(key: number, capturedType: number, bonus: number): void {
    const i = (key << 3) | capturedType;
    this.capture[i] = gravity(this.capture[i], bonus);
  }

  captureScore(key: number, capturedType: number): number {
    return this.capture[(key << 3) | capturedType];
  }
}

function gravity(h: number, bonus: number): number {
  const b = bonus > HISTORY_MAX ? HISTORY_MAX : bonus < -HISTORY_MAX ? -HISTORY_MAX : bonus;
  return h + b - ((h * (b < 0 ? -b : b)) / HISTORY_MAX | 0);
}
