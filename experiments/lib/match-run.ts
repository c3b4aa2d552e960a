// One `kerf match` for an experiment, resumable: the PGN and its state file live under
// out/experiments/, and a rerun of the same command continues the match where it stopped (kerf
// match's own --resume) instead of starting over; raising --games later plays only the new games.
// Design choice: resume is automatic when the state file exists, and a run with other settings
// fails with kerf match's own message rather than silently discarding games — `--fresh` is the
// explicit way to start over.

import { existsSync, rmSync } from 'node:fs';
import { statePathFor } from '../../src/tools/match/state.js';
import { ExperimentError } from './cli.js';
import { runKerf, type KerfRun } from './kerf-run.js';
import { parseMatchSummary, type MatchSummary } from './parse-match.js';

export interface MatchPlan {
  /** File-name stem under out/experiments/, e.g. "selfplay-mpc". */
  stem: string;
  engines: [string, string];
  games: number;
  concurrency: number;
  tc: string;
  book: string;
  /** Further kerf match flags, already split (e.g. ['--sprt', 'elo0=0 elo1=5']). */
  extra: string[];
  fresh: boolean;
}

export interface MatchOutcome {
  run: KerfRun;
  summary: MatchSummary;
  pgn: string;
  resumed: boolean;
}

export function pgnPathFor(stem: string): string {
  return `out/experiments/${stem}.pgn`;
}

export async function playMatch(plan: MatchPlan, experiment: string): Promise<MatchOutcome> {
  const pgn = pgnPathFor(plan.stem);
  const state = statePathFor(pgn);
  if (plan.fresh) {
    rmSync(pgn, { force: true });
    rmSync(state, { force: true });
  }
  const resumed = existsSync(state);
  const args = [
    'match', '--engine', plan.engines[0], '--engine', plan.engines[1], '--tc', plan.tc, '--games', String(plan.games),
    '--concurrency', String(plan.concurrency), '--book', plan.book, '--pgn', pgn, ...(resumed ? ['--resume'] : []), ...plan.extra,
  ];
  const run = await runKerf(args, { log: `out/experiments/${plan.stem}.log` });
  const summary = parseMatchSummary(run.lines);
  if (summary === null || (run.code !== 0 && run.code !== 130)) {
    const why = run.stderr.trim().split('\n').at(-1) ?? '';
    const hint = why.includes('--resume') ? ` (add --fresh to start ${pgn} over, or use another --config label)` : '';
    throw new ExperimentError(`${experiment}: '${run.command}' ended with code ${run.code}${summary === null ? ' and no summary' : ''}${why ? `: ${why}` : ''}${hint}`);
  }
  return { run, summary, pgn, resumed };
}
