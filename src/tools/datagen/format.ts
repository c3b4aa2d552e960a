// The training-data file of `kerf datagen`: a 32-byte header, then 32-byte records, one per
// position, little-endian, in game-id order. Each record packs the position, the search score and
// the game result; a record is decoded into a Kerf Position (or a FEN) for the tuner.
// Design choice: a fixed record size, so a file is counted, split and resumed by its length alone
// and a reader can hold a chunk of records in one buffer; 32 bytes because occupancy plus 4-bit
// piece codes (at most 32 pieces) take 24, and score, side, castling, en passant, clock, result and
// game id fit in the other 8. The fullmove number is not stored (a decoded FEN says 1): it does
// not change the evaluation, and there was no room for it.
//
// Header (32 bytes):
//   0  6  magic "KERFDG"
//   6  1  format version (1)
//   7  1  record size (32)
//   8  4  u32 seed of the run
//  12  4  u32 nodes per move
//  16  1  u8  random plies of each opening
//  17  1  u8  flags: bit 0 = positions passed the quiescence filter
//  18  2  u16 move limit: games are drawn at this full move
//  20  4  u32 games done: every game id below it is complete in the file (ids of games that kept
//         no position are absent); records with a higher id are an interrupted append
//  24  8  reserved (0)
// Record (32 bytes):
//   0  4  u32 occupancy of a1..h4 (bit i = square i, a1 = 0, h1 = 7)
//   4  4  u32 occupancy of a5..h8 (bit i = square 32 + i)
//   8 16  piece codes, 4 bits each, of the occupied squares in ascending order; the first square's
//         code in the low nibble of byte 8. Codes are Kerf's: colour << 3 | type, type 1 pawn,
//         2 knight, 3 bishop, 4 rook, 5 queen, 6 king (white 1-6, black 9-14)
//  24  2  i16 search score in centipawns from White's view (never a mate score)
//  26  1  u8  bit 0 side to move (1 = black); bits 1-4 castling rights K Q k q (standard
//         squares only: king on e1/e8, rook in the corner); bits 5-6 result from White's view
//         (0 loss, 1 draw, 2 win); bit 7 en passant
//  27  1  u8  with en passant: its target square (0-63); otherwise the halfmove clock (a double
//         pawn push resets the clock, so a position with en passant always has clock 0)
//  28  4  u32 game id

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { NO_SQUARE, PAWN, WHITE, pieceChar, squareName } from '../../board/types.js';
import { fail, ok, type Failure, type Result } from '../../result.js';

export const MAGIC = 'KERFDG';
export const FORMAT_VERSION = 1;
export const HEADER_SIZE = 32;
export const RECORD_SIZE = 32;
/** Header byte offset of the games-done counter (rewritten after every appended game). */
export const GAMES_DONE_OFFSET = 20;
/** Header flag: every position passed the quiescence filter (static eval = quiescence score). */
export const FLAG_QSEARCH_FILTER = 1;
/** Largest score magnitude stored; the search's centipawn scores are clamped to it. */
export const SCORE_LIMIT = 10000;

export interface DataHeader {
  seed: number;
  nodes: number;
  randomPlies: number;
  flags: number;
  maxMoves: number;
  gamesDone: number;
}

/** One decoded record; `result` is from White's view: 1 White won, 0.5 draw, 0 Black won. */
export interface DataRecord {
  fen: string;
  /** Centipawns from White's view. */
  score: number;
  result: 0 | 0.5 | 1;
  gameId: number;
}

export function encodeHeader(h: DataHeader): Uint8Array {
  const bytes = new Uint8Array(HEADER_SIZE);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  bytes[6] = FORMAT_VERSION;
  bytes[7] = RECORD_SIZE;
  const view = new DataView(bytes.buffer);
  view.setUint32(8, h.seed >>> 0, true);
  view.setUint32(12, h.nodes >>> 0, true);
  bytes[16] = h.randomPlies;
  bytes[17] = h.flags;
  view.setUint16(18, h.maxMoves, true);
  view.setUint32(GAMES_DONE_OFFSET, h.gamesDone >>> 0, true);
  return bytes;
}

