// The one evaluation entry point the search calls. Selects the evaluator by a module-level switch
// (UCI option Evaluation) rather than a function pointer, so the call site stays monomorphic.
// 'full' is the Crafty-style evaluator (full.ts); 'simple' is material + PST, kept as the baseline.

import { Position } from '../board/position.js';
import { evaluateFull } from './full.js';
import { evaluateSimple } from './simple.js';

export const EVALUATORS = ['full', 'simple'] as const;
export type EvaluatorName = (typeof EVALUATORS)[number];

/** The evaluator a fresh engine uses (UCI option Evaluation's default). */
export const DEFAULT_EVALUATOR: EvaluatorName = 'full';

let current: EvaluatorName = DEFAULT_EVALUATOR;
let useFull = DEFAULT_EVALUATOR === 'full';

export function setEvaluator(name: EvaluatorName): void {
  current = name;
  useFull = name === 'full';
}

export function evaluatorName(): EvaluatorName {
  return current;
}

/** Static evaluation in centipawns from the side to move's view. */
export function evaluate(pos: Position): number {
  return useFull ? evaluateFull(pos) : evaluateSimple(pos);
}
