// Score scale and limits shared by the search, the TT and the tools. Scores are centipawns from
// the side to move's view; mates are MATE - plies (winning) or -MATE + plies (losing), so any
// |score| >= MATE_BOUND is a mate score.

export const INFINITE = 32001;
export const MATE = 32000;
export const MATE_BOUND = MATE - 1000;
export const DRAW = 0;

export function isMateScore(score: number): boolean {
  return score >= MATE_BOUND || score <= -MATE_BOUND;
}

/** Moves to mate as UCI prints it (positive: we mate), for a mate score. */
export function mateInMoves(score: number): number {
  return score > 0 ? ((MATE - score + 1) >> 1) : -((MATE + score) >> 1);
}
