// MPCKingAttackers, a gate of Step 8: how many enemy knights, bishops, rooks and queens bear on
// the side to move's king zone (the king's square and its neighbours). Where several do, the
// position may hold an attack whose point a shallow probe cannot see: a capture that wins
// material at depth − 4 can lose to a mate at full depth. In session 35 the WAC positions that
// ProbCut (fixed or MPC) loses at 1 s were nearly all sacrificial attacks on a king.
// Design choice: counted from scratch at the node (only nodes about to be probed pay for it), with
// the board's own attack tables; pawns and the enemy king are not counted.

import {
  BISHOP_ATTACKS, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, ROOK_ATTACKS, bishopIndex, rookIndex,
} from '../../board/attacks.js';
import { Position } from '../../board/position.js';
import { BISHOP, KNIGHT, QUEEN, ROOK } from '../../board/types.js';

/** Enemy knights, bishops, rooks and queens whose attacks reach `colour`'s king zone. */
export function kingZoneAttackers(pos: Position, colour: number): number {
  const ksq = pos.kingSquare(colour);
  const zoneLo = KING_LO[ksq] | (ksq < 32 ? 1 << ksq : 0);
  const zoneHi = KING_HI[ksq] | (ksq >= 32 ? 1 << (ksq - 32) : 0);
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const occLo = lo[0] | lo[8];
  const occHi = hi[0] | hi[8];
  const e = (colour ^ 1) << 3;
  let count = 0;
  for (let type = KNIGHT; type <= QUEEN; type++) {
    let bLo = lo[e | type];
    let bHi = hi[e | type];
    while ((bLo | bHi) !== 0) {
      let sq: number;
      if (bLo !== 0) { sq = 31 - Math.clz32(bLo & -bLo); bLo &= bLo - 1; } else { sq = 63 - Math.clz32(bHi & -bHi); bHi &= bHi - 1; }
      let aLo = 0;
      let aHi = 0;
      if (type === KNIGHT) {
        aLo = KNIGHT_LO[sq];
        aHi = KNIGHT_HI[sq];
      } else {
        if (type === BISHOP || type === QUEEN) {
          const b = bishopIndex(sq, occLo, occHi);
          aLo |= BISHOP_ATTACKS[b];
          aHi |= BISHOP_ATTACKS[b + 1];
        }
        if (type === ROOK || type === QUEEN) {
          const r = rookIndex(sq, occLo, occHi);
          aLo |= ROOK_ATTACKS[r];
          aHi |= ROOK_ATTACKS[r + 1];
        }
      }
      if (((aLo & zoneLo) | (aHi & zoneHi)) !== 0) count++;
    }
  }
  return count;
}
