// The match summary parser reads what kerf match's own summary writer prints.
import { describe, expect, it } from 'vitest';
import { parseMatchSummary } from '../../../experiments/lib/parse-match.js';
import { eloPentanomial, eloTrinomial } from '../../../src/tools/match/stats.js';
import { parseSprt } from '../../../src/tools/match/sprt.js';
import { scoreLine, summaryLines } from '../../../src/tools/match/summary.js';
import { tally, type FinishedGame } from '../../../src/tools/match/tally.js';

const results: FinishedGame['result'][] = ['1-0', '1/2-1/2', '0-1', '1-0', '1/2-1/2', '1/2-1/2', '1-0', '0-1', '1-0', '1/2-1/2'];
const games: FinishedGame[] = results.map((result, index) => ({ index, result, reason: 'test' }));

describe('parseMatchSummary', () => {
  it('reads the closing block, not the running score lines before it', () => {
    const t = tally(games);
    const sprt = parseSprt('elo0=0 elo1=5 alpha=0.05 beta=0.05');
    if (!sprt.ok) throw new Error(sprt.message);
    const lines = [
      'Finished game 1 (mpc vs off): 1-0 {test}',
      scoreLine('mpc', 'off', tally(games.slice(0, 1))),
      ...summaryLines('mpc', 'off', t, sprt.value),
      'Finished match',
    ];
    const s = parseMatchSummary(lines)!;
    expect(s).not.toBeNull();
    expect([s.nameA, s.nameB, s.wins, s.losses, s.draws, s.games]).toEqual(['mpc', 'off', t.a.wins, t.a.losses, t.a.draws, 10]);
    expect(s.score).toBeCloseTo((t.a.wins + t.a.draws / 2) / 10, 3);
    const tri = eloTrinomial(t.a)!;
    expect(s.elo!.elo).toBeCloseTo(tri.elo, 1);
    expect(s.elo!.error).toBeCloseTo(tri.error, 1);
    expect(s.elo!.los).toBeCloseTo(tri.los * 100, 1);
    expect(s.pentanomial).toEqual(t.pentanomial);
    const penta = eloPentanomial(t.pentanomial)!;
    expect(s.pentaElo!.elo).toBeCloseTo(penta.elo, 2);
    expect(s.pentaElo!.error).toBeCloseTo(penta.error, 2);
    expect(s.pentaElo!.los).toBeCloseTo(penta.los * 100, 2);
    expect(s.sprt).toMatch(/^llr -?[\d.]+ \(-?[\d.]+%\), lbound -2\.94, ubound 2\.94$/);
    expect(s.incidents).toContain('mpc 0 crashes');
    expect(s.interrupted).toBe(false);
  });

  it('notes an interrupted match and reads nan/inf figures', () => {
    const lines = [
      'Score of a vs b: 2 - 0 - 0  [1.000] 2',
      'Elo difference: inf +/- nan, LOS: 92.1 %, DrawRatio: 0.0 %',
      'Ptnml(0-2): [0, 0, 0, 0, 1], pentanomial Elo: inf +/- nan, nElo: inf +/- nan, LOS: 100.00 %',
      'Match interrupted after 2 of 10 games; continue with --resume',
    ];
    const s = parseMatchSummary(lines)!;
    expect(s.elo!.elo).toBe(Infinity);
    expect(Number.isNaN(s.elo!.error)).toBe(true);
    expect(s.pentanomial).toEqual([0, 0, 0, 0, 1]);
    expect(s.pentaElo!.elo).toBe(Infinity);
    expect(s.interrupted).toBe(true);
  });

  it('returns null without a score line, and takes no pentanomial Elo from a line without pairs', () => {
    expect(parseMatchSummary(['kerf: match: engine failed'])).toBeNull();
    const s = parseMatchSummary(['Score of a vs b: 1 - 0 - 0  [1.000] 1', 'Ptnml(0-2): [0, 0, 0, 0, 0] (no complete pairs)'])!;
    expect(s.pentanomial).toEqual([0, 0, 0, 0, 0]);
    expect(s.pentaElo).toBeUndefined();
  });
});
