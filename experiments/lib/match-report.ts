// The Markdown table and the Elo figure shared by the two match experiments (self-play and
// against another engine): W/D/L, score, trinomial Elo with LOS, pentanomial counts and Elo, and
// the SPRT state, one row per match; the paper's result as a reference row.
// Design choice: the figure plots the pentanomial Elo when there is a complete pair (paired
// openings make it the honest error bar) and falls back to the per-game figure otherwise; the
// table says which one each row used.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBlock, fixed, signed, table, type Cell } from './markdown.js';
import type { MatchOutcome } from './match-run.js';
import type { MatchSummary } from './parse-match.js';
import type { EloRow } from './svg-elo.js';

export interface MatchRow {
  label: string;
  summary: MatchSummary;
}

/** A result from the paper: W/D/L when printed, else only a percentage; Elo figures derived from them. */
export interface ReferenceRow {
  label: string;
  games: number;
  wdl?: { wins: number; draws: number; losses: number };
  percent: number;
  /** Computed here from the paper's W/D/L or percentage (labelled as derived in the table). */
  elo?: { elo: number; error: number; los?: number };
}

export function eloOf(s: MatchSummary): { elo: number; error: number; kind: 'pentanomial' | 'per game' } | null {
  if (s.pentaElo && Number.isFinite(s.pentaElo.elo)) return { elo: s.pentaElo.elo, error: s.pentaElo.error, kind: 'pentanomial' };
  if (s.elo) return { elo: s.elo.elo, error: s.elo.error, kind: 'per game' };
  return null;
}

export function matchTable(rows: readonly MatchRow[], references: readonly ReferenceRow[]): string[] {
  const cells: Cell[][] = rows.map(({ label, summary: s }) => [
    `${label}${s.interrupted ? ' (interrupted)' : ''}`,
    s.games,
    `${s.wins} / ${s.draws} / ${s.losses}`,
    `${(s.score * 100).toFixed(1)}%`,
    s.elo ? `${signed(s.elo.elo, 1)} ± ${fixed(s.elo.error, 1)}` : null,
    s.elo ? `${fixed(s.elo.los, 1)}%` : null,
    s.pentanomial ? `[${s.pentanomial.join(', ')}]` : null,
    s.pentaElo ? `${signed(s.pentaElo.elo, 1)} ± ${fixed(s.pentaElo.error, 1)}` : null,
    s.pentaElo ? `${fixed(s.pentaElo.los, 1)}%` : null,
    s.sprt ?? null,
  ]);
  for (const r of references) {
    cells.push([
      `${r.label} (paper)`,
      r.games,
      r.wdl ? `${r.wdl.wins} / ${r.wdl.draws} / ${r.wdl.losses}` : null,
      `${r.percent.toFixed(1)}%`,
      r.elo ? `${signed(r.elo.elo, 1)}${Number.isFinite(r.elo.error) ? ` ± ${fixed(r.elo.error, 1)}` : ''} (derived)` : null,
      r.elo?.los !== undefined ? `${fixed(r.elo.los, 1)}% (derived)` : null,
      null, null, null, null,
    ]);
  }
  return table(
    ['match (A vs B)', 'games', 'A: W / D / L', 'A score', 'Elo ± 95% (per game)', 'LOS (per game)', 'pentanomial [0, ½, 1, 1½, 2]', 'Elo ± 95% (pentanomial)', 'LOS (pentanomial)', 'SPRT'],
    cells,
    ['l', 'r', 'c', 'r', 'r', 'r', 'c', 'r', 'r', 'l'],
  );
}

export function eloRows(rows: readonly MatchRow[], references: readonly ReferenceRow[]): EloRow[] {
  const out: EloRow[] = rows.map(({ label, summary }) => {
    const e = eloOf(summary);
    return { label: `${label} (${summary.games} games)`, elo: e?.elo ?? NaN, error: e?.error ?? NaN };
  });
  for (const r of references) {
    if (r.elo && Number.isFinite(r.elo.error)) out.push({ label: `${r.label} (paper, ${r.games} games)`, elo: r.elo.elo, error: r.elo.error, reference: true });
  }
  return out;
}

/** The report's closing section: each match's exact command and time, and where its games are. */
export function commandsRun(outcomes: ReadonlyArray<{ outcome: MatchOutcome }>): string[] {
  return [
    '## Commands run',
    '',
    ...codeBlock(outcomes.map(({ outcome }) => `${outcome.run.command}    # ${(outcome.run.seconds / 60).toFixed(1)} min this run${outcome.resumed ? ' (resumed)' : ''}`)),
    '',
    `Games: ${outcomes.map(({ outcome }) => `\`${outcome.pgn}\``).join(', ')} (with \`.state.json\` beside each for resuming, and \`.log\`).`,
  ];
}

/** Write `<outDir>/<name>.md`, say so, and give the exit code: 130 when a match was interrupted. */
export function finishReport(experiment: string, outDir: string, name: string, md: readonly string[], outcomes: ReadonlyArray<{ outcome: MatchOutcome }>): number {
  writeFileSync(join(outDir, `${name}.md`), md.join('\n') + '\n');
  process.stdout.write(`\n${experiment}: wrote ${join(outDir, `${name}.md`)} and ${join(outDir, `${name}-elo.svg`)}\n`);
  return outcomes.some(({ outcome }) => outcome.summary.interrupted) ? 130 : 0;
}
