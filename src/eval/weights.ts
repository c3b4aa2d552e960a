// Every weight of the full evaluator, in one place. A weight is a packed S(mg, eg) int32 (eg in the
// high 16 bits, mg in the low 16, Stockfish's trick): one add accumulates both phases, and
// Math.imul(w, n) scales both. All weights live in one Int32Array W addressed by the offsets of
// the const enum Wt, so the trace and the tuner treat every term alike by index; the hot path pays
// one typed-array load per term. The values are fitted by `kerf tune` (Adam on a blend of game
// result and search score) to Kerf's own recorded self-play games, starting from hand-set,
// Crafty-like values; each fitted set ships only after it has won a screen against the one before
// (docs/evaluation.md, "Tuning"). The end of the file holds the non-linear king-danger table and
// the endgame constants.
// Design choice: the values are written as literal `term(Wt.X, 'Name', …, [S(..), …])` calls that
// `kerf tune --write` rewrites in place (only the numbers inside the brackets), so this file stays
// the hand-readable source of truth, comments included. Piece-square tables are half boards
// (files a-d, mirrored onto h-e), drawn rank 8 first: 32 entries instead of 64 halves the
// parameters the tuner must fit from a small data set.

import { PHASE_MAX } from '../board/types.js';

/** Pack a middlegame and an endgame value into one int32. */
export function S(mg: number, eg: number): number {
  return (eg * 65536 + mg) | 0;
}

/** The middlegame half of a packed value. */
export function mgOf(s: number): number {
  return (s << 16) >> 16;
}

/** The endgame half of a packed value. */
export function egOf(s: number): number {
  return (s - ((s << 16) >> 16)) >> 16;
}

/**
 * Blend a middlegame and an endgame value by the game phase (Position.phase, clamped to
 * PHASE_MAX), truncating toward zero so that a colour-flipped position blends to the exact
 * negation. Math.imul: a plain `*` of a negative value by a zero phase is -0, which V8 guards
 * against (one deoptimization, then slower code).
 */
export function taper(mg: number, eg: number, gamePhase: number): number {
  const phase = gamePhase > PHASE_MAX ? PHASE_MAX : gamePhase;
  return ((Math.imul(mg, phase) + Math.imul(eg, PHASE_MAX - phase)) / PHASE_MAX) | 0;
}

/** Which halves of a term the tuner may change. */
/** 'scale': the endgame scale factors, kept in the middlegame half (out of 64), fitted by their own gradient. */
export type Tunable = 'both' | 'mg' | 'eg' | 'none' | 'scale';
export type TermLayout = 'list' | 'half-board';

export interface TermSpec {
  readonly name: string;
  /** Row of the `kerf eval` table the term is reported in. */
  readonly group: string;
  readonly offset: number;
  readonly size: number;
  readonly layout: TermLayout;
  readonly tune: Tunable;
}

/**
 * Offsets of the terms in W, as a const enum so that the bundler writes them into the hot path as
 * literal numbers (module-level constants would be loaded and type-checked at every use). Each
 * term() call below checks its offset against this layout when the module loads.
 */