export function decodeHeader(bytes: Uint8Array, where: string): Result<DataHeader> {
  if (bytes.length < HEADER_SIZE) return fail('InvalidData', `${where}: ${bytes.length} bytes, shorter than the ${HEADER_SIZE}-byte header`);
  for (let i = 0; i < MAGIC.length; i++) {
    if (bytes[i] !== MAGIC.charCodeAt(i)) return fail('InvalidData', `${where}: not a kerf datagen file (no '${MAGIC}' magic)`);
  }
  if (bytes[6] !== FORMAT_VERSION) return fail('InvalidData', `${where}: format version ${bytes[6]}, this kerf reads version ${FORMAT_VERSION}`);
  if (bytes[7] !== RECORD_SIZE) return fail('InvalidData', `${where}: record size ${bytes[7]}, expected ${RECORD_SIZE}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_SIZE);
  return ok({
    seed: view.getUint32(8, true),
    nodes: view.getUint32(12, true),
    randomPlies: bytes[16],
    flags: bytes[17],
    maxMoves: view.getUint16(18, true),
    gamesDone: view.getUint32(GAMES_DONE_OFFSET, true),
  });
}

/**
 * Write `pos` as a record at `out[offset…offset+31]`. `whiteScore` is clamped to ±SCORE_LIMIT;
 * `result` is 0, 0.5 or 1 from White's view. The position must be standard chess (castling with
 * the corner rooks), as every self-play position is.
 */
export function encodeRecord(pos: Position, whiteScore: number, result: number, gameId: number, out: Uint8Array, offset: number): void {
  const occLo = pos.bbLo[0] | pos.bbLo[8];
  const occHi = pos.bbHi[0] | pos.bbHi[8];
  out.fill(0, offset, offset + RECORD_SIZE);
  writeU32(out, offset, occLo);
  writeU32(out, offset + 4, occHi);
  let n = 0;
  for (let sq = 0; sq < 64; sq++) {
    const piece = pos.board[sq];
    if (piece === 0) continue;
    out[offset + 8 + (n >> 1)] |= (n & 1) === 0 ? piece : piece << 4;
    n++;
  }
  const score = Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, Math.round(whiteScore)));
  out[offset + 24] = score & 0xff;
  out[offset + 25] = (score >> 8) & 0xff;
  const resultCode = result === 1 ? 2 : result === 0.5 ? 1 : 0;
  const hasEp = pos.ep !== NO_SQUARE;
  out[offset + 26] = (pos.side === WHITE ? 0 : 1) | (pos.castling << 1) | (resultCode << 5) | (hasEp ? 0x80 : 0);
  out[offset + 27] = hasEp ? pos.ep : Math.min(255, pos.halfmove);
  writeU32(out, offset + 28, gameId);
}

function writeU32(out: Uint8Array, at: number, v: number): void {
  out[at] = v & 0xff;
  out[at + 1] = (v >>> 8) & 0xff;
  out[at + 2] = (v >>> 16) & 0xff;
  out[at + 3] = (v >>> 24) & 0xff;
}

function readU32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}

/** The game id of the record at `offset` (without decoding the rest). */
export function recordGameId(bytes: Uint8Array, offset: number): number {
  return readU32(bytes, offset + 28);
}

const CASTLE_LETTERS = 'KQkq';
/** For each castling bit: the king's and the rook's squares it needs. */
const CASTLE_KING = [4, 4, 60, 60];
const CASTLE_ROOK = [7, 0, 63, 56];
const RESULTS = [0, 0.5, 1] as const;

/**
 * Decode the record at `offset` into its FEN, score, result and game id, or an InvalidData
 * failure saying what is wrong. The FEN's fullmove number is 1 (not stored).
 */
export function decodeRecord(bytes: Uint8Array, offset: number): Result<DataRecord> {
  const bad = (why: string): Failure => fail('InvalidData', why);
  const board = new Uint8Array(64);
  const occLo = readU32(bytes, offset);
  const occHi = readU32(bytes, offset + 4);
  let n = 0;
  for (let sq = 0; sq < 64; sq++) {
    const occupied = sq < 32 ? (occLo >>> sq) & 1 : (occHi >>> (sq - 32)) & 1;
    if (!occupied) continue;
    if (n >= 32) return bad('more than 32 occupied squares');
    const byte = bytes[offset + 8 + (n >> 1)];
    const piece = (n & 1) === 0 ? byte & 15 : byte >> 4;
    const type = piece & 7;
    if (type === 0 || type === 7) return bad(`piece code ${piece} on ${squareName(sq)}`);
    board[sq] = piece;
    n++;
  }
  // Nibbles past the last piece are written as 0; anything else means the occupancy is wrong.
  for (let i = n; i < 32; i++) {
    const byte = bytes[offset + 8 + (i >> 1)];
    if (((i & 1) === 0 ? byte & 15 : byte >> 4) !== 0) return bad(`${n} occupied squares but a piece code in slot ${i + 1}`);
  }
  const score = (bytes[offset + 24] | (bytes[offset + 25] << 8)) << 16 >> 16;
  if (score < -SCORE_LIMIT || score > SCORE_LIMIT) return bad(`score ${score} beyond ±${SCORE_LIMIT}`);
  const flags = bytes[offset + 26];
  const side = flags & 1;
  const castling = (flags >> 1) & 15;
  const resultCode = (flags >> 5) & 3;
  if (resultCode === 3) return bad('result code 3 (0, 1 or 2 expected)');
  let castleField = '';
  for (let bit = 0; bit < 4; bit++) {
    if (!(castling & (1 << bit))) continue;
    const colour = bit >> 1;
    if (board[CASTLE_KING[bit]] !== ((colour << 3) | 6) || board[CASTLE_ROOK[bit]] !== ((colour << 3) | 4)) {
      return bad(`castling right ${CASTLE_LETTERS[bit]} without its king and rook on their squares`);
    }
    castleField += CASTLE_LETTERS[bit];
  }
  const clockOrEp = bytes[offset + 27];
  let epField = '-';
  let halfmove = clockOrEp;
  if (flags & 0x80) {
    const ep = clockOrEp;
    const them = side ^ 1;
    const pushed = side === WHITE ? ep - 8 : ep + 8;
    if (ep > 63 || ep >> 3 !== (side === WHITE ? 5 : 2) || board[ep] !== 0 || board[pushed] !== ((them << 3) | PAWN)) {
      return bad(`en passant square ${ep <= 63 ? squareName(ep) : ep} behind no pawn that just moved two squares`);
    }
    epField = squareName(ep);
    halfmove = 0;
  }
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = board[rank * 8 + file];
      if (p === 0) { empty++; continue; }
      if (empty) { row += String(empty); empty = 0; }
      row += pieceChar(p);
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const fen = `${rows.join('/')} ${side === WHITE ? 'w' : 'b'} ${castleField || '-'} ${epField} ${halfmove} 1`;
  return ok({ fen, score, result: RESULTS[resultCode], gameId: readU32(bytes, offset + 28) });
}

/** Decode the record at `offset` into `pos` (checked by the FEN parser: kings, pawns, check). */
export function decodeInto(bytes: Uint8Array, offset: number, pos: Position): Result<DataRecord> {
  const r = decodeRecord(bytes, offset);
  if (!r.ok) return r;
  const set = setFen(pos, r.value.fen);
  if (!set.ok) return fail('InvalidData', `${set.message} (${r.value.fen})`);
  return r;
}

/** A datagen file opened for reading: its header and how many records follow. */
export interface DataFile {
  path: string;
  header: DataHeader;
  records: number;
}

function unreadable(path: string, err: unknown): Failure {
  return fail('UnreadableFile', `cannot read '${path}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
}

/** Open and check a datagen file: magic, version, and a length that is a whole number of records. */
export function openDataFile(path: string): Result<DataFile> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    return unreadable(path, err);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return fail('UnreadableFile', `cannot read '${path}' (not a regular file)`);
    const head = new Uint8Array(HEADER_SIZE);
    const got = readSync(fd, head, 0, HEADER_SIZE, 0);
    const header = decodeHeader(head.subarray(0, got), path);
    if (!header.ok) return header;
    const body = stat.size - HEADER_SIZE;
    if (body % RECORD_SIZE !== 0) {
      return fail('InvalidData', `${path}: truncated: ${body % RECORD_SIZE} bytes after the last whole record (at byte ${HEADER_SIZE + Math.floor(body / RECORD_SIZE) * RECORD_SIZE})`);
    }
    return ok({ path, header: header.value, records: body / RECORD_SIZE });
  } catch (err) {
    return unreadable(path, err);
  } finally {
    closeSync(fd);
  }
}

