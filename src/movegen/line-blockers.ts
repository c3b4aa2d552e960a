// Lone blockers on the lines between a king and the sliders aimed at it: the pieces that are
// pinned (enemy sliders, the side to move's king) or that can discover check (our sliders, the
// enemy king). Movegen and the check info of gives-check.ts both need exactly this set. Hot path:
// int32 halves, no allocation; the result is left in LINE_BLOCKERS (lo, hi).

import { BETWEEN_HI, BETWEEN_LO, BISHOP_ATTACKS, ROOK_ATTACKS, bishopIndex, rookIndex } from '../board/attacks.js';

/** Result of findLineBlockers: the blockers' squares, low then high 32 bits. */
export const LINE_BLOCKERS = new Int32Array(2);

/**
 * Find the pieces of one side ("the blocking side") standing alone between square `ksq` and a
 * slider of the given sets (rook-like rq, bishop-like bq) that would attack `ksq` if that piece
 * were gone. The rays from `ksq` are cast over `stopLo/stopHi`, the other side's pieces only, so
 * they pass through the blocking side's pieces and stop at the first of the other side's; a
 * slider they reach has nothing but the blocking side's pieces between, and a lone one is found.
 * `occLo/occHi` is the whole occupancy, used to count what stands between.
 */
export function findLineBlockers(
  ksq: number,
  stopLo: number, stopHi: number,
  rqLo: number, rqHi: number,
  bqLo: number, bqHi: number,
  occLo: number, occHi: number,
): void {
  const xr = rookIndex(ksq, stopLo, stopHi);
  const xb = bishopIndex(ksq, stopLo, stopHi);
  let sLo = (ROOK_ATTACKS[xr] & rqLo) | (BISHOP_ATTACKS[xb] & bqLo);
  let sHi = (ROOK_ATTACKS[xr + 1] & rqHi) | (BISHOP_ATTACKS[xb + 1] & bqHi);
  let blockLo = 0;
  let blockHi = 0;
  while ((sLo | sHi) !== 0) {
    let s: number;
    if (sLo !== 0) { s = 31 - Math.clz32(sLo & -sLo); sLo &= sLo - 1; } else { s = 63 - Math.clz32(sHi & -sHi); sHi &= sHi - 1; }
    const bLo = BETWEEN_LO[ksq * 64 + s] & occLo;
    const bHi = BETWEEN_HI[ksq * 64 + s] & occHi;
    // Exactly one piece between.
    if ((bLo !== 0 && bHi === 0 && (bLo & (bLo - 1)) === 0) || (bLo === 0 && bHi !== 0 && (bHi & (bHi - 1)) === 0)) {
      blockLo |= bLo;
      blockHi |= bHi;
    }
  }
  LINE_BLOCKERS[0] = blockLo;
  LINE_BLOCKERS[1] = blockHi;
}
