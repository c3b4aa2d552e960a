// Training records from played games: the PGN of a `kerf match` (or any engine match whose move
// comments carry the mover's score in pawns, cutechess-style `{+0.33/9 0.467s}`) becomes datagen
// records, each quiet position labelled with the score of the move played from it and the
// game's result. The match records of this project (results/*/match.pgn.gz, thousands of Kerf's
// own fixed-node and 10+0.1 games) are training data as good as kerf datagen's, already paid for.
// Design choice: chess.js reads the PGN (SAN, headers, comments: a tool's job, not the engine's);
// each move is then replayed on Kerf's own board, which decides what is kept by the same rule as
// self-play (keep.ts). chess.js keys comments by the full FEN after the move, move counters
// included, so a position repeated later in the game still finds its own comment. Games without a
// decisive or drawn result (`*`) and non-standard (Chess960) games are skipped.

import { Chess } from 'chess.js';
import { setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { WHITE } from '../../board/types.js';
import { parseUciMove } from '../../movegen/notation.js';
import { RECORD_SIZE, encodeRecord } from './format.js';
import { keepsPosition } from './keep.js';

const RESULTS: Record<string, 0 | 0.5 | 1> = { '1-0': 1, '0-1': 0, '1/2-1/2': 0.5 };
/** A move comment's score: a signed number of pawns first (a mate, `+M5`, is not a score). */
const SCORE_COMMENT = /^([+-]?\d+(?:\.\d+)?)\//;

export interface ImportedGames {
  /** RECORD_SIZE bytes per kept position, game ids firstGameId, firstGameId + 1, … */
  records: Uint8Array;
  positions: number;
  games: number;
  /** Games left out, with why (game number in the text, 1-based). */
  skipped: string[];
}

/** Split PGN text into games: each starts at a `[Event ` header line. */
export function splitPgnGames(text: string): string[] {
  const games: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('[Event ') && current.some((l) => l.trim() !== '' && !l.startsWith('['))) {
      games.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  if (current.some((l) => l.trim() !== '')) games.push(current.join('\n'));
  return games;
}

/**
 * The records of the games in `text`. Each game gets the next id from `firstGameId` (skipped
 * games too, so ids follow the order of the text); `qsearchFilter` as kerf datagen's.
 */
export function importPgnGames(text: string, firstGameId: number, qsearchFilter = true): ImportedGames {
  const games = splitPgnGames(text);
  let records = new Uint8Array(RECORD_SIZE * 512);
  let positions = 0;
  const skipped: string[] = [];
  const pos = new Position();
  const chess = new Chess();
  for (let g = 0; g < games.length; g++) {
    try {
      chess.loadPgn(games[g]);
    } catch (err) {
      skipped.push(`game ${g + 1}: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    const headers = chess.getHeaders();
    const result = RESULTS[headers.Result ?? '*'];
    if (result === undefined) { skipped.push(`game ${g + 1}: no result`); continue; }
    if (headers.Variant !== undefined && headers.Variant.toLowerCase() !== 'standard') { skipped.push(`game ${g + 1}: variant ${headers.Variant}`); continue; }
    const comments = new Map<string, string>();
    for (const c of chess.getComments()) comments.set(c.fen, c.comment);
    const moves = chess.history({ verbose: true });
    const start = setFen(pos, moves.length > 0 ? moves[0].before : chess.fen());
    if (!start.ok) { skipped.push(`game ${g + 1}: ${start.message}`); continue; }
    const gameId = firstGameId + g;
    for (const m of moves) {
      const move = parseUciMove(pos, m.lan);
      if (move === 0) { skipped.push(`game ${g + 1}: ${m.lan} is not legal on Kerf's board`); break; }
      const comment = comments.get(m.after);
      const score = comment === undefined ? null : SCORE_COMMENT.exec(comment);
      if (score !== null) {
        const cp = Math.round(Number(score[1]) * 100);
        if (keepsPosition(pos, move, cp, qsearchFilter)) {
          if ((positions + 1) * RECORD_SIZE > records.length) {
            const grown = new Uint8Array(records.length * 2);
            grown.set(records);
            records = grown;
          }
          encodeRecord(pos, pos.side === WHITE ? cp : -cp, result, gameId, records, positions * RECORD_SIZE);
          positions++;
        }
      }
      pos.makeMove(move);
    }
  }
  return { records: records.slice(0, positions * RECORD_SIZE), positions, games: games.length, skipped };
}
