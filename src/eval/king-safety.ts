// King safety, Crafty's way: the pawn shelter in front of the king (shield pawns and storming
// enemy pawns on the king's file and the two beside it, open files there) gives both linear
// middlegame terms and a "defects" count; the enemy pieces bearing on the king zone give an attack
// count; the two index a non-linear table (weights.ts, KING_DANGER), so a weak shelter costs
// little until pieces arrive and a lot once they do. Plus the king PST, castling rights and a
// king on a flank without pawns.
// Design choice: the shelter depends on the king's square as well as the pawns, so the pawn
// entry caches it for the last king square of each colour (kings move rarely; Stockfish does the
// same). TRACE, locals and enums as in pawns.ts; the traced build always recomputes.

import { Position } from '../board/position.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, KING, PAWN, QUEEN, WHITE } from '../board/types.js';
import { FILE_HI, FILE_LO, FORWARD_RANKS_HI, FORWARD_RANKS_LO } from './masks.js';
import { PAWN_TABLE, Ph } from './pawn-hash.js';
import { ES, Es } from './state.js';
import { TRACE_ATTACK, TRACE_DANGER, TRACE_DEFECTS, traceAdd } from './trace.js';
import { Danger, HALF_BOARD, KING_DANGER, PSQ, W, Wt } from './weights.js';

// Tested as `Build.TRACE as number`: TypeScript knows the value and rejects `if (0)`-like tests.
const enum Build { TRACE = 0 }

/** The files of the king's flank by the king's file, a bit per file: a-c, a-d, a-d, c-f, c-f, e-h, e-h, f-h. */
const KING_FLANK = new Int32Array([0x07, 0x0f, 0x0f, 0x3c, 0x3c, 0xf0, 0xf0, 0xe0]);

/** Relative rank of the pawn nearest the king's side of (lo, hi), 0 if none (colour's view). */
function nearestRank(colour: number, lo: number, hi: number): number {
  if ((lo | hi) === 0) return 0;
  if (colour === WHITE) {
    const sq = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
    return sq >> 3;
  }
  const sq = hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
  return 7 - (sq >> 3);
}

