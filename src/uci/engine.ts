// The engine as the search side sees it: a Searcher plus the settings that UCI options change
// (evaluator, MPC parameters, Chess960 notation). applyOption is shared by the search worker and
// by `kerf go --option`, so both behave identically. Options arrive already validated by
// options.ts; only MPCParams can still fail here (file contents), and then the previous
// parameters stay in force.

import { setEvaluator, type EvaluatorName } from '../eval/evaluate.js';
import { DEFAULT_MPC_TABLE, loadMpcParamsFile } from '../search/mpc-params.js';
import { PROBCUT_MODES } from '../search/probcut.js';
import { Searcher } from '../search/search.js';

export class Engine {
  readonly searcher = new Searcher(16);
  chess960 = false;
  debug = false;

  constructor() {
    this.searcher.probCut.table = DEFAULT_MPC_TABLE;
  }

  /** Apply a validated option; returns an error message, or null on success. */
  applyOption(name: string, value: string): string | null {
    const s = this.searcher;
    const o = s.options;
    switch (name) {
      case 'Hash': s.tt.resize(Number(value)); return null;
      case 'Threads': case 'Ponder': return null;
      case 'UCI_Chess960': this.chess960 = value === 'true'; return null;
      case 'MoveOverhead': o.moveOverhead = Number(value); return null;
      case 'Evaluation': setEvaluator(value as EvaluatorName); return null;
      case 'NullMove': o.nullMove = value === 'true'; return null;
      case 'LMR': o.lmr = value === 'true'; return null;
      case 'Futility': o.futility = value === 'true'; return null;
      case 'ReverseFutility': o.reverseFutility = value === 'true'; return null;
      case 'CheckExtension': o.checkExtension = value === 'true'; return null;
      case 'AspirationWindows': o.aspiration = value === 'true'; return null;
      case 'ProbCut': s.probCut.mode = PROBCUT_MODES.indexOf(value as (typeof PROBCUT_MODES)[number]); return null;
      case 'ProbCutPV': s.probCut.atPvNodes = value === 'true'; return null;
      case 'MultiCut': o.multiCut = value === 'true'; return null;
      case 'MPCThresholdMid': s.probCut.thresholdOverride[0] = value === '' ? NaN : Number(value); return null;
      case 'MPCThresholdEnd': s.probCut.thresholdOverride[1] = value === '' ? NaN : Number(value); return null;
      case 'MPCParams': {
        if (value === '') { s.probCut.table = DEFAULT_MPC_TABLE; return null; }
        const loaded = loadMpcParamsFile(value);
        if (!loaded.ok) return loaded.error;
        s.probCut.table = loaded.table;
        return null;
      }
      case 'Clear Hash': s.newGame(); return null;
      default: return `option ${name} is not handled by the engine`;
    }
  }
}
