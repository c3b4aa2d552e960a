// Zobrist keys as int32 halves from a fixed-seed generator, so hashes (and the bench signature)
// are identical on every run and machine.
// Design choice: the generator must not be linear over GF(2). The first version drew both halves
// from one xorshift32 stream, so every key's high word was one xorshift step of its low word; that
// step is linear, so the high word of any xor of keys was the same function of its low word and
// the 64-bit hash carried only 32 bits (TT, pawn hash and evaluation cache all saw false matches).
// SplitMix32 (a Weyl sequence through Murmur3's multiply-xorshift finaliser) has no such relation.

export const PIECE_KEY_LO = new Int32Array(16 * 64);
export const PIECE_KEY_HI = new Int32Array(16 * 64);
/** Keyed by the whole 4-bit castling-rights value. */
export const CASTLE_KEY_LO = new Int32Array(16);
export const CASTLE_KEY_HI = new Int32Array(16);
/** Keyed by the en-passant file. */
export const EP_KEY_LO = new Int32Array(8);
export const EP_KEY_HI = new Int32Array(8);
export let SIDE_KEY_LO = 0;
export let SIDE_KEY_HI = 0;

let state = 0x2545f491;
function next32(): number {
  // SplitMix32: Weyl step, then Murmur3's fmix32.
  state = (state + 0x9e3779b9) | 0;
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

for (let i = 0; i < PIECE_KEY_LO.length; i++) {
  PIECE_KEY_LO[i] = next32();
  PIECE_KEY_HI[i] = next32();
}
// Castling keys are the xor of per-right keys so that clearing one right is one xor away.
const rightLo = [next32(), next32(), next32(), next32()];
const rightHi = [next32(), next32(), next32(), next32()];
for (let rights = 0; rights < 16; rights++) {
  for (let b = 0; b < 4; b++) {
    if (rights & (1 << b)) {
      CASTLE_KEY_LO[rights] ^= rightLo[b];
      CASTLE_KEY_HI[rights] ^= rightHi[b];
    }
  }
}
for (let f = 0; f < 8; f++) {
  EP_KEY_LO[f] = next32();
  EP_KEY_HI[f] = next32();
}
SIDE_KEY_LO = next32();
SIDE_KEY_HI = next32();