/** Packed king-safety score of colour's king, from colour's view. Needs the enemy's king tallies. */
export function evaluateKing(pos: Position, colour: number, pawnBase: number): number {
  const w = W;
  const es = ES;
  const table = PAWN_TABLE;
  const them = colour ^ 1;
  const ksq = es[Es.KSQ + colour];
  const flip = colour === WHITE ? 0 : 56;
  let score = PSQ[((colour << 3) | KING) * 64 + ksq];
  if (Build.TRACE as number) traceAdd(Wt.PST_KING + HALF_BOARD[ksq ^ flip], colour, 1);

  // Shelter and storm on the king's file and its neighbours (a/h-file kings use b/g as centre).
  // They depend only on the pawns and the king's square, so the pawn entry keeps the last result
  // per colour: a king that has not moved since costs one comparison.
  const cacheKey = ksq + 1;
  const keyShift = 16 * colour;
  const keys = table[pawnBase + Ph.SHELTER_KEY];
  let shelterScore: number;
  let defects: number;
  if (!(Build.TRACE as number) && ((keys >>> keyShift) & 0xff) === cacheKey) {
    shelterScore = table[pawnBase + Ph.SHELTER + colour];
    defects = (keys >>> (keyShift + 8)) & 0xff;
  } else {
    shelterScore = 0;
    defects = 0;
    const fwdLo = FORWARD_RANKS_LO[colour * 64 + ksq];
    const fwdHi = FORWARD_RANKS_HI[colour * 64 + ksq];
    const ownLo = pos.bbLo[(colour << 3) | PAWN] & fwdLo;
    const ownHi = pos.bbHi[(colour << 3) | PAWN] & fwdHi;
    const enemyLo = pos.bbLo[(them << 3) | PAWN] & fwdLo;
    const enemyHi = pos.bbHi[(them << 3) | PAWN] & fwdHi;
    const files = table[pawnBase + Ph.FILES];
    const kf = ksq & 7;
    const centre = kf < 1 ? 1 : kf > 6 ? 6 : kf;
    for (let f = centre - 1; f <= centre + 1; f++) {
      const own = nearestRank(colour, ownLo & FILE_LO[f], ownHi & FILE_HI[f]);
      const enemy = nearestRank(colour, enemyLo & FILE_LO[f], enemyHi & FILE_HI[f]);
      const shelter = (f === kf ? Wt.SHELTER_KING_FILE : Wt.SHELTER_SIDE_FILE) + own;
      shelterScore += w[shelter];
      if (Build.TRACE as number) traceAdd(shelter, colour, 1);
      if (own === 0) defects += f === kf ? 3 : 2;
      else if (own >= 3) defects += 1;
      if (enemy !== 0) {
        // Blocked: the storming pawn stands right in front of the shield pawn and cannot advance.
        const blocked = own !== 0 && enemy === own + 1;
        const storm = (blocked ? Wt.STORM_BLOCKED : Wt.STORM) + enemy;
        shelterScore += w[storm];
        if (Build.TRACE as number) traceAdd(storm, colour, 1);
        if (enemy <= 3 && !blocked) defects += 1;
      }
      if (((files >>> f) & 0x101) === 0) {
        shelterScore += w[Wt.KING_OPEN_FILE];
        if (Build.TRACE as number) traceAdd(Wt.KING_OPEN_FILE, colour, 1);
        defects += 1;
      }
    }
    if (defects > Danger.DEFECTS_MAX) defects = Danger.DEFECTS_MAX;
    table[pawnBase + Ph.SHELTER_KEY] = (keys & ~(0xffff << keyShift)) | ((cacheKey | (defects << 8)) << keyShift);
    table[pawnBase + Ph.SHELTER + colour] = shelterScore;
  }
  score += shelterScore;

  // Castling rights still held.
  const rights = colour === WHITE ? pos.castling & (CASTLE_WK | CASTLE_WQ) : pos.castling & (CASTLE_BK | CASTLE_BQ);
  if (rights !== 0) {
    const n = rights === (CASTLE_WK | CASTLE_WQ) || rights === (CASTLE_BK | CASTLE_BQ) ? 2 : 1;
    score += Math.imul(w[Wt.CASTLE_RIGHT], n);
    if (Build.TRACE as number) traceAdd(Wt.CASTLE_RIGHT, colour, n);
  }

  // A king on a flank without pawns (of either colour): open to attack, and no pawn to shelter
  // behind in the endgame.
  const pawnFiles = table[pawnBase + Ph.FILES];
  if ((((pawnFiles | (pawnFiles >>> 8)) & KING_FLANK[ksq & 7]) & 0xff) === 0) {
    score += w[Wt.PAWNLESS_FLANK];
    if (Build.TRACE as number) traceAdd(Wt.PAWNLESS_FLANK, colour, 1);
  }

  // The danger table: enemy pieces on the king zone against the shelter's defects. A lone
  // attacker counts half; without an enemy queen the attack has little behind it.
  const count = es[Es.KATT_COUNT + them];
  let attack = 0;
  if (count > 0) {
    attack = es[Es.KATT_WEIGHT + them] + es[Es.KATT_HITS + them];
    if (count === 1) attack >>= 1;
    if ((pos.bbLo[(them << 3) | QUEEN] | pos.bbHi[(them << 3) | QUEEN]) === 0) attack >>= 1;
    if (attack > Danger.ATTACK_MAX) attack = Danger.ATTACK_MAX;
  }
  const danger = KING_DANGER[defects * Danger.STRIDE + attack];
  score -= danger; // middlegame only: the low half of the packed value
  if (Build.TRACE as number) { TRACE_DANGER[colour] = danger; TRACE_DEFECTS[colour] = defects; TRACE_ATTACK[colour] = attack; }
  return score;
}
