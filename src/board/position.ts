// The position: mailbox + bitboards (as int32 halves), side, castling, en passant, clocks, and the
// incrementally kept Zobrist hash, pawn hash and game phase. make/unmake push and pop a
// preallocated undo stack indexed by game ply, so a search never allocates; the same stack holds
// the hash history that repetition detection walks.
// Castling is described by rook squares (castleRook), never by hard-coded h1/a1, so Chess960
// positions use exactly the same code.

import {
  BISHOP_ATTACKS, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, PAWN_ATT_HI, PAWN_ATT_LO,
  ROOK_ATTACKS, bishopIndex, ensureSliderTables, rookIndex,
} from './attacks.js';
import { LIGHT_SQUARES, lsb, popcount } from './bitboard.js';
import {
  KIND_CASTLING, KIND_EN_PASSANT, KIND_MASK, KIND_PROMOTION, KIND_SHIFT, MOVE_NULL, SQUARE_MASK, TO_SHIFT,
  promotionType,
} from './move.js';
import {
  BISHOP, BLACK, KING, KNIGHT, MAX_GAME_PLY, NO_SQUARE, PAWN, PHASE_WEIGHT, QUEEN, ROOK, WHITE,
} from './types.js';
import {
  CASTLE_KEY_HI, CASTLE_KEY_LO, EP_KEY_HI, EP_KEY_LO, PIECE_KEY_HI, PIECE_KEY_LO, SIDE_KEY_HI,
  SIDE_KEY_LO,
} from './zobrist.js';

export class Position {
  /** Piece code per square (0 = empty). */
  readonly board = new Uint8Array(64);
  /** Bitboards by piece code; index 0 / 8 are the white / black occupancy. */
  readonly bbLo = new Int32Array(16);
  readonly bbHi = new Int32Array(16);
  side = WHITE;
  /** Castling rights: CASTLE_WK | CASTLE_WQ | CASTLE_BK | CASTLE_BQ. */
  castling = 0;
  /** Rook square for each castling right bit (0 WK, 1 WQ, 2 BK, 3 BQ); -1 if none. */
  readonly castleRook = new Int8Array(4).fill(NO_SQUARE);
  /** Rights kept when a move leaves or lands on a square: castling &= mask[from] & mask[to]. */
  readonly castleMask = new Uint8Array(64).fill(15);
  /** Squares that must be empty (besides king and rook) for each right, as int32 halves. */
  readonly castlePathLo = new Int32Array(4);
  readonly castlePathHi = new Int32Array(4);
  /** En-passant target square, kept only when a pawn of the side to move attacks it. */
  ep = NO_SQUARE;
  halfmove = 0;
  fullmove = 1;
  hashLo = 0;
  hashHi = 0;
  pawnHashLo = 0;
  pawnHashHi = 0;
  /** The game phase: the sum of PHASE_WEIGHT over the pieces (PHASE_MAX = all on the board). */
  phase = 0;
  /** Index of the next free undo-stack slot: the number of moves made since the root FEN. */
  gamePly = 0;
  /** Whether castling moves print as king-takes-rook (UCI_Chess960). */
  chess960 = false;

  // Undo stack, one slot per game ply. Slot i holds the state *before* move i.
  private readonly undoMove = new Int32Array(MAX_GAME_PLY);
  private readonly undoCaptured = new Uint8Array(MAX_GAME_PLY);
  private readonly undoCastling = new Uint8Array(MAX_GAME_PLY);
  private readonly undoEp = new Int8Array(MAX_GAME_PLY);
  private readonly undoHalfmove = new Int32Array(MAX_GAME_PLY);
  private readonly undoPhase = new Int32Array(MAX_GAME_PLY);
  private readonly undoPawnLo = new Int32Array(MAX_GAME_PLY);
  private readonly undoPawnHi = new Int32Array(MAX_GAME_PLY);
  /** Hash of the position before move i; the repetition history. */
  readonly historyLo = new Int32Array(MAX_GAME_PLY);
  readonly historyHi = new Int32Array(MAX_GAME_PLY);

