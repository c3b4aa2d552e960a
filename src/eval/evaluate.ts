// The one evaluation entry point the search calls. The evaluator is chosen by an argument the
// searcher passes from its own field (UCI option Evaluation), not by a module-level switch, so two
// searchers in one process can use different evaluators; the call stays monomorphic (two direct
// calls behind an integer test, no function pointer).
// 'full' is the Crafty-style evaluator (full.ts); 'simple' is material + PST, kept as the baseline.

import { Position } from '../board/position.js';
import { evaluateFull } from './full.js';
import { evaluateSimple } from './simple.js';

export const EVAL_FULL = 0;
export const EVAL_SIMPLE = 1;
/** Evaluator names, indexed by EVAL_FULL and EVAL_SIMPLE. */
export const EVALUATORS = ['full', 'simple'] as const;
export type EvaluatorName = (typeof EVALUATORS)[number];

/** The evaluator a fresh searcher uses (UCI option Evaluation's default). */
export const DEFAULT_EVALUATOR = EVAL_FULL;

/** Static evaluation in centipawns from the side to move's view, by EVAL_FULL or EVAL_SIMPLE. */
export function evaluate(pos: Position, evaluator: number): number {
  return evaluator === EVAL_FULL ? evaluateFull(pos) : evaluateSimple(pos);
}
