// Kerf's record against the Debian engines over its commits (issue 25's chart): the rows of
// docs/strength-ladder.csv — one match each: Kerf's commit, the opponent, the time control and
// Kerf's wins, losses and draws — and their figure, one row per match with its Elo difference and
// 95 % interval, Kerf's commits in the order the file lists them.
// Design choice: the figures are measured matches typed into a small CSV with the command that
// played them, not scraped from PGN files, so a match played by fastchess (the first
// gauntlet) and one played by `kerf match` sit in one table; the Elo comes from the same
// trinomial estimate `kerf match` prints.

import { eloTrinomial } from '../../src/tools/match/stats.js';
import { type EloRow, eloSvg } from './svg-elo.js';

export interface LadderMatch {
  commit: string;
  opponent: string;
  tc: string;
  wins: number;
  losses: number;
  draws: number;
  /** How the match was played (a command or a record's config). */
  source: string;
}

export const LADDER_HEADER = 'commit,opponent,tc,wins,losses,draws,source';

/** Parse the CSV (header line, then one match per line; `#` lines and blank lines are skipped). */
export function parseLadderCsv(text: string): { ok: true; rows: LadderMatch[] } | { ok: false; message: string } {
  const lines = text.split('\n');
  const rows: LadderMatch[] = [];
  let sawHeader = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!sawHeader) {
      if (line !== LADDER_HEADER) return { ok: false, message: `line ${i + 1}: expected the header '${LADDER_HEADER}'` };
      sawHeader = true;
      continue;
    }
    const cells = line.split(',');
    if (cells.length < 7) return { ok: false, message: `line ${i + 1}: expected 7 fields, got ${cells.length}` };
    const [commit, opponent, tc, w, l, d] = cells;
    const source = cells.slice(6).join(',');
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return { ok: false, message: `line ${i + 1}: '${commit}' is not a commit hash` };
    const counts = [w, l, d].map((c) => (/^\d+$/.test(c) ? Number(c) : NaN));
    if (counts.some((c) => Number.isNaN(c))) return { ok: false, message: `line ${i + 1}: wins, losses and draws must be whole numbers` };
    if (counts[0] + counts[1] + counts[2] === 0) return { ok: false, message: `line ${i + 1}: a match with no games` };
    if (opponent === '' || tc === '') return { ok: false, message: `line ${i + 1}: opponent and time control must not be empty` };
    rows.push({ commit, opponent, tc, wins: counts[0], losses: counts[1], draws: counts[2], source });
  }
  if (!sawHeader) return { ok: false, message: 'no header line' };
  return { ok: true, rows };
}

/** The figure's row of one match: Kerf's Elo difference to the opponent with its 95 % interval. */
export function ladderRow(m: LadderMatch): EloRow {
  const e = eloTrinomial({ wins: m.wins, losses: m.losses, draws: m.draws });
  const games = m.wins + m.losses + m.draws;
  return { label: `${m.commit} vs ${m.opponent}, ${m.tc} (${games})`, elo: e?.elo ?? NaN, error: e?.error ?? NaN };
}

export function ladderSvg(rows: readonly LadderMatch[]): string {
  return eloSvg("Kerf against the Debian engines, by commit (Kerf's Elo difference)", rows.map(ladderRow));
}
