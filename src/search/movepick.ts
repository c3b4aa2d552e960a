// Staged move ordering over preallocated per-ply slices of one Int32Array. A TT move of the normal
// kind is validated and handed out before anything is generated; then the legal moves are
// generated in two batches, noisy then quiet, and stages hand them out in order: winning and equal
// captures/promotions (by SEE, then MVV-LVA, or MVV plus capture history), the two killers and the
// counter-move, the remaining quiets by history (butterfly, plus continuation history of the moves
// one and two plies back when given; scored only when that stage is reached, so a capture cut-off
// never pays for quiet scoring), and last the losing captures. Two fixed penalties order quiets
// while their history is still flat (after `ucinewgame`): a piece moved onto a square an enemy pawn
// attacks, and a king step (not castling), so ties no longer fall to generation order, which
// starts with the king. A capture of a piece worth less than the capturer is SEE-checked only when
// it is about to be handed out as a good capture (demoted to the losing ones if SEE says so): a
// node cut by its first capture never pays for the others' SEE. Once late move pruning drops the
// quiets, the picker drops those that do not give check from its list (dropQuietNonChecks), so
// they cost no selection passes.

import { KING, MAX_MOVES, MAX_PLY, PAWN, QUEEN } from '../board/types.js';
import { PAWN_ATT_HI, PAWN_ATT_LO } from '../board/attacks.js';
import {
  KIND_CASTLING, KIND_MASK, KIND_PROMOTION, KIND_SHIFT, MOVE_NULL, SQUARE_MASK, TO_SHIFT, promotionType,
} from '../board/move.js';
import { Position } from '../board/position.js';
import { givesCheckWith } from '../movegen/gives-check.js';
import { generateMoves, generateQuietMoves } from '../movegen/movegen.js';
import { isLegalNormalMove } from '../movegen/validate.js';
import { SEE_VALUE, capturedType, seeAtLeast } from '../movegen/see.js';
import { MoveHistory, NO_CONT } from './history.js';

const STAGE_TT = 0;
const STAGE_GENERATE = 1;
const STAGE_GOOD_NOISY = 2;
const STAGE_QUIET_SCORING = 3;
const STAGE_REST = 4;
const STAGE_DONE = 5;

const SCORE_GOOD_NOISY = 2_000_000;
const SCORE_KILLER_1 = 1_000_000;
const SCORE_KILLER_2 = 999_000;
const SCORE_COUNTER = 998_000;
const SCORE_BAD_NOISY = -2_000_000;
/** A quiet piece move onto a square an enemy pawn attacks (a quarter of the history range). */
const PAWN_ATTACKED_PENALTY = 4096;
/** A king step that is not castling. */
const KING_STEP_PENALTY = 1024;
/** Marks a quiet move not yet scored. */
const UNSCORED_QUIET = -3_000_000;

export class MovePicker {
  readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scores = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly end = new Int32Array(MAX_PLY);
  private readonly cursor = new Int32Array(MAX_PLY);
  private readonly stage = new Int32Array(MAX_PLY);
  private readonly ttMove = new Int32Array(MAX_PLY);
  private readonly counter = new Int32Array(MAX_PLY);
  private readonly noisyOnly = new Uint8Array(MAX_PLY);
  /** Continuation keys of the moves one and two plies back (NO_CONT: none, or not used). */
  private readonly cont1 = new Int32Array(MAX_PLY);
  private readonly cont2 = new Int32Array(MAX_PLY);
  /** Per move slot: a capture scored as good whose SEE is still to be checked before it is handed out. */
  private readonly seePending = new Uint8Array(MAX_PLY * MAX_MOVES);
  /** Order good captures by MVV plus capture history instead of MVV-LVA. */
  private readonly byCaptureHistory = new Uint8Array(MAX_PLY);
  /** Whether the quiet moves at each ply are still to be generated (after the noisy stage). */
  private readonly quietsPending = new Uint8Array(MAX_PLY);
  /** Number of legal moves generated at each ply (-1 until generated; complete once the list is exhausted). */
  readonly count = new Int32Array(MAX_PLY);

  /**
   * Generate and prepare the moves of `pos` at `ply`. noisyOnly for quiescence (captures and
   * promotions only, and under-promotions dropped). cont1/cont2: the continuation keys of the
   * moves one and two plies back, for quiet ordering (NO_CONT: not used); captureHistory: order
   * captures by capture history too.
   */
  init(
    pos: Position, ply: number, ttMove: number, noisyOnly: boolean, history: MoveHistory,
    cont1 = NO_CONT, cont2 = NO_CONT, captureHistory = false,
  ): void {
    this.cont1[ply] = cont1;
    this.cont2[ply] = cont2;
    this.byCaptureHistory[ply] = captureHistory ? 1 : 0;
    const prev = pos.lastMove();
    this.counter[ply] = prev !== 0 && prev !== MOVE_NULL ? history.counters[pos.board[(prev >> TO_SHIFT) & SQUARE_MASK] * 64 + ((prev >> TO_SHIFT) & SQUARE_MASK)] : 0;
    this.noisyOnly[ply] = noisyOnly ? 1 : 0;
    this.count[ply] = -1;
    // A plain TT move that proves legal is handed out before any generation: when it cuts, the
    // node never pays for generating and scoring the rest.
    if (ttMove !== 0 && isLegalNormalMove(pos, ttMove)) {
      this.ttMove[ply] = ttMove;
      this.stage[ply] = STAGE_TT;
    } else {
      this.ttMove[ply] = 0;
      this.generate(pos, ply, ttMove, history);
    }
  }

