// The settings table (src/engine/settings.ts): the `uci` option lines it writes (names, types,
// defaults and ranges users depend on), value checking with named error kinds, the one `--option`
// flag parser, and that every advertised default is the searcher's own.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { Engine } from '../../src/engine/engine.js';
import { checkOption, parseOptionFlag, SEARCH_SWITCH_SETTINGS, SETTINGS } from '../../src/engine/settings.js';
import { optionLines } from '../../src/uci/options.js';
import { MIDDLEGAME } from '../helpers/positions.js';

describe('the option lines of uci', () => {
  it('are exactly the options Kerf offers (issue 25 added the modern search switches)', () => {
    expect(optionLines()).toEqual([
      'option name Hash type spin default 16 min 1 max 4096',
      'option name Threads type spin default 1 min 1 max 64',
      'option name Ponder type check default false',
      'option name UCI_Chess960 type check default false',
      'option name MultiPV type spin default 1 min 1 max 256',
      'option name MoveOverhead type spin default 50 min 0 max 5000',
      'option name Evaluation type combo default full var full var simple',
      'option name NullMove type check default true',
      'option name LMR type check default true',
      'option name Futility type check default true',
      'option name ReverseFutility type check default true',
      'option name CheckExtension type check default false',
      'option name AspirationWindows type check default true',
      'option name ContinuationHistory type check default true',
      'option name CaptureHistory type check default false',
      'option name HistoryLMR type check default true',
      'option name NoisyLMR type check default false',
      'option name CheckLMR type check default true',
      'option name TTCaptureLMR type check default false',
      'option name LMRResearchDepth type check default false',
      'option name Improving type check default true',
      'option name LateMovePruning type check default true',
      'option name SEEPruning type check default true',
      'option name HistoryPruning type check default false',
      'option name Razoring type check default true',
      'option name SingularExtension type check default true',
      'option name IIR type check default false',
      'option name QuiescenceTT type check default true',
      'option name QuiescenceTTMove type check default true',
      'option name TTPV type check default true',
      'option name CorrectionHistory type check default false',
      'option name TTScoreEval type check default true',
      'option name TTScoreEvalSlack type spin default 64 min 0 max 64',
      'option name ReverseFutilityDepth type spin default 6 min 0 max 16',
      'option name ReverseFutilityMargin type spin default 85 min 0 max 1000',
      'option name FutilityDepth type spin default 3 min 0 max 16',
      'option name NullMoveBaseR type spin default 3 min 1 max 8',
      'option name LazyEvalMargin type spin default 0 min 0 max 2000',
      'option name AdaptiveTime type check default true',
      'option name ProbCut type combo default mpc var off var probcut var mpc var fixed',
      'option name MPCParams type string default <empty>',
      'option name ProbCutMargin type spin default 200 min 0 max 1000',
      'option name ProbCutMarginImproving type spin default 50 min 0 max 1000',
      'option name MPCThresholdMid type string default <empty>',
      'option name MPCThresholdEnd type string default <empty>',
      'option name ProbCutPV type check default false',
      'option name MPCProbes type combo default high var both var high var low var nodetype',
      'option name MPCQSearchFilter type check default true',
      'option name MPCProbeMoves type combo default captures var all var captures',
      'option name MPCAdaptive type check default false',
      'option name MPCReduce type spin default 0 min 0 max 2',
      'option name MPCTTCut type check default false',
      'option name MPCFailSoft type check default true',
      'option name MPCImprovingSigma type check default true',
      'option name MPCExtend type check default true',
      'option name MPCCutNodesOnly type check default true',
      'option name MPCEvalGate type check default false',
      'option name MPCTTGate type check default false',
      'option name MPCSkipQuietTTMove type check default false',
      'option name MPCLeaveToNullMove type check default false',
      'option name MPCKeepSacrifices type check default false',
      'option name MPCKingAttackers type spin default 0 min 0 max 4',
      'option name MPCAfterIIR type check default false',
      'option name ProbCutNested type check default false',
      'option name MultiCut type check default false',
      'option name OwnBook type check default false',
      'option name BookFile type string default <empty>',
      'option name UCI_LimitStrength type check default false',
      'option name UCI_Elo type spin default 1500 min 1350 max 2000',
      'option name Clear Hash type button',
    ]);
  });
});

