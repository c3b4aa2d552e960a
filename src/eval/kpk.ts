// King and pawn versus king: an exact win/draw bitbase, built by iterating the classic retrograde
// rules to a fixed point. Positions are stored with the pawn side as White and the pawn on files
// a-d (the rest is the mirror image): 2 sides × 64 × 64 × 24 pawn squares.
// Design choice: the engine's search thread builds it at start-up (ensureKpkTable, about 0.2 s,
// in parallel with the front end, so `uciok` does not wait for it; the first `readyok` does);
// tools that evaluate in-process build it on first use.

import { KING_HI, KING_LO, PAWN_ATT_HI, PAWN_ATT_LO } from '../board/attacks.js';
import { WHITE } from '../board/types.js';
import { DISTANCE } from './masks.js';

const UNKNOWN = 0;
const INVALID = 1;
const DRAW = 2;
const WIN = 4;

const SIZE = 2 * 64 * 64 * 24;
let table: Uint8Array | null = null;

function index(stm: number, wk: number, bk: number, pawn: number): number {
  // pawn on files a-d, ranks 2-7.
  return ((stm * 64 + wk) * 64 + bk) * 24 + ((pawn >> 3) - 1) * 4 + (pawn & 7);
}

/** The king steps from each square: KING_STEPS[sq * 8 + i] for i < KING_STEP_COUNT[sq]. */
const KING_STEPS = new Int8Array(64 * 8);
const KING_STEP_COUNT = new Int8Array(64);

function initKingSteps(): void {
  for (let from = 0; from < 64; from++) {
    let n = 0;
    for (let to = 0; to < 64; to++) {
      const step = to < 32 ? ((KING_LO[from] >>> to) & 1) !== 0 : ((KING_HI[from] >>> (to - 32)) & 1) !== 0;
      if (step) KING_STEPS[from * 8 + n++] = to;
    }
    KING_STEP_COUNT[from] = n;
  }
}

function pawnAttacks(pawn: number, sq: number): boolean {
  return sq < 32 ? ((PAWN_ATT_LO[pawn] >>> sq) & 1) !== 0 : ((PAWN_ATT_HI[pawn] >>> (sq - 32)) & 1) !== 0;
}

/** First classification: invalid, immediate win (safe promotion or mate), immediate draw. */
function initial(stm: number, wk: number, bk: number, pawn: number): number {
  if (wk === bk || wk === pawn || bk === pawn || DISTANCE[wk * 64 + bk] <= 1) return INVALID;
  const blackInCheck = pawnAttacks(pawn, bk);
  if (stm === WHITE) {
    if (blackInCheck) return INVALID;
    const queen = pawn + 8;
    if (pawn >> 3 === 6 && wk !== queen && bk !== queen
      && (DISTANCE[bk * 64 + queen] > 1 || DISTANCE[wk * 64 + queen] === 1)) return WIN;
    return UNKNOWN;
  }
  // Black to move: capture of an undefended pawn draws; no move at all is mate or stalemate.
  if (DISTANCE[bk * 64 + pawn] === 1 && DISTANCE[wk * 64 + pawn] > 1) return DRAW;
  let moves = 0;
  for (let i = 0; i < KING_STEP_COUNT[bk]; i++) {
    const to = KING_STEPS[bk * 8 + i];
    if (DISTANCE[wk * 64 + to] <= 1 || pawnAttacks(pawn, to) || to === pawn) continue;
    moves++;
  }
  if (moves === 0) return blackInCheck ? WIN : DRAW;
  return UNKNOWN;
}

/** Classify by the successors: WIN, DRAW, or UNKNOWN if not yet decided. */
function fromSuccessors(t: Uint8Array, stm: number, wk: number, bk: number, pawn: number): number {
  if (stm === WHITE) {
    // White wins if some move wins; draws if every move draws.
    let allDraw = true;
    for (let i = 0; i < KING_STEP_COUNT[wk]; i++) {
      const to = KING_STEPS[wk * 8 + i];
      if (to === pawn || DISTANCE[bk * 64 + to] <= 1) continue;
      const r = t[index(1, to, bk, pawn)];
      if (r === WIN) return WIN;
      if (r !== DRAW) allDraw = false;
    }
    const push = pawn + 8;
    if (push !== wk && push !== bk && push >> 3 !== 7) {
      const r = t[index(1, wk, bk, push)];
      if (r === WIN) return WIN;
      if (r !== DRAW) allDraw = false;
      if (pawn >> 3 === 1 && push + 8 !== wk && push + 8 !== bk) {
        const r2 = t[index(1, wk, bk, push + 8)];
        if (r2 === WIN) return WIN;
        if (r2 !== DRAW) allDraw = false;
      }
    }
    // A promotion that is not an immediate win loses the queen: a draw, already counted.
    return allDraw ? DRAW : UNKNOWN;
  }
  let allWin = true;
  for (let i = 0; i < KING_STEP_COUNT[bk]; i++) {
    const to = KING_STEPS[bk * 8 + i];
    if (DISTANCE[wk * 64 + to] <= 1 || pawnAttacks(pawn, to) || to === pawn) continue;
    const r = t[index(WHITE, wk, to, pawn)];
    if (r === DRAW) return DRAW;
    if (r !== WIN) allWin = false;
  }
  return allWin ? WIN : UNKNOWN;
}

function build(): Uint8Array {
  initKingSteps();
  const t = new Uint8Array(SIZE);
  for (let stm = 0; stm < 2; stm++) {
    for (let wk = 0; wk < 64; wk++) {
      for (let bk = 0; bk < 64; bk++) {
        for (let p = 0; p < 24; p++) {
          const pawn = ((p >> 2) + 1) * 8 + (p & 3);
          t[index(stm, wk, bk, pawn)] = initial(stm, wk, bk, pawn);
        }
      }
    }
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < SIZE; i++) {
      if (t[i] !== UNKNOWN) continue;
      const p = i % 24;
      const bk = ((i / 24) | 0) & 63;
      const wk = ((i / (24 * 64)) | 0) & 63;
      const stm = (i / (24 * 64 * 64)) | 0;
      const pawn = ((p >> 2) + 1) * 8 + (p & 3);
      const r = fromSuccessors(t, stm, wk, bk, pawn);
      if (r !== UNKNOWN) { t[i] = r; changed = true; }
    }
  }
  // What is still unknown after the fixed point cannot be forced: a draw.
  for (let i = 0; i < SIZE; i++) if (t[i] === UNKNOWN) t[i] = DRAW;
  return t;
}

/**
 * The bitbase, built now if it is not built yet. The search thread calls this at start-up, before
 * it answers anything, so the build (about 0.2 s) never lands inside a timed search: built on first
 * use, it stalled the first search that met a KPK ending, which at 1 s + 0.01 s is a move's time
 * many times over.
 */
export function ensureKpkTable(): Uint8Array {
  if (table === null) table = build();
  return table;
}

/**
 * Is the KPK position a win for the pawn side? Squares are as on the board; `strong` is the pawn's
 * colour and `stm` the side to move.
 */
export function kpkWins(strong: number, stm: number, strongKing: number, weakKing: number, pawn: number): boolean {
  const t = ensureKpkTable();
  let wk = strongKing;
  let bk = weakKing;
  let p = pawn;
  if (strong !== WHITE) { wk ^= 56; bk ^= 56; p ^= 56; }
  if ((p & 7) > 3) { wk ^= 7; bk ^= 7; p ^= 7; }
  return t[index(stm === strong ? 0 : 1, wk, bk, p)] === WIN;
}
