// The evaluators' numbers and names (UCI option Evaluation), apart from the evaluators themselves
// (evaluate.ts): the settings table and the tools need the names without loading the evaluator's
// tables, which keeps the UCI front end's start-up light.

export const EVAL_FULL = 0;
export const EVAL_SIMPLE = 1;
/** Evaluator names, indexed by EVAL_FULL and EVAL_SIMPLE. */
export const EVALUATORS = ['full', 'simple'] as const;
export type EvaluatorName = (typeof EVALUATORS)[number];

/** The evaluator a fresh searcher uses (UCI option Evaluation's default). */
export const DEFAULT_EVALUATOR = EVAL_FULL;