export const enum Wt {
  PIECE_VALUE = 0,
  BISHOP_PAIR = PIECE_VALUE + 6,
  KNIGHT_PAWNS = BISHOP_PAIR + 1,
  ROOK_PAWNS = KNIGHT_PAWNS + 1,
  REDUNDANT_ROOK = ROOK_PAWNS + 1,
  EXTRA_MINOR = REDUNDANT_ROOK + 1,
  PST_PAWN = EXTRA_MINOR + 1,
  PST_KNIGHT = PST_PAWN + 32,
  PST_BISHOP = PST_KNIGHT + 32,
  PST_ROOK = PST_BISHOP + 32,
  PST_QUEEN = PST_ROOK + 32,
  PST_KING = PST_QUEEN + 32,
  DOUBLED = PST_KING + 32,
  ISOLATED = DOUBLED + 1,
  ISOLATED_OPEN = ISOLATED + 1,
  BACKWARD = ISOLATED_OPEN + 1,
  BACKWARD_OPEN = BACKWARD + 1,
  PAWN_SUPPORTED = BACKWARD_OPEN + 1,
  PAWN_PHALANX = PAWN_SUPPORTED + 8,
  PASSED_RANK = PAWN_PHALANX + 8,
  CANDIDATE = PASSED_RANK + 8,
  PASSED_FREE = CANDIDATE + 8,
  PASSED_KING_OWN = PASSED_FREE + 8,
  PASSED_KING_ENEMY = PASSED_KING_OWN + 8,
  PASSED_BLOCKED = PASSED_KING_ENEMY + 8,
  UNSTOPPABLE = PASSED_BLOCKED + 8,
  MOBILITY_KNIGHT = UNSTOPPABLE + 1,
  MOBILITY_BISHOP = MOBILITY_KNIGHT + 9,
  MOBILITY_ROOK = MOBILITY_BISHOP + 14,
  MOBILITY_QUEEN = MOBILITY_ROOK + 15,
  KNIGHT_OUTPOST = MOBILITY_QUEEN + 28,
  KNIGHT_OUTPOST_SUPPORTED = KNIGHT_OUTPOST + 1,
  BISHOP_OUTPOST = KNIGHT_OUTPOST_SUPPORTED + 1,
  BAD_BISHOP = BISHOP_OUTPOST + 1,
  BISHOP_LONG_DIAGONAL = BAD_BISHOP + 1,
  ROOK_OPEN_FILE = BISHOP_LONG_DIAGONAL + 1,
  ROOK_HALF_OPEN_FILE = ROOK_OPEN_FILE + 1,
  ROOK_SEVENTH = ROOK_HALF_OPEN_FILE + 1,
  MINOR_BEHIND_PAWN = ROOK_SEVENTH + 1,
  KING_PROTECTOR = MINOR_BEHIND_PAWN + 1,
  ROOK_QUEEN_FILE = KING_PROTECTOR + 2,
  TRAPPED_ROOK = ROOK_QUEEN_FILE + 1,
  QUEEN_ATTACKED = TRAPPED_ROOK + 1,
  QUEEN_ATTACKED_STM = QUEEN_ATTACKED + 1,
  THREAT_BY_PAWN = QUEEN_ATTACKED_STM + 1,
  THREAT_BY_MINOR = THREAT_BY_PAWN + 1,
  THREAT_BY_ROOK = THREAT_BY_MINOR + 6,
  HANGING = THREAT_BY_ROOK + 6,
  THREAT_BY_PUSH = HANGING + 1,
  SAFE_CHECK = THREAT_BY_PUSH + 1,
  SHELTER_KING_FILE = SAFE_CHECK + 6,
  SHELTER_SIDE_FILE = SHELTER_KING_FILE + 8,
  STORM = SHELTER_SIDE_FILE + 8,
  STORM_BLOCKED = STORM + 8,
  KING_OPEN_FILE = STORM_BLOCKED + 8,
  CASTLE_RIGHT = KING_OPEN_FILE + 1,
  PAWNLESS_FLANK = CASTLE_RIGHT + 1,
  TEMPO = PAWNLESS_FLANK + 1,
  ENDGAME_SCALE = TEMPO + 1,
  /** Number of weights. */
  COUNT = ENDGAME_SCALE + 5,
}

const specs: TermSpec[] = [];
const initial: number[] = [];

function term(offset: number, name: string, group: string, tune: Tunable, layout: TermLayout, values: number[]): void {
  if (offset !== initial.length) throw new Error(`weights: term ${name} is at ${initial.length}, Wt says ${offset}`);
  specs.push({ name, group, offset, size: values.length, layout, tune });
  for (const v of values) initial.push(v);
}

// ---- Material and imbalance -------------------------------------------------------------------

/** Indexed by piece type (PAWN=1 … QUEEN=5); entry 0 and the king are unused. */
term(Wt.PIECE_VALUE, 'PieceValue', 'Material', 'both', 'list', [
  S(0, 0), S(77, 104), S(330, 321), S(347, 335), S(471, 551), S(1000, 1002),
]);
term(Wt.BISHOP_PAIR, 'BishopPair', 'Imbalance', 'both', 'list', [S(23, 51)]);
/** Per knight, per own pawn above five (knights like closed positions: Kaufman). */
term(Wt.KNIGHT_PAWNS, 'KnightPawns', 'Imbalance', 'both', 'list', [S(1, 5)]);
/** Per rook, per own pawn above five (rooks like open positions). */
term(Wt.ROOK_PAWNS, 'RookPawns', 'Imbalance', 'both', 'list', [S(-1, -1)]);
/** Two or more rooks are worth a little less than twice one. */
term(Wt.REDUNDANT_ROOK, 'RedundantRook', 'Imbalance', 'both', 'list', [S(-5, -14)]);
/** Crafty's bad-trade idea: with equal majors, the side with more minors (piece for pawns) gains. */
term(Wt.EXTRA_MINOR, 'ExtraMinor', 'Imbalance', 'both', 'list', [S(29, 27)]);

