// The one evaluation entry point the search calls. Selects the evaluator by a module-level switch
// (UCI option Evaluation) rather than a function pointer, so the call site stays monomorphic.

import { Position } from '../board/position.js';
import { evaluateSimple } from './simple.js';

export const EVALUATORS = ['simple'] as const;
export type EvaluatorName = (typeof EVALUATORS)[number];

/** The evaluator a fresh engine uses (UCI option Evaluation's default). */
export const DEFAULT_EVALUATOR: EvaluatorName = 'simple';

let current: EvaluatorName = DEFAULT_EVALUATOR;

export function setEvaluator(name: EvaluatorName): void {
  current = name;
}

export function evaluatorName(): EvaluatorName {
  return current;
}

/** Static evaluation in centipawns from the side to move's view. */
export function evaluate(pos: Position): number {
  return evaluateSimple(pos);
}
