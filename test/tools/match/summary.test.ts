import { describe, expect, it } from 'vitest';
import { scoreLine, sprtLine, summaryLines } from '../../../src/tools/match/summary.js';
import { tally, type FinishedGame } from '../../../src/tools/match/tally.js';

// Four pairs: A wins pairs 0 and 1 outright, draws pair 2, splits pair 3.
const games: FinishedGame[] = [
  { index: 0, result: '1-0', reason: '' }, { index: 1, result: '0-1', reason: '' },
  { index: 2, result: '1-0', reason: '' }, { index: 3, result: '0-1', reason: '' },
  { index: 4, result: '1/2-1/2', reason: '' }, { index: 5, result: '1/2-1/2', reason: '' },
  { index: 6, result: '1-0', reason: '' }, { index: 7, result: '1-0', reason: '', incident: { side: 'black', kind: 'time' } },
];

describe('summary', () => {
  const t = tally(games);
  it('prints cutechess-style score lines', () => {
    expect(scoreLine('A', 'B', t)).toBe('Score of A vs B: 5 - 1 - 2  [0.750] 8');
    const lines = summaryLines('A', 'B', t);
    expect(lines[1]).toBe('...      A playing White: 3 - 0 - 1  [0.875] 4');
    expect(lines[2]).toBe('...      A playing Black: 2 - 1 - 1  [0.625] 4');
    expect(lines[3]).toBe('...      White vs Black: 4 - 2 - 2  [0.625] 8');
    expect(lines[4]).toMatch(/^Elo difference: 190\.8 \+\/- \d+\.\d, LOS: \d+\.\d %, DrawRatio: 25\.0 %$/);
    expect(lines[5]).toMatch(/^Ptnml\(0-2\): \[0, 0, 2, 0, 2\], pentanomial Elo: 190\.85 \+\/- /);
    // Game 8 (index 7) has B as White; Black's time loss is A's.
    expect(lines.at(-1)).toBe('Incidents: A 0 crashes, 0 illegal moves, 1 time losses; B 0 crashes, 0 illegal moves, 0 time losses');
  });
  it('adds the SPRT line with cutechess\'s wording', () => {
    const s = sprtLine(t, { elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05, model: 'normalized' });
    expect(s.line).toMatch(/^SPRT: llr -?\d+\.\d\d \(-?\d+\.\d%\), lbound -2\.94, ubound 2\.94$/);
    expect(s.decision).toBeUndefined();
    const decided = sprtLine(tally(Array.from({ length: 60 }, (_, i) => ({ index: i, result: i % 2 ? '0-1' : '1-0', reason: '' }) as FinishedGame)),
      { elo0: 0, elo1: 100, alpha: 0.05, beta: 0.05, model: 'normalized' });
    expect(decided.line).toMatch(/ - H1 was accepted$/);
  });
});
