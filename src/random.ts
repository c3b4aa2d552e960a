// A small seeded pseudo-random generator (mulberry32: 32-bit state, int32 arithmetic), for every
// place that wants reproducible randomness: the opening book's weighted choice, position sampling
// in calibrate, datagen's random openings. Design choice: a seed in, a function out, no global
// state, so two users never disturb each other's sequence and a test can replay one exactly.

/** A generator of numbers in [0, 1) from `seed`; the same seed gives the same sequence. */
export function makeRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