  constructor() {
    // Slider lookups all go through a position: the first one made fills their tables.
    ensureSliderTables();
  }

  /** Empty board, no rights; fill it with setPiece and finish(). Normally made by parseFen. */
  clear(): void {
    this.board.fill(0);
    this.bbLo.fill(0);
    this.bbHi.fill(0);
    this.side = WHITE;
    this.castling = 0;
    this.castleRook.fill(NO_SQUARE);
    this.castleMask.fill(15);
    this.castlePathLo.fill(0);
    this.castlePathHi.fill(0);
    this.ep = NO_SQUARE;
    this.halfmove = 0;
    this.fullmove = 1;
    this.gamePly = 0;
  }

  /** Copy another position's full state (board, rights, clocks, hashes and history). */
  copyFrom(other: Position): void {
    this.board.set(other.board);
    this.bbLo.set(other.bbLo);
    this.bbHi.set(other.bbHi);
    this.side = other.side;
    this.castling = other.castling;
    this.castleRook.set(other.castleRook);
    this.castleMask.set(other.castleMask);
    this.castlePathLo.set(other.castlePathLo);
    this.castlePathHi.set(other.castlePathHi);
    this.ep = other.ep;
    this.halfmove = other.halfmove;
    this.fullmove = other.fullmove;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
    this.pawnHashLo = other.pawnHashLo;
    this.pawnHashHi = other.pawnHashHi;
    this.phase = other.phase;
    this.gamePly = other.gamePly;
    this.chess960 = other.chess960;
    this.undoMove.set(other.undoMove);
    this.undoCaptured.set(other.undoCaptured);
    this.undoCastling.set(other.undoCastling);
    this.undoEp.set(other.undoEp);
    this.undoHalfmove.set(other.undoHalfmove);
    this.undoPhase.set(other.undoPhase);
    this.undoPawnLo.set(other.undoPawnLo);
    this.undoPawnHi.set(other.undoPawnHi);
    this.historyLo.set(other.historyLo);
    this.historyHi.set(other.historyHi);
  }

  /** Put a piece on an empty square (bitboards and mailbox only). */
  setPiece(piece: number, sq: number): void {
    this.board[sq] = piece;
    const colourIndex = piece & 8;
    if (sq < 32) {
      const bit = 1 << sq;
      this.bbLo[piece] |= bit;
      this.bbLo[colourIndex] |= bit;
    } else {
      const bit = 1 << (sq - 32);
      this.bbHi[piece] |= bit;
      this.bbHi[colourIndex] |= bit;
    }
  }

  /** Remove the piece on sq (bitboards and mailbox only). */
  private removePiece(sq: number): void {
    const piece = this.board[sq];
    this.board[sq] = 0;
    const colourIndex = piece & 8;
    if (sq < 32) {
      const bit = ~(1 << sq);
      this.bbLo[piece] &= bit;
      this.bbLo[colourIndex] &= bit;
    } else {
      const bit = ~(1 << (sq - 32));
      this.bbHi[piece] &= bit;
      this.bbHi[colourIndex] &= bit;
    }
  }

  /** Move a piece between squares (bitboards and mailbox only). */
  private shiftPiece(from: number, to: number): void {
    const piece = this.board[from];
    this.board[from] = 0;
    this.board[to] = piece;
    const colourIndex = piece & 8;
    let lo = 0;
    let hi = 0;
    if (from < 32) lo = 1 << from; else hi = 1 << (from - 32);
    if (to < 32) lo ^= 1 << to; else hi ^= 1 << (to - 32);
    this.bbLo[piece] ^= lo;
    this.bbHi[piece] ^= hi;
    this.bbLo[colourIndex] ^= lo;
    this.bbHi[colourIndex] ^= hi;
  }

