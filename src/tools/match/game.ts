// One game between two UCI engines, refereed by chess.js: legality, mate, stalemate, threefold
// repetition, the fifty-move rule and insufficient material end it; so do a time loss, an illegal
// move, a crash or a stalled engine (each a loss for the side at fault) and the adjudication
// rules. The result strings follow cutechess-cli ("White mates", "Black loses on time", …).
// Design choice: positions go to the engines as `position fen <opening> moves …` — the full move
// list every time, never an incremental FEN — so each engine sees the game history it needs for
// its own repetition detection, exactly as a GUI would send it.

import { Chess } from 'chess.js';
import { Adjudicator, type AdjudicationRules } from './adjudication.js';
import { Clock, type TimeControl } from './time-control.js';
import { EngineError, type GoLimits, type UciEngine } from '../uci-client.js';
import { isBestLine, scoreOf, type InfoLine } from '../uci-info.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Either a clock (`--tc`) or fixed per-move limits (`--nodes`, `--depth`, `--movetime`). */
export type MoveLimit =
  | { kind: 'clock'; tc: TimeControl; graceMs: number }
  | { kind: 'fixed'; go: GoLimits; timeoutMs: number };

export type Incident = 'crash' | 'illegal' | 'time';

export interface PlayedMove {
  uci: string;
  san: string;
  /** The mover's score (cp; mates beyond ±30000), depth and time, for the PGN comment. */
  score?: number;
  depth?: number;
  timeMs: number;
}

export interface GameRecord {
  white: string;
  black: string;
  openingFen: string;
  moves: PlayedMove[];
  result: '1-0' | '0-1' | '1/2-1/2';
  /** Human reason, cutechess wording ("White mates", "Draw by 3-fold repetition"). */
  reason: string;
  /** PGN Termination tag value. */
  termination: 'normal' | 'time forfeit' | 'rules infraction' | 'abandoned' | 'adjudication';
  /** The side at fault and what happened, for crash / illegal / time losses. */
  incident?: { side: 'white' | 'black'; kind: Incident };
  /** Engines that must be restarted before their next game (crashed or left mid-search). */
  restart: { white: boolean; black: boolean };
}

export interface GameSetup {
  white: UciEngine;
  black: UciEngine;
  openingFen: string;
  limit: MoveLimit;
  rules: AdjudicationRules;
  /** Checked between moves: when it returns true the game ends unfinished (match interrupted). */
  aborted?: () => boolean;
}

const SIDE = ['White', 'Black'] as const;

function lastScoredInfo(infos: readonly InfoLine[]): InfoLine | undefined {
  for (let i = infos.length - 1; i >= 0; i--) {
    if ((infos[i].scoreCp !== undefined || infos[i].scoreMate !== undefined) && isBestLine(infos[i])) return infos[i];
  }
  return undefined;
}

/** Thrown out of playGame when `aborted()` says the match is being interrupted. */
export class GameAborted extends Error {}

