// Zobrist keys as int32 halves from a fixed-seed generator, so hashes (and the bench signature)
// are identical on every run and machine.

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
  // xorshift32
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state | 0;
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
