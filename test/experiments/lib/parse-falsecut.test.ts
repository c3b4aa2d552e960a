// The falsecut summary parser, on lines as kerf falsecut printed them (docs/tools.md and a quick run).
import { describe, expect, it } from 'vitest';
import { parseFalseCutLine, parseFalsecut } from '../../../experiments/lib/parse-falsecut.js';

const BOTH_KINDS = [
  '[1/20] S13 Superfinal g82 ply69: 112519 nodes, bestmove c5b3, 31 cuts, 0/29 false (0.0 %)',
  'high d=6: 3/328 false (0.9 %), 348 seen, 20 skipped (mate score)',
  'high d=7: 0/64 false (0.0 %), 70 seen, 6 skipped (mate score)',
  'low d=6: 0/53 false (0.0 %), 53 seen',
  'low d=7: 0/25 false (0.0 %), 25 seen',
  'high: 3/392 false (0.8 %), 418 seen, 26 skipped (mate score)',
  'low: 0/78 false (0.0 %), 78 seen',
  'cuts seen 496 in 20 positions at depth 8, 1 in 1 sampled; main search nodes 625528, verification nodes 2007616',
  'false cuts 3/470 (0.6 %)',
];

describe('parseFalsecut', () => {
  it('reads the totals, the cut count and every per-height and per-kind line', () => {
    const s = parseFalsecut(BOTH_KINDS)!;
    expect(s).toMatchObject({
      falseCuts: 3, verified: 470, seen: 496, skipped: 26, positions: 20, depth: 8, sampleEvery: 1,
      mainNodes: 625528, verificationNodes: 2007616,
    });
    expect(s.lines).toHaveLength(6);
    expect(s.lines[0]).toEqual({ kind: 'high', height: 6, falseCuts: 3, verified: 328, seen: 348, skipped: 20 });
    expect(s.lines[5]).toEqual({ kind: 'low', height: null, falseCuts: 0, verified: 78, seen: 78, skipped: 0 });
  });

  it('reads a run in which nothing was verified', () => {
    const s = parseFalsecut([
      'high d=6: 0/0 false (nothing verified), 2 seen, 2 skipped (mate score)',
      'high: 0/0 false (nothing verified), 2 seen, 2 skipped (mate score)',
      'cuts seen 2 in 3 positions at depth 7, 1 in 10 sampled; main search nodes 33810, verification nodes 0',
      'false cuts 0/0 (nothing verified)',
    ])!;
    expect(s).toMatchObject({ falseCuts: 0, verified: 0, seen: 2, skipped: 2, sampleEvery: 10 });
  });

  it('gives null for a run that stopped before its summary, and ignores per-position lines', () => {
    expect(parseFalsecut(BOTH_KINDS.slice(0, 7))).toBeNull();
    expect(parseFalsecut(BOTH_KINDS.slice(0, 1).concat(BOTH_KINDS.slice(8)))).toBeNull();
    expect(parseFalseCutLine(BOTH_KINDS[0])).toBeNull();
  });
});
