// Slow, obviously-correct sliding-piece attacks by walking rays square by square. Used only at
// start-up to fill the magic tables (attacks.ts) and by the offline magic finder
// (scripts/find-magics.ts); never in the hot path.

export const ROOK_DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [-1, 0], [0, 1], [0, -1],
];
export const BISHOP_DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/** Attacks of a slider on sq over occupancy (occLo, occHi), written to out[0], out[1]. */
export function walkAttacks(
  sq: number, occLo: number, occHi: number,
  directions: ReadonlyArray<readonly [number, number]>, out: Int32Array,
): void {
  // Plain indexed loops: the slider tables call this for every blocker pattern of every ray (about
  // 5,600 calls at the first Position), so it avoids iterator and destructuring overhead.
  let lo = 0;
  let hi = 0;
  const f0 = sq & 7;
  const r0 = sq >> 3;
  for (let d = 0; d < directions.length; d++) {
    const df = directions[d][0];
    const dr = directions[d][1];
    let f = f0 + df;
    let r = r0 + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      const t = (r << 3) | f;
      if (t < 32) {
        lo |= 1 << t;
        if ((occLo >>> t) & 1) break;
      } else {
        hi |= 1 << (t - 32);
        if ((occHi >>> (t - 32)) & 1) break;
      }
      f += df;
      r += dr;
    }
  }
  out[0] = lo;
  out[1] = hi;
}

/** The squares whose occupancy matters for a slider on sq: each ray without its last square. */
export function relevantSquares(
  sq: number, directions: ReadonlyArray<readonly [number, number]>,
): number[] {
  const squares: number[] = [];
  for (const [df, dr] of directions) {
    let f = (sq & 7) + df;
    let r = (sq >> 3) + dr;
    while (f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8) {
      squares.push(r * 8 + f);
      f += df;
      r += dr;
    }
  }
  return squares;
}

/** The occupancy subset number `index` of the given squares, as (lo, hi) in out. */
export function subsetOccupancy(squares: number[], index: number, out: Int32Array): void {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < squares.length; i++) {
    if ((index >>> i) & 1) {
      const t = squares[i];
      if (t < 32) lo |= 1 << t; else hi |= 1 << (t - 32);
    }
  }
  out[0] = lo;
  out[1] = hi;
}