  /**
   * Generate and score the moves; a TT move already handed out is left out, any other put first.
   * Without such a TT move to put first, only the noisy moves are generated here: the quiets
   * follow when their stage is reached (appendQuiets), so a node that a capture cuts never
   * generates them.
   */
  private generate(pos: Position, ply: number, ttMove: number, history: MoveHistory): void {
    const start = ply * MAX_MOVES;
    const staged = ttMove === 0 && this.noisyOnly[ply] === 0;
    const end = generateMoves(pos, this.moves, start, staged || this.noisyOnly[ply] !== 0);
    this.count[ply] = end - start;
    this.cursor[ply] = start;
    this.quietsPending[ply] = staged ? 1 : 0;
    this.end[ply] = this.scoreNew(pos, ply, start, end, ttMove, history);
    this.stage[ply] = STAGE_GOOD_NOISY;
  }

  /** The quiet moves, generated after the noisy ones, appended to the list unscored. */
  private appendQuiets(pos: Position, ply: number, history: MoveHistory): void {
    this.quietsPending[ply] = 0;
    const start = this.end[ply];
    const end = generateQuietMoves(pos, this.moves, start);
    this.count[ply] += end - start;
    this.end[ply] = this.scoreNew(pos, ply, start, end, 0, history);
  }

  /** Score moves[start..end) (quiets are left UNSCORED_QUIET), dropping the handed-out TT move; returns the new end. */
  private scoreNew(pos: Position, ply: number, start: number, end: number, ttMove: number, history: MoveHistory): number {
    const byCaptureHistory = this.byCaptureHistory[ply] !== 0;
    const moves = this.moves;
    const scores = this.scores;
    const seePending = this.seePending;
    const handedOut = this.ttMove[ply];
    for (let i = start; i < end; i++) {
      const m = moves[i];
      if (m === handedOut) {
        moves[i] = moves[end - 1];
        end--;
        i--;
        continue;
      }
      seePending[i] = 0;
      if (m === ttMove) { scores[i] = SCORE_GOOD_NOISY * 2; continue; }
      const victim = capturedType(pos, m);
      const isPromotion = ((m >> KIND_SHIFT) & KIND_MASK) === KIND_PROMOTION;
      if (victim !== 0 || isPromotion) {
        // Under-promotions are treated as losing captures: searched last, skipped in quiescence.
        if (isPromotion && promotionType(m) !== QUEEN) { scores[i] = SCORE_BAD_NOISY - 1000; continue; }
        const piece = pos.board[m & SQUARE_MASK];
        const attacker = piece & 7;
        const mvvLva = byCaptureHistory
          ? SEE_VALUE[victim] * 8 + (history.captureScore(piece * 64 + ((m >> TO_SHIFT) & SQUARE_MASK), victim) >> 3)
          : SEE_VALUE[victim] * 8 - attacker;
        // Taking a piece worth at least the capturer can never lose material; any other capture
        // is SEE-checked when the good-noisy stage is about to hand it out.
        scores[i] = SCORE_GOOD_NOISY + mvvLva;
        if (victim !== 0 && SEE_VALUE[victim] < SEE_VALUE[attacker]) seePending[i] = 1;
      } else {
        scores[i] = UNSCORED_QUIET;
      }
    }
    return end;
  }

  /** The next move to search at `ply`, or 0 when none is left. */
  next(pos: Position, ply: number, history: MoveHistory): number {
    for (;;) {
      const stage = this.stage[ply];
      if (stage === STAGE_TT) {
        this.stage[ply] = STAGE_GENERATE;
        return this.ttMove[ply];
      }
      if (stage === STAGE_GENERATE) {
        this.generate(pos, ply, 0, history);
        continue;
      }
      if (stage === STAGE_GOOD_NOISY) {
        const best = this.bestIndex(ply);
        if (best >= 0 && this.scores[best] >= SCORE_GOOD_NOISY) {
          if (this.seePending[best] !== 0) {
            this.seePending[best] = 0;
            if (!seeAtLeast(pos, this.moves[best], 0)) {
              this.scores[best] += SCORE_BAD_NOISY - SCORE_GOOD_NOISY;
              continue;
            }
          }
          return this.takeIndex(ply, best);
        }
        this.stage[ply] = STAGE_QUIET_SCORING;
        continue;
      }
      if (stage === STAGE_QUIET_SCORING) {
        if (this.quietsPending[ply] !== 0) this.appendQuiets(pos, ply, history);
        this.scoreQuiets(pos, ply, history);
        this.stage[ply] = STAGE_REST;
        continue;
      }
      if (stage === STAGE_REST) {
        const best = this.bestIndex(ply);
        if (best >= 0) return this.takeIndex(ply, best);
        this.stage[ply] = STAGE_DONE;
      }
      return 0;
    }
  }

