// The match table and figure rows: measured rows first, the paper's as labelled references.
import { describe, expect, it } from 'vitest';
import { eloOf, eloRows, matchTable } from '../../../experiments/lib/match-report.js';
import type { MatchSummary } from '../../../experiments/lib/parse-match.js';

const SUMMARY: MatchSummary = {
  nameA: 'mpc', nameB: 'off', wins: 30, losses: 20, draws: 50, games: 100, score: 0.55, interrupted: false,
  elo: { elo: 34.9, error: 50.1, los: 92.1, drawRatio: 50 },
  pentanomial: [2, 10, 20, 14, 4],
  pentaElo: { elo: 34.86, error: 45.5, nElo: 1, nEloError: 2, los: 93.5 },
};

describe('match report', () => {
  it('prefers the pentanomial Elo and falls back to the per-game one', () => {
    expect(eloOf(SUMMARY)).toEqual({ elo: 34.86, error: 45.5, kind: 'pentanomial' });
    expect(eloOf({ ...SUMMARY, pentaElo: undefined })).toEqual({ elo: 34.9, error: 50.1, kind: 'per game' });
    expect(eloOf({ ...SUMMARY, pentaElo: undefined, elo: undefined })).toBeNull();
  });

  it('writes one row per match and marks the paper rows and derived figures', () => {
    const lines = matchTable([{ label: 'mpc vs off', summary: SUMMARY }], [
      { label: 'MPC-Crafty vs Crafty', games: 64, wdl: { wins: 22, draws: 32, losses: 10 }, percent: 59.4, elo: { elo: 65.9, error: 60.8, los: 98.3 } },
      { label: 'Crafty vs Yace', games: 64, percent: 42, elo: { elo: -56.1, error: NaN } },
    ]);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe('| mpc vs off | 100 | 30 / 50 / 20 | 55.0% | +34.9 ± 50.1 | 92.1% | [2, 10, 20, 14, 4] | +34.9 ± 45.5 | 93.5% | – |');
    expect(lines[3]).toBe('| MPC-Crafty vs Crafty (paper) | 64 | 22 / 32 / 10 | 59.4% | +65.9 ± 60.8 (derived) | 98.3% (derived) | – | – | – | – |');
    expect(lines[4]).toBe('| Crafty vs Yace (paper) | 64 | – | 42.0% | −56.1 (derived) | – | – | – | – | – |');
  });

  it('plots measured rows and only references with an interval', () => {
    const rows = eloRows([{ label: 'mpc vs off', summary: SUMMARY }], [
      { label: 'P', games: 64, percent: 59.4, elo: { elo: 65.9, error: 60.8 } },
      { label: 'Q', games: 64, percent: 42, elo: { elo: -56.1, error: NaN } },
    ]);
    expect(rows).toEqual([
      { label: 'mpc vs off (100 games)', elo: 34.86, error: 45.5 },
      { label: 'P (paper, 64 games)', elo: 65.9, error: 60.8, reference: true },
    ]);
  });
});
