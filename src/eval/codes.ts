// Board codes the evaluator's hot path uses, as const enums: the bundler writes them in as
// literal numbers, where an imported module constant (board/types.ts) would be loaded from the
// module context and type-checked at every use. test/eval/codes.test.ts pins them to the
// board's own definitions.

export const enum Colour {
  WHITE = 0,
  BLACK = 1,
}

export const enum Pc {
  PAWN = 1,
  KNIGHT = 2,
  BISHOP = 3,
  ROOK = 4,
  QUEEN = 5,
  KING = 6,
  /** Colour offset of black piece codes (code = colour << 3 | type). */
  BLACK_CODES = 8,
}

export const enum Phase {
  /** Game phase of the starting material (N, B = 1, R = 2, Q = 4), as in psqt.ts. */
  MAX = 24,
}

export const enum Castle {
  WK = 1,
  WQ = 2,
  BK = 4,
  BQ = 8,
}

/** Square-set patterns of one 32-bit half (the same in both halves). */
export const enum Bb {
  /** The light squares: b1, d1, …, a2, c2, … */
  LIGHT = 0x55aa55aa,
  NOT_FILE_A = ~0x01010101,
  NOT_FILE_H = 0x7f7f7f7f,
  /** Spreads an 8-bit file set over the 4 ranks of a half (by multiplication). */
  FILES_TO_HALF = 0x01010101,
}