export async function playGame(setup: GameSetup): Promise<GameRecord> {
  const { white, black, openingFen, limit, rules } = setup;
  const engines = [white, black];
  const chess = new Chess(openingFen);
  const moves: PlayedMove[] = [];
  const ucis: string[] = [];
  const clocks = limit.kind === 'clock' ? [new Clock(limit.tc, limit.graceMs), new Clock(limit.tc, limit.graceMs)] : undefined;
  const adjudicator = new Adjudicator(rules);
  const restart = { white: false, black: false };
  const fen = openingFen === START_FEN ? undefined : openingFen;

  const finish = (result: GameRecord['result'], reason: string, termination: GameRecord['termination'], incident?: GameRecord['incident']): GameRecord => {
    const record: GameRecord = { white: white.spec.name, black: black.spec.name, openingFen, moves, result, reason, termination, restart };
    if (incident) record.incident = incident;
    return record;
  };
  const loss = (side: 0 | 1, reason: string, termination: GameRecord['termination'], kind: Incident): GameRecord => {
    if (kind !== 'illegal') restart[side === 0 ? 'white' : 'black'] = true;
    return finish(side === 0 ? '0-1' : '1-0', `${SIDE[side]}${reason.startsWith("'") ? '' : ' '}${reason}`, termination, { side: side === 0 ? 'white' : 'black', kind });
  };

  for (const side of [0, 1] as const) {
    try {
      await engines[side].newGame();
    } catch (err) {
      const e = err instanceof EngineError ? err : new EngineError('protocol', String(err));
      return loss(side, e.kind === 'timeout' ? "'s connection stalls" : 'disconnects', 'abandoned', 'crash');
    }
  }

  for (;;) {
    if (chess.isCheckmate()) {
      const winner = chess.turn() === 'w' ? 1 : 0;
      return finish(winner === 0 ? '1-0' : '0-1', `${SIDE[winner]} mates`, 'normal');
    }
    if (chess.isStalemate()) return finish('1/2-1/2', 'Draw by stalemate', 'normal');
    if (chess.isInsufficientMaterial()) return finish('1/2-1/2', 'Draw by insufficient mating material', 'normal');
    if (chess.isThreefoldRepetition()) return finish('1/2-1/2', 'Draw by 3-fold repetition', 'normal');
    if (chess.isDrawByFiftyMoves()) return finish('1/2-1/2', 'Draw by fifty moves rule', 'normal');
    if (setup.aborted?.()) throw new GameAborted('match interrupted');

    const side: 0 | 1 = chess.turn() === 'w' ? 0 : 1;
    const engine = engines[side];
    let go: GoLimits;
    let timeoutMs: number;
    if (clocks) {
      const [w, b] = clocks;
      go = { wtime: w.remainingMs, btime: b.remainingMs, winc: limit.kind === 'clock' ? limit.tc.incMs : 0, binc: limit.kind === 'clock' ? limit.tc.incMs : 0 };
      if (clocks[side].tc.moves > 0) go.movestogo = clocks[side].movesLeft;
      timeoutMs = clocks[side].deadlineMs();
    } else {
      go = limit.kind === 'fixed' ? limit.go : {};
      timeoutMs = limit.kind === 'fixed' ? limit.timeoutMs : 0;
    }

    let result;
    try {
      result = await engine.go(fen, ucis, go, timeoutMs);
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      if (err.kind === 'crash') return loss(side, 'disconnects', 'abandoned', 'crash');
      if (err.kind === 'timeout') {
        return clocks ? loss(side, 'loses on time', 'time forfeit', 'time') : loss(side, "'s connection stalls", 'time forfeit', 'time');
      }
      // A protocol error here is a bestmove without a move.
      return loss(side, 'makes an illegal move: (none)', 'rules infraction', 'illegal');
    }
    if (clocks && !clocks[side].charge(result.elapsedMs)) {
      // The search finished but too late; its move is not played. The engine is idle again,
      // so it needs no restart.
      const record = loss(side, 'loses on time', 'time forfeit', 'time');
      restart[side === 0 ? 'white' : 'black'] = false;
      return record;
    }

    const uci = result.bestmove;
    const parsed = /^([a-h][1-8])([a-h][1-8])([qrbn]?)$/.exec(uci);
    let san: string | undefined;
    if (parsed) {
      try {
        const m = chess.move({ from: parsed[1], to: parsed[2], promotion: parsed[3] || undefined });
        // chess.js accepts a promotion letter on a non-promoting move; the UCI text must match.
        if (m.from + m.to + (m.promotion ?? '') === uci) san = m.san;
        else chess.undo();
      } catch {
        san = undefined;
      }
    }
    if (san === undefined) return loss(side, `makes an illegal move: ${uci}`, 'rules infraction', 'illegal');

    const info = lastScoredInfo(result.infos);
    const score = info ? scoreOf(info) : undefined;
    const move: PlayedMove = { uci, san, timeMs: result.elapsedMs };
    if (score !== undefined) move.score = score;
    if (info?.depth !== undefined) move.depth = info.depth;
    moves.push(move);
    ucis.push(uci);

    // chess.js has already advanced the move number after Black's move; use the mover's number.
    const moveNumber = side === 1 ? chess.moveNumber() - 1 : chess.moveNumber();
    const verdict = adjudicator.afterMove(side, moveNumber, score);
    if (verdict && !chess.isGameOver()) return finish(verdict.result, verdict.reason, 'adjudication');
  }
}
