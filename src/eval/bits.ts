// Population count of a 64-bit set held as two int32 halves, in one small function: the halves'
// SWAR partial sums are merged before the final multiply, so the evaluator's many counts cost
// one call that V8 inlines, instead of the three of board/bitboard.ts's popcount (two words).

/** Number of set bits in (lo, hi). */
export function pop64(lo: number, hi: number): number {
  lo = lo - ((lo >>> 1) & 0x55555555);
  hi = hi - ((hi >>> 1) & 0x55555555);
  lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333);
  hi = (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  // Each byte of the sum holds at most 8 + 8 = 16: no carry between bytes.
  const x = ((lo + (lo >>> 4)) & 0x0f0f0f0f) + ((hi + (hi >>> 4)) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}
