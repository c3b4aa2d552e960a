// Precomputed attack tables. Leapers (pawn, knight, king) are plain per-square lookups; sliders
// use 32-bit fancy magics: index = (lo*magicLo ^ hi*magicHi) >>> shift (Stockfish's 32-bit scheme
// via Math.imul), one shared table per slider type. Magic lookup was chosen over hyperbola
// quintessence after measuring both in scripts/bench-sliders.ts (see docs/perft.md): one multiply
// pair and one load beat the byte-swap/subtraction dance on two 32-bit halves.
// Slider lookups return an index i; the caller reads the attacks' halves ROOK_ATTACKS[i] (lo) and
// ROOK_ATTACKS[i + 1] (hi) (or BISHOP_*), which keeps the two halves in locals without allocating.
// Design choice: the two halves of an entry sit side by side in one array, so a lookup touches
// one cache line, not two: the rook table (800 KiB) does not fit the cache, and split lo and hi
// arrays cost two misses per lookup.
import { BISHOP_MAGIC_HI, BISHOP_MAGIC_LO, ROOK_MAGIC_HI, ROOK_MAGIC_LO } from './magics.js';
import {
  BISHOP_DIRECTIONS, ROOK_DIRECTIONS, relevantSquares, subsetOccupancy, walkAttacks,
} from './rays.js';

export const KNIGHT_LO = new Int32Array(64);
export const KNIGHT_HI = new Int32Array(64);
export const KING_LO = new Int32Array(64);
export const KING_HI = new Int32Array(64);
/** Pawn captures: index colour * 64 + square. */
export const PAWN_ATT_LO = new Int32Array(128);
export const PAWN_ATT_HI = new Int32Array(128);

/** Field offsets within a square's eight entries of ROOK_MAGIC8 / BISHOP_MAGIC8. */
export const enum Magic {
  MASK_LO = 0,
  MASK_HI = 1,
  MUL_LO = 2,
  MUL_HI = 3,
  SHIFT = 4,
  OFFSET = 5,
}

/**
 * Magic parameters interleaved per square: [sq * 8 + Magic.*] holds the relevant-occupancy mask
 * (lo, hi), the multipliers (lo, hi), the shift and the offset of the square's slice of the
 * attack table. One array and neighbouring loads per lookup; the evaluator's piece loops inline
 * the same index computation on these arrays.
 */
export const ROOK_MAGIC8 = new Int32Array(64 * 8);
export const BISHOP_MAGIC8 = new Int32Array(64 * 8);
/** Slider attacks, two words (lo, hi) per entry: 102,400 rook entries and 5,248 bishop entries. */
export const ROOK_ATTACKS = new Int32Array(2 * 102400);
export const BISHOP_ATTACKS = new Int32Array(2 * 5248);

/** Squares strictly between two aligned squares (empty if not aligned): index a * 64 + b. */
export const BETWEEN_LO = new Int32Array(4096);
export const BETWEEN_HI = new Int32Array(4096);
/** The whole line through two aligned squares (empty if not aligned): index a * 64 + b. */
export const LINE_LO = new Int32Array(4096);
export const LINE_HI = new Int32Array(4096);

/** Index in ROOK_ATTACKS of the (lo) half of the rook attacks from sq over the occupancy. */
export function rookIndex(sq: number, occLo: number, occHi: number): number {
  const m = sq << 3;
  const t = ROOK_MAGIC8;
  return (t[m + Magic.OFFSET] + ((Math.imul(occLo & t[m + Magic.MASK_LO], t[m + Magic.MUL_LO])
    ^ Math.imul(occHi & t[m + Magic.MASK_HI], t[m + Magic.MUL_HI])) >>> t[m + Magic.SHIFT])) << 1;
}

/** Index in BISHOP_ATTACKS of the (lo) half of the bishop attacks from sq over the occupancy. */
export function bishopIndex(sq: number, occLo: number, occHi: number): number {
  const m = sq << 3;
  const t = BISHOP_MAGIC8;
  return (t[m + Magic.OFFSET] + ((Math.imul(occLo & t[m + Magic.MASK_LO], t[m + Magic.MUL_LO])
    ^ Math.imul(occHi & t[m + Magic.MASK_HI], t[m + Magic.MUL_HI])) >>> t[m + Magic.SHIFT])) << 1;
}