// ---- Piece-square tables (half boards, rank 8 first, files a-d; mirrored onto e-h) ----------

term(Wt.PST_PAWN, 'PstPawn', 'PST', 'both', 'half-board', [
  S(0, 0), S(0, 0), S(0, 0), S(0, 0),
  S(20, 26), S(25, 30), S(30, 30), S(35, 30),
  S(8, 18), S(12, 17), S(19, 14), S(27, 12),
  S(0, 8), S(3, 4), S(10, -1), S(17, -2),
  S(-6, 3), S(-4, 2), S(10, -5), S(16, -9),
  S(-2, 0), S(-1, -4), S(0, -2), S(0, -4),
  S(-11, -1), S(2, -3), S(-5, 2), S(-8, -3),
  S(0, 0), S(0, 0), S(0, 0), S(0, 0),
]);
term(Wt.PST_KNIGHT, 'PstKnight', 'PST', 'both', 'half-board', [
  S(-60, -40), S(-25, -25), S(-15, -15), S(-10, -10),
  S(-25, -25), S(-10, -10), S(0, -3), S(5, 0),
  S(-10, -15), S(5, 0), S(15, 8), S(20, 12),
  S(-5, -10), S(9, 5), S(20, 12), S(22, 18),
  S(-2, -10), S(5, 5), S(17, 12), S(19, 18),
  S(-14, -15), S(0, 0), S(2, 3), S(12, 11),
  S(-25, -25), S(-10, -10), S(-3, -3), S(1, 0),
  S(-50, -40), S(-17, -25), S(-15, -15), S(-10, -10),
]);
term(Wt.PST_BISHOP, 'PstBishop', 'PST', 'both', 'half-board', [
  S(-15, -12), S(-5, -8), S(-8, -6), S(-10, -4),
  S(-8, -8), S(0, -2), S(0, 0), S(0, 2),
  S(-5, -6), S(5, 0), S(8, 4), S(8, 5),
  S(-3, -4), S(4, 2), S(8, 6), S(12, 8),
  S(-3, -4), S(8, 2), S(7, 7), S(13, 8),
  S(4, -6), S(13, 0), S(4, 4), S(6, 6),
  S(-2, -8), S(8, -6), S(5, 0), S(-1, 2),
  S(-15, -12), S(-5, -8), S(-7, -6), S(-5, -4),
]);
term(Wt.PST_ROOK, 'PstRook', 'PST', 'both', 'half-board', [
  S(10, 8), S(10, 8), S(12, 8), S(15, 8),
  S(15, 8), S(20, 7), S(20, 7), S(20, 6),
  S(0, 7), S(3, 4), S(5, 4), S(7, 4),
  S(-5, 2), S(0, 4), S(0, 3), S(0, 2),
  S(-8, 0), S(-3, 0), S(-3, 0), S(-2, 0),
  S(-11, -2), S(-5, -2), S(-5, -2), S(-3, -2),
  S(-17, -4), S(-8, -4), S(-6, -5), S(-3, -4),
  S(-7, -5), S(-1, -5), S(2, -3), S(4, -6),
]);
term(Wt.PST_QUEEN, 'PstQueen', 'PST', 'both', 'half-board', [
  S(-15, -15), S(-8, -8), S(-5, -5), S(-3, 0),
  S(-8, -8), S(-4, 0), S(0, 5), S(0, 8),
  S(-5, -5), S(0, 5), S(3, 10), S(3, 15),
  S(-3, 0), S(0, 8), S(3, 15), S(4, 20),
  S(-1, 0), S(2, 8), S(3, 15), S(2, 20),
  S(-5, -5), S(2, 5), S(0, 10), S(0, 12),
  S(-8, -10), S(-1, -3), S(4, 0), S(1, -1),
  S(-15, -20), S(-8, -12), S(-7, -8), S(-2, -9),
]);
term(Wt.PST_KING, 'PstKing', 'PST', 'both', 'half-board', [
  S(-50, -50), S(-50, -30), S(-50, -20), S(-50, -15),
  S(-50, -25), S(-50, -5), S(-50, 5), S(-50, 10),
  S(-50, -15), S(-50, 14), S(-50, 23), S(-50, 25),
  S(-50, -10), S(-50, 18), S(-50, 26), S(-50, 30),
  S(-40, -15), S(-45, 9), S(-45, 20), S(-50, 25),
  S(-25, -20), S(-30, 2), S(-35, 10), S(-40, 14),
  S(-5, -30), S(-5, -11), S(-15, -3), S(-25, 1),
  S(15, -50), S(26, -37), S(7, -22), S(-12, -17),
]);

