// FEN parsing and output. Accepts standard FEN, X-FEN (KQkq meaning the outermost rook) and
// Shredder-FEN (rook files, e.g. HAha) castling fields, so Chess960 positions load like any other.
// Errors are returned as values (kind 'InvalidFen') with a precise message; nothing here throws on
// bad input.

import { Position } from './position.js';
import {
  BLACK, KING, NO_SQUARE, PAWN, PIECE_CHARS, ROOK, WHITE, makePiece, parseSquare, pieceChar,
  squareName,
} from './types.js';
import { PAWN_ATT_HI, PAWN_ATT_LO } from './attacks.js';
import { type Failure, type Result, fail as failWith, ok } from '../result.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The result of parsing a FEN: the position it set up, or why the FEN was refused. */
export type FenResult = Result<Position, 'InvalidFen'>;

function fail(message: string): Failure<'InvalidFen'> {
  return failWith('InvalidFen', message);
}

/**
 * Set `pos` from a FEN string; the success value is `pos` itself. On error `pos` may be partly
 * written: parse into a scratch.
 */
export function setFen(pos: Position, fen: string): FenResult {
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 2 || fields[0] === '') return fail(`FEN needs at least 2 fields (placement and side), got ${fields.length === 1 && fields[0] === '' ? 0 : fields.length}`);
  if (fields.length > 6) return fail(`FEN has ${fields.length} fields, at most 6 allowed`);
  const [placement, sideField, castleField = '-', epField = '-', halfField = '0', fullField = '1'] = fields;

  pos.clear();
  const ranks = placement.split('/');
  if (ranks.length !== 8) return fail(`FEN placement has ${ranks.length} ranks, expected 8`);
  for (let i = 0; i < 8; i++) {
    const rank = 7 - i;
    let file = 0;
    for (const ch of ranks[i]) {
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
      } else {
        const type = PIECE_CHARS.indexOf(ch.toUpperCase());
        if (type <= 0) return fail(`FEN placement has an unknown piece '${ch}' on rank ${rank + 1}`);
        if (file > 7) return fail(`FEN rank ${rank + 1} has more than 8 squares`);
        const colour = ch === ch.toUpperCase() ? WHITE : BLACK;
        pos.setPiece(makePiece(colour, type), rank * 8 + file);
        file++;
      }
      if (file > 8) return fail(`FEN rank ${rank + 1} has more than 8 squares`);
    }
    if (file !== 8) return fail(`FEN rank ${rank + 1} has ${file} squares, expected 8`);
  }

  if (sideField !== 'w' && sideField !== 'b') return fail(`FEN side to move must be 'w' or 'b', got '${sideField}'`);
  pos.side = sideField === 'w' ? WHITE : BLACK;

  for (const colour of [WHITE, BLACK]) {
    const k = makePiece(colour, KING);
    let count = 0;
    for (let sq = 0; sq < 64; sq++) if (pos.board[sq] === k) count++;
    const name = colour === WHITE ? 'white' : 'black';
    if (count !== 1) return fail(`FEN must have exactly one ${name} king, found ${count}`);
  }
  for (let f = 0; f < 8; f++) {
    if ((pos.board[f] & 7) === PAWN || (pos.board[56 + f] & 7) === PAWN) {
      return fail(`FEN has a pawn on the first or last rank (${squareName(((pos.board[f] & 7) === PAWN) ? f : 56 + f)})`);
    }
  }

  const castleError = parseCastling(pos, castleField);
  if (castleError !== undefined) return castleError;

  if (epField !== '-') {
    const ep = parseSquare(epField);
    const expectedRank = pos.side === WHITE ? 5 : 2;
    if (ep === NO_SQUARE || ep >> 3 !== expectedRank) return fail(`FEN en-passant square '${epField}' is not a square on rank ${expectedRank + 1}`);
    // Keep it only when a pawn of the side to move can capture there (see Position.makeMove).
    const them = pos.side ^ 1;
    const pushed = pos.side === WHITE ? ep - 8 : ep + 8;
    const idx = (them << 6) | ep;
    const ourPawn = makePiece(pos.side, PAWN);
    const attackers = (PAWN_ATT_LO[idx] & pos.bbLo[ourPawn]) | (PAWN_ATT_HI[idx] & pos.bbHi[ourPawn]);
    if (pos.board[pushed] === makePiece(them, PAWN) && pos.board[ep] === 0 && attackers !== 0) pos.ep = ep;
  }

  const halfmove = Number(halfField);
  const fullmove = Number(fullField);
  if (!/^\d+$/.test(halfField) || !Number.isSafeInteger(halfmove)) return fail(`FEN halfmove clock must be a whole number, got '${halfField}'`);
  if (!/^\d+$/.test(fullField) || !Number.isSafeInteger(fullmove)) return fail(`FEN fullmove number must be a whole number, got '${fullField}'`);
  pos.halfmove = halfmove;
  pos.fullmove = Math.max(1, fullmove);

  pos.finish();
  const them = pos.side ^ 1;
  if (pos.isAttackedBy(pos.kingSquare(them), pos.side, pos.bbLo[0] | pos.bbLo[8], pos.bbHi[0] | pos.bbHi[8])) {
    return fail(`FEN position is impossible: the side not to move (${them === WHITE ? 'white' : 'black'}) is in check`);
  }
  return ok(pos);
}

