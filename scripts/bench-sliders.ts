// Slider-attack method check: the magic lookup of src/board/attacks.ts against hyperbola
// quintessence (HQ) written here on the same int32 lo/hi halves, over the same random
// occupancies and the same number of calls. Prints calls per second per method (median of
// several runs); it asserts nothing about speed, but first checks both methods agree with the
// slow ray walk on every sample, so the timing compares two correct implementations.
// Run: npx esbuild scripts/bench-sliders.ts --bundle --platform=node | node
// HQ lives in this script, not in src/: it is the rejected alternative, kept only to be measured.
// Its rank attacks use HQ on the rank byte with a bit-reversal table, since byte swapping (which
// reverses files and diagonals) cannot reverse a rank.

import {
  BISHOP_ATTACKS, ROOK_ATTACKS, bishopIndex, ensureSliderTables, rookIndex,
} from '../src/board/attacks.js';
import { BISHOP_DIRECTIONS, ROOK_DIRECTIONS, walkAttacks } from '../src/board/rays.js';

ensureSliderTables();

const RUNS = 7;
const CALLS = 1 << 24;
const SAMPLES = 1 << 16;

// ---- Hyperbola quintessence on two int32 halves ----

/** Per square: the line through it without the square itself, and 2s and 2*bswap(s) as halves. */
const FILE_LO = new Int32Array(64);
const FILE_HI = new Int32Array(64);
const DIAG_LO = new Int32Array(64);
const DIAG_HI = new Int32Array(64);
const ANTI_LO = new Int32Array(64);
const ANTI_HI = new Int32Array(64);
const TWO_S_LO = new Int32Array(64);
const TWO_S_HI = new Int32Array(64);
const TWO_RS_LO = new Int32Array(64);
const TWO_RS_HI = new Int32Array(64);
/** REV8[b] = b with its 8 bits in reverse order. */
const REV8 = new Int32Array(256);

function bswap32(x: number): number {
  return (x << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);
}

function initHq(): void {
  for (let b = 0; b < 256; b++) {
    let r = 0;
    for (let i = 0; i < 8; i++) if ((b >> i) & 1) r |= 1 << (7 - i);
    REV8[b] = r;
  }
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7;
    const r = sq >> 3;
    for (let t = 0; t < 64; t++) {
      if (t === sq) continue;
      const tf = t & 7;
      const tr = t >> 3;
      const lo = t < 32 ? 1 << t : 0;
      const hi = t < 32 ? 0 : 1 << (t - 32);
      if (tf === f) { FILE_LO[sq] |= lo; FILE_HI[sq] |= hi; }
      if (tf - tr === f - r) { DIAG_LO[sq] |= lo; DIAG_HI[sq] |= hi; }
      if (tf + tr === f + r) { ANTI_LO[sq] |= lo; ANTI_HI[sq] |= hi; }
    }
    const sLo = sq < 32 ? 1 << sq : 0;
    const sHi = sq < 32 ? 0 : 1 << (sq - 32);
    TWO_S_LO[sq] = sLo << 1;
    TWO_S_HI[sq] = (sHi << 1) | (sLo >>> 31);
    // bswap64(s) = (bswap32(sHi), bswap32(sLo)); then doubled.
    const rLo = bswap32(sHi);
    const rHi = bswap32(sLo);
    TWO_RS_LO[sq] = rLo << 1;
    TWO_RS_HI[sq] = (rHi << 1) | (rLo >>> 31);
  }
}

// Results of the HQ functions (OUT[0] lo, OUT[1] hi), preallocated so the hot loop allocates
// nothing. A typed array, not two module-level `let`s: with `let`s HQ measured about half as fast.
const OUT = new Int32Array(2);

/**
 * Attacks along one line with at most one square per rank (file or diagonal):
 * ((o - 2s) ^ bswap(bswap(o) - 2 bswap(s))) & line, with 64-bit subtraction done on halves.
 */
function lineAttacks(sq: number, occLo: number, occHi: number, maskLo: number, maskHi: number): void {
  const oLo = occLo & maskLo;
  const oHi = occHi & maskHi;
  const sLo = TWO_S_LO[sq];
  const sHi = TWO_S_HI[sq];
  const fLo = (oLo - sLo) | 0;
  const fHi = (oHi - sHi - ((oLo >>> 0) < (sLo >>> 0) ? 1 : 0)) | 0;
  const rLo = bswap32(oHi);
  const rHi = bswap32(oLo);
  const rsLo = TWO_RS_LO[sq];
  const rsHi = TWO_RS_HI[sq];
  const dLo = (rLo - rsLo) | 0;
  const dHi = (rHi - rsHi - ((rLo >>> 0) < (rsLo >>> 0) ? 1 : 0)) | 0;
  OUT[0] = (fLo ^ bswap32(dHi)) & maskLo;
  OUT[1] = (fHi ^ bswap32(dLo)) & maskHi;
}

/** Rank attacks: the same identity on the rank's byte, reversed by table. */
function rankAttacks(sq: number, occLo: number, occHi: number): number {
  const file = sq & 7;
  const shift = sq & 24;
  const occ = sq < 32 ? occLo : occHi;
  const o = (occ >>> shift) & 0xff & ~(1 << file);
  const s2 = 2 << file;
  const forward = o - s2;
  const reverse = REV8[o] - (2 << (7 - file));
  return ((forward ^ REV8[reverse & 0xff]) & 0xff & ~(1 << file)) << shift;
}

function rookHq(sq: number, occLo: number, occHi: number): void {
  lineAttacks(sq, occLo, occHi, FILE_LO[sq], FILE_HI[sq]);
  const rank = rankAttacks(sq, occLo, occHi);
  if (sq < 32) OUT[0] |= rank; else OUT[1] |= rank;
}

