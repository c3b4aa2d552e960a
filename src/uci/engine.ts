// The engine as the search side sees it: a Searcher plus the settings that UCI options change
// (evaluator, MPC parameters, Chess960 notation). applyOption is shared by the search worker and
// by `kerf go --option`, so both behave identically. Options arrive already validated by
// options.ts; only MPCParams can still fail here (file contents), and then the previous
// parameters stay in force. A params path is checked to be a regular file of sane size before it
// is read: the read is synchronous on the search thread, and a FIFO, /dev/stdin or /dev/zero would
// block or exhaust that thread for good (and a thread stuck in a read cannot be ended by quit).

import { statSync } from 'node:fs';
import { setEvaluator, type EvaluatorName } from '../eval/evaluate.js';
import { DEFAULT_MPC_NOTE, DEFAULT_MPC_TABLE, loadMpcParamsFile } from '../search/mpc-params.js';
import { MPC_PROBE_KINDS, MPC_PROBE_MOVE_SETS, PROBCUT_MODES } from '../search/probcut.js';
import { SEARCH_SWITCHES, Searcher } from '../search/search.js';

export class Engine {
  readonly searcher = new Searcher(16);
  chess960 = false;
  debug = false;
  /** The note of the MPC parameters in force (the params file's "note"), for the UCI confirmation. */
  mpcParamsNote = DEFAULT_MPC_NOTE;

  constructor() {
    this.searcher.probCut.table = DEFAULT_MPC_TABLE;
  }

  /** Apply a validated option; returns an error message, or null on success. */
  applyOption(name: string, value: string): string | null {
    const s = this.searcher;
    const o = s.options;
    const searchSwitch = SEARCH_SWITCHES.find(([switchName]) => switchName === name);
    if (searchSwitch !== undefined) { o[searchSwitch[1]] = value === 'true'; return null; }
    switch (name) {
      case 'Hash': s.tt.resize(Number(value)); return null;
      case 'Threads': case 'Ponder': return null;
      case 'UCI_Chess960': this.chess960 = value === 'true'; return null;
      case 'MoveOverhead': o.moveOverhead = Number(value); return null;
      case 'Evaluation': setEvaluator(value as EvaluatorName); return null;
      case 'ProbCut': s.probCut.mode = PROBCUT_MODES.indexOf(value as (typeof PROBCUT_MODES)[number]); return null;
      case 'ProbCutPV': s.probCut.atPvNodes = value === 'true'; return null;
      case 'MPCProbes': s.probCut.probes = MPC_PROBE_KINDS.indexOf(value as (typeof MPC_PROBE_KINDS)[number]); return null;
      case 'MPCQSearchFilter': s.probCut.qsearchFilter = value === 'true'; return null;
      case 'MPCProbeMoves': s.probCut.probeMoves = MPC_PROBE_MOVE_SETS.indexOf(value as (typeof MPC_PROBE_MOVE_SETS)[number]); return null;
      case 'MPCThresholdMid': s.probCut.thresholdOverride[0] = value === '' ? NaN : Number(value); return null;
      case 'MPCThresholdEnd': s.probCut.thresholdOverride[1] = value === '' ? NaN : Number(value); return null;
      case 'MPCParams': {
        if (value === '') { s.probCut.table = DEFAULT_MPC_TABLE; this.mpcParamsNote = DEFAULT_MPC_NOTE; return null; }
        const notAFile = paramsFileProblem(value);
        if (notAFile !== null) return notAFile;
        const loaded = loadMpcParamsFile(value);
        if (!loaded.ok) return loaded.error;
        s.probCut.table = loaded.table;
        this.mpcParamsNote = loaded.note;
        return null;
      }
      case 'Clear Hash': s.newGame(); return null;
      default: return `option ${name} is not handled by the engine`;
    }
  }
}

/** Largest MPC params file accepted (the real ones are a few KiB; this only keeps a huge file from exhausting memory). */
const MAX_PARAMS_FILE_BYTES = 16 << 20;

/** Why `path` must not be read as a params file, or null when it is a regular file of sane size. */
function paramsFileProblem(path: string): string | null {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return `MPCParams: cannot read '${path}' (EISDIR)`;
    if (!stat.isFile()) return `MPCParams: cannot read '${path}' (not a regular file)`;
    if (stat.size > MAX_PARAMS_FILE_BYTES) return `MPCParams: '${path}' is ${stat.size} bytes, more than the ${MAX_PARAMS_FILE_BYTES} allowed`;
    return null;
  } catch {
    return null; // missing or unreadable: loadMpcParamsFile names the error code
  }
}