function parseCastling(pos: Position, field: string): Failure<'InvalidFen'> | undefined {
  if (field === '-') return undefined;
  if (!/^[KQkqA-Ha-h]{1,4}$/.test(field)) return fail(`FEN castling field '${field}' is not '-' or up to 4 of KQkq / A-H / a-h`);
  for (const ch of field) {
    const colour = ch === ch.toUpperCase() ? WHITE : BLACK;
    const backRank = colour === WHITE ? 0 : 56;
    const kingSq = pos.kingSquare(colour);
    const rook = makePiece(colour, ROOK);
    const side = colour === WHITE ? 'white' : 'black';
    if (kingSq >> 3 !== backRank >> 3) return fail(`FEN castling right '${ch}' but the ${side} king is not on its back rank`);
    let rookSq = NO_SQUARE;
    const upper = ch.toUpperCase();
    if (upper === 'K') {
      for (let sq = backRank + 7; sq > kingSq; sq--) if (pos.board[sq] === rook) { rookSq = sq; break; }
    } else if (upper === 'Q') {
      for (let sq = backRank; sq < kingSq; sq++) if (pos.board[sq] === rook) { rookSq = sq; break; }
    } else {
      rookSq = backRank + upper.charCodeAt(0) - 65;
      if (pos.board[rookSq] !== rook) rookSq = NO_SQUARE;
    }
    if (rookSq === NO_SQUARE) return fail(`FEN castling right '${ch}' has no ${side} rook to castle with`);
    const bit = (colour << 1) | (rookSq > kingSq ? 0 : 1);
    if (pos.castling & (1 << bit)) return fail(`FEN castling field '${field}' names the same right twice`);
    pos.addCastlingRight(bit, rookSq);
  }
  return undefined;
}

/**
 * FEN of a position. Castling prints as KQkq when each right uses the outermost rook and the king
 * is on the e-file (standard chess), otherwise as Shredder-FEN file letters.
 */
export function getFen(pos: Position): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = pos.board[rank * 8 + file];
      if (p === 0) { empty++; continue; }
      if (empty) { row += String(empty); empty = 0; }
      row += pieceChar(p);
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  let castling = '';
  const letters = ['K', 'Q', 'k', 'q'];
  for (let bit = 0; bit < 4; bit++) {
    if (!(pos.castling & (1 << bit))) continue;
    const colour = bit >> 1;
    const rookSq = pos.castleRook[bit];
    const backRank = colour === WHITE ? 0 : 56;
    const standard = !pos.chess960 && pos.kingSquare(colour) === backRank + 4 && (rookSq & 7) === ((bit & 1) === 0 ? 7 : 0);
    if (standard) castling += letters[bit];
    else {
      const fileLetter = String.fromCharCode(65 + (rookSq & 7));
      castling += colour === WHITE ? fileLetter : fileLetter.toLowerCase();
    }
  }
  return [
    rows.join('/'),
    pos.side === WHITE ? 'w' : 'b',
    castling || '-',
    pos.ep === NO_SQUARE ? '-' : squareName(pos.ep),
    String(pos.halfmove),
    String(pos.fullmove),
  ].join(' ');
}

/** A fresh Position from a FEN, or why the FEN was refused. */
export function positionFromFen(fen: string): FenResult {
  return setFen(new Position(), fen);
}
