// The ProbCut / MPC step on its own (src/search/mpc/probe.ts), against a stand-in for the searcher
// that records each shallow search it is asked for: which probes run for each MPCProbes setting
// and node type, the null-window bounds they use, that a probe which clears its bound cuts with
// beta (alpha), or with MPCFailSoft with the regression's bound, and one that does not leaves
// the node alone, that the nodes a probe spends are counted as its cost, and which σ the bounds
// use under MPCImprovingSigma.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../../src/board/fen.js';
import type { Position } from '../../../src/board/position.js';
import {
  DEFAULT_MPC_TABLE, mpcHighBound, mpcHighCutValue, mpcIndex, mpcLowBound, mpcLowCutValue, validateMpcParams, type MpcTable,
} from '../../../src/search/mpc/params.js';
import { MATE_BOUND } from '../../../src/search/constants.js';
import { isProbeNode, ProbCut, type ProbeSearch } from '../../../src/search/mpc/probe.js';
import {
  FIXED_PROBCUT_MIN_DEPTH, FIXED_PROBCUT_REDUCTION, MPC_PROBE_MOVES_ALL, MPC_PROBE_MOVES_CAPTURES, MPC_PROBES_BOTH, MPC_PROBES_HIGH,
  MPC_PROBES_LOW, MPC_PROBES_NODE_TYPE, PROBCUT_FIXED, PROBCUT_MPC, PROBCUT_OFF,
} from '../../../src/search/mpc/settings.js';
import { MIDDLEGAME } from '../../helpers/positions.js';

interface Call { alpha: number; beta: number; depth: number; cutNode: boolean; captures?: true }

/** Records the shallow searches; each returns `answer(alpha, beta)` and costs `cost` nodes. */
class RecordingSearch implements ProbeSearch {
  readonly calls: Call[] = [];
  nodes = 0;
  readonly isStopped = false;
  /** The search switches ProbCut reads: Improving off, as in a fresh engine. */
  readonly options = { improving: false };
  constructor(readonly position: Position, private readonly answer: (alpha: number, beta: number) => number, private readonly cost = 10) {}
  negamax(alpha: number, beta: number, depth: number, _ply: number, cutNode: boolean): number {
    this.calls.push({ alpha, beta, depth, cutNode });
    this.nodes += this.cost;
    return this.answer(alpha, beta);
  }
  captureSearch(lower: number, depth: number, _ply: number): number {
    this.calls.push({ alpha: lower, beta: lower + 1, depth, cutNode: true, captures: true });
    this.nodes += this.cost;
    return this.answer(lower, lower + 1);
  }
}