// ---- Pawn structure (cached in the pawn hash) ------------------------------------------------

/** A pawn with an own pawn in front of it on the same file. */
term(Wt.DOUBLED, 'Doubled', 'Pawns', 'both', 'list', [S(-8, -18)]);
term(Wt.ISOLATED, 'Isolated', 'Pawns', 'both', 'list', [S(-7, -5)]);
/** Extra for an isolated pawn with no enemy pawn in front (a target on a half-open file). */
term(Wt.ISOLATED_OPEN, 'IsolatedOpen', 'Pawns', 'both', 'list', [S(-7, -10)]);
term(Wt.BACKWARD, 'Backward', 'Pawns', 'both', 'list', [S(-1, -6)]);
term(Wt.BACKWARD_OPEN, 'BackwardOpen', 'Pawns', 'both', 'list', [S(-9, -7)]);
/** Defended by an own pawn, by relative rank. */
term(Wt.PAWN_SUPPORTED, 'PawnSupported', 'Pawns', 'both', 'list', [
  S(0, 0), S(0, 0), S(11, 8), S(8, 5), S(11, 7), S(21, 25), S(40, 50), S(0, 0),
]);
/** Side by side with an own pawn, by relative rank. */
term(Wt.PAWN_PHALANX, 'PawnPhalanx', 'Pawns', 'both', 'list', [
  S(0, 0), S(3, 2), S(3, 2), S(7, 7), S(17, 16), S(30, 31), S(60, 60), S(0, 0),
]);
/** Passed pawn, static part, by relative rank. */
term(Wt.PASSED_RANK, 'PassedRank', 'Passed', 'both', 'list', [
  S(0, 0), S(2, 10), S(3, 13), S(4, 20), S(20, 40), S(40, 70), S(60, 110), S(0, 0),
]);
/** Candidate passer (half-open file, helpers ≥ sentries), by relative rank. */
term(Wt.CANDIDATE, 'Candidate', 'Passed', 'both', 'list', [
  S(0, 0), S(3, 2), S(2, 4), S(3, 13), S(6, 19), S(15, 30), S(0, 0), S(0, 0),
]);

// ---- Passed pawns, dynamic part (depends on pieces and kings) ---------------------------------

/** Nothing stands on the squares in front of the passer, by relative rank. */
term(Wt.PASSED_FREE, 'PassedFree', 'Passed', 'both', 'list', [
  S(0, 0), S(0, 0), S(0, 2), S(-4, 5), S(3, 13), S(8, 26), S(15, 45), S(0, 0),
]);
/**
 * Per square (at most 5) of own-king distance to the stop square, by relative rank of the passer.
 * The values were one weight times a rank factor (0, 0, 0, 1, 2, 3, 5, 0) before they could be
 * tuned by rank; they start there.
 */
term(Wt.PASSED_KING_OWN, 'PassedKingOwn', 'Passed', 'eg', 'list', [
  S(0, 0), S(0, 0), S(0, 0), S(0, -9), S(0, -13), S(0, -20), S(0, -26), S(0, 0),
]);
/** Per square (at most 5) of enemy-king distance to the stop square, by relative rank. */
term(Wt.PASSED_KING_ENEMY, 'PassedKingEnemy', 'Passed', 'eg', 'list', [
  S(0, 0), S(0, 0), S(0, 0), S(0, 15), S(0, 25), S(0, 37), S(0, 44), S(0, 0),
]);
/** A passer whose stop square holds an enemy piece, by relative rank (zero until tuned). */
term(Wt.PASSED_BLOCKED, 'PassedBlocked', 'Passed', 'both', 'list', [
  S(0, 0), S(0, 0), S(0, 0), S(-1, -1), S(-2, -2), S(0, -1), S(0, 0), S(0, 0),
]);
/** A passer the lone enemy king cannot catch (rule of the square) while the opponent has none. */
term(Wt.UNSTOPPABLE, 'Unstoppable', 'Passed', 'none', 'list', [S(0, 500)]);

