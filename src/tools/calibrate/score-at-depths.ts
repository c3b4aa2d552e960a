// The real ScoreAtDepths: Kerf's own Searcher, ProbCut/MPC off and null move on (as Jiang & Buro
// calibrated Crafty), every other switch at its engine default unless `kerf calibrate --option`
// changes it (search-switches.ts), searched by iterative deepening
// to depth D with each completed iteration's exact score recorded. The evaluator is the engine's
// default unless one is named: the fit belongs to the evaluator it was made with.
// Design choice: one Searcher per worker, but newGame() (TT and history cleared) before every
// position, so a position's scores never depend on which positions the worker searched before —
// the condition for results that do not change with --threads.

import { positionFromFen } from '../../board/fen.js';
import { DEFAULT_EVALUATOR, EVALUATORS, type EvaluatorName } from '../../eval/evaluators.js';
import { PROBCUT_OFF } from '../../search/mpc/settings.js';
import { defaultSearchOptions, type SearchOptions } from '../../search/options.js';
import { Searcher } from '../../search/search.js';
import type { DepthScores, ScoreAtDepths } from './sampler.js';
import type { SearchSwitches } from './search-switches.js';

/** The options of a calibration search: null move on, the given switches, the rest at engine defaults. */
export function calibrationSearchOptions(switches: SearchSwitches = {}): SearchOptions {
  return { ...defaultSearchOptions(), nullMove: true, ...switches };
}

/** What the calibration search was, for the params file's note. */
export function searchDescription(hashMiB: number, evaluator: EvaluatorName = EVALUATORS[DEFAULT_EVALUATOR], switches: SearchSwitches = {}): string {
  const o = calibrationSearchOptions(switches);
  const on = Object.entries(o).filter(([k, v]) => v === true && k !== 'nullMove').map(([k]) => k);
  const off = Object.entries(o).filter(([k, v]) => v === false && k !== 'nullMove').map(([k]) => k);
  return `MPC off, null move ${o.nullMove ? 'on' : 'off'}; also on: ${on.join(', ')}${off.length > 0 ? `; off: ${off.join(', ')}` : ''}; `
    + `evaluator ${evaluator}; ${hashMiB} MiB hash cleared per position`;
}

/**
 * A Searcher set up as calibration searches: MPC off, null move on, the evaluator named (default:
 * the engine's), the rest at engine defaults or as `switches` say.
 */
export function createCalibrationSearcher(hashMiB: number, switches: SearchSwitches = {}, evaluator: EvaluatorName = EVALUATORS[DEFAULT_EVALUATOR]): Searcher {
  const searcher = new Searcher(hashMiB);
  searcher.options = calibrationSearchOptions(switches);
  searcher.evaluator = EVALUATORS.indexOf(evaluator);
  searcher.probCut.settings.mode = PROBCUT_OFF;
  searcher.probCut.settings.table = null;
  return searcher;
}

/** A scorer with its own Searcher (see createCalibrationSearcher). */
export function createSearchScorer(hashMiB: number, evaluator?: EvaluatorName, switches: SearchSwitches = {}): ScoreAtDepths {
  const searcher = createCalibrationSearcher(hashMiB, switches, evaluator);
  return (fen: string, depth: number): DepthScores => {
    const parsed = positionFromFen(fen);
    if (!parsed.ok) throw new Error(`invalid FEN: ${parsed.message}`);
    searcher.newGame();
    const scores: Array<number | null> = new Array<number | null>(depth).fill(null);
    const result = searcher.search(parsed.value, { depth }, (info) => {
      // Aspiration fail-high/low reports carry bounds, not scores; only 'exact' ends an iteration.
      if (info.bound === 'exact' && info.depth >= 1 && info.depth <= depth) scores[info.depth - 1] = info.score;
    });
    return { scores, nodes: result.nodes };
  };
}