function bishopHq(sq: number, occLo: number, occHi: number): void {
  lineAttacks(sq, occLo, occHi, DIAG_LO[sq], DIAG_HI[sq]);
  const dLo = OUT[0];
  const dHi = OUT[1];
  lineAttacks(sq, occLo, occHi, ANTI_LO[sq], ANTI_HI[sq]);
  OUT[0] |= dLo;
  OUT[1] |= dHi;
}

// ---- Samples: random squares and occupancies (about a quarter of the board occupied) ----

let seed = 0x2545f491;
function random32(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed | 0;
}

const SQ = new Int32Array(SAMPLES);
const OCC_LO = new Int32Array(SAMPLES);
const OCC_HI = new Int32Array(SAMPLES);
for (let i = 0; i < SAMPLES; i++) {
  SQ[i] = random32() & 63;
  OCC_LO[i] = random32() & random32();
  OCC_HI[i] = random32() & random32();
}

// ---- Correctness first: both methods equal the ray walk on every sample ----

function verify(): number {
  const ref = new Int32Array(2);
  let bad = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const sq = SQ[i];
    const lo = OCC_LO[i];
    const hi = OCC_HI[i];
    walkAttacks(sq, lo, hi, ROOK_DIRECTIONS, ref);
    const r = rookIndex(sq, lo, hi);
    rookHq(sq, lo, hi);
    if (ROOK_ATTACKS[r] !== ref[0] || ROOK_ATTACKS[r + 1] !== ref[1] || OUT[0] !== ref[0] || OUT[1] !== ref[1]) bad++;
    walkAttacks(sq, lo, hi, BISHOP_DIRECTIONS, ref);
    const b = bishopIndex(sq, lo, hi);
    bishopHq(sq, lo, hi);
    if (BISHOP_ATTACKS[b] !== ref[0] || BISHOP_ATTACKS[b + 1] !== ref[1] || OUT[0] !== ref[0] || OUT[1] !== ref[1]) bad++;
  }
  return bad;
}

// ---- Timed loops: identical shape, checksum kept so no call can be optimised away ----

function timeRookMagic(): [number, number] {
  const t0 = performance.now();
  let acc = 0;
  for (let n = 0; n < CALLS; n++) {
    const i = n & (SAMPLES - 1);
    const r = rookIndex(SQ[i], OCC_LO[i], OCC_HI[i]);
    acc = (acc + (ROOK_ATTACKS[r] ^ ROOK_ATTACKS[r + 1])) | 0;
  }
  return [performance.now() - t0, acc];
}

function timeRookHq(): [number, number] {
  const t0 = performance.now();
  let acc = 0;
  for (let n = 0; n < CALLS; n++) {
    const i = n & (SAMPLES - 1);
    rookHq(SQ[i], OCC_LO[i], OCC_HI[i]);
    acc = (acc + (OUT[0] ^ OUT[1])) | 0;
  }
  return [performance.now() - t0, acc];
}

function timeBishopMagic(): [number, number] {
  const t0 = performance.now();
  let acc = 0;
  for (let n = 0; n < CALLS; n++) {
    const i = n & (SAMPLES - 1);
    const b = bishopIndex(SQ[i], OCC_LO[i], OCC_HI[i]);
    acc = (acc + (BISHOP_ATTACKS[b] ^ BISHOP_ATTACKS[b + 1])) | 0;
  }
  return [performance.now() - t0, acc];
}

function timeBishopHq(): [number, number] {
  const t0 = performance.now();
  let acc = 0;
  for (let n = 0; n < CALLS; n++) {
    const i = n & (SAMPLES - 1);
    bishopHq(SQ[i], OCC_LO[i], OCC_HI[i]);
    acc = (acc + (OUT[0] ^ OUT[1])) | 0;
  }
  return [performance.now() - t0, acc];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function main(): number {
  initHq();
  const bad = verify();
  if (bad !== 0) {
    process.stderr.write(`bench-sliders: ${bad} of ${2 * SAMPLES} lookups disagree with the ray walk\n`);
    return 1;
  }
  const methods: Array<[string, () => [number, number]]> = [
    ['rook magic', timeRookMagic], ['rook HQ', timeRookHq],
    ['bishop magic', timeBishopMagic], ['bishop HQ', timeBishopHq],
  ];
  const times = methods.map(() => [] as number[]);
  const sums = methods.map(() => 0);
  for (const [, fn] of methods) fn(); // warm-up: let the JIT compile every loop first
  // Interleave the methods within each run so background load hits them alike.
  for (let run = 0; run < RUNS; run++) {
    methods.forEach(([, fn], k) => {
      const [ms, acc] = fn();
      times[k].push(ms);
      sums[k] = acc;
    });
  }
  if (sums[0] !== sums[1] || sums[2] !== sums[3]) {
    process.stderr.write('bench-sliders: checksums of the two methods differ\n');
    return 1;
  }
  console.log(`node ${process.version}; ${SAMPLES} random (square, occupancy) samples verified against the ray walk`);
  console.log(`${CALLS} calls per method per run, ${RUNS} runs, median:`);
  for (let k = 0; k < methods.length; k++) {
    const ms = median(times[k]);
    const perSec = CALLS / (ms / 1000);
    console.log(`  ${methods[k][0].padEnd(13)} ${ms.toFixed(1).padStart(8)} ms  ${(perSec / 1e6).toFixed(1).padStart(7)} M calls/s`);
  }
  console.log(`  rook: magic/HQ = ${(median(times[1]) / median(times[0])).toFixed(2)}x, bishop: magic/HQ = ${(median(times[3]) / median(times[2])).toFixed(2)}x`);
  return 0;
}

process.exitCode = main();