// ---- Pieces -----------------------------------------------------------------------------------

term(Wt.MOBILITY_KNIGHT, 'MobilityKnight', 'Mobility', 'both', 'list', [
  S(-30, -40), S(-10, -20), S(-3, -8), S(0, 3), S(5, 8), S(10, 12), S(12, 17), S(16, 18),
  S(20, 19),
]);
term(Wt.MOBILITY_BISHOP, 'MobilityBishop', 'Mobility', 'both', 'list', [
  S(-16, -35), S(-11, -20), S(2, -8), S(5, 2), S(10, 8), S(14, 14), S(17, 20), S(19, 24),
  S(22, 28), S(27, 30), S(30, 32), S(32, 34), S(34, 35), S(35, 36),
]);
term(Wt.MOBILITY_ROOK, 'MobilityRook', 'Mobility', 'both', 'list', [
  S(-21, -40), S(-9, -22), S(1, -10), S(-3, 2), S(-3, 9), S(3, 16), S(4, 23), S(8, 28),
  S(10, 33), S(14, 37), S(16, 40), S(18, 43), S(19, 45), S(20, 46), S(21, 48),
]);
term(Wt.MOBILITY_QUEEN, 'MobilityQueen', 'Mobility', 'both', 'list', [
  S(-15, -30), S(-6, -20), S(-7, -12), S(-3, -6), S(1, 0), S(-1, 6), S(2, 12), S(4, 16),
  S(8, 20), S(9, 24), S(12, 27), S(14, 30), S(15, 33), S(15, 35), S(16, 37), S(17, 39),
  S(18, 40), S(19, 41), S(20, 42), S(21, 43), S(22, 44), S(22, 45), S(23, 46), S(23, 47),
  S(24, 47), S(24, 48), S(25, 48), S(25, 48),
]);
/** Knight on an outpost: relative rank 4-6, no enemy pawn can ever attack the square. */
term(Wt.KNIGHT_OUTPOST, 'KnightOutpost', 'Knights', 'both', 'list', [S(14, 5)]);
/** Extra when an own pawn defends the outpost knight. */
term(Wt.KNIGHT_OUTPOST_SUPPORTED, 'KnightOutpostSupported', 'Knights', 'both', 'list', [S(11, 5)]);
term(Wt.BISHOP_OUTPOST, 'BishopOutpost', 'Bishops', 'both', 'list', [S(11, 3)]);
/** Per own pawn on the bishop's square colour (a "bad" bishop is hemmed in by its own pawns). */
term(Wt.BAD_BISHOP, 'BadBishop', 'Bishops', 'both', 'list', [S(-3, -5)]);
/** Bishop on a long diagonal seeing both centre squares of it through the pawns. */
term(Wt.BISHOP_LONG_DIAGONAL, 'BishopLongDiagonal', 'Bishops', 'both', 'list', [S(11, 1)]);
term(Wt.ROOK_OPEN_FILE, 'RookOpenFile', 'Rooks', 'both', 'list', [S(29, 4)]);
term(Wt.ROOK_HALF_OPEN_FILE, 'RookHalfOpenFile', 'Rooks', 'both', 'list', [S(13, 4)]);
/** Rook on the relative 7th rank with the enemy king on the 8th or enemy pawns on the 7th. */
term(Wt.ROOK_SEVENTH, 'RookSeventh', 'Rooks', 'both', 'list', [S(4, 13)]);
/**
 * A knight or bishop right behind a pawn of either colour (shielded from the front, and the pawn
 * held back). Starting value: Stockfish classical's MinorBehindPawn ×0.6.
 */
term(Wt.MINOR_BEHIND_PAWN, 'MinorBehindPawn', 'Pieces', 'both', 'list', [S(4, 4)]);
/**
 * Per square of king distance (Chebyshev) from a knight (index 0) or bishop (1) to its own king:
 * minors far from their king defend it less. Starting values: Stockfish classical's KingProtector ×0.6.
 */