  /**
   * Register castling: the right bit (0 WK, 1 WQ, 2 BK, 3 BQ) with its rook square. The king must
   * already stand on the board. Computes the path squares and the rights masks.
   */
  addCastlingRight(bit: number, rookSquare: number): void {
    const colour = bit >> 1;
    const kingSide = (bit & 1) === 0;
    const kingSq = this.kingSquare(colour);
    const backRank = colour === WHITE ? 0 : 56;
    const kingTo = backRank + (kingSide ? 6 : 2);
    const rookTo = backRank + (kingSide ? 5 : 3);
    this.castling |= 1 << bit;
    this.castleRook[bit] = rookSquare;
    this.castleMask[kingSq] &= ~(colour === WHITE ? 3 : 12);
    this.castleMask[rookSquare] &= ~(1 << bit);
    // Every square between king and king target, and rook and rook target, inclusive of the
    // targets, must be empty apart from the castling king and rook themselves.
    let lo = 0;
    let hi = 0;
    const span = (a: number, b: number): void => {
      for (let s = Math.min(a, b); s <= Math.max(a, b); s++) {
        if (s === kingSq || s === rookSquare) continue;
        if (s < 32) lo |= 1 << s; else hi |= 1 << (s - 32);
      }
    };
    span(kingSq, kingTo);
    span(rookSquare, rookTo);
    this.castlePathLo[bit] = lo;
    this.castlePathHi[bit] = hi;
  }

  /** Recompute hashes and the phase from scratch; call after setting up a position. */
  finish(): void {
    this.hashLo = 0;
    this.hashHi = 0;
    this.pawnHashLo = 0;
    this.pawnHashHi = 0;
    this.phase = 0;
    for (let sq = 0; sq < 64; sq++) {
      const p = this.board[sq];
      if (p === 0) continue;
      const k = p * 64 + sq;
      this.hashLo ^= PIECE_KEY_LO[k];
      this.hashHi ^= PIECE_KEY_HI[k];
      if ((p & 7) === PAWN) {
        this.pawnHashLo ^= PIECE_KEY_LO[k];
        this.pawnHashHi ^= PIECE_KEY_HI[k];
      }
      this.phase += PHASE_WEIGHT[p & 7];
    }
    this.hashLo ^= CASTLE_KEY_LO[this.castling];
    this.hashHi ^= CASTLE_KEY_HI[this.castling];
    if (this.ep !== NO_SQUARE) {
      this.hashLo ^= EP_KEY_LO[this.ep & 7];
      this.hashHi ^= EP_KEY_HI[this.ep & 7];
    }
    if (this.side === BLACK) {
      this.hashLo ^= SIDE_KEY_LO;
      this.hashHi ^= SIDE_KEY_HI;
    }
  }

  kingSquare(colour: number): number {
    const k = (colour << 3) | KING;
    return lsb(this.bbLo[k], this.bbHi[k]);
  }

  /** Is sq attacked by any piece of colour `by`, given the occupancy (occLo, occHi)? */
  isAttackedBy(sq: number, by: number, occLo: number, occHi: number): boolean {
    const bbLo = this.bbLo;
    const bbHi = this.bbHi;
    const c = by << 3;
    // A pawn of `by` attacks sq if a pawn of the other colour on sq would attack the pawn.
    const pawnIdx = ((by ^ 1) << 6) | sq;
    if ((PAWN_ATT_LO[pawnIdx] & bbLo[c | PAWN]) !== 0 || (PAWN_ATT_HI[pawnIdx] & bbHi[c | PAWN]) !== 0) return true;
    if ((KNIGHT_LO[sq] & bbLo[c | KNIGHT]) !== 0 || (KNIGHT_HI[sq] & bbHi[c | KNIGHT]) !== 0) return true;
    if ((KING_LO[sq] & bbLo[c | KING]) !== 0 || (KING_HI[sq] & bbHi[c | KING]) !== 0) return true;
    const rqLo = bbLo[c | ROOK] | bbLo[c | QUEEN];
    const rqHi = bbHi[c | ROOK] | bbHi[c | QUEEN];
    if ((rqLo | rqHi) !== 0) {
      const r = rookIndex(sq, occLo, occHi);
      if ((ROOK_ATTACKS[r] & rqLo) !== 0 || (ROOK_ATTACKS[r + 1] & rqHi) !== 0) return true;
    }
    const bqLo = bbLo[c | BISHOP] | bbLo[c | QUEEN];
    const bqHi = bbHi[c | BISHOP] | bbHi[c | QUEEN];
    if ((bqLo | bqHi) !== 0) {
      const b = bishopIndex(sq, occLo, occHi);
      if ((BISHOP_ATTACKS[b] & bqLo) !== 0 || (BISHOP_ATTACKS[b + 1] & bqHi) !== 0) return true;
    }
    return false;
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    const us = this.side;
    return this.isAttackedBy(this.kingSquare(us), us ^ 1,
      this.bbLo[0] | this.bbLo[8], this.bbHi[0] | this.bbHi[8]);
  }

