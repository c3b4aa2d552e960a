// Move-ordering memory (search/history.ts): every history (butterfly, continuation, capture) stays
// within ±HISTORY_MAX however many bonuses or maluses it takes, moves toward the sign of what it
// is given, keeps its entries apart, and ignores a continuation from no previous move (NO_CONT).

import { describe, expect, it } from 'vitest';
import { CONT_KEYS, HISTORY_MAX, MoveHistory, NO_CONT } from '../../src/search/history.js';
import { makeRandom } from '../../src/random.js';

describe('MoveHistory', () => {
  it('stays within ±HISTORY_MAX under any sequence of bonuses and maluses', () => {
    const h = new MoveHistory();
    const random = makeRandom(3);
    let extreme = 0;
    for (let i = 0; i < 20000; i++) {
      const bonus = Math.floor((random() - 0.5) * 4 * HISTORY_MAX);
      h.updateHistory(0, 100, bonus);
      h.updateContinuation(5, 7, bonus);
      h.updateCapture(9, 3, bonus);
      extreme = Math.max(extreme, Math.abs(h.historyScore(0, 100)), Math.abs(h.continuationScore(5, 7)), Math.abs(h.captureScore(9, 3)));
    }
    expect(extreme).toBeLessThanOrEqual(HISTORY_MAX);
    expect(extreme).toBeGreaterThan(HISTORY_MAX / 2);
  });

  it('repeated bonuses raise an entry toward the maximum, maluses lower it, others stay 0', () => {
    const h = new MoveHistory();
    for (let i = 0; i < 200; i++) h.updateContinuation(1 * 64 + 12, 9 * 64 + 52, 400);
    for (let i = 0; i < 200; i++) h.updateCapture(2 * 64 + 20, 5, -400);
    expect(h.continuationScore(1 * 64 + 12, 9 * 64 + 52)).toBeGreaterThan(HISTORY_MAX * 0.9);
    expect(h.captureScore(2 * 64 + 20, 5)).toBeLessThan(-HISTORY_MAX * 0.9);
    expect(h.continuationScore(1 * 64 + 12, 9 * 64 + 53)).toBe(0);
    expect(h.continuationScore(9 * 64 + 52, 1 * 64 + 12)).toBe(0);
    expect(h.captureScore(2 * 64 + 20, 4)).toBe(0);
  });

  it('a continuation from NO_CONT is neither stored nor scored; clear() forgets everything', () => {
    const h = new MoveHistory();
    h.updateContinuation(NO_CONT, 10, 1000);
    expect(h.continuation.some((v) => v !== 0)).toBe(false);
    expect(h.continuationScore(NO_CONT, 10)).toBe(0);
    h.updateContinuation(CONT_KEYS - 1, CONT_KEYS - 1, 1000);
    h.updateCapture(CONT_KEYS - 1, 7, 1000);
    h.clear();
    expect(h.continuation.some((v) => v !== 0) || h.capture.some((v) => v !== 0)).toBe(false);
  });
});
