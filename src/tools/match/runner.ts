// Runs a match: K workers, each with its own pair of engine processes, take game indices in
// order (skipping games a resumed match already has), play them, append each to the PGN, save the
// resume state, and stop early when the SPRT decides or the user interrupts.
// Design choice: a game still in flight when the match stops is thrown away (never half-counted):
// after an SPRT decision the result must be the one the decision was made on, and after an
// interrupt the resume file must list only complete games, which the resumed run then replays.

import { existsSync, statSync, truncateSync } from 'node:fs';
import { GameAborted, playGame, type GameRecord, type MoveLimit } from './game.js';
import type { AdjudicationRules } from './adjudication.js';
import { openingFor } from './book.js';
import { formatPgn, type PgnMeta } from './pgn.js';
import { appendPgn } from './pgn-file.js';
import { saveState, type MatchState } from './state.js';
import { sprtDecision, llrPentanomial, type SprtConfig } from './sprt.js';
import { tally, type FinishedGame, type Tally } from './tally.js';
import type { EngineSpec } from '../engine-spec.js';
import { UciEngine } from '../uci-client.js';

export interface MatchConfig {
  /** Engine A and engine B; A has White in even-numbered games. */
  engines: [EngineSpec, EngineSpec];
  /** Total games (the maximum, with an SPRT). */
  games: number;
  limit: MoveLimit;
  /** Opening FENs, already in play order. */
  openings: string[];
  rules: AdjudicationRules;
  concurrency: number;
  sprt?: SprtConfig;
  pgn?: { path: string; meta: Omit<PgnMeta, 'round'> };
  state?: { path: string; fingerprint: string };
  /** Games already played (resume). */
  finished: FinishedGame[];
  /** On resume: the PGN length the state file recorded, in file bytes (the PGN is cut back to it). */
  resumedPgnBytes?: number;
  /** Limit for each engine's start-up handshake (ms). */
  handshakeMs?: number;
}

export interface MatchHooks {
  onGameStart?(index: number, white: string, black: string): void;
  onGameEnd?(game: FinishedGame, record: GameRecord, t: Tally): void;
  /** Polled between moves; true interrupts the match. */
  interrupted?(): boolean;
}

export type StopReason = 'completed' | 'sprt' | 'interrupted';

export interface MatchOutcome {
  finished: FinishedGame[];
  tally: Tally;
  stop: StopReason;
  decision?: 'H0' | 'H1';
}

export async function runMatch(config: MatchConfig, hooks: MatchHooks = {}): Promise<MatchOutcome> {
  const finished = config.finished.slice();
  const done = new Set(finished.map((g) => g.index));
  let stop: StopReason | undefined;
  let decision: 'H0' | 'H1' | undefined;
  let nextIndex = 0;
  let fatal: unknown;

  // A resumed PGN is cut back to what the state accounts for (see state.ts), but only by a run
  // that will play: a run with every game already done (a summary) must not touch the file, which
  // a match still playing may be appending to (two such cuts corrupted chain5-corrhist's PGN).
  // A fresh match appends to an existing PGN, as cutechess does.
  let gamesLeft = false;
  for (let i = 0; i < config.games && !gamesLeft; i++) gamesLeft = !done.has(i);
  if (gamesLeft && config.pgn && config.resumedPgnBytes !== undefined && existsSync(config.pgn.path)) {
    if (statSync(config.pgn.path).size > config.resumedPgnBytes) truncateSync(config.pgn.path, config.resumedPgnBytes);
  }
  let pgnBytes = config.pgn && existsSync(config.pgn.path) ? statSync(config.pgn.path).size : 0;

  const takeIndex = (): number | undefined => {
    while (nextIndex < config.games && done.has(nextIndex)) nextIndex++;
    if (stop || fatal || nextIndex >= config.games) return undefined;
    return nextIndex++;
  };
  const aborted = (): boolean => {
    if (!stop && hooks.interrupted?.()) stop = 'interrupted';
    return stop !== undefined || fatal !== undefined;
  };

  async function worker(): Promise<void> {
    const engines: Array<UciEngine | undefined> = [undefined, undefined];
    try {
      for (let index = takeIndex(); index !== undefined; index = takeIndex()) {
        for (const k of [0, 1]) {
          if (!engines[k] || engines[k]!.exited) engines[k] = await UciEngine.start(config.engines[k], { handshakeMs: config.handshakeMs });
        }
        const aWhite = index % 2 === 0;
        const white = engines[aWhite ? 0 : 1]!;
        const black = engines[aWhite ? 1 : 0]!;
        hooks.onGameStart?.(index, white.spec.name, black.spec.name);
        let record: GameRecord;
        try {
          record = await playGame({ white, black, openingFen: openingFor(config.openings, index), limit: config.limit, rules: config.rules, aborted });
        } catch (err) {
          if (err instanceof GameAborted) break;
          throw err;
        }
        // Engines that crashed or were left searching start afresh for the next game.
        for (const [k, flag] of [[aWhite ? 0 : 1, record.restart.white], [aWhite ? 1 : 0, record.restart.black]] as const) {
          if (flag) { engines[k]?.kill(); engines[k] = undefined; }
        }
        if (stop === 'sprt' || fatal) break;
        const game: FinishedGame = { index, result: record.result, reason: record.reason };
        if (record.incident) game.incident = record.incident;
        finished.push(game);
        done.add(index);
        if (config.pgn) {
          const text = formatPgn(record, { ...config.pgn.meta, round: index + 1 });
          pgnBytes += appendPgn(config.pgn.path, text);
        }
        if (config.state) {
          const state: MatchState = { version: 1, fingerprint: config.state.fingerprint, games: finished, pgnBytes };
          saveState(config.state.path, state);
        }
        const t = tally(finished);
        hooks.onGameEnd?.(game, record, t);
        if (config.sprt && !stop) {
          decision = sprtDecision(llrPentanomial(t.pentanomial, config.sprt), config.sprt);
          if (decision) stop = 'sprt';
        }
      }
    } catch (err) {
      fatal ??= err;
    } finally {
      await Promise.all(engines.map((e) => e?.close()));
    }
  }

  const workers = Math.max(1, Math.min(config.concurrency, config.games));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  if (fatal) throw fatal;
  const outcome: MatchOutcome = { finished, tally: tally(finished), stop: stop ?? 'completed' };
  if (decision) outcome.decision = decision;
  return outcome;
}