  /** Does the side to move have any piece besides pawns and king? (Null-move guard.) */
  hasNonPawnMaterial(colour: number): boolean {
    const c = colour << 3;
    return (this.bbLo[c | KNIGHT] | this.bbHi[c | KNIGHT] | this.bbLo[c | BISHOP] | this.bbHi[c | BISHOP]
      | this.bbLo[c | ROOK] | this.bbHi[c | ROOK] | this.bbLo[c | QUEEN] | this.bbHi[c | QUEEN]) !== 0;
  }

  /** The move that led to the current position, or 0 at the root of the history. */
  lastMove(): number {
    return this.gamePly > 0 ? this.undoMove[this.gamePly - 1] : 0;
  }

  /**
   * The destination square of the move that led here when that move was quiet (no capture, no
   * promotion: the piece it moved may have been offered), else -1 (also at the root of the
   * history and after a null move).
   */
  lastQuietMoveTo(): number {
    if (this.gamePly === 0) return -1;
    const m = this.undoMove[this.gamePly - 1];
    if (m === MOVE_NULL || this.undoCaptured[this.gamePly - 1] !== 0) return -1;
    if (((m >> KIND_SHIFT) & KIND_MASK) === KIND_PROMOTION) return -1;
    return (m >> TO_SHIFT) & SQUARE_MASK;
  }

  /** XOR a piece on sq into or out of the hash and pawn hash (its own inverse). */
  private xorPiece(piece: number, sq: number): void {
    const k = piece * 64 + sq;
    this.hashLo ^= PIECE_KEY_LO[k];
    this.hashHi ^= PIECE_KEY_HI[k];
    if ((piece & 7) === PAWN) {
      this.pawnHashLo ^= PIECE_KEY_LO[k];
      this.pawnHashHi ^= PIECE_KEY_HI[k];
    }
  }

  /** Save the state move m is about to change in undo slot ply (all but the captured piece). */
  private pushUndo(ply: number, m: number): void {
    this.undoMove[ply] = m;
    this.undoCastling[ply] = this.castling;
    this.undoEp[ply] = this.ep;
    this.undoHalfmove[ply] = this.halfmove;
    this.undoPhase[ply] = this.phase;
    this.undoPawnLo[ply] = this.pawnHashLo;
    this.undoPawnHi[ply] = this.pawnHashHi;
    this.historyLo[ply] = this.hashLo;
    this.historyHi[ply] = this.hashHi;
  }

