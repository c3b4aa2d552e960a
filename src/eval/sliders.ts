// The magic-bitboard parameters of board/attacks.ts, interleaved per square for the evaluator:
// ROOK_MAGIC8[sq * 8 + k] holds mask lo/hi, magic lo/hi, shift and table offset, so a slider
// lookup in the evaluation's piece loops reads one local array instead of calling rookIndex /
// bishopIndex, which load six module-level arrays per call. The index computed is the same
// (test/eval/sliders.test.ts checks it); the attack sets are still ROOK_LO/HI and BISHOP_LO/HI.

import {
  BISHOP_MASK_HI, BISHOP_MASK_LO, BISHOP_OFFSET, BISHOP_SHIFT, ROOK_MASK_HI, ROOK_MASK_LO,
  ROOK_OFFSET, ROOK_SHIFT,
} from '../board/attacks.js';
import { BISHOP_MAGIC_HI, BISHOP_MAGIC_LO, ROOK_MAGIC_HI, ROOK_MAGIC_LO } from '../board/magics.js';

/** Field offsets within a square's 8 entries. */
export const enum Magic {
  MASK_LO = 0,
  MASK_HI = 1,
  MUL_LO = 2,
  MUL_HI = 3,
  SHIFT = 4,
  OFFSET = 5,
}

export const ROOK_MAGIC8 = new Int32Array(64 * 8);
export const BISHOP_MAGIC8 = new Int32Array(64 * 8);

for (let sq = 0; sq < 64; sq++) {
  const r = sq * 8;
  ROOK_MAGIC8.set([ROOK_MASK_LO[sq], ROOK_MASK_HI[sq], ROOK_MAGIC_LO[sq], ROOK_MAGIC_HI[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq]], r);
  BISHOP_MAGIC8.set([BISHOP_MASK_LO[sq], BISHOP_MASK_HI[sq], BISHOP_MAGIC_LO[sq], BISHOP_MAGIC_HI[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq]], r);
}
