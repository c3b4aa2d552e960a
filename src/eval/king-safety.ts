// King safety, Crafty's way: the pawn shelter in front of the king (shield pawns and storming
// enemy pawns on the king's file and the two beside it, open files there) gives both linear
// middlegame terms and a "defects" count; the enemy pieces bearing on the king zone give an attack
// count; the two index a non-linear table (weights.ts, KING_DANGER), so a weak shelter costs
// little until pieces arrive and a lot once they do. Plus the king PST and castling rights.
// Design choice: the shelter is computed per evaluation, not cached in the pawn hash — it depends
// on the king's square as well as the pawns, and three files of bit tricks cost less than a
// second cache keyed by king square. TRACE as in pawns.ts.

import { Position } from '../board/position.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, PAWN, QUEEN, WHITE } from '../board/types.js';
import { FILE_HI, FILE_LO, FORWARD_RANKS_HI, FORWARD_RANKS_LO } from './masks.js';
import { PAWN_TABLE, PH_FILES } from './pawn-hash.js';
import { ES, ES_KATT_COUNT, ES_KATT_HITS, ES_KATT_WEIGHT, ES_KSQ } from './state.js';
import { TRACE_ATTACK, TRACE_DANGER, TRACE_DEFECTS, traceAdd } from './trace.js';
import {
  ATTACK_MAX, CASTLE_RIGHT, DEFECTS_MAX, KING_DANGER, KING_OPEN_FILE, PST_KING, SHELTER_KING_FILE,
  SHELTER_SIDE_FILE, STORM, STORM_BLOCKED, W, HALF_BOARD,
} from './weights.js';

const TRACE = false;

/** Relative rank of the own pawn nearest the king on (lo, hi), 0 if none (colour's view). */
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
  const them = colour ^ 1;
  const ksq = ES[ES_KSQ + colour];
  const flip = colour === WHITE ? 0 : 56;
  const pst = HALF_BOARD[ksq ^ flip];
  let score = W[PST_KING + pst];
  if (TRACE) traceAdd(PST_KING + pst, colour, 1);

  // Shelter and storm on the king's file and its neighbours (a/h-file kings use b/g as centre).
  const fwdLo = FORWARD_RANKS_LO[colour * 64 + ksq];
  const fwdHi = FORWARD_RANKS_HI[colour * 64 + ksq];
  const ownLo = pos.bbLo[(colour << 3) | PAWN] & fwdLo;
  const ownHi = pos.bbHi[(colour << 3) | PAWN] & fwdHi;
  const enemyLo = pos.bbLo[(them << 3) | PAWN] & fwdLo;
  const enemyHi = pos.bbHi[(them << 3) | PAWN] & fwdHi;
  const files = PAWN_TABLE[pawnBase + PH_FILES];
  const kf = ksq & 7;
  const centre = kf < 1 ? 1 : kf > 6 ? 6 : kf;
  let defects = 0;
  for (let f = centre - 1; f <= centre + 1; f++) {
    const own = nearestRank(colour, ownLo & FILE_LO[f], ownHi & FILE_HI[f]);
    const enemy = nearestRank(colour, enemyLo & FILE_LO[f], enemyHi & FILE_HI[f]);
    const shelter = (f === kf ? SHELTER_KING_FILE : SHELTER_SIDE_FILE) + own;
    score += W[shelter];
    if (TRACE) traceAdd(shelter, colour, 1);
    if (own === 0) defects += f === kf ? 3 : 2;
    else if (own >= 3) defects += 1;
    if (enemy !== 0) {
      // Blocked: the storming pawn stands right in front of the shield pawn and cannot advance.
      const blocked = own !== 0 && enemy === own + 1;
      const storm = (blocked ? STORM_BLOCKED : STORM) + enemy;
      score += W[storm];
      if (TRACE) traceAdd(storm, colour, 1);
      if (enemy <= 3 && !blocked) defects += 1;
    }
    if (((files >>> f) & 0x101) === 0) {
      score += W[KING_OPEN_FILE];
      if (TRACE) traceAdd(KING_OPEN_FILE, colour, 1);
      defects += 1;
    }
  }

  // Castling rights still held.
  const rights = colour === WHITE ? pos.castling & (CASTLE_WK | CASTLE_WQ) : pos.castling & (CASTLE_BK | CASTLE_BQ);
  if (rights !== 0) {
    const n = rights === (CASTLE_WK | CASTLE_WQ) || rights === (CASTLE_BK | CASTLE_BQ) ? 2 : 1;
    score += Math.imul(W[CASTLE_RIGHT], n);
    if (TRACE) traceAdd(CASTLE_RIGHT, colour, n);
  }

  // The danger table: enemy pieces on the king zone against the shelter's defects. A lone
  // attacker counts half; without an enemy queen the attack has little behind it.
  const count = ES[ES_KATT_COUNT + them];
  let attack = 0;
  if (count > 0) {
    attack = ES[ES_KATT_WEIGHT + them] + ES[ES_KATT_HITS + them];
    if (count === 1) attack >>= 1;
    if ((pos.bbLo[(them << 3) | QUEEN] | pos.bbHi[(them << 3) | QUEEN]) === 0) attack >>= 1;
    if (attack > ATTACK_MAX) attack = ATTACK_MAX;
  }
  if (defects > DEFECTS_MAX) defects = DEFECTS_MAX;
  const danger = KING_DANGER[defects * (ATTACK_MAX + 1) + attack];
  score -= danger; // middlegame only: the low half of the packed value
  if (TRACE) { TRACE_DANGER[colour] = danger; TRACE_DEFECTS[colour] = defects; TRACE_ATTACK[colour] = attack; }
  return score;
}
