// Static-evaluation correction history (the CorrectionHistory switch): by how much the searches
// found the static evaluation wrong, remembered per pawn structure and side to move, and added to
// the next static evaluation of a position with those pawns. A hand-set evaluator misjudges some
// pawn structures the same way every time; the search's own results correct that, and the
// pruning steps that trust the static eval (reverse futility, futility, null move, improving,
// ProbCut's gates) decide on the corrected value. Stockfish and most engines after it keep such
// a table; this one is an exponential moving average (as Berserk's and Caissa's are): each
// update moves the entry towards the latest error by a weight that grows with the depth.
// Per-thread, cleared per new game; int32 arithmetic only.

/** Entries per side to move (indexed by the low bits of the pawn hash). */
export const CORRECTION_ENTRIES = 16384;
/** Entry unit: 1/GRAIN of a centipawn. */
const GRAIN = 256;
/** Largest correction, in centipawns. */
const MAX_CORRECTION_CP = 64;
/** An update's weight is out of WEIGHT_SCALE: (depth + 1)², at most MAX_WEIGHT. */
const WEIGHT_SCALE = 256;
const MAX_WEIGHT = 64;
/** Errors beyond this many centipawns count as this many (one wild result must not dominate). */
const MAX_ERROR_CP = 1024;

export class CorrectionHistory {
  /** side * CORRECTION_ENTRIES + (pawn hash & mask), in 1/GRAIN centipawns. */
  readonly table = new Int32Array(2 * CORRECTION_ENTRIES);

  clear(): void {
    this.table.fill(0);
  }

  /** The correction, in centipawns, for the side to move with this pawn hash (low word). */
  correction(side: number, pawnHashLo: number): number {
    return (this.table[(side * CORRECTION_ENTRIES) + (pawnHashLo & (CORRECTION_ENTRIES - 1))] / GRAIN) | 0;
  }

  /**
   * A search of `depth` found `score` where the uncorrected static eval said `rawEval`: move the
   * entry towards the difference.
   */
  update(side: number, pawnHashLo: number, depth: number, score: number, rawEval: number): void {
    let error = score - rawEval;
    if (error > MAX_ERROR_CP) error = MAX_ERROR_CP;
    else if (error < -MAX_ERROR_CP) error = -MAX_ERROR_CP;
    const weight = Math.min(MAX_WEIGHT, (depth + 1) * (depth + 1));
    const i = (side * CORRECTION_ENTRIES) + (pawnHashLo & (CORRECTION_ENTRIES - 1));
    let entry = ((Math.imul(this.table[i], WEIGHT_SCALE - weight) + Math.imul(error * GRAIN, weight)) / WEIGHT_SCALE) | 0;
    if (entry > MAX_CORRECTION_CP * GRAIN) entry = MAX_CORRECTION_CP * GRAIN;
    else if (entry < -MAX_CORRECTION_CP * GRAIN) entry = -MAX_CORRECTION_CP * GRAIN;
    this.table[i] = entry;
  }
}
