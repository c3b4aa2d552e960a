// A Polyglot opening book: the .bin file read once into typed arrays, probed by binary search on
// the position's Polyglot key, one entry picked by weight with a random source the caller passes.
// File format: 16-byte big-endian entries (key u64, move u16, weight u16, learn u32), sorted by
// key; a position's entries are adjacent. Move bits: to square 0-5, from square 6-11, promotion
// 12-14 (0 none, 1 knight … 4 queen); castling is written king-takes-own-rook (e1h1), as Kerf
// encodes it, so standard chess and Chess960 need no special case.
// Design choice: a book move is used only when it is one of the position's legal moves, found by
// comparing the entry against the move generator's list. A book made for other rules, a corrupt
// entry or another position that happens to share the key can then at worst cost a book move,
// never produce an illegal one; when nothing matches, pick() returns 0 and the search plays.

import { readFileSync, statSync } from 'node:fs';
import { Position } from '../board/position.js';
import { castlingKingTarget, KIND_CASTLING, KIND_PROMOTION, moveFrom, moveKind, moveTo, promotionType } from '../board/move.js';
import { MAX_MOVES } from '../board/types.js';
import { generateMoves } from '../movegen/movegen.js';
import { fail, ok, type Result } from '../result.js';
import { polyglotKey } from './polyglot-key.js';

/** Bytes per book entry. */
export const ENTRY_BYTES = 16;
/** Largest book loaded (the whole file is read, then kept as 12 bytes per entry). */
export const MAX_BOOK_BYTES = 1 << 30;

/** One usable book move of a position: a legal Kerf move and its summed weight. */
export interface BookMove {
  readonly move: number;
  readonly weight: number;
}

// Scratch for probing (the book is probed at most once per move; nothing here is reentrant).
const legal = new Int32Array(MAX_MOVES);
const candidateMove = new Int32Array(MAX_MOVES);
const candidateWeight = new Float64Array(MAX_MOVES);
const key = new Uint32Array(2);

/** The Polyglot code (to | from << 6 | promotion << 12) of a Kerf move. */
export function polyglotMoveCode(m: number): number {
  const promotion = moveKind(m) === KIND_PROMOTION ? promotionType(m) - 1 : 0;
  return moveTo(m) | (moveFrom(m) << 6) | (promotion << 12);
}

/**
 * The legal move in `moves[0..n)` that a Polyglot move code names, or 0. Castling is matched as
 * king-takes-rook; a code that moves the king two or more files onto its castling target (e1g1,
 * as some book writers put it) is accepted too, since no ordinary king move goes that far.
 */
function matchLegal(code: number, moves: Int32Array, n: number): number {
  if (((code >> 12) & 7) > 4) return 0;
  const from = (code >> 6) & 63;
  const to = code & 63;
  for (let i = 0; i < n; i++) {
    const m = moves[i];
    if (polyglotMoveCode(m) === code) return m;
  }
  if ((code >> 12) !== 0) return 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i];
    if (moveKind(m) !== KIND_CASTLING || moveFrom(m) !== from) continue;
    if (to === castlingKingTarget(m) && Math.abs(to - from) >= 2) return m;
  }
  return 0;
}

/** The legal Kerf move a Polyglot move code names in pos, or 0. Not for the hot path. */
export function decodePolyglotMove(pos: Position, code: number): number {
  const n = generateMoves(pos, legal, 0, false);
  return matchLegal(code & 0xffff, legal, n);
}

export class PolyglotBook {
  /** Where the book came from (for messages). */
  readonly source: string;
  private readonly keyHi: Uint32Array;
  private readonly keyLo: Uint32Array;
  private readonly move: Uint16Array;
  private readonly weight: Uint16Array;

  private constructor(source: string, keyHi: Uint32Array, keyLo: Uint32Array, move: Uint16Array, weight: Uint16Array) {
    this.source = source;
    this.keyHi = keyHi;
    this.keyLo = keyLo;
    this.move = move;
    this.weight = weight;
  }

  /** Number of entries in the book. */
  get size(): number {
    return this.keyHi.length;
  }

  /**
   * Parse a book's bytes; `source` names it in messages. InvalidBook when the size is not a
   * positive multiple of 16 or the keys are out of order.
   */
  static fromBytes(bytes: Uint8Array, source: string): Result<PolyglotBook, 'InvalidBook'> {
    const length = bytes.length;
    if (length === 0) return fail('InvalidBook', `${source}: the file is empty (a Polyglot book needs at least one 16-byte entry)`);
    if (length % ENTRY_BYTES !== 0) {
      const whole = length - (length % ENTRY_BYTES);
      return fail('InvalidBook', `${source}: size ${length} bytes is not a multiple of 16 (Polyglot entries are 16 bytes; `
        + `${length - whole} bytes from byte offset ${whole} are a partial entry: truncated or not a Polyglot book?)`);
    }
    const n = length / ENTRY_BYTES;
    const keyHi = new Uint32Array(n);
    const keyLo = new Uint32Array(n);
    const move = new Uint16Array(n);
    const weight = new Uint16Array(n);
    const view = new DataView(bytes.buffer, bytes.byteOffset, length);
    let prevHi = 0;
    let prevLo = 0;
    for (let i = 0; i < n; i++) {
      const at = i * ENTRY_BYTES;
      const hi = view.getUint32(at);
      const lo = view.getUint32(at + 4);
      if (i > 0 && (hi < prevHi || (hi === prevHi && lo < prevLo))) {
        return fail('InvalidBook', `${source}: entry ${i} at byte offset ${at} has key ${hex(hi, lo)}, below the key `
          + `${hex(prevHi, prevLo)} before it (a Polyglot book must be sorted by key)`);
      }
      keyHi[i] = hi;
      keyLo[i] = lo;
      move[i] = view.getUint16(at + 8);
      weight[i] = view.getUint16(at + 10);
      // Bytes 12-15 (learn) are not used.
      prevHi = hi;
      prevLo = lo;
    }
    return ok(new PolyglotBook(source, keyHi, keyLo, move, weight));
  }