  /** Play a legal move (as produced by the move generator). */
  makeMove(m: number): void {
    const ply = this.gamePly;
    this.pushUndo(ply, m);

    const from = m & SQUARE_MASK;
    const to = (m >> TO_SHIFT) & SQUARE_MASK;
    const kind = (m >> KIND_SHIFT) & KIND_MASK;
    const us = this.side;
    const piece = this.board[from];
    let captured = 0;

    this.hashLo ^= CASTLE_KEY_LO[this.castling];
    this.hashHi ^= CASTLE_KEY_HI[this.castling];
    if (this.ep !== NO_SQUARE) {
      this.hashLo ^= EP_KEY_LO[this.ep & 7];
      this.hashHi ^= EP_KEY_HI[this.ep & 7];
      this.ep = NO_SQUARE;
    }
    this.halfmove++;

    if (kind === KIND_CASTLING) {
      // King "captures" its own rook: lift both, then drop them on their castled squares
      // (in Chess960 the targets may overlap the origins).
      const kingSide = to > from;
      const backRank = us === WHITE ? 0 : 56;
      const kingTo = backRank + (kingSide ? 6 : 2);
      const rookTo = backRank + (kingSide ? 5 : 3);
      const rook = this.board[to];
      this.xorPiece(piece, from);
      this.xorPiece(rook, to);
      this.removePiece(from);
      this.removePiece(to);
      this.setPiece(piece, kingTo);
      this.setPiece(rook, rookTo);
      this.xorPiece(piece, kingTo);
      this.xorPiece(rook, rookTo);
    } else {
      if (kind === KIND_EN_PASSANT) {
        const capSq = us === WHITE ? to - 8 : to + 8;
        captured = this.board[capSq];
        this.xorPiece(captured, capSq);
        this.removePiece(capSq);
      } else {
        captured = this.board[to];
        if (captured !== 0) {
          this.xorPiece(captured, to);
          this.removePiece(to);
          this.phase -= PHASE_WEIGHT[captured & 7];
        }
      }
      if (captured !== 0) this.halfmove = 0;
      this.xorPiece(piece, from);
      this.shiftPiece(from, to);
      if (kind === KIND_PROMOTION) {
        const promoted = (us << 3) | promotionType(m);
        this.removePiece(to);
        this.setPiece(promoted, to);
        this.xorPiece(promoted, to);
        this.phase += PHASE_WEIGHT[promoted & 7];
      } else {
        this.xorPiece(piece, to);
      }
      if ((piece & 7) === PAWN) {
        this.halfmove = 0;
        if ((to ^ from) === 16) {
          // Record the en-passant square only if an enemy pawn could capture onto it, so that
          // identical positions hash identically (as FEN-equivalence and repetition require).
          const epSq = (from + to) >> 1;
          const them = us ^ 1;
          const idx = (us << 6) | epSq;
          if ((PAWN_ATT_LO[idx] & this.bbLo[(them << 3) | PAWN]) !== 0
            || (PAWN_ATT_HI[idx] & this.bbHi[(them << 3) | PAWN]) !== 0) {
            this.ep = epSq;
            this.hashLo ^= EP_KEY_LO[epSq & 7];
            this.hashHi ^= EP_KEY_HI[epSq & 7];
          }
        }
      }
    }
    this.undoCaptured[ply] = captured;
    this.castling &= this.castleMask[from] & this.castleMask[to];
    this.hashLo ^= CASTLE_KEY_LO[this.castling] ^ SIDE_KEY_LO;
    this.hashHi ^= CASTLE_KEY_HI[this.castling] ^ SIDE_KEY_HI;
    if (us === BLACK) this.fullmove++;
    this.side = us ^ 1;
    this.gamePly = ply + 1;
  }

  /** Take back the last move made by makeMove. */
  unmakeMove(): void {
    const ply = this.gamePly - 1;
    this.gamePly = ply;
    const m = this.undoMove[ply];
    const from = m & SQUARE_MASK;
    const to = (m >> TO_SHIFT) & SQUARE_MASK;
    const kind = (m >> KIND_SHIFT) & KIND_MASK;
    const them = this.side;
    const us = them ^ 1;
    this.side = us;
    if (us === BLACK) this.fullmove--;

    if (kind === KIND_CASTLING) {
      const kingSide = to > from;
      const backRank = us === WHITE ? 0 : 56;
      const kingTo = backRank + (kingSide ? 6 : 2);
      const rookTo = backRank + (kingSide ? 5 : 3);
      const king = this.board[kingTo];
      const rook = this.board[rookTo];
      this.removePiece(kingTo);
      this.removePiece(rookTo);
      this.setPiece(king, from);
      this.setPiece(rook, to);
    } else {
      if (kind === KIND_PROMOTION) {
        this.removePiece(to);
        this.setPiece((us << 3) | PAWN, to);
      }
      this.shiftPiece(to, from);
      const captured = this.undoCaptured[ply];
      if (captured !== 0) {
        const capSq = kind === KIND_EN_PASSANT ? (us === WHITE ? to - 8 : to + 8) : to;
        this.setPiece(captured, capSq);
      }
    }
    this.castling = this.undoCastling[ply];
    this.ep = this.undoEp[ply];
    this.halfmove = this.undoHalfmove[ply];
    this.phase = this.undoPhase[ply];
    this.pawnHashLo = this.undoPawnLo[ply];
    this.pawnHashHi = this.undoPawnHi[ply];
    this.hashLo = this.historyLo[ply];
    this.hashHi = this.historyHi[ply];
  }