/**
 * Call `visit` with each record of the file in order (the bytes and the offset of the record in
 * them), reading `chunkRecords` records at a time, until it returns false. Fails at the first
 * record that is out of game-id order or whose game id is not below the header's games-done count,
 * and at a read error. Returns the number of records visited. Decoding is the visitor's choice
 * (decodeRecord / decodeInto).
 */
export function forEachRecord(file: DataFile, visit: (bytes: Uint8Array, offset: number, index: number) => boolean | void, chunkRecords = 65536): Result<number> {
  let fd: number;
  try {
    fd = openSync(file.path, 'r');
  } catch (err) {
    return unreadable(file.path, err);
  }
  const buffer = new Uint8Array(chunkRecords * RECORD_SIZE);
  let index = 0;
  let lastGame = 0;
  try {
    while (index < file.records) {
      const want = Math.min(chunkRecords, file.records - index);
      const got = readSync(fd, buffer, 0, want * RECORD_SIZE, HEADER_SIZE + index * RECORD_SIZE);
      if (got !== want * RECORD_SIZE) return fail('InvalidData', `${file.path}: truncated: record ${index + Math.floor(got / RECORD_SIZE)} is missing (the file shrank)`);
      for (let i = 0; i < want; i++, index++) {
        const game = recordGameId(buffer, i * RECORD_SIZE);
        if (game < lastGame || game >= file.header.gamesDone) {
          return fail('InvalidData', `${file.path}: record ${index} (byte ${HEADER_SIZE + index * RECORD_SIZE}) has game id ${game}, after game ${lastGame} of ${file.header.gamesDone}`);
        }
        lastGame = game;
        if (visit(buffer, i * RECORD_SIZE, index) === false) return ok(index + 1);
      }
    }
    return ok(index);
  } catch (err) {
    return unreadable(file.path, err);
  } finally {
    closeSync(fd);
  }
}

