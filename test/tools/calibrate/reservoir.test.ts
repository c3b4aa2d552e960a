// The seeded reservoir sample of src/tools/calibrate/reservoir.ts: keeps everything while there is
// room, never more than its capacity, makes only the items it keeps, gives every position of the
// stream the same chance, and repeats itself for the same seed.

import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/random.js';
import { Reservoir } from '../../../src/tools/calibrate/reservoir.js';

function sample(capacity: number, n: number, seed: number): { items: readonly number[]; made: number } {
  const r = new Reservoir<number>(capacity, makeRandom(seed));
  let made = 0;
  for (let i = 0; i < n; i++) r.offer(() => { made++; return i; });
  return { items: r.items, made };
}

describe('Reservoir', () => {
  it('keeps the whole stream while it fits', () => {
    expect(sample(5, 3, 1).items).toEqual([0, 1, 2]);
  });

  it('never holds more than its capacity, and makes far fewer items than it is offered', () => {
    const { items, made } = sample(3, 10000, 7);
    expect(items).toHaveLength(3);
    expect(new Set(items).size).toBe(3);
    for (const x of items) expect(x).toBeGreaterThanOrEqual(0);
    expect(made).toBeLessThan(100);
  });

  it('is the same for the same seed and different for another', () => {
    expect(sample(3, 1000, 42).items).toEqual(sample(3, 1000, 42).items);
    expect(sample(3, 1000, 42).items).not.toEqual(sample(3, 1000, 43).items);
  });

  it('gives the first and the last items of the stream the same chance', () => {
    // 2 of 10 kept, 4000 runs: each item is kept with probability 0.2 (800 expected, sd about 25).
    const counts = new Array<number>(10).fill(0);
    const r = new Reservoir<number>(2, makeRandom(5));
    for (let run = 0; run < 4000; run++) {
      r.reset();
      for (let i = 0; i < 10; i++) r.offer(() => i);
      for (const x of r.items) counts[x]++;
    }
    for (const c of counts) {
      expect(c).toBeGreaterThan(700);
      expect(c).toBeLessThan(900);
    }
    expect(r.seen).toBe(10);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new Reservoir<number>(0, makeRandom(1))).toThrow(/capacity/);
  });
});