  /** Pass the move (for null-move pruning). Never call when in check. */
  makeNullMove(): void {
    const ply = this.gamePly;
    this.pushUndo(ply, MOVE_NULL);
    this.undoCaptured[ply] = 0;
    if (this.ep !== NO_SQUARE) {
      this.hashLo ^= EP_KEY_LO[this.ep & 7];
      this.hashHi ^= EP_KEY_HI[this.ep & 7];
      this.ep = NO_SQUARE;
    }
    this.hashLo ^= SIDE_KEY_LO;
    this.hashHi ^= SIDE_KEY_HI;
    this.halfmove++;
    this.side ^= 1;
    this.gamePly = ply + 1;
  }

  unmakeNullMove(): void {
    const ply = this.gamePly - 1;
    this.gamePly = ply;
    this.side ^= 1;
    this.ep = this.undoEp[ply];
    this.halfmove = this.undoHalfmove[ply];
    this.hashLo = this.historyLo[ply];
    this.hashHi = this.historyHi[ply];
  }

  /**
   * Has the current position occurred before since the last irreversible move? In the search a
   * single earlier occurrence counts as a draw (the usual engine convention).
   */
  isRepetition(): boolean {
    const hLo = this.hashLo;
    const hHi = this.hashHi;
    const limit = Math.max(0, this.gamePly - this.halfmove);
    for (let i = this.gamePly - 4; i >= limit; i -= 2) {
      if (this.historyLo[i] === hLo && this.historyHi[i] === hHi) return true;
    }
    return false;
  }

  /** How many times the current position occurred before (for the referee-style threefold). */
  repetitionCount(): number {
    let n = 0;
    const limit = Math.max(0, this.gamePly - this.halfmove);
    for (let i = this.gamePly - 4; i >= limit; i -= 2) {
      if (this.historyLo[i] === this.hashLo && this.historyHi[i] === this.hashHi) n++;
    }
    return n;
  }

  /** Neither side can ever mate: K vs K, K+minor vs K, or K+B vs K+B with same-colour bishops. */
  isInsufficientMaterial(): boolean {
    const lo = this.bbLo;
    const hi = this.bbHi;
    if ((lo[PAWN] | hi[PAWN] | lo[8 | PAWN] | hi[8 | PAWN]
      | lo[ROOK] | hi[ROOK] | lo[8 | ROOK] | hi[8 | ROOK]
      | lo[QUEEN] | hi[QUEEN] | lo[8 | QUEEN] | hi[8 | QUEEN]) !== 0) return false;
    if (popcount(lo[0] | lo[8], hi[0] | hi[8]) <= 3) return true;
    // Only bishops left besides kings, all on one square colour.
    if ((lo[KNIGHT] | hi[KNIGHT] | lo[8 | KNIGHT] | hi[8 | KNIGHT]) !== 0) return false;
    const bLo = lo[BISHOP] | lo[8 | BISHOP];
    const bHi = hi[BISHOP] | hi[8 | BISHOP];
    return ((bLo & LIGHT_SQUARES) | (bHi & LIGHT_SQUARES)) === 0
      || ((bLo & ~LIGHT_SQUARES) | (bHi & ~LIGHT_SQUARES)) === 0;
  }
}
