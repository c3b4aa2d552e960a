import { describe, expect, it } from 'vitest';
import { aPoints, tally, type FinishedGame } from '../../../src/tools/match/tally.js';

const g = (index: number, result: FinishedGame['result'], incident?: FinishedGame['incident']): FinishedGame =>
  incident ? { index, result, reason: '', incident } : { index, result, reason: '' };

describe('tally', () => {
  it('scores from A\'s view with colours alternating per game', () => {
    expect(aPoints(g(0, '1-0'))).toBe(1); // A white wins
    expect(aPoints(g(1, '1-0'))).toBe(0); // B white wins
    expect(aPoints(g(3, '0-1'))).toBe(1);
    expect(aPoints(g(2, '1/2-1/2'))).toBe(0.5);
  });
  it('builds W/D/L splits and pentanomial counts from complete pairs only', () => {
    // Pair 0: A wins both (WW). Pair 1: A wins one, loses one (WL). Pair 2: draw + A loss (LD).
    // Pair 3: only one game so far.
    const games = [g(0, '1-0'), g(1, '0-1'), g(2, '1-0'), g(3, '1-0'), g(5, '1-0'), g(4, '1/2-1/2'), g(6, '1-0')];
    const t = tally(games);
    expect(t.games).toBe(7);
    expect(t.a).toEqual({ wins: 4, draws: 1, losses: 2 });
    expect(t.aWhite).toEqual({ wins: 3, draws: 1, losses: 0 });
    expect(t.aBlack).toEqual({ wins: 1, draws: 0, losses: 2 });
    expect(t.whiteVsBlack).toEqual({ wins: 5, draws: 1, losses: 1 });
    expect(t.pentanomial).toEqual([0, 1, 1, 0, 1]);
    expect(t.pairs).toBe(3);
  });
  it('charges incidents to the engine at fault', () => {
    const t = tally([g(0, '0-1', { side: 'white', kind: 'crash' }), g(1, '0-1', { side: 'white', kind: 'time' }), g(2, '1-0', { side: 'black', kind: 'illegal' })]);
    expect(t.incidents.a).toEqual({ crash: 1, illegal: 0, time: 0 });
    expect(t.incidents.b).toEqual({ crash: 0, illegal: 1, time: 1 });
  });
});