  private scoreQuiets(pos: Position, ply: number, history: MoveHistory): void {
    const k1 = history.killers[ply * 2];
    const k2 = history.killers[ply * 2 + 1];
    const cm = this.counter[ply];
    const side = pos.side;
    const cont1 = this.cont1[ply];
    const cont2 = this.cont2[ply];
    const enemyPawnsLo = pos.bbLo[((side ^ 1) << 3) | PAWN];
    const enemyPawnsHi = pos.bbHi[((side ^ 1) << 3) | PAWN];
    for (let i = this.cursor[ply]; i < this.end[ply]; i++) {
      if (this.scores[i] !== UNSCORED_QUIET) continue;
      const m = this.moves[i];
      if (m === k1) { this.scores[i] = SCORE_KILLER_1; continue; }
      if (m === k2) { this.scores[i] = SCORE_KILLER_2; continue; }
      if (m === cm) { this.scores[i] = SCORE_COUNTER; continue; }
      const piece = pos.board[m & SQUARE_MASK];
      const to = (m >> TO_SHIFT) & SQUARE_MASK;
      let score = history.historyScore(side, m);
      if (cont1 !== NO_CONT || cont2 !== NO_CONT) {
        const key = piece * 64 + to;
        score += history.continuationScore(cont1, key) + history.continuationScore(cont2, key);
      }
      const type = piece & 7;
      if (type === KING) {
        if (((m >> KIND_SHIFT) & KIND_MASK) !== KIND_CASTLING) score -= KING_STEP_PENALTY;
      } else if (type !== PAWN) {
        // A pawn of ours on `to` would attack exactly the enemy pawns that attack `to`.
        const idx = (side << 6) | to;
        if (((PAWN_ATT_LO[idx] & enemyPawnsLo) | (PAWN_ATT_HI[idx] & enemyPawnsHi)) !== 0) score -= PAWN_ATTACKED_PENALTY;
      }
      this.scores[i] = score;
    }
  }

  /** Index of the highest-scored remaining move, or -1. */
  private bestIndex(ply: number): number {
    const from = this.cursor[ply];
    const end = this.end[ply];
    if (from >= end) return -1;
    let best = from;
    let bestScore = this.scores[from];
    for (let i = from + 1; i < end; i++) {
      if (this.scores[i] > bestScore) { bestScore = this.scores[i]; best = i; }
    }
    return best;
  }

  /** Swap index i to the cursor position and hand it out. */
  private takeIndex(ply: number, i: number): number {
    const c = this.cursor[ply];
    const m = this.moves[i];
    const s = this.scores[i];
    this.moves[i] = this.moves[c];
    this.scores[i] = this.scores[c];
    this.seePending[i] = this.seePending[c];
    this.moves[c] = m;
    this.scores[c] = s;
    this.cursor[ply] = c + 1;
    return m;
  }

  /**
   * Late move pruning has dropped every further quiet move at `ply` that does not give check:
   * take those out of the remaining list now, so they are neither selected nor tested one by
   * one. The rest keep their relative order, so what is handed out next, and in which order, is
   * unchanged. Only in the last stage, where the remaining moves are quiets and losing noisy ones.
   * Whether a move checks is read from the node's check info (fillCheckInfo, at checkInfoAt).
   */
  dropQuietNonChecks(pos: Position, ply: number, checkInfo: Int32Array, checkInfoAt: number): void {
    if (this.stage[ply] !== STAGE_REST) return;
    const moves = this.moves;
    const scores = this.scores;
    let kept = this.cursor[ply];
    const end = this.end[ply];
    for (let i = kept; i < end; i++) {
      const m = moves[i];
      const quiet = scores[i] >= SCORE_BAD_NOISY + 1_000_000;
      if (quiet && !givesCheckWith(pos, m, checkInfo, checkInfoAt)) continue;
      moves[kept] = m;
      scores[kept] = scores[i];
      kept++;
    }
    this.end[ply] = kept;
  }

  /** Did the move just handed out at `ply` score as a losing capture or an under-promotion? */
  lastWasLosing(ply: number): boolean {
    return this.scores[this.cursor[ply] - 1] < SCORE_BAD_NOISY + 1_000_000;
  }
}
