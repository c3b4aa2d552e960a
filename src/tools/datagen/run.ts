// A datagen run: hand out game ids to the players, write finished games to the file in id order,
// stop at the target (total games or positions in the file), report progress and a summary.
// Design choice: games are written strictly in id order (a finished game waits until every lower
// id is written; at most one per player waits), and a --positions target ends the file at the
// first game that reaches it. So the file is the same whatever --threads was, and an interrupted
// file is always "games 0..n-1", which a rerun continues at game n.

import { formatDuration } from '../progress.js';
import { ok, type Result } from '../../result.js';
import { WorkerInterrupted, type GamePlayer } from './pool.js';
import type { GameEnd, PlayedGame, SelfPlaySettings } from './selfplay.js';
import { openDataWriter } from './writer.js';

export interface DatagenTarget {
  /** Stop once the file holds this many games… */
  games?: number;
  /** …or this many positions (the game that reaches it is the last). */
  positions?: number;
}

export interface DatagenRun {
  out: string;
  settings: SelfPlaySettings;
  target: DatagenTarget;
}

export interface DatagenDeps {
  players: GamePlayer[];
  /** A progress line (stderr in the CLI). */
  progress: (line: string) => void;
  /** Minimum time between progress lines, ms. */
  progressEveryMs: number;
  now: () => number;
}

export interface DatagenSummary {
  resumedGames: number;
  resumedPositions: number;
  repairedBytes: number;
  games: number;
  positions: number;
  totalGames: number;
  totalPositions: number;
  elapsedMs: number;
  /** White wins, draws, Black wins among this run's games. */
  results: [number, number, number];
  ends: Partial<Record<GameEnd, number>>;
  plies: number;
  interrupted: boolean;
}

export interface DatagenHandle {
  /** The summary; a failure if the file cannot be opened or continued; rejects if a game fails. */
  done: Promise<Result<DatagenSummary>>;
  /** Stop handing out games; what is written stays (Ctrl-C). */
  cancel(): void;
}

export function positionsPerHour(positions: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((positions * 3600000) / elapsedMs) : 0;
}

export function startDatagen(run: DatagenRun, deps: DatagenDeps): DatagenHandle {
  let cancelled = false;
  const done = (async (): Promise<Result<DatagenSummary>> => {
    const opened = openDataWriter(run.out, run.settings);
    if (!opened.ok) return opened;
    const { writer, resumedGames, resumedPositions, repairedBytes } = opened.value;
    const start = deps.now();
    let lastProgress = start;
    const summary: DatagenSummary = {
      resumedGames, resumedPositions, repairedBytes, games: 0, positions: 0, totalGames: resumedGames, totalPositions: resumedPositions,
      elapsedMs: 0, results: [0, 0, 0], ends: {}, plies: 0, interrupted: false,
    };
    const { games: gameTarget, positions: positionTarget } = run.target;
    const reached = () => (gameTarget !== undefined && writer.gamesDone >= gameTarget)
      || (positionTarget !== undefined && writer.positions >= positionTarget);
    let failure: Error | null = null;
    let next = writer.gamesDone;
    const finished = new Map<number, PlayedGame>();

    const flush = () => {
      for (let g = finished.get(writer.gamesDone); g !== undefined && !reached(); g = finished.get(writer.gamesDone)) {
        finished.delete(g.gameId);
        writer.append(g);
        summary.games++;
        summary.positions += g.positions;
        summary.plies += g.plies;
        summary.results[g.result === 1 ? 0 : g.result === 0.5 ? 1 : 2]++;
        summary.ends[g.end] = (summary.ends[g.end] ?? 0) + 1;
      }
    };
    const report = () => {
      const t = deps.now();
      if (t - lastProgress < deps.progressEveryMs) return;
      lastProgress = t;
      deps.progress(progressLine(writer.gamesDone, writer.positions, summary.positions, t - start));
    };
    const mayStart = () => !cancelled && failure === null && !reached() && (gameTarget === undefined || next < gameTarget);
    const slot = async (player: GamePlayer) => {
      while (mayStart()) {
        const id = next++;
        const game = await player.play(id);
        finished.set(id, game);
        flush();
        report();
      }
    };
    // A failed game stops the run: the other players are closed, so their games fail too (ignored).
    await Promise.all(deps.players.map((p) => slot(p).catch((err: unknown) => {
      if (err instanceof WorkerInterrupted) cancelled = true;
      else if (!cancelled && failure === null) failure = err instanceof Error ? err : new Error(String(err));
      for (const q of deps.players) q.close();
    })));
    for (const p of deps.players) p.close();
    writer.close();
    summary.elapsedMs = deps.now() - start;
    summary.totalGames = writer.gamesDone;
    summary.totalPositions = writer.positions;
    summary.interrupted = cancelled && !reached();
    const caught = failure as Error | null;
    if (caught !== null) throw new Error(`${caught.message} (the file keeps its first ${writer.gamesDone} games; rerun to continue)`);
    return ok(summary);
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
    },
  };
}

export function progressLine(totalGames: number, totalPositions: number, runPositions: number, elapsedMs: number): string {
  return `datagen: ${totalGames} games, ${totalPositions} positions in the file; this run ${runPositions} positions, `
    + `${positionsPerHour(runPositions, elapsedMs)} positions/h, elapsed ${formatDuration(elapsedMs / 1000)}`;
}

/** The end-of-run report, a few lines. */
export function summaryLines(s: DatagenSummary, out: string): string[] {
  const ends = Object.entries(s.ends).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
  const lines: string[] = [];
  if (s.repairedBytes > 0) lines.push(`datagen: cut ${s.repairedBytes} bytes of an interrupted append off ${out}`);
  if (s.resumedGames > 0) lines.push(`datagen: continued ${out} after ${s.resumedGames} games (${s.resumedPositions} positions)`);
  lines.push(`datagen: this run ${s.games} game${s.games === 1 ? '' : 's'}, ${s.positions} positions in ${formatDuration(s.elapsedMs / 1000)}: `
    + `${positionsPerHour(s.positions, s.elapsedMs)} positions/h, ${s.games > 0 ? (s.positions / s.games).toFixed(1) : '0'} positions and `
    + `${s.games > 0 ? (s.plies / s.games).toFixed(0) : '0'} plies per game`);
  lines.push(`datagen: results +${s.results[0]} =${s.results[1]} -${s.results[2]} (White's view)${ends ? `; ends: ${ends}` : ''}`);
  lines.push(`datagen: ${out} holds ${s.totalGames} games, ${s.totalPositions} positions${s.interrupted ? ' (interrupted: rerun the same command to continue)' : ''}`);
  return lines;
}