describe('checkOption', () => {
  it('normalises names and values', () => {
    expect(checkOption('nullmove', 'TRUE')).toEqual({ ok: true, value: { name: 'NullMove', value: 'true' } });
    expect(checkOption('probcut', 'MPC')).toEqual({ ok: true, value: { name: 'ProbCut', value: 'mpc' } });
    expect(checkOption('Hash', '+64')).toEqual({ ok: true, value: { name: 'Hash', value: '64' } });
    expect(checkOption('MPCThresholdMid', '.5')).toEqual({ ok: true, value: { name: 'MPCThresholdMid', value: '0.5' } });
    expect(checkOption('MPCThresholdMid', '11').ok).toBe(false);
    expect(checkOption('clear hash', 'anything')).toEqual({ ok: true, value: { name: 'Clear Hash', value: '' } });
  });

  it('names what is wrong', () => {
    expect(checkOption('Bogus', '1')).toEqual({ ok: false, kind: 'UnknownOption', message: "unknown option 'Bogus'" });
    expect(checkOption('Hash', '0')).toEqual({ ok: false, kind: 'InvalidOptionValue', message: 'option Hash must be between 1 and 4096, got 0' });
    expect(checkOption('MPCThresholdEnd', '-1')).toEqual({
      ok: false, kind: 'InvalidOptionValue', message: "option MPCThresholdEnd must be a number from 0 to 10 or empty, got '-1'",
    });
  });
});

describe('parseOptionFlag', () => {
  it('splits Name=value at the first = and checks it', () => {
    expect(parseOptionFlag('MPCParams=a=b.json')).toEqual({ ok: true, value: { name: 'MPCParams', value: 'a=b.json' } });
    expect(parseOptionFlag(' lmr =False')).toEqual({ ok: true, value: { name: 'LMR', value: 'false' } });
    expect(parseOptionFlag('LMR')).toEqual({ ok: false, kind: 'InvalidFlag', message: `--option needs "Name=value", got 'LMR'` });
    expect(parseOptionFlag('=1')).toMatchObject({ ok: false, kind: 'InvalidFlag' });
    expect(parseOptionFlag('LMR=maybe')).toMatchObject({ ok: false, kind: 'InvalidOptionValue' });
  });
});

describe('the search switches', () => {
  it('are the on/off rows calibrate may set, in table order', () => {
    expect(SEARCH_SWITCH_SETTINGS.map((s) => s.name)).toEqual([
      'NullMove', 'LMR', 'Futility', 'ReverseFutility', 'CheckExtension', 'AspirationWindows',
      'ContinuationHistory', 'CaptureHistory', 'HistoryLMR', 'NoisyLMR', 'CheckLMR', 'TTCaptureLMR', 'LMRResearchDepth', 'Improving', 'LateMovePruning', 'SEEPruning',
      'HistoryPruning', 'Razoring', 'SingularExtension', 'IIR', 'QuiescenceTT', 'QuiescenceTTMove', 'TTPV', 'CorrectionHistory', 'TTScoreEval', 'AdaptiveTime', 'MultiCut',
    ]);
  });
});

describe('defaults', () => {
  it('every option\'s advertised default is the searcher\'s own: setting them all explicitly changes no node', () => {
    const search = (options: Array<[string, string]>): string => {
      const e = new Engine();
      for (const [name, value] of options) expect(e.applyOption(name, value).ok).toBe(true);
      const parsed = positionFromFen(MIDDLEGAME);
      if (!parsed.ok) throw new Error('bad test FEN');
      const r = e.searcher.search(parsed.value, { depth: 8 });
      return `${r.nodes} ${r.bestMove} ${r.score} ${r.pv.join(',')}`;
    };
    // ProbCut=mpc first, so that the MPC options are live; then every other option at its default.
    const explicit: Array<[string, string]> = [['ProbCut', 'mpc']];
    for (const s of SETTINGS) if (s.type !== 'button' && s.name !== 'ProbCut') explicit.push([s.name, String(s.default)]);
    expect(search(explicit)).toBe(search([['ProbCut', 'mpc']]));
  });
});