function setBit(lo: Int32Array, hi: Int32Array, i: number, sq: number): void {
  if (sq < 32) lo[i] |= 1 << sq; else hi[i] |= 1 << (sq - 32);
}

function initLeapers(): void {
  const knightSteps = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
  const kingSteps = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7;
    const r = sq >> 3;
    for (const [df, dr] of knightSteps) {
      if (f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8) {
        setBit(KNIGHT_LO, KNIGHT_HI, sq, (r + dr) * 8 + f + df);
      }
    }
    for (const [df, dr] of kingSteps) {
      if (f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8) {
        setBit(KING_LO, KING_HI, sq, (r + dr) * 8 + f + df);
      }
    }
    for (const df of [-1, 1]) {
      if (f + df < 0 || f + df > 7) continue;
      if (r < 7) setBit(PAWN_ATT_LO, PAWN_ATT_HI, sq, (r + 1) * 8 + f + df);
      if (r > 0) setBit(PAWN_ATT_LO, PAWN_ATT_HI, 64 + sq, (r - 1) * 8 + f + df);
    }
  }
}

/**
 * The table entries of one square: every combination of the four rays' blocker patterns (the
 * rook's and the bishop's both have four rays). Kept small and separate so V8 optimises it after a
 * few squares, instead of compiling all of initSlider while the interpreter runs the loop.
 */
function fillSquare(
  offset: number, shift: number, mulLo: number, mulHi: number,
  rayBits: Int32Array, rayOcc: Int32Array, rayAtt: Int32Array, table: Int32Array,
): void {
  const n0 = 1 << rayBits[0];
  const n1 = 1 << rayBits[1];
  const n2 = 1 << rayBits[2];
  const n3 = 1 << rayBits[3];
  for (let p0 = 0; p0 < n0; p0++) {
    const a0 = p0 * 2;
    for (let p1 = 0; p1 < n1; p1++) {
      const a1 = (64 + p1) * 2;
      const occLo1 = rayOcc[a0] | rayOcc[a1];
      const occHi1 = rayOcc[a0 + 1] | rayOcc[a1 + 1];
      const attLo1 = rayAtt[a0] | rayAtt[a1];
      const attHi1 = rayAtt[a0 + 1] | rayAtt[a1 + 1];
      for (let p2 = 0; p2 < n2; p2++) {
        const a2 = (128 + p2) * 2;
        const occLo2 = occLo1 | rayOcc[a2];
        const occHi2 = occHi1 | rayOcc[a2 + 1];
        const attLo2 = attLo1 | rayAtt[a2];
        const attHi2 = attHi1 | rayAtt[a2 + 1];
        for (let p3 = 0; p3 < n3; p3++) {
          const a3 = (192 + p3) * 2;
          const idx = (offset + ((Math.imul(occLo2 | rayOcc[a3], mulLo) ^ Math.imul(occHi2 | rayOcc[a3 + 1], mulHi)) >>> shift)) << 1;
          table[idx] = attLo2 | rayAtt[a3];
          table[idx + 1] = attHi2 | rayAtt[a3 + 1];
        }
      }
    }
  }
}

/**
 * Fills one slider's magic parameters and attack table. A slider's attacks are the union of its
 * rays, and each ray depends only on the occupancy of its own relevant squares; so each ray's
 * occupancy and attacks are tabulated for its few (at most 2^6) blocker patterns first, and every
 * entry of the table is then four ORs. Start-up time is what this buys: walking every ray of all
 * 107,648 entries square by square cost ~40 ms, most of the time to `uciok`.
 */
