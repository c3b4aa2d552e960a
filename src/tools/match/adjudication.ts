// Draw, resign and move-limit adjudication, with cutechess-cli's rules and flag syntax:
//   --draw   "movenumber=40 movecount=8 score=10"   draw once, from full move 40 on, both engines'
//            scores have stayed within ±10 cp for 8 consecutive moves each
//   --resign "movecount=3 score=600 [twosided=true]"  a side loses once its own score has been
//            ≤ −600 cp for 3 consecutive moves (two-sided: and the opponent's ≥ +600 cp)
//   --maxmoves N                                        draw after N full moves
// Scores are the engines' own, from their side's view; mates count beyond any centipawn value.
// Design choice: a move without a score (no info line) resets the runs rather than being skipped,
// so an engine that stops reporting cannot be adjudicated on stale numbers.

import { fail, ok, type Result } from '../../result.js';

export interface DrawRule {
  moveNumber: number;
  moveCount: number;
  score: number;
}

export interface ResignRule {
  moveCount: number;
  score: number;
  twoSided: boolean;
}

export interface AdjudicationRules {
  draw?: DrawRule;
  resign?: ResignRule;
  maxMoves?: number;
}

export type Verdict = { result: '1-0' | '0-1' | '1/2-1/2'; reason: string };

type KvParse = Result<Record<string, string>, 'InvalidAdjudication'>;

function keyValues(text: string, allowed: string[]): KvParse {
  const values: Record<string, string> = {};
  for (const word of text.trim().split(/[\s,]+/).filter((w) => w !== '')) {
    const eq = word.indexOf('=');
    if (eq <= 0) return fail('InvalidAdjudication', `'${word}' is not key=value`);
    const key = word.slice(0, eq);
    if (!allowed.includes(key)) return fail('InvalidAdjudication', `unknown key '${key}' (keys: ${allowed.join(', ')})`);
    values[key] = word.slice(eq + 1);
  }
  return ok(values);
}

function whole(values: Record<string, string>, key: string, min: number): number | string {
  const raw = values[key];
  if (raw === undefined) return `missing ${key}`;
  if (!/^\d+$/.test(raw) || Number(raw) < min) return `${key} must be a whole number ≥ ${min}, got '${raw}'`;
  return Number(raw);
}

export function parseDrawRule(text: string): Result<DrawRule, 'InvalidAdjudication'> {
  const kv = keyValues(text, ['movenumber', 'movecount', 'score']);
  if (!kv.ok) return kv;
  const moveNumber = whole(kv.value, 'movenumber', 0);
  const moveCount = whole(kv.value, 'movecount', 1);
  const score = whole(kv.value, 'score', 0);
  for (const v of [moveNumber, moveCount, score]) if (typeof v === 'string') return fail('InvalidAdjudication', v);
  return ok({ moveNumber: moveNumber as number, moveCount: moveCount as number, score: score as number });
}

export function parseResignRule(text: string): Result<ResignRule, 'InvalidAdjudication'> {
  const kv = keyValues(text, ['movecount', 'score', 'twosided']);
  if (!kv.ok) return kv;
  const moveCount = whole(kv.value, 'movecount', 1);
  const score = whole(kv.value, 'score', 1);
  for (const v of [moveCount, score]) if (typeof v === 'string') return fail('InvalidAdjudication', v);
  const two = kv.value.twosided ?? 'false';
  if (two !== 'true' && two !== 'false') return fail('InvalidAdjudication', `twosided must be true or false, got '${two}'`);
  return ok({ moveCount: moveCount as number, score: score as number, twoSided: two === 'true' });
}

/** Feeds on each move's score and says when the game should be adjudicated. */
export class Adjudicator {
  // Consecutive-move runs per side (0 white, 1 black).
  private readonly drawRun = [0, 0];
  private readonly losingRun = [0, 0];
  private readonly winningRun = [0, 0];

  constructor(private readonly rules: AdjudicationRules) {}

  /**
   * Record a move just played by `side` (0 white, 1 black) at full-move number `moveNumber`, with
   * the mover's reported score (undefined: none). Returns a verdict once a rule fires.
   */
  afterMove(side: 0 | 1, moveNumber: number, score: number | undefined): Verdict | undefined {
    const { draw, resign, maxMoves } = this.rules;
    if (score === undefined) {
      this.drawRun[side] = this.losingRun[side] = this.winningRun[side] = 0;
    } else {
      this.drawRun[side] = draw && Math.abs(score) <= draw.score ? this.drawRun[side] + 1 : 0;
      this.losingRun[side] = resign && score <= -resign.score ? this.losingRun[side] + 1 : 0;
      this.winningRun[side] = resign && score >= resign.score ? this.winningRun[side] + 1 : 0;
    }
    if (resign) {
      const other = (side ^ 1) as 0 | 1;
      for (const loser of [side, other]) {
        const winner = loser ^ 1;
        if (this.losingRun[loser] >= resign.moveCount && (!resign.twoSided || this.winningRun[winner] >= resign.moveCount)) {
          return { result: loser === 0 ? '0-1' : '1-0', reason: `${loser === 0 ? 'Black' : 'White'} wins by adjudication` };
        }
      }
    }
    if (draw && moveNumber >= draw.moveNumber && this.drawRun[0] >= draw.moveCount && this.drawRun[1] >= draw.moveCount) {
      return { result: '1/2-1/2', reason: 'Draw by adjudication' };
    }
    // The move limit counts full moves: it fires once Black completes move `maxMoves`.
    if (maxMoves !== undefined && side === 1 && moveNumber >= maxMoves) {
      return { result: '1/2-1/2', reason: 'Draw by adjudication: move limit' };
    }
    return undefined;
  }
}
