// PGN text of a finished game: the seven-tag roster, FEN/SetUp for book openings, TimeControl,
// PlyCount and Termination, then SAN movetext with cutechess-style move comments
// {+0.25/12 0.530s} (mover's score in pawns / depth, time), the reason added to the last one.
// Design choice: written by hand rather than through chess.js's pgn(): the per-move engine
// comments and the Termination tag are the point of a match PGN, and chess.js would need a second
// replay of the game to attach them.

import type { GameRecord, PlayedMove } from './game.js';
import { START_FEN } from './game.js';

export interface PgnMeta {
  event: string;
  site: string;
  /** YYYY.MM.DD */
  date: string;
  round: number;
  timeControl: string;
}

function escapeTag(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** Score in pawns from the mover's view, "+0.25", "-1.00", "+M3", "-M5". */
export function formatScore(score: number): string {
  if (Math.abs(score) >= 50000) {
    // scoreOf maps mate in n to ±(100000 − n).
    const n = 100000 - Math.abs(score);
    return `${score > 0 ? '+' : '-'}M${n}`;
  }
  return `${score >= 0 ? '+' : '-'}${(Math.abs(score) / 100).toFixed(2)}`;
}

function moveComment(move: PlayedMove, reason?: string): string {
  const time = `${(move.timeMs / 1000).toFixed(3)}s`;
  const body = move.score === undefined ? time : `${formatScore(move.score)}/${move.depth ?? 0} ${time}`;
  return reason === undefined ? `{${body}}` : `{${body}, ${reason}}`;
}

/** Wrap tokens into lines of at most `width` characters (a token longer than that stands alone). */
function wrap(tokens: string[], width = 79): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line === '') line = token;
    else if (line.length + 1 + token.length <= width) line += ' ' + token;
    else { lines.push(line); line = token; }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** PGN date tag of a Date (local time). */
export function pgnDate(d: Date): string {
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
}

export function formatPgn(game: GameRecord, meta: PgnMeta): string {
  const tags: Array<[string, string]> = [
    ['Event', meta.event],
    ['Site', meta.site],
    ['Date', meta.date],
    ['Round', String(meta.round)],
    ['White', game.white],
    ['Black', game.black],
    ['Result', game.result],
  ];
  if (game.openingFen !== START_FEN) tags.push(['FEN', game.openingFen], ['SetUp', '1']);
  tags.push(['TimeControl', meta.timeControl], ['PlyCount', String(game.moves.length)], ['Termination', game.termination]);

  const fields = game.openingFen.split(' ');
  let moveNumber = Number(fields[5] ?? '1') || 1;
  let whiteToMove = fields[1] !== 'b';
  const tokens: string[] = [];
  game.moves.forEach((move, i) => {
    if (whiteToMove) tokens.push(`${moveNumber}.`);
    else if (i === 0) tokens.push(`${moveNumber}...`);
    // The reason joins the last move's comment, as cutechess writes it ({+M1/1 0.001s, White
    // mates}); two comments in a row are legal PGN but some readers (chess.js) reject them.
    tokens.push(move.san, moveComment(move, i === game.moves.length - 1 ? game.reason : undefined));
    if (!whiteToMove) moveNumber++;
    whiteToMove = !whiteToMove;
  });
  if (game.moves.length === 0) tokens.push(`{${game.reason}}`);
  tokens.push(game.result);

  const head = tags.map(([k, v]) => `[${k} "${escapeTag(v)}"]`).join('\n');
  return `${head}\n\n${wrap(tokens).join('\n')}\n\n`;
}