function initSlider(
  dirs: ReadonlyArray<readonly [number, number]>,
  magic8: Int32Array, magicLo: Int32Array, magicHi: Int32Array, table: Int32Array,
): void {
  const tmp = new Int32Array(2);
  const rays = dirs.length;
  // Per ray: its number of relevant squares, and per blocker pattern the occupancy and attacks.
  const rayBits = new Int32Array(rays);
  const rayOcc = new Int32Array(rays * 64 * 2);
  const rayAtt = new Int32Array(rays * 64 * 2);
  let next = 0;
  for (let sq = 0; sq < 64; sq++) {
    let bits = 0;
    for (let d = 0; d < rays; d++) {
      const ray = [dirs[d]];
      const squares = relevantSquares(sq, ray);
      rayBits[d] = squares.length;
      for (let p = 0; p < 1 << squares.length; p++) {
        subsetOccupancy(squares, p, tmp);
        const at = (d * 64 + p) * 2;
        rayOcc[at] = tmp[0];
        rayOcc[at + 1] = tmp[1];
        walkAttacks(sq, tmp[0], tmp[1], ray, tmp);
        rayAtt[at] = tmp[0];
        rayAtt[at + 1] = tmp[1];
      }
      bits += squares.length;
    }
    const shift = 32 - bits;
    const mulLo = magicLo[sq];
    const mulHi = magicHi[sq];
    const m = sq << 3;
    let maskLo = 0;
    let maskHi = 0;
    // The full pattern of every ray (index 2^n - 1) is the mask.
    for (let d = 0; d < rays; d++) {
      const at = (d * 64 + (1 << rayBits[d]) - 1) * 2;
      maskLo |= rayOcc[at];
      maskHi |= rayOcc[at + 1];
    }
    magic8[m + Magic.MASK_LO] = maskLo;
    magic8[m + Magic.MASK_HI] = maskHi;
    magic8[m + Magic.MUL_LO] = mulLo;
    magic8[m + Magic.MUL_HI] = mulHi;
    magic8[m + Magic.SHIFT] = shift;
    magic8[m + Magic.OFFSET] = next;
    fillSquare(next, shift, mulLo, mulHi, rayBits, rayOcc, rayAtt, table);
    next += 1 << bits;
  }
}

function initLines(): void {
  const tmp = new Int32Array(2);
  const all = [...ROOK_DIRECTIONS, ...BISHOP_DIRECTIONS];
  for (let a = 0; a < 64; a++) {
    for (const [df, dr] of all) {
      // Walk from a in one direction; every square b on the way gets between(a, b) and line(a, b).
      let f = (a & 7) + df;
      let r = (a >> 3) + dr;
      let betweenLo = 0;
      let betweenHi = 0;
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        const b = r * 8 + f;
        BETWEEN_LO[a * 64 + b] = betweenLo;
        BETWEEN_HI[a * 64 + b] = betweenHi;
        if (b < 32) betweenLo |= 1 << b; else betweenHi |= 1 << (b - 32);
        f += df;
        r += dr;
      }
      // The full line through a along this axis: both rays from a on an empty board, plus a.
      walkAttacks(a, 0, 0, [[df, dr], [-df, -dr]], tmp);
      let lineLo = tmp[0];
      let lineHi = tmp[1];
      if (a < 32) lineLo |= 1 << a; else lineHi |= 1 << (a - 32);
      f = (a & 7) + df;
      r = (a >> 3) + dr;
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        const b = r * 8 + f;
        LINE_LO[a * 64 + b] = lineLo;
        LINE_HI[a * 64 + b] = lineHi;
        f += df;
        r += dr;
      }
    }
  }
}

let slidersReady = false;

/**
 * Fills the slider tables (ROOK_*, BISHOP_*) once; Position's constructor calls it, and every
 * slider lookup goes through a position, so no lookup meets an empty table. Design choice: filled
 * on first use rather than at load, because filling them is most of what loading the board costs
 * (~15 ms), and the UCI front end loads the board but needs no position until after `uciok`.
 * Lookups without a position (tests, scripts) call it themselves.
 */
export function ensureSliderTables(): void {
  if (slidersReady) return;
  slidersReady = true;
  initSlider(ROOK_DIRECTIONS, ROOK_MAGIC8, ROOK_MAGIC_LO, ROOK_MAGIC_HI, ROOK_ATTACKS);
  initSlider(BISHOP_DIRECTIONS, BISHOP_MAGIC8, BISHOP_MAGIC_LO, BISHOP_MAGIC_HI, BISHOP_ATTACKS);
}

initLeapers();
initLines();
