// Bitboard arithmetic on 64-bit sets held as two int32 halves: lo = squares a1..h4 (0-31),
// hi = squares a5..h8 (32-63). Everything here is integer-only and allocation-free so it can be
// used in move generation and evaluation; callers keep the two halves in their own locals.

/** Number of set bits in a 32-bit word (SWAR). */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}

/** Lowest set square of a non-empty bitboard. */
export function lsb(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}