/** Every record of a datagen file, decoded (for tests and small files; the tuner should stream). */
export function readDataFile(path: string): Result<DataRecord[]> {
  const file = openDataFile(path);
  if (!file.ok) return file;
  const records: DataRecord[] = [];
  let failure: Failure | null = null;
  const visited = forEachRecord(file.value, (bytes, offset, index) => {
    const r = decodeRecord(bytes, offset);
    if (r.ok) records.push(r.value);
    else failure = fail('InvalidData', `${path}: record ${index} (byte ${HEADER_SIZE + index * RECORD_SIZE}): ${r.message}`);
    return r.ok;
  });
  if (!visited.ok) return visited;
  return failure ?? ok(records);
}

const RESULT_TEXT = { 0: '0-1', 0.5: '1/2-1/2', 1: '1-0' } as const;

/**
 * A record as an EPD line that `kerf tune --data` reads: the position, hmvc, `ce` (the score from
 * the side to move's view, as EPD defines it), the result as c9 and the game as id (one id per
 * game, which the tuner's split by game needs).
 */
export function recordToEpd(r: DataRecord): string {
  const fields = r.fen.split(' ');
  const stmScore = fields[1] === 'w' ? r.score : -r.score;
  return `${fields.slice(0, 4).join(' ')} hmvc ${fields[4]}; ce ${stmScore}; c9 "${RESULT_TEXT[r.result]}"; id "datagen g${r.gameId}";`;
}