  /** Index of the first entry whose key is not below (hi, lo) (unsigned halves). */
  private lowerBound(hi: number, lo: number): number {
    const keyHi = this.keyHi;
    const keyLo = this.keyLo;
    let a = 0;
    let b = keyHi.length;
    while (a < b) {
      const mid = (a + b) >>> 1;
      const h = keyHi[mid];
      if (h < hi || (h === hi && keyLo[mid] < lo)) a = mid + 1; else b = mid;
    }
    return a;
  }

  /**
   * Gather the position's usable entries into the candidate scratch: weight > 0 and a legal move;
   * entries naming the same move are merged (their weights add). Returns the candidate count.
   */
  private gather(pos: Position): number {
    polyglotKey(pos, key);
    const hi = key[0];
    const lo = key[1];
    let i = this.lowerBound(hi, lo);
    const end = this.keyHi.length;
    if (i >= end || this.keyHi[i] !== hi || this.keyLo[i] !== lo) return 0;
    const nLegal = generateMoves(pos, legal, 0, false);
    let count = 0;
    for (; i < end && this.keyHi[i] === hi && this.keyLo[i] === lo; i++) {
      const w = this.weight[i];
      if (w === 0) continue;
      const m = matchLegal(this.move[i], legal, nLegal);
      if (m === 0) continue;
      let j = 0;
      while (j < count && candidateMove[j] !== m) j++;
      if (j === count) {
        candidateMove[count] = m;
        candidateWeight[count] = 0;
        count++;
      }
      candidateWeight[j] += w;
    }
    return count;
  }

  /**
   * A book move for pos, chosen among its legal entries with probability proportional to weight;
   * `random` returns a number in [0, 1) (pass a seeded generator for repeatable choices). Returns
   * the encoded Kerf move, or 0 when the book has no usable entry (the search takes over).
   */
  pick(pos: Position, random: () => number): number {
    const count = this.gather(pos);
    if (count === 0) return 0;
    let total = 0;
    for (let j = 0; j < count; j++) total += candidateWeight[j];
    let r = Math.floor(random() * total);
    if (!(r >= 0)) r = 0;
    for (let j = 0; j < count; j++) {
      r -= candidateWeight[j];
      if (r < 0) return candidateMove[j];
    }
    return candidateMove[count - 1];
  }

  /** The position's usable book moves and weights, in book order (display and tests). */
  moves(pos: Position): BookMove[] {
    const count = this.gather(pos);
    const out: BookMove[] = [];
    for (let j = 0; j < count; j++) out.push({ move: candidateMove[j], weight: candidateWeight[j] });
    return out;
  }

  /** How many entries carry the position's key, whatever their weight or move (tests, diagnostics). */
  entryCount(pos: Position): number {
    polyglotKey(pos, key);
    let i = this.lowerBound(key[0], key[1]);
    const start = i;
    while (i < this.keyHi.length && this.keyHi[i] === key[0] && this.keyLo[i] === key[1]) i++;
    return i - start;
  }
}

/**
 * Read and check a Polyglot book file. UnreadableFile when it is missing, not a regular file,
 * unreadable or over MAX_BOOK_BYTES; InvalidBook when its contents are not a sorted Polyglot book.
 */
export function loadPolyglotBook(path: string): Result<PolyglotBook, 'UnreadableFile' | 'InvalidBook'> {
  let bytes: Uint8Array;
  try {
    // Check first: reading a FIFO would block, and a huge file should be refused before reading.
    const stat = statSync(path);
    if (!stat.isFile()) return fail('UnreadableFile', `${path}: not a regular file (an opening book must be a .bin file)`);
    if (stat.size > MAX_BOOK_BYTES) {
      return fail('UnreadableFile', `${path}: ${stat.size} bytes is over the ${MAX_BOOK_BYTES}-byte limit for an opening book`);
    }
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file'
      : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
        : code === 'ENOTDIR' ? 'a directory in the path is a file'
          : (e as Error).message;
    return fail('UnreadableFile', `${path}: cannot read the opening book: ${why}`);
  }
  return PolyglotBook.fromBytes(bytes, path);
}

function hex(hi: number, lo: number): string {
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}