function middlegame(): Position {
  const parsed = positionFromFen(MIDDLEGAME);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** A validated table with the given tries at one middlegame height and nothing else. */
function middlegameTable(height: number, tries: Array<{ shallow: number; t: number; a: number; b: number; sigma: number }>, note: string): MpcTable {
  const params = validateMpcParams({
    version: 1,
    stage: { definition: 'crafty' },
    stages: { middlegame: { checks: [{ height, tries }] }, endgame: { checks: [] } },
    note,
  });
  if (!params.ok) throw new Error(params.message);
  return params.value.table;
}

/** MPC on with the built-in table and the given probes over every move; the quiescence pre-filter off unless asked for. */
function state(probes: number, qsearchFilter = false): ProbCut {
  const s = new ProbCut();
  s.settings.mode = PROBCUT_MPC;
  s.settings.table = DEFAULT_MPC_TABLE;
  s.settings.probes = probes;
  s.settings.probeMoves = MPC_PROBE_MOVES_ALL;
  s.settings.qsearchFilter = qsearchFilter;
  // The switches the default setting adds are off here: each test turns on what it tests.
  s.settings.failSoft = false;
  s.settings.improvingSigma = false;
  s.settings.extendHeights = false;
  return s;
}

describe('the defaults', () => {
  it('high probes over the good captures only (the configuration that did best at 10+0.1), filter on', () => {
    const s = new ProbCut().settings;
    expect(s.probes).toBe(MPC_PROBES_HIGH);
    expect(s.probeMoves).toBe(MPC_PROBE_MOVES_CAPTURES);
    expect(s.qsearchFilter).toBe(true);
  });

  it('a bare ProbCut has the built-in parameters and regression MPC at expected cut nodes on', () => {
    const p = new ProbCut();
    expect(p.settings.table).toBe(DEFAULT_MPC_TABLE);
    expect(p.settings.mode).toBe(PROBCUT_MPC);
    expect(p.settings.cutNodesOnly).toBe(true);
    expect(p.enabled).toBe(true);
    p.settings.mode = PROBCUT_OFF;
    expect(p.enabled).toBe(false);
    p.settings.mode = PROBCUT_FIXED;
    expect(p.enabled).toBe(true);
  });
});

describe('which probes run', () => {
  const HEIGHT = 8;
  const ALPHA = 30;
  const BETA = 31;
  const cases: Array<[string, number, boolean, boolean, boolean]> = [
    // name, MPCProbes, cutNode, expect high, expect low
    ['both, cut node', MPC_PROBES_BOTH, true, true, true],
    ['both, all node', MPC_PROBES_BOTH, false, true, true],
    ['high, all node', MPC_PROBES_HIGH, false, true, false],
    ['low, cut node', MPC_PROBES_LOW, true, false, true],
    ['nodetype, cut node', MPC_PROBES_NODE_TYPE, true, true, false],
    ['nodetype, all node', MPC_PROBES_NODE_TYPE, false, false, true],
  ];
  for (const [name, probes, cutNode, high, low] of cases) {
    it(name, () => {
      const s = state(probes);
      const pos = middlegame();
      const highBound = mpcHighBound(DEFAULT_MPC_TABLE, mpcIndex(0, HEIGHT, 0), BETA);
      const lowBound = mpcLowBound(DEFAULT_MPC_TABLE, mpcIndex(0, HEIGHT, 0), ALPHA);
      // A shallow search that never cuts: under the high probe's bound, over the low probe's.
      const quiet = new RecordingSearch(pos, (a) => (a === highBound - 1 ? highBound - 1 : lowBound + 1), 7);
      expect(s.probe(quiet, ALPHA, BETA, HEIGHT, 3, cutNode)).toBe(s.NO_CUT);
      const shallow = DEFAULT_MPC_TABLE.shallow[mpcIndex(0, HEIGHT, 0)];
      const expected: Call[] = [];
      if (high) expected.push({ alpha: highBound - 1, beta: highBound, depth: shallow, cutNode: true });
      if (low) expected.push({ alpha: lowBound, beta: lowBound + 1, depth: shallow, cutNode: false });
      expect(quiet.calls).toEqual(expected);
      // Each probe's nodes are charged to its kind.
      expect(Array.from(s.stats.probeNodes)).toEqual([high ? 7 : 0, low ? 7 : 0]);
      // None of them cut, so none of those nodes are charged to cutting probes.
      expect(Array.from(s.stats.cutProbeNodes)).toEqual([0, 0]);
    });
  }
});

describe('what a probe returns', () => {
  const HEIGHT = 8;
  const k = mpcIndex(0, HEIGHT, 0);

  it('a high probe that reaches its bound cuts with beta (fail-hard)', () => {
    const s = state(MPC_PROBES_BOTH);
    const highBound = mpcHighBound(DEFAULT_MPC_TABLE, k, 50);
    const search = new RecordingSearch(middlegame(), () => highBound);
    expect(s.probe(search, 49, 50, HEIGHT, 2, true)).toBe(50);
    expect(search.calls).toHaveLength(1);
    expect(s.describeStatistics().some((l) => /^probcut middlegame d=8 d'=4 high 1\/1 low 0\/0$/.test(l))).toBe(true);
  });

  it('a low probe that stays at its bound cuts with alpha', () => {
    const s = state(MPC_PROBES_LOW);
    const lowBound = mpcLowBound(DEFAULT_MPC_TABLE, k, -20);
    const search = new RecordingSearch(middlegame(), () => lowBound);
    expect(s.probe(search, -20, -19, HEIGHT, 2, false)).toBe(-20);
    expect(s.describeCost(1000)).toBe('probe cost high 0 (0.0%) low 10 (1.0%) of 1000 nodes; in probes that cut high 0 low 10');
  });

  it('no check at a height the table has no try for', () => {
    const s = state(MPC_PROBES_BOTH);
    const search = new RecordingSearch(middlegame(), () => 0);
    expect(s.probe(search, 0, 1, 2, 2, true)).toBe(s.NO_CUT);
    expect(s.probe(search, 0, 1, DEFAULT_MPC_TABLE.stageMaxHeight[0] + 1, 2, true)).toBe(s.NO_CUT);
    expect(search.calls).toHaveLength(0);
    expect(s.describeStatistics()).toEqual([]);
    expect(s.describeCost(1000)).toBeNull();
  });
});

describe('the quiescence pre-filter (MPCQSearchFilter)', () => {
  const HEIGHT = 8;
  const k = mpcIndex(0, HEIGHT, 0);
  const BETA = 40;
  const highBound = mpcHighBound(DEFAULT_MPC_TABLE, k, BETA);
  const shallow = DEFAULT_MPC_TABLE.shallow[k];

  it('a quiescence search below the bound skips the high probe; its nodes count as high-probe cost', () => {
    const s = state(MPC_PROBES_HIGH, true);
    // Quiescence (depth 0) falls short; a shallow search would have cut.
    const filtered: RecordingSearch = new RecordingSearch(middlegame(), () => (filtered.calls.at(-1)!.depth === 0 ? highBound - 1 : highBound), 4);
    expect(s.probe(filtered, BETA - 1, BETA, HEIGHT, 2, true)).toBe(s.NO_CUT);
    expect(filtered.calls).toEqual([{ alpha: highBound - 1, beta: highBound, depth: 0, cutNode: true }]);
    expect(Array.from(s.stats.probeNodes)).toEqual([4, 0]);
  });

  it('a quiescence search that reaches the bound lets the high probe run and decide', () => {
    const s = state(MPC_PROBES_HIGH, true);
    const search = new RecordingSearch(middlegame(), () => highBound, 4);
    expect(s.probe(search, BETA - 1, BETA, HEIGHT, 2, true)).toBe(BETA);
    expect(search.calls).toEqual([
      { alpha: highBound - 1, beta: highBound, depth: 0, cutNode: true },
      { alpha: highBound - 1, beta: highBound, depth: shallow, cutNode: true },
    ]);
    expect(Array.from(s.stats.cutProbeNodes)).toEqual([4, 0]);
  });

  it('off, the high probe runs without a quiescence search first', () => {
    const s = state(MPC_PROBES_HIGH);
    const search = new RecordingSearch(middlegame(), () => highBound - 1, 4);
    expect(s.probe(search, BETA - 1, BETA, HEIGHT, 2, true)).toBe(s.NO_CUT);
    expect(search.calls.map((c) => c.depth)).toEqual([shallow]);
  });
});

describe('capture probes (MPCProbeMoves=captures)', () => {
  const HEIGHT = 8;
  const k = mpcIndex(0, HEIGHT, 0);
  const ALPHA = 39;
  const BETA = 40;
  const highBound = mpcHighBound(DEFAULT_MPC_TABLE, k, BETA);
  const lowBound = mpcLowBound(DEFAULT_MPC_TABLE, k, ALPHA);
  const shallow = DEFAULT_MPC_TABLE.shallow[k];

  function captureState(probes: number): ProbCut {
    const s = state(probes, true);
    s.settings.probeMoves = MPC_PROBE_MOVES_CAPTURES;
    return s;
  }

  it('the high probe searches captures only, with no node-level quiescence filter, and cuts with beta', () => {
    const s = captureState(MPC_PROBES_HIGH);
    const search = new RecordingSearch(middlegame(), () => highBound, 6);
    expect(s.probe(search, ALPHA, BETA, HEIGHT, 2, true)).toBe(BETA);
    expect(search.calls).toEqual([{ alpha: highBound - 1, beta: highBound, depth: shallow, cutNode: true, captures: true }]);
    expect(Array.from(s.stats.probeNodes)).toEqual([6, 0]);
    expect(Array.from(s.stats.cutProbeNodes)).toEqual([6, 0]);
  });

  it('a capture probe under its bound leaves the node alone', () => {
    const s = captureState(MPC_PROBES_HIGH);
    const search = new RecordingSearch(middlegame(), () => highBound - 1);
    expect(s.probe(search, ALPHA, BETA, HEIGHT, 2, true)).toBe(s.NO_CUT);
    expect(search.calls).toHaveLength(1);
  });

  it('the low probe still searches every move: only a full-width search can prove a fail-low', () => {
    const s = captureState(MPC_PROBES_BOTH);
    const search = new RecordingSearch(middlegame(), (a) => (a === lowBound ? lowBound : highBound - 1));
    expect(s.probe(search, ALPHA, BETA, HEIGHT, 2, false)).toBe(ALPHA);
    expect(search.calls).toEqual([
      { alpha: highBound - 1, beta: highBound, depth: shallow, cutNode: true, captures: true },
      { alpha: lowBound, beta: lowBound + 1, depth: shallow, cutNode: false },
    ]);
  });
});

describe('adaptive MPC (MPCAdaptive)', () => {
  // Three tries at height 8 with a = 1, b = 0, t = 1: at beta 50 their high bounds are 50 + σ.
  const table = middlegameTable(8, [
    { shallow: 2, t: 1, a: 1, b: 0, sigma: 90 }, { shallow: 3, t: 1, a: 1, b: 0, sigma: 70 }, { shallow: 4, t: 1, a: 1, b: 0, sigma: 50 },
  ], 'test: three depth pairs at one height');
  const adaptive = (): ProbCut => {
    const s = state(MPC_PROBES_HIGH);
    s.settings.table = table;
    s.settings.adaptive = true;
    return s;
  };
  /** The quiescence search over the window answers q; each probe answers what `probe` says. */
  const answering = (q: number, probe: (bound: number) => number) => (alpha: number, beta: number): number =>
    beta - alpha > 1 ? q : probe(beta);

  it('q picks the shallowest try whose bound it reaches; a failed probe is followed by the deepest one', () => {
    const s = adaptive();
    const search = new RecordingSearch(middlegame(), answering(125, (bound) => (bound === 100 ? 100 : bound - 5)));
    expect(s.probe(search, 49, 50, 8, 3, true)).toBe(50);
    expect(search.calls.map((c) => [c.alpha, c.beta, c.depth])).toEqual([[99, 140, 0], [119, 120, 3], [99, 100, 4]]);
  });

  it('far above every bound, the shallowest try alone decides when it cuts', () => {
    const s = adaptive();
    const search = new RecordingSearch(middlegame(), answering(300, (bound) => bound));
    expect(s.probe(search, 49, 50, 8, 3, true)).toBe(50);
    expect(search.calls.map((c) => [c.alpha, c.beta, c.depth])).toEqual([[99, 140, 0], [139, 140, 2]]);
  });

  it('below every bound, no probe runs; its quiescence search is charged to the high probes', () => {
    const s = adaptive();
    const search = new RecordingSearch(middlegame(), answering(90, () => 10_000));
    expect(s.probe(search, 49, 50, 8, 3, true)).toBe(s.NO_CUT);
    expect(search.calls).toHaveLength(1);
    expect(s.stats.probeNodes[0]).toBe(10);
  });
});

describe('MPCTTCut and MPCReduce', () => {
  const HEIGHT = 8;
  const k = mpcIndex(0, HEIGHT, 0);

  it('a TT lower bound as deep as the probe that reaches its bound fails high by what it exceeds', () => {
    const s = state(MPC_PROBES_HIGH);
    const high = mpcHighBound(DEFAULT_MPC_TABLE, k, 50);
    const shallow = DEFAULT_MPC_TABLE.shallow[k];
    const search = new RecordingSearch(middlegame(), () => 0);
    expect(s.ttCut(search, 50, HEIGHT, shallow, high + 7, false)).toBe(57);
    expect(s.ttCut(search, 50, HEIGHT, shallow - 1, high + 7, false)).toBe(s.NO_CUT);
    expect(s.ttCut(search, 50, HEIGHT, shallow, high - 1, false)).toBe(s.NO_CUT);
    expect(search.calls).toEqual([]);
    expect(s.describeStatistics()).toContain('probcut tt cuts 1');
  });

  it('a low probe that predicts a fail-low reduces an expected all node, and still cuts a cut node', () => {
    const s = state(MPC_PROBES_LOW);
    s.settings.reducePlies = 1;
    const lowBound = mpcLowBound(DEFAULT_MPC_TABLE, k, -20);
    const search = new RecordingSearch(middlegame(), () => lowBound);
    expect(s.probe(search, -20, -19, HEIGHT, 2, false)).toBe(s.REDUCE);
    expect(s.probe(search, -20, -19, HEIGHT, 2, true)).toBe(-20);
  });
});

describe('MPCFailSoft: a cut returns the regression\'s bound on the deep value', () => {
  // One try at height 8 with a = 1.1, b = 5, σ = 60, t = 1.5 (so tσ = 90), and a second, deeper
  // one for MPCAdaptive: at beta 50 the high bound of the first is round((90 + 50 − 5) / 1.1) = 123.
  const table = middlegameTable(8, [
    { shallow: 3, t: 1.5, a: 1.1, b: 5, sigma: 60 }, { shallow: 4, t: 1, a: 1, b: 0, sigma: 40 },
  ], 'test: a fit whose line is not the identity');
  const k = mpcIndex(0, 8, 0);
  const softState = (probes: number, failSoft: boolean): ProbCut => {
    const s = state(probes);
    s.settings.table = table;
    s.settings.failSoft = failSoft;
    return s;
  };

  it('the bounds the probes use, worked out by hand', () => {
    expect(mpcHighBound(table, k, 50)).toBe(123);
    // round((−90 + (−20) − 5) / 1.1) = round(−104.5…) = −105
    expect(mpcLowBound(table, k, -20)).toBe(-105);
  });

  it('a high cut returns floor(a·v′ + b − tσ): 1.1·160 + 5 − 90 = 91 for a shallow 160; off, beta', () => {
    const search = new RecordingSearch(middlegame(), () => 160);
    expect(softState(MPC_PROBES_HIGH, true).probe(search, 49, 50, 8, 2, true)).toBe(91);
    expect(softState(MPC_PROBES_HIGH, false).probe(search, 49, 50, 8, 2, true)).toBe(50);
  });

  it('at the bound itself the value is never below beta (1.1·123 + 5 − 90 = 50.3 → 50)', () => {
    const search = new RecordingSearch(middlegame(), (alpha) => alpha + 1);
    expect(softState(MPC_PROBES_HIGH, true).probe(search, 49, 50, 8, 2, true)).toBe(50);
    expect(mpcHighCutValue(table, k, 120, 50)).toBe(50);
  });

  it('a low cut returns ceil(a·v′ + b + tσ): 1.1·(−200) + 5 + 90 = −125 for a shallow −200; off, alpha', () => {
    const search = new RecordingSearch(middlegame(), () => -200);
    expect(softState(MPC_PROBES_LOW, true).probe(search, -20, -19, 8, 2, false)).toBe(-125);
    expect(softState(MPC_PROBES_LOW, false).probe(search, -20, -19, 8, 2, false)).toBe(-20);
    expect(mpcLowCutValue(table, k, -105, -20)).toBe(-20);
  });

  it('a mate score from the shallow search gives beta or alpha, and the line never makes one', () => {
    expect(mpcHighCutValue(table, k, MATE_BOUND + 5, 50)).toBe(50);
    expect(mpcLowCutValue(table, k, -MATE_BOUND - 5, -20)).toBe(-20);
    expect(mpcHighCutValue(table, k, MATE_BOUND - 2, 50)).toBe(MATE_BOUND - 1);
    expect(mpcLowCutValue(table, k, -MATE_BOUND + 2, -20)).toBe(-MATE_BOUND + 1);
  });

  it('MPCReduce still reduces an expected all node: the fail-soft value is for cuts only', () => {
    const s = softState(MPC_PROBES_LOW, true);
    s.settings.reducePlies = 1;
    const search = new RecordingSearch(middlegame(), () => -200);
    expect(s.probe(search, -20, -19, 8, 2, false)).toBe(s.REDUCE);
  });

  it('MPCAdaptive returns the bound of the try that cut', () => {
    const s = softState(MPC_PROBES_HIGH, true);
    s.settings.adaptive = true;
    // q = 130 reaches both bounds (123 and 50 + 40 = 90): the shallowest, the first try, is probed.
    const search = new RecordingSearch(middlegame(), (alpha, beta) => (beta - alpha > 1 ? 130 : 160));
    expect(s.probe(search, 49, 50, 8, 2, true)).toBe(91);
    expect(search.calls.map((c) => [c.alpha, c.beta, c.depth])).toEqual([[89, 123, 0], [122, 123, 3]]);
  });
});

describe('MPCExtend: heights above the table', () => {
  // The built-in table's deepest middlegame height is 12; its try there probes at depth 8.
  const TOP = DEFAULT_MPC_TABLE.stageMaxHeight[0];
  const k = mpcIndex(0, TOP, 0);
  const BETA = 31;

  it('off: no probe above the deepest fitted height', () => {
    const s = state(MPC_PROBES_HIGH);
    expect(s.settings.extendHeights).toBe(false);
    const search = new RecordingSearch(middlegame(), () => -1000);
    expect(s.probe(search, BETA - 1, BETA, TOP + 3, 2, true)).toBe(s.NO_CUT);
    expect(search.calls).toEqual([]);
  });

  it('on: the top height\'s try, as many plies deeper as the node is above it, at the same bound', () => {
    const s = state(MPC_PROBES_HIGH);
    s.settings.extendHeights = true;
    const high = mpcHighBound(DEFAULT_MPC_TABLE, k, BETA);
    const shallow = DEFAULT_MPC_TABLE.shallow[k];
    const search = new RecordingSearch(middlegame(), () => high);
    expect(s.probe(search, BETA - 1, BETA, TOP + 3, 2, true)).toBe(BETA);
    expect(search.calls).toEqual([{ alpha: high - 1, beta: high, depth: shallow + 3, cutNode: true }]);
    // At a fitted height nothing changes.
    const atTop = new RecordingSearch(middlegame(), () => high);
    expect(s.probe(atTop, BETA - 1, BETA, TOP, 2, true)).toBe(BETA);
    expect(atTop.calls[0].depth).toBe(shallow);
    // The statistics name the probe's real depths.
    expect(s.describeStatistics()).toContain(`probcut middlegame d=${TOP + 3} d'=${shallow + 3} high 1/1 low 0/0`);
  });

  it('on: MPCTTCut needs a TT bound as deep as the shifted probe', () => {
    const s = state(MPC_PROBES_HIGH);
    s.settings.extendHeights = true;
    const high = mpcHighBound(DEFAULT_MPC_TABLE, k, BETA);
    const shallow = DEFAULT_MPC_TABLE.shallow[k];
    const search = new RecordingSearch(middlegame(), () => 0);
    expect(s.ttCut(search, BETA, TOP + 2, shallow + 1, high + 5, false)).toBe(s.NO_CUT);
    expect(s.ttCut(search, BETA, TOP + 2, shallow + 2, high + 5, false)).toBe(BETA + 5);
  });
});

describe('σ by improving (MPCImprovingSigma)', () => {
  // One try at height 8 with a = 1, b = 0, t = 1, so the bounds are beta + σ and alpha − σ; the
  // three σ are far apart so that each shows in the bounds. At depth 9, three tries for adaptive MPC.
  const params = validateMpcParams({
    version: 1,
    stage: { definition: 'crafty' },
    stages: {
      middlegame: { checks: [
        { height: 8, tries: [{ shallow: 4, t: 1, a: 1, b: 0, sigma: 50, sigma_improving: 20, sigma_not_improving: 120 }] },
        { height: 9, tries: [
          { shallow: 2, t: 1, a: 1, b: 0, sigma: 90, sigma_improving: 60, sigma_not_improving: 150 },
          { shallow: 3, t: 1, a: 1, b: 0, sigma: 70, sigma_improving: 40, sigma_not_improving: 130 },
          { shallow: 4, t: 1, a: 1, b: 0, sigma: 50, sigma_improving: 20, sigma_not_improving: 110 },
        ] },
      ] },
      endgame: { checks: [] },
    },
    note: 'test: σ by improving',
  });
  if (!params.ok) throw new Error(params.message);
  const table = params.value.table;
  const ALPHA = 29;
  const BETA = 30;

  /** MPC with both probes over every move; `sigmaSwitch` is MPCImprovingSigma, `improvingSwitch` the search's Improving. */
  function setup(sigmaSwitch: boolean, improvingSwitch: boolean): { s: ProbCut; search: RecordingSearch } {
    const s = state(MPC_PROBES_BOTH);
    s.settings.table = table;
    s.settings.improvingSigma = sigmaSwitch;
    // Never reaches a bound: both probes run and neither cuts.
    const search = new RecordingSearch(middlegame(), (alpha) => (alpha >= BETA ? alpha : alpha + 1));
    search.options.improving = improvingSwitch;
    return { s, search };
  }
  /** The high and low bounds the probes at height 8 searched against. */
  function bounds(sigmaSwitch: boolean, improvingSwitch: boolean, improving: boolean): number[] {
    const { s, search } = setup(sigmaSwitch, improvingSwitch);
    expect(s.probe(search, ALPHA, BETA, 8, 3, true, improving)).toBe(s.NO_CUT);
    // The high probe searches (high − 1, high) as a cut node, the low one (low, low + 1) as an all node.
    return search.calls.map((c) => (c.cutNode ? c.beta : c.alpha));
  }

  it('with MPCImprovingSigma and Improving on, an improving node uses sigma_improving, another sigma_not_improving', () => {
    expect(bounds(true, true, true)).toEqual([BETA + 20, ALPHA - 20]);
    expect(bounds(true, true, false)).toEqual([BETA + 120, ALPHA - 120]);
  });

  it('otherwise the pooled sigma: MPCImprovingSigma off, or Improving off', () => {
    expect(bounds(false, true, true)).toEqual([BETA + 50, ALPHA - 50]);
    expect(bounds(false, true, false)).toEqual([BETA + 50, ALPHA - 50]);
    // Improving off: the search passes improving = false, which must not read as "not improving".
    expect(bounds(true, false, false)).toEqual([BETA + 50, ALPHA - 50]);
  });

  it('agrees with mpcHighBound / mpcLowBound given the σ', () => {
    const k = mpcIndex(0, 8, 0);
    expect(bounds(true, true, false)).toEqual([
      mpcHighBound(table, k, BETA, 1, table.sigmaNotImproving[k]), mpcLowBound(table, k, ALPHA, 1, table.sigmaNotImproving[k]),
    ]);
  });

  it('MPCTTCut compares the TT bound with the high bound of the node\'s σ', () => {
    const { s, search } = setup(true, true);
    s.settings.ttCut = true;
    // A TT lower bound of beta + 60 clears beta + 20 (improving), not beta + 120 (not improving).
    expect(s.ttCut(search, BETA, 8, 4, BETA + 60, true)).toBe(BETA + 40);
    expect(s.ttCut(search, BETA, 8, 4, BETA + 60, false)).toBe(s.NO_CUT);
    search.options.improving = false;
    expect(s.ttCut(search, BETA, 8, 4, BETA + 60, false)).toBe(BETA + 10);
  });

  it('MPCAdaptive sets its window and probes from the node\'s σ', () => {
    const adaptiveRun = (improving: boolean): number[][] => {
      const { s, search } = setup(true, true);
      s.settings.probes = MPC_PROBES_HIGH;
      s.settings.adaptive = true;
      expect(s.probe(search, ALPHA, BETA, 9, 3, true, improving)).toBe(s.NO_CUT);
      // Only the quiescence search runs: it answers below every bound.
      return search.calls.map((c) => [c.alpha, c.beta, c.depth]);
    };
    // It spans the bounds, (lowest − 1, highest): beta + 20 … beta + 60, or beta + 110 … beta + 150 (pooled: 50 … 90).
    expect(adaptiveRun(true)).toEqual([[BETA + 19, BETA + 60, 0]]);
    expect(adaptiveRun(false)).toEqual([[BETA + 109, BETA + 150, 0]]);
  });
});

describe('fixed-margin ProbCut (ProbCut=fixed)', () => {
  const fixed = (): ProbCut => {
    const s = new ProbCut();
    s.settings.mode = PROBCUT_FIXED;
    s.settings.table = null;
    return s;
  };
  const beta = 40;

  it('needs no parameter table, and probes nothing below depth 5', () => {
    const s = fixed();
    expect(s.enabled).toBe(true);
    const search = new RecordingSearch(middlegame(), () => 10_000);
    expect(s.probe(search, beta - 1, beta, FIXED_PROBCUT_MIN_DEPTH - 1, 3, true)).toBe(s.NO_CUT);
    expect(search.calls).toEqual([]);
  });

  it('searches the good captures 4 plies shallower at beta + margin and cuts with the score less the margin', () => {
    const s = fixed();
    const search = new RecordingSearch(middlegame(), (lower) => lower + 31);
    const cut = s.probe(search, beta - 1, beta, 9, 3, true);
    expect(search.calls).toEqual([{ alpha: beta + 200 - 1, beta: beta + 200, depth: 9 - FIXED_PROBCUT_REDUCTION, cutNode: true, captures: true }]);
    // The probe scored beta + 200 + 30: the node fails high with beta + 30.
    expect(cut).toBe(beta + 30);
    expect(s.describeStatistics()).toEqual([`probcut middlegame d=9 d'=5 high 1/1 low 0/0`]);
  });

  it('the margin is smaller where the static eval improves; a probe under its bound leaves the node alone', () => {
    const s = fixed();
    s.settings.fixedMargin = 180;
    s.settings.fixedMarginImproving = 60;
    const search = new RecordingSearch(middlegame(), (lower) => lower);
    expect(s.probe(search, beta - 1, beta, 6, 3, true, true)).toBe(s.NO_CUT);
    expect(search.calls[0].beta).toBe(beta + 120);
  });
});

describe('isProbeNode (Step 8 and kerf calibrate --interior)', () => {
  it('takes non-root nodes not in check, PV nodes only with ProbCutPV', () => {
    expect(isProbeNode(3, false, false, false)).toBe(true);
    expect(isProbeNode(0, false, false, false)).toBe(false);
    expect(isProbeNode(3, false, true, false)).toBe(false);
    expect(isProbeNode(3, true, false, false)).toBe(false);
    expect(isProbeNode(3, true, false, true)).toBe(true);
  });
});