term(Wt.KING_PROTECTOR, 'KingProtector', 'Pieces', 'both', 'list', [S(-2, -2), S(-1, -1)]);
/** A rook on a file with a queen of either colour. Starting value: Stockfish classical's RookOnQueenFile ×0.6. */
term(Wt.ROOK_QUEEN_FILE, 'RookQueenFile', 'Rooks', 'both', 'list', [S(6, 7)]);
/**
 * A rook with at most three squares to go to, between its own king and the corner on the king's
 * wing; counted twice when its side can no longer castle. Starting value: Stockfish classical's
 * TrappedRook ×0.6.
 */
term(Wt.TRAPPED_ROOK, 'TrappedRook', 'Rooks', 'both', 'list', [S(-16, -5)]);
/** Queen attacked by an enemy pawn, minor or rook while its owner is not to move. */
term(Wt.QUEEN_ATTACKED, 'QueenAttacked', 'Queens', 'both', 'list', [S(-25, -15)]);
/** The same with its owner to move: it only costs a tempo. */
term(Wt.QUEEN_ATTACKED_STM, 'QueenAttackedStm', 'Queens', 'both', 'list', [S(-4, -5)]);
/** A knight, bishop or rook attacked by an enemy pawn. */
term(Wt.THREAT_BY_PAWN, 'ThreatByPawn', 'Threats', 'both', 'list', [S(-33, -25)]);
/**
 * Enemy pieces attacked by a knight or bishop, by the victim's type (pawn … queen; index 0 unused):
 * any piece but a pawn, and a pawn only when no enemy pawn defends it (a "weak" target: attacked
 * by us, not defended by an enemy pawn). The attacker's bonus. Starting values: Stockfish's
 * classical evaluation's ThreatByMinor scaled to Kerf's pawn (×0.6).
 */
term(Wt.THREAT_BY_MINOR, 'ThreatByMinor', 'Threats', 'both', 'list', [
  S(0, 0), S(2, 16), S(18, 24), S(38, 30), S(47, 63), S(42, 97),
]);
/** Weak enemy targets attacked by a rook, by victim type (as ThreatByMinor, Stockfish's ThreatByRook ×0.6). */
term(Wt.THREAT_BY_ROOK, 'ThreatByRook', 'Threats', 'both', 'list', [S(0, 0), S(-2, 20), S(18, 36), S(20, 33), S(0, 23), S(35, 26)]);
/** Weak enemy targets (pawns too) that the enemy does not defend at all. */
term(Wt.HANGING, 'Hanging', 'Threats', 'both', 'list', [S(17, 14)]);
/**
 * Enemy pieces (king included) that a pawn of ours could attack by a safe push next move: a push
 * (one step, or two from the home rank) to an empty square no enemy pawn attacks and the enemy
 * does not attack unless we do too. Starting value: Stockfish's classical ThreatByPawnPush ×0.6.
 */
term(Wt.THREAT_BY_PUSH, 'ThreatByPush', 'Threats', 'both', 'list', [S(11, 16)]);
/**
 * Safe checks: squares from which a knight, bishop, rook or queen of the attacker (by type; index
 * 0, pawn and king unused) could check the enemy king next move, that the attacker reaches, holds
 * no own piece, and the enemy does not attack. Middlegame only. Starting values: Stockfish
 * classical's king-danger weights for safe checks, turned into centipawns at a typical attack.
 */
term(Wt.SAFE_CHECK, 'SafeCheck', 'King safety', 'mg', 'list', [S(0, 0), S(0, 0), S(30, 0), S(9, 0), S(37, 0), S(19, 0)]);

// ---- King safety (linear part; the danger table is below) ------------------------------------

/**
 * Shelter: relative rank of the nearest own pawn in front of the king (index 0 = none) on the
 * king's file and on the files beside it. Middlegame only: in the endgame the king walks out.
 */
