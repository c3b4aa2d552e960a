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

/** Index (0-31) of the lowest set bit of a non-zero word. */
export function lsb32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Index (0-31) of the highest set bit of a non-zero word. */
export function msb32(x: number): number {
  return 31 - Math.clz32(x);
}

/** Lowest set square of a non-empty bitboard. */
export function lsb(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}

/** Highest set square of a non-empty bitboard. */
export function msb(lo: number, hi: number): number {
  return hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
}

/** Is square sq set in (lo, hi)? */
export function testSquare(lo: number, hi: number, sq: number): boolean {
  return sq < 32 ? ((lo >>> sq) & 1) !== 0 : ((hi >>> (sq - 32)) & 1) !== 0;
}

/** Single-square masks: SQ_LO[sq] | SQ_HI[sq] is the bit of sq. */
export const SQ_LO = new Int32Array(64);
export const SQ_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  if (sq < 32) SQ_LO[sq] = 1 << sq;
  else SQ_HI[sq] = 1 << (sq - 32);
}

export const FILE_A_LO = 0x01010101;
export const FILE_H_LO = 0x80808080 | 0;
