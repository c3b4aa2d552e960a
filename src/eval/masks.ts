// Square-set masks and distance tables the full evaluator reads: files, ranks, the pawn spans
// (front, passed, attack span, behind-adjacent), Chebyshev distance, and the edge/corner tables
// used to drive a lone king in won endings. All are (lo, hi) int32 halves indexed by
// colour * 64 + square where a colour matters, built once at module load.
// Design choice: per-square lookups rather than computing spans with fills at evaluation time —
// a pawn-structure miss walks every pawn, and one load per mask beats a fill per pawn.

import { BETWEEN_HI, BETWEEN_LO } from '../board/attacks.js';
import { WHITE } from '../board/types.js';

function set(lo: Int32Array, hi: Int32Array, i: number, sq: number): void {
  if (sq < 32) lo[i] |= 1 << sq; else hi[i] |= 1 << (sq - 32);
}

/** All squares of file f (0 = a). */
export const FILE_LO = new Int32Array(8);
export const FILE_HI = new Int32Array(8);
/** The files next to f (not f itself). */
export const ADJ_FILES_LO = new Int32Array(8);
export const ADJ_FILES_HI = new Int32Array(8);
/** Squares strictly in front of sq on its file, from colour's view: colour * 64 + sq. */
export const FRONT_LO = new Int32Array(128);
export const FRONT_HI = new Int32Array(128);
/** Squares in front of sq on its file and the adjacent files: no enemy pawn there = passed. */
export const PASSED_LO = new Int32Array(128);
export const PASSED_HI = new Int32Array(128);
/** Squares in front of sq on the adjacent files only (where enemy pawns can stop a pawn). */
export const SPAN_LO = new Int32Array(128);
export const SPAN_HI = new Int32Array(128);
/** Squares on the adjacent files at sq's rank or behind it (own pawns that could support it). */
export const BEHIND_ADJ_LO = new Int32Array(128);
export const BEHIND_ADJ_HI = new Int32Array(128);
/** Ranks from sq's rank forward (inclusive), from colour's view: shelter search area. */
export const FORWARD_RANKS_LO = new Int32Array(128);
export const FORWARD_RANKS_HI = new Int32Array(128);
/** Chebyshev (king-move) distance between two squares: a * 64 + b. */
export const DISTANCE = new Uint8Array(4096);
/** Distance of a square from the centre: file steps plus rank steps outside d4-e5, 0 to 6 (corner). */
export const CENTRE_DISTANCE = new Uint8Array(64);
/**
 * Long diagonals: for a square on a1-h8 or a8-h1 outside the centre, the squares a bishop there
 * must see through (no pawn on them) to attack both centre squares of its diagonal. A bishop
 * elsewhere gets LONG_DIAGONAL_OK[sq] = 0.
 */
export const LONG_DIAGONAL_OK = new Uint8Array(64);
export const LONG_DIAGONAL_LO = new Int32Array(64);
export const LONG_DIAGONAL_HI = new Int32Array(64);

/** Relative rank of sq for colour: 0 = own back rank, 7 = promotion rank. */
export function relativeRank(colour: number, sq: number): number {
  return colour === WHITE ? sq >> 3 : 7 - (sq >> 3);
}

function init(): void {
  for (let sq = 0; sq < 64; sq++) {
    set(FILE_LO, FILE_HI, sq & 7, sq);
  }
  for (let f = 0; f < 8; f++) {
    if (f > 0) { ADJ_FILES_LO[f] |= FILE_LO[f - 1]; ADJ_FILES_HI[f] |= FILE_HI[f - 1]; }
    if (f < 7) { ADJ_FILES_LO[f] |= FILE_LO[f + 1]; ADJ_FILES_HI[f] |= FILE_HI[f + 1]; }
  }
  for (let colour = 0; colour < 2; colour++) {
    for (let sq = 0; sq < 64; sq++) {
      const i = colour * 64 + sq;
      const f = sq & 7;
      const r = sq >> 3;
      for (let t = 0; t < 64; t++) {
        const tf = t & 7;
        const tr = t >> 3;
        const ahead = colour === WHITE ? tr > r : tr < r;
        const atOrBehind = colour === WHITE ? tr <= r : tr >= r;
        const atOrAhead = colour === WHITE ? tr >= r : tr <= r;
        const df = Math.abs(tf - f);
        if (ahead && df === 0) set(FRONT_LO, FRONT_HI, i, t);
        if (ahead && df <= 1) set(PASSED_LO, PASSED_HI, i, t);
        if (ahead && df === 1) set(SPAN_LO, SPAN_HI, i, t);
        if (atOrBehind && df === 1) set(BEHIND_ADJ_LO, BEHIND_ADJ_HI, i, t);
        if (atOrAhead) set(FORWARD_RANKS_LO, FORWARD_RANKS_HI, i, t);
      }
    }
  }
  for (let a = 0; a < 64; a++) {
    for (let b = 0; b < 64; b++) {
      DISTANCE[a * 64 + b] = Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
    }
    const fd = (a & 7) < 4 ? 3 - (a & 7) : (a & 7) - 4;
    const rd = (a >> 3) < 4 ? 3 - (a >> 3) : (a >> 3) - 4;
    CENTRE_DISTANCE[a] = fd + rd;
    // a1-h8 has d4 (27) and e5 (36) in the centre; a8-h1 has e4 (28) and d5 (35).
    const f = a & 7;
    const r = a >> 3;
    let far = -1;
    if (f === r && (r < 3 || r > 4)) far = r < 3 ? 36 : 27;
    if (f + r === 7 && (r < 3 || r > 4)) far = r < 3 ? 35 : 28;
    if (far >= 0) {
      LONG_DIAGONAL_OK[a] = 1;
      LONG_DIAGONAL_LO[a] = BETWEEN_LO[a * 64 + far];
      LONG_DIAGONAL_HI[a] = BETWEEN_HI[a * 64 + far];
    }
  }
}

init();