term(Wt.SHELTER_KING_FILE, 'ShelterKingFile', 'King safety', 'mg', 'list', [
  S(-28, 0), S(-4, 0), S(-8, 0), S(-19, 0), S(-27, 0), S(-30, 0), S(-32, 0), S(0, 0),
]);
term(Wt.SHELTER_SIDE_FILE, 'ShelterSideFile', 'King safety', 'mg', 'list', [
  S(-21, 0), S(0, 0), S(-7, 0), S(-13, 0), S(-15, 0), S(-20, 0), S(-22, 0), S(0, 0),
]);
/** Storm: relative rank (from the defender's side) of the nearest enemy pawn; index 0 = none. */
term(Wt.STORM, 'Storm', 'King safety', 'mg', 'list', [
  S(0, 0), S(0, 0), S(-30, 0), S(-11, 0), S(-2, 0), S(2, 0), S(-5, 0), S(0, 0),
]);
/** The same when an own pawn blocks the storming pawn head-on. */
term(Wt.STORM_BLOCKED, 'StormBlocked', 'King safety', 'mg', 'list', [
  S(0, 0), S(0, 0), S(-10, 0), S(-4, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
]);
/** A file at or beside the king with no pawns at all. */
term(Wt.KING_OPEN_FILE, 'KingOpenFile', 'King safety', 'mg', 'list', [S(-14, 0)]);
/** Per castling right still held (the king has not yet committed to a wing). */
term(Wt.CASTLE_RIGHT, 'CastleRight', 'King safety', 'mg', 'list', [S(16, 0)]);

/**
 * The king on a flank (its file's three or four files: a-c, a-d, c-f, e-h, f-h) with no pawn of
 * either colour. Starting value: Stockfish classical's PawnlessFlank ×0.6.
 */
term(Wt.PAWNLESS_FLANK, 'PawnlessFlank', 'King safety', 'both', 'list', [S(-10, -53)]);

// ---- Tempo ------------------------------------------------------------------------------------

term(Wt.TEMPO, 'Tempo', 'Tempo', 'both', 'list', [S(13, 7)]);

// ---- Endgame scaling (out of 64, in the middlegame half; see ScaleWeight) ---------------------

/**
 * Drawish endings: the score is multiplied by scale / 64 (endgame.ts scaleFactor). In order:
 * opposite-coloured bishops with pawns only (base, per passed pawn of the stronger side, and the
 * most that reaches), opposite-coloured bishops with other pieces but no queens, and a pawnless
 * stronger side less than a rook's worth ahead.
 */
term(Wt.ENDGAME_SCALE, 'EndgameScale', 'Scaling', 'scale', 'list', [S(13, 0), S(5, 0), S(48, 0), S(57, 0), S(6, 0)]);

if (initial.length !== Wt.COUNT) throw new Error(`weights: ${initial.length} weights, Wt.COUNT says ${Wt.COUNT}`);
/** Number of weights. */
export const N_WEIGHTS = initial.length;
/** The live weights. Mutable only so the tuner can measure a candidate set. */
export const W = Int32Array.from(initial);
/** The weights as this file defines them (for resets after tuning experiments). */
export const W_INITIAL = Int32Array.from(initial);
export const TERMS: readonly TermSpec[] = specs;

/** Term that holds weight index i (for the trace report and the tuner). */
export function termOf(i: number): TermSpec {
  for (const t of specs) if (i >= t.offset && i < t.offset + t.size) return t;
  throw new RangeError(`no weight ${i}`);
}

/** Half-board PST index of a square for White (files mirrored, rank 8 drawn first). */
export function halfBoardIndex(sq: number): number {
  const f = sq & 7;
  return (7 - (sq >> 3)) * 4 + (f < 4 ? f : 7 - f);
}

/** halfBoardIndex as a table (Black looks up its square ^ 56). */
export const HALF_BOARD = Uint8Array.from({ length: 64 }, (_, sq) => halfBoardIndex(sq));

/**
 * Material plus PST of a piece on a square, from its own side's view: PSQ[code * 64 + sq] with
 * code = colour << 3 | type (packed). Derived from W so that the piece loops need one load per
 * piece; rebuildPsq() must follow any change to W (the tuner calls applyWeights()).
 */
export const PSQ = new Int32Array(16 * 64);

const PST_OF_TYPE = [0, Wt.PST_PAWN, Wt.PST_KNIGHT, Wt.PST_BISHOP, Wt.PST_ROOK, Wt.PST_QUEEN, Wt.PST_KING];

export function rebuildPsq(): void {
  for (let colour = 0; colour < 2; colour++) {
    for (let type = 1; type <= 6; type++) {
      for (let sq = 0; sq < 64; sq++) {
        const material = type === 6 ? 0 : W[Wt.PIECE_VALUE + type];
        PSQ[((colour << 3) | type) * 64 + sq] = (material + W[PST_OF_TYPE[type] + HALF_BOARD[colour === 0 ? sq : sq ^ 56]]) | 0;
      }
    }
  }
}

rebuildPsq();

// ---- King danger: Crafty's non-linear table ---------------------------------------------------
// Crafty indexes a 2-D table king_safety[defects][tropism] with the pawn-shelter defects of the
// king and the enemy pieces' pressure on it, so a weak shelter costs little until pieces arrive
// and a lot once they do. Kerf's table is generated from two tunable numbers:
// danger(d, a) = min(CAP, round(SCALE * a² * (BASE + d) / 256)), middlegame only.

export const KING_DANGER_SCALE = 25.1;
export const KING_DANGER_BASE = 1.7;
export const KING_DANGER_CAP = 700;

/** The danger table's index ranges (const enums: literal numbers in the hot path). */
export const enum Danger {
  DEFECTS_MAX = 15,
  ATTACK_MAX = 31,
  /** Row length: KING_DANGER[defects * STRIDE + attack]. */
  STRIDE = 32,
}

/** Attack weight of a piece whose attacks reach the enemy king zone. */
export const enum AttackWeight {
  KNIGHT = 2,
  BISHOP = 2,
  ROOK = 3,
  QUEEN = 5,
}

/** KING_DANGER[defects * 32 + attack]: centipawns lost in the middlegame. */
export const KING_DANGER = new Int32Array((Danger.DEFECTS_MAX + 1) * Danger.STRIDE);

/** (Re)build the danger table from its two parameters (the tuner calls this with candidates). */
export function buildKingDanger(scale: number, base: number): void {
  for (let d = 0; d <= Danger.DEFECTS_MAX; d++) {
    for (let a = 0; a <= Danger.ATTACK_MAX; a++) {
      KING_DANGER[d * Danger.STRIDE + a] = Math.min(KING_DANGER_CAP, Math.round(scale * a * a * (base + d) / 256));
    }
  }
}

buildKingDanger(KING_DANGER_SCALE, KING_DANGER_BASE);

/**
 * Install a weight set (packed values) and danger parameters: W, the PSQ table and the danger
 * table. The caller must also clear the pawn hash and the evaluation cache, which hold scores
 * made with the old weights.
 */
export function applyWeights(values: ArrayLike<number>, dangerScale: number, dangerBase: number): void {
  for (let i = 0; i < N_WEIGHTS; i++) W[i] = values[i] | 0;
  rebuildPsq();
  buildKingDanger(dangerScale, dangerBase);
}

// ---- Special endgames (not tuned: too rare in the tuning data) ---------------------------------

/** Scale factors are out of 64: a drawish ending's score is multiplied by scale / 64. */
export const enum Scale {
  NORMAL = 64,
}

/** Offsets in the EndgameScale term (Wt.ENDGAME_SCALE + k; the value is the middlegame half). */
export const enum ScaleWeight {
  /** Opposite-coloured bishops and pawns only: base, plus per passed pawn of the stronger side, at most MAX. */
  OCB_PURE = 0,
  OCB_PER_PASSER = 1,
  OCB_PURE_MAX = 2,
  /** Opposite-coloured bishops with other pieces (no queens) still on the board. */
  OCB_PIECES = 3,
  /** The stronger side has no pawns and less than a rook's worth of extra pieces (KRKB, KRBKR …). */
  NO_PAWNS_SMALL_EDGE = 4,
}

export const enum Endgame {
  /** Score for a won special ending before the mop-up terms (a "known win", well below mates). */
  KNOWN_WIN = 1000,
  /** Mop-up: per step of the weak king from the centre, and per step the kings are closer. */
  MOPUP_EDGE = 20,
  MOPUP_PROXIMITY = 10,
  /** KBNK: per step the weak king is closer to a corner of the bishop's colour. */
  MOPUP_BN_CORNER = 25,
  /** KPK win: known win plus this much per rank the pawn has advanced. */
  KPK_PER_RANK = 20,
  /** Evaluations are kept inside ±EVAL_LIMIT, far from the search's mate scores. */
  EVAL_LIMIT = 20000,
}
