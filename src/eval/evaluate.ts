// The one evaluation entry point the search calls. The evaluator is chosen by an argument the
// searcher passes from its own field (UCI option Evaluation), not by a module-level switch, so two
// searchers in one process can use different evaluators; the call stays monomorphic (two direct
// calls behind an integer test, no function pointer).
// 'full' is the Crafty-style evaluator (full.ts); 'simple' is material + PST, kept as the baseline.
// Lazy evaluation in quiescence (LazyEvalMargin) asks lazy.ts's quick estimate first, before
// deciding whether to call this.

import { Position } from '../board/position.js';
import { evaluateFull } from './full.js';
import { evaluateSimple } from './simple.js';
import { EVAL_FULL } from './evaluators.js';

/** Static evaluation in centipawns from the side to move's view, by EVAL_FULL or EVAL_SIMPLE. */
export function evaluate(pos: Position, evaluator: number): number {
  return evaluator === EVAL_FULL ? evaluateFull(pos) : evaluateSimple(pos);
}
