// Material plus piece-square tables, tapered between middlegame (mg) and endgame (eg), in
// centipawns (100 = one pawn). PSQ_MG/PSQ_EG are indexed piece code * 64 + square and are signed
// from White's view (black entries are the mirrored negatives), so the simple evaluator sums them
// over all pieces with no colour test. Tables are drawn from White's side, rank 8 first, as boards.

import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../board/types.js';

export const MATERIAL_MG = [0, 82, 337, 365, 477, 1025, 0];
export const MATERIAL_EG = [0, 94, 281, 297, 512, 936, 0];

// prettier-ignore
const PAWN_MG = [
    0,   0,   0,   0,   0,   0,   0,   0,
   60,  70,  60,  70,  70,  60,  70,  60,
   10,  15,  25,  30,  30,  25,  15,  10,
    0,   5,  10,  22,  22,  10,   5,   0,
   -5,   0,   5,  18,  18,   5,   0,  -5,
   -5,  -2,   0,   5,   5,   0,  -2,  -5,
   -8,  -2,  -4, -15, -15,  10,   8,  -8,
    0,   0,   0,   0,   0,   0,   0,   0,
];
// prettier-ignore
const PAWN_EG = [
    0,   0,   0,   0,   0,   0,   0,   0,
  120, 115, 110, 100, 100, 110, 115, 120,
   70,  68,  60,  50,  50,  60,  68,  70,
   30,  26,  20,  15,  15,  20,  26,  30,
   12,  10,   5,   2,   2,   5,  10,  12,
    2,   2,   0,   0,   0,   0,   2,   2,
    0,   0,   2,   2,   2,   2,   0,   0,
    0,   0,   0,   0,   0,   0,   0,   0,
];
// prettier-ignore
const KNIGHT_MG = [
  -90, -40, -30, -25, -25, -30, -40, -90,
  -40, -20,   5,  10,  10,   5, -20, -40,
  -25,  10,  25,  30,  30,  25,  10, -25,
  -20,   8,  20,  30,  30,  20,   8, -20,
  -20,   5,  15,  20,  20,  15,   5, -20,
  -25,   0,  10,  12,  12,  10,   0, -25,
  -35, -20,  -5,   0,   0,  -5, -20, -35,
  -60, -25, -30, -25, -25, -30, -25, -60,
];
// prettier-ignore
const KNIGHT_EG = [
  -60, -40, -25, -20, -20, -25, -40, -60,
  -35, -20,  -5,   0,   0,  -5, -20, -35,
  -25,  -5,  10,  15,  15,  10,  -5, -25,
  -20,   0,  15,  22,  22,  15,   0, -20,
  -20,   0,  15,  20,  20,  15,   0, -20,
  -25,  -5,   5,  12,  12,   5,  -5, -25,
  -35, -20,  -5,   0,   0,  -5, -20, -35,
  -55, -40, -25, -20, -20, -25, -40, -55,
];
// prettier-ignore
const BISHOP_MG = [
  -25, -10, -15, -15, -15, -15, -10, -25,
  -15,   0,   0,   0,   0,   0,   0, -15,
  -10,   5,  10,  10,  10,  10,   5, -10,
   -8,   5,  10,  15,  15,  10,   5,  -8,
   -6,   5,   8,  15,  15,   8,   5,  -6,
   -5,  10,   8,   8,   8,   8,  10,  -5,
   -5,  12,   5,   3,   3,   5,  12,  -5,
  -20,  -5, -12, -10, -10, -12,  -5, -20,
];
// prettier-ignore
const BISHOP_EG = [
  -15, -10,  -8,  -5,  -5,  -8, -10, -15,
  -10,  -3,   0,   0,   0,   0,  -3, -10,
   -8,   0,   5,   5,   5,   5,   0,  -8,
   -5,   0,   5,  10,  10,   5,   0,  -5,
   -5,   0,   5,  10,  10,   5,   0,  -5,
   -8,   0,   5,   5,   5,   5,   0,  -8,
  -10,  -3,   0,   0,   0,   0,  -3, -10,
  -15, -10,  -8,  -5,  -5,  -8, -10, -15,
];
// prettier-ignore
const ROOK_MG = [
   15,  15,  15,  20,  20,  15,  15,  15,
   25,  30,  30,  30,  30,  30,  30,  25,
    0,   5,   5,   5,   5,   5,   5,   0,
   -5,   0,   0,   0,   0,   0,   0,  -5,
  -10,  -5,  -5,   0,   0,  -5,  -5, -10,
  -15,  -5,  -5,  -5,  -5,  -5,  -5, -15,
  -20, -10,  -5,   0,   0,  -5, -10, -20,
  -10,  -5,   2,  10,  10,   5,  -5, -10,
];
// prettier-ignore
const ROOK_EG = [
   10,  10,  10,  10,  10,  10,  10,  10,
   12,  12,  12,  12,  12,  12,  12,  12,
    5,   5,   5,   5,   5,   5,   5,   5,
    3,   3,   3,   3,   3,   3,   3,   3,
    0,   0,   0,   0,   0,   0,   0,   0,
   -3,  -3,  -3,  -3,  -3,  -3,  -3,  -3,
   -5,  -5,  -5,  -5,  -5,  -5,  -5,  -5,
   -8,  -5,  -3,  -3,  -3,  -3,  -5,  -8,
];
// prettier-ignore
const QUEEN_MG = [
  -20, -10, -10,  -5,  -5, -10, -10, -20,
  -10,  -5,   0,   0,   0,   0,  -5, -10,
  -10,   0,   5,   5,   5,   5,   0, -10,
   -5,   0,   5,   5,   5,   5,   0,  -5,
   -5,   0,   5,   5,   5,   5,   0,  -5,
  -10,   2,   5,   5,   5,   5,   2, -10,
  -10,   0,   5,   5,   5,   0,   0, -10,
  -20, -10, -10,   0,  -5, -10, -10, -20,
];
// prettier-ignore
const QUEEN_EG = [
  -20, -10,  -5,   0,   0,  -5, -10, -20,
  -10,   0,   5,  10,  10,   5,   0, -10,
   -5,   5,  15,  20,  20,  15,   5,  -5,
    0,  10,  20,  25,  25,  20,  10,   0,
    0,  10,  20,  25,  25,  20,  10,   0,
   -5,   5,  15,  15,  15,  15,   5,  -5,
  -10,  -5,   0,   5,   5,   0,  -5, -10,
  -20, -15, -10,  -5,  -5, -10, -15, -20,
];
// prettier-ignore
const KING_MG = [
  -60, -60, -60, -70, -70, -60, -60, -60,
  -50, -50, -55, -65, -65, -55, -50, -50,
  -40, -45, -50, -60, -60, -50, -45, -40,
  -35, -40, -45, -55, -55, -45, -40, -35,
  -30, -35, -40, -50, -50, -40, -35, -30,
  -20, -25, -30, -35, -35, -30, -25, -20,
    5,  10, -10, -25, -25, -15,  10,   5,
   15,  35,  20, -15,   0, -10,  35,  20,
];
// prettier-ignore
const KING_EG = [
  -70, -40, -30, -25, -25, -30, -40, -70,
  -30,  -5,   5,  10,  10,   5,  -5, -30,
  -20,  10,  20,  25,  25,  20,  10, -20,
  -20,   8,  22,  30,  30,  22,   8, -20,
  -25,   0,  15,  25,  25,  15,   0, -25,
  -30,  -8,   8,  15,  15,   8,  -8, -30,
  -40, -15,  -5,   0,   0,  -5, -15, -40,
  -70, -45, -30, -25, -25, -30, -45, -70,
];

const TABLES_MG = [[], PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG];
const TABLES_EG = [[], PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG];

export const PSQ_MG = new Int32Array(16 * 64);
export const PSQ_EG = new Int32Array(16 * 64);

/** Fill PSQ_MG/PSQ_EG from the drawn tables (rank 8 first) and the material values. */
export function buildPsqTables(): void {
  for (const type of [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING]) {
    for (let sq = 0; sq < 64; sq++) {
      // Drawn index of square sq for White: row 0 of the drawing is rank 8.
      const drawn = (7 - (sq >> 3)) * 8 + (sq & 7);
      const mg = MATERIAL_MG[type] + TABLES_MG[type][drawn];
      const eg = MATERIAL_EG[type] + TABLES_EG[type][drawn];
      const mirrored = sq ^ 56;
      PSQ_MG[type * 64 + sq] = mg;
      PSQ_EG[type * 64 + sq] = eg;
      PSQ_MG[(8 | type) * 64 + mirrored] = -mg;
      PSQ_EG[(8 | type) * 64 + mirrored] = -eg;
    }
  }
}

buildPsqTables();
