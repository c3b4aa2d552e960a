// Every weight of the full evaluator, in one place. A weight is a packed S(mg, eg) int32 (eg in the
// high 16 bits, mg in the low 16, Stockfish's trick): one add accumulates both phases, and
// Math.imul(w, n) scales both. All weights live in one Int32Array W addressed by the named offsets
// below, so the trace and the tuner treat every term alike by index; the hot path pays one
// typed-array load per term.
// Design choice: the values are written as literal `term('Name', …, [S(..), …])` calls that
// `kerf tune --write` rewrites in place (only the numbers inside the brackets), so this file stays
// the hand-readable source of truth, comments included. Piece-square tables are half boards
// (files a-d, mirrored onto h-e), drawn rank 8 first: 32 entries instead of 64 halves the
// parameters the tuner must fit from a small data set.

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

/** Which halves of a term the tuner may change. */
export type Tunable = 'both' | 'mg' | 'eg' | 'none';
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

const specs: TermSpec[] = [];
const initial: number[] = [];

function term(name: string, group: string, tune: Tunable, layout: TermLayout, values: number[]): number {
  const offset = initial.length;
  specs.push({ name, group, offset, size: values.length, layout, tune });
  for (const v of values) initial.push(v);
  return offset;
}

// ---- Material and imbalance -------------------------------------------------------------------

/** Indexed by piece type (PAWN=1 … QUEEN=5); entry 0 and the king are unused. */
export const PIECE_VALUE = term('PieceValue', 'Material', 'both', 'list', [
  S(0, 0), S(80, 103), S(329, 318), S(348, 335), S(470, 550), S(1000, 1000),
]);
export const BISHOP_PAIR = term('BishopPair', 'Imbalance', 'both', 'list', [S(26, 52)]);
/** Per knight, per own pawn above five (knights like closed positions: Kaufman). */
export const KNIGHT_PAWNS = term('KnightPawns', 'Imbalance', 'both', 'list', [S(2, 3)]);
/** Per rook, per own pawn above five (rooks like open positions). */
export const ROOK_PAWNS = term('RookPawns', 'Imbalance', 'both', 'list', [S(-3, -4)]);
/** Two or more rooks are worth a little less than twice one. */
export const REDUNDANT_ROOK = term('RedundantRook', 'Imbalance', 'both', 'list', [S(-6, -14)]);
/** Crafty's bad-trade idea: with equal majors, the side with more minors (piece for pawns) gains. */
export const EXTRA_MINOR = term('ExtraMinor', 'Imbalance', 'both', 'list', [S(30, 20)]);

// ---- Piece-square tables (half boards, rank 8 first, files a-d; mirrored onto e-h) ----------

export const PST_PAWN = term('PstPawn', 'PST', 'both', 'half-board', [
  S(0, 0), S(0, 0), S(0, 0), S(0, 0),
  S(20, 30), S(25, 30), S(30, 30), S(35, 30),
  S(8, 18), S(12, 16), S(18, 14), S(25, 12),
  S(0, 8), S(4, 6), S(10, 4), S(20, 2),
  S(-4, 2), S(0, 0), S(8, -2), S(16, -4),
  S(-6, -2), S(-2, -3), S(2, -4), S(6, -5),
  S(-8, -4), S(-2, -4), S(-4, -4), S(-10, -4),
  S(0, 0), S(0, 0), S(0, 0), S(0, 0),
]);
export const PST_KNIGHT = term('PstKnight', 'PST', 'both', 'half-board', [
  S(-60, -40), S(-25, -25), S(-15, -15), S(-10, -10),
  S(-25, -25), S(-10, -10), S(0, -3), S(5, 0),
  S(-10, -15), S(5, 0), S(15, 8), S(20, 12),
  S(-5, -10), S(10, 5), S(20, 12), S(25, 18),
  S(-5, -10), S(5, 5), S(15, 12), S(20, 18),
  S(-15, -15), S(0, 0), S(8, 5), S(12, 10),
  S(-25, -25), S(-10, -10), S(0, -3), S(2, 0),
  S(-50, -40), S(-20, -25), S(-15, -15), S(-10, -10),
]);
export const PST_BISHOP = term('PstBishop', 'PST', 'both', 'half-board', [
  S(-15, -12), S(-5, -8), S(-8, -6), S(-10, -4),
  S(-8, -8), S(0, -2), S(0, 0), S(0, 2),
  S(-5, -6), S(5, 0), S(8, 4), S(8, 6),
  S(-3, -4), S(5, 2), S(8, 6), S(12, 8),
  S(-3, -4), S(8, 2), S(8, 6), S(12, 8),
  S(0, -6), S(8, 0), S(8, 4), S(6, 6),
  S(-3, -8), S(10, -2), S(5, 0), S(3, 2),
  S(-15, -12), S(-5, -8), S(-8, -6), S(-5, -4),
]);
export const PST_ROOK = term('PstRook', 'PST', 'both', 'half-board', [
  S(10, 8), S(10, 8), S(12, 8), S(15, 8),
  S(15, 10), S(20, 10), S(20, 10), S(20, 10),
  S(0, 4), S(3, 4), S(5, 4), S(5, 4),
  S(-5, 2), S(0, 2), S(0, 2), S(0, 2),
  S(-8, 0), S(-3, 0), S(-3, 0), S(-2, 0),
  S(-10, -2), S(-5, -2), S(-5, -2), S(-3, -2),
  S(-15, -4), S(-8, -4), S(-5, -4), S(-3, -4),
  S(-8, -6), S(-5, -4), S(2, -2), S(8, -2),
]);
export const PST_QUEEN = term('PstQueen', 'PST', 'both', 'half-board', [
  S(-15, -15), S(-8, -8), S(-5, -5), S(-3, 0),
  S(-8, -8), S(-4, 0), S(0, 5), S(0, 8),
  S(-5, -5), S(0, 5), S(3, 10), S(3, 15),
  S(-3, 0), S(0, 8), S(3, 15), S(3, 20),
  S(-3, 0), S(0, 8), S(3, 15), S(3, 20),
  S(-5, -5), S(2, 5), S(3, 10), S(3, 12),
  S(-8, -10), S(0, -3), S(3, 0), S(3, 2),
  S(-15, -20), S(-8, -12), S(-5, -8), S(0, -5),
]);
export const PST_KING = term('PstKing', 'PST', 'both', 'half-board', [
  S(-50, -50), S(-50, -30), S(-50, -20), S(-50, -15),
  S(-50, -25), S(-50, -5), S(-50, 5), S(-50, 10),
  S(-50, -15), S(-50, 10), S(-50, 20), S(-50, 25),
  S(-50, -10), S(-50, 15), S(-50, 25), S(-50, 30),
  S(-40, -15), S(-45, 10), S(-45, 20), S(-50, 25),
  S(-25, -20), S(-30, 0), S(-35, 10), S(-40, 15),
  S(-5, -30), S(-5, -10), S(-15, 0), S(-25, 5),
  S(15, -50), S(30, -30), S(10, -20), S(-10, -15),
]);

// ---- Pawn structure (cached in the pawn hash) ------------------------------------------------

/** A pawn with an own pawn in front of it on the same file. */
export const DOUBLED = term('Doubled', 'Pawns', 'both', 'list', [S(-8, -22)]);
export const ISOLATED = term('Isolated', 'Pawns', 'both', 'list', [S(-6, -10)]);
/** Extra for an isolated pawn with no enemy pawn in front (a target on a half-open file). */
export const ISOLATED_OPEN = term('IsolatedOpen', 'Pawns', 'both', 'list', [S(-8, -6)]);
export const BACKWARD = term('Backward', 'Pawns', 'both', 'list', [S(-5, -6)]);
export const BACKWARD_OPEN = term('BackwardOpen', 'Pawns', 'both', 'list', [S(-8, -6)]);
/** Defended by an own pawn, by relative rank. */
export const PAWN_SUPPORTED = term('PawnSupported', 'Pawns', 'both', 'list', [
  S(0, 0), S(0, 0), S(6, 4), S(8, 6), S(12, 10), S(20, 25), S(40, 50), S(0, 0),
]);
/** Side by side with an own pawn, by relative rank. */
export const PAWN_PHALANX = term('PawnPhalanx', 'Pawns', 'both', 'list', [
  S(0, 0), S(2, 0), S(4, 2), S(8, 6), S(15, 12), S(30, 30), S(60, 60), S(0, 0),
]);
/** Passed pawn, static part, by relative rank. */
export const PASSED_RANK = term('PassedRank', 'Passed', 'both', 'list', [
  S(0, 0), S(2, 8), S(3, 12), S(8, 20), S(20, 40), S(40, 70), S(60, 110), S(0, 0),
]);
/** Candidate passer (half-open file, helpers ≥ sentries), by relative rank. */
export const CANDIDATE = term('Candidate', 'Passed', 'both', 'list', [
  S(0, 0), S(2, 4), S(3, 6), S(6, 12), S(10, 20), S(15, 30), S(0, 0), S(0, 0),
]);

// ---- Passed pawns, dynamic part (depends on pieces and kings) ---------------------------------

/** Nothing stands on the squares in front of the passer, by relative rank. */
export const PASSED_FREE = term('PassedFree', 'Passed', 'both', 'list', [
  S(0, 0), S(0, 0), S(0, 2), S(0, 5), S(3, 12), S(8, 25), S(15, 45), S(0, 0),
]);
/** Per square of own-king distance to the stop square, times the rank factor. */
export const PASSED_KING_OWN = term('PassedKingOwn', 'Passed', 'eg', 'list', [S(0, -4)]);
/** Per square of enemy-king distance to the stop square, times the rank factor. */
export const PASSED_KING_ENEMY = term('PassedKingEnemy', 'Passed', 'eg', 'list', [S(0, 8)]);
/** A passer the lone enemy king cannot catch (rule of the square) while the opponent has none. */
export const UNSTOPPABLE = term('Unstoppable', 'Passed', 'none', 'list', [S(0, 500)]);

// ---- Pieces -----------------------------------------------------------------------------------

export const MOBILITY_KNIGHT = term('MobilityKnight', 'Mobility', 'both', 'list', [
  S(-30, -40), S(-15, -20), S(-5, -8), S(0, 0), S(5, 6), S(10, 12), S(15, 16), S(18, 18),
  S(20, 20),
]);
export const MOBILITY_BISHOP = term('MobilityBishop', 'Mobility', 'both', 'list', [
  S(-25, -35), S(-12, -20), S(-2, -8), S(5, 0), S(10, 8), S(15, 14), S(20, 20), S(23, 24),
  S(26, 28), S(28, 30), S(30, 32), S(32, 34), S(34, 35), S(35, 36),
]);
export const MOBILITY_ROOK = term('MobilityRook', 'Mobility', 'both', 'list', [
  S(-20, -40), S(-12, -22), S(-6, -10), S(-2, 0), S(0, 8), S(3, 15), S(6, 22), S(9, 28),
  S(12, 33), S(14, 37), S(16, 40), S(18, 43), S(19, 45), S(20, 47), S(21, 48),
]);
export const MOBILITY_QUEEN = term('MobilityQueen', 'Mobility', 'both', 'list', [
  S(-15, -30), S(-10, -20), S(-6, -12), S(-3, -6), S(0, 0), S(2, 6), S(4, 12), S(6, 16),
  S(8, 20), S(10, 24), S(12, 27), S(13, 30), S(14, 33), S(15, 35), S(16, 37), S(17, 39),
  S(18, 40), S(19, 41), S(20, 42), S(21, 43), S(22, 44), S(22, 45), S(23, 46), S(23, 47),
  S(24, 47), S(24, 48), S(25, 48), S(25, 48),
]);
/** Knight on an outpost: relative rank 4-6, no enemy pawn can ever attack the square. */
export const KNIGHT_OUTPOST = term('KnightOutpost', 'Knights', 'both', 'list', [S(15, 8)]);
/** Extra when an own pawn defends the outpost knight. */
export const KNIGHT_OUTPOST_SUPPORTED = term('KnightOutpostSupported', 'Knights', 'both', 'list', [S(12, 6)]);
export const BISHOP_OUTPOST = term('BishopOutpost', 'Bishops', 'both', 'list', [S(8, 3)]);
/** Per own pawn on the bishop's square colour (a "bad" bishop is hemmed in by its own pawns). */
export const BAD_BISHOP = term('BadBishop', 'Bishops', 'both', 'list', [S(-2, -5)]);
/** Bishop on a long diagonal seeing both centre squares of it through the pawns. */
export const BISHOP_LONG_DIAGONAL = term('BishopLongDiagonal', 'Bishops', 'both', 'list', [S(18, 0)]);
export const ROOK_OPEN_FILE = term('RookOpenFile', 'Rooks', 'both', 'list', [S(30, 10)]);
export const ROOK_HALF_OPEN_FILE = term('RookHalfOpenFile', 'Rooks', 'both', 'list', [S(12, 6)]);
/** Rook on the relative 7th rank with the enemy king on the 8th or enemy pawns on the 7th. */
export const ROOK_SEVENTH = term('RookSeventh', 'Rooks', 'both', 'list', [S(8, 20)]);
/** Queen attacked by an enemy pawn, minor or rook while its owner is not to move. */
export const QUEEN_ATTACKED = term('QueenAttacked', 'Queens', 'both', 'list', [S(-25, -15)]);
/** The same with its owner to move: it only costs a tempo. */
export const QUEEN_ATTACKED_STM = term('QueenAttackedStm', 'Queens', 'both', 'list', [S(-8, -5)]);
/** A knight, bishop or rook attacked by an enemy pawn. */
export const THREAT_BY_PAWN = term('ThreatByPawn', 'Threats', 'both', 'list', [S(-30, -25)]);

// ---- King safety (linear part; the danger table is below) ------------------------------------

/**
 * Shelter: relative rank of the nearest own pawn in front of the king (index 0 = none) on the
 * king's file and on the files beside it. Middlegame only: in the endgame the king walks out.
 */
export const SHELTER_KING_FILE = term('ShelterKingFile', 'King safety', 'mg', 'list', [
  S(-36, 0), S(0, 0), S(-6, 0), S(-18, 0), S(-25, 0), S(-30, 0), S(-32, 0), S(0, 0),
]);
export const SHELTER_SIDE_FILE = term('ShelterSideFile', 'King safety', 'mg', 'list', [
  S(-24, 0), S(0, 0), S(-4, 0), S(-12, 0), S(-16, 0), S(-20, 0), S(-22, 0), S(0, 0),
]);
/** Storm: relative rank (from the defender's side) of the nearest enemy pawn; index 0 = none. */
export const STORM = term('Storm', 'King safety', 'mg', 'list', [
  S(0, 0), S(0, 0), S(-30, 0), S(-15, 0), S(-6, 0), S(0, 0), S(0, 0), S(0, 0),
]);
/** The same when an own pawn blocks the storming pawn head-on. */
export const STORM_BLOCKED = term('StormBlocked', 'King safety', 'mg', 'list', [
  S(0, 0), S(0, 0), S(-8, 0), S(-4, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
]);
/** A file at or beside the king with no pawns at all. */
export const KING_OPEN_FILE = term('KingOpenFile', 'King safety', 'mg', 'list', [S(-15, 0)]);
/** Per castling right still held (the king has not yet committed to a wing). */
export const CASTLE_RIGHT = term('CastleRight', 'King safety', 'mg', 'list', [S(12, 0)]);

// ---- Tempo ------------------------------------------------------------------------------------

export const TEMPO = term('Tempo', 'Tempo', 'both', 'list', [S(18, 6)]);

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

// ---- King danger: Crafty's non-linear table ---------------------------------------------------
// Crafty indexes a 2-D table king_safety[defects][tropism] with the pawn-shelter defects of the
// king and the enemy pieces' pressure on it, so a weak shelter costs little until pieces arrive
// and a lot once they do. Kerf's table is generated from two tunable numbers:
// danger(d, a) = min(CAP, round(SCALE * a² * (BASE + d) / 256)), middlegame only.

export const KING_DANGER_SCALE = 14;
export const KING_DANGER_BASE = 4;
export const KING_DANGER_CAP = 700;
export const DEFECTS_MAX = 15;
export const ATTACK_MAX = 31;
/** Attack weight of a piece type whose attacks reach the king zone (N, B, R, Q). */
export const KING_ATTACK_WEIGHT = Int32Array.of(0, 0, 2, 2, 3, 5, 0);

/** KING_DANGER[defects * 32 + attack]: centipawns lost in the middlegame. */
export const KING_DANGER = new Int32Array((DEFECTS_MAX + 1) * (ATTACK_MAX + 1));

/** (Re)build the danger table from its two parameters (the tuner calls this with candidates). */
export function buildKingDanger(scale: number, base: number): void {
  for (let d = 0; d <= DEFECTS_MAX; d++) {
    for (let a = 0; a <= ATTACK_MAX; a++) {
      KING_DANGER[d * (ATTACK_MAX + 1) + a] = Math.min(KING_DANGER_CAP, Math.round(scale * a * a * (base + d) / 256));
    }
  }
}

buildKingDanger(KING_DANGER_SCALE, KING_DANGER_BASE);

// ---- Endgame scaling and special endgames (not tuned: too rare in the tuning data) ------------

/** Scale factors are out of 64; the endgame half is multiplied by scale / 64. */
export const SCALE_NORMAL = 64;
/** Opposite-coloured bishops and pawns only: base, plus per passed pawn of the stronger side. */
export const SCALE_OCB_PURE = 22;
export const SCALE_OCB_PER_PASSER = 8;
export const SCALE_OCB_PURE_MAX = 48;
/** Opposite-coloured bishops with other pieces still on the board. */
export const SCALE_OCB_PIECES = 48;
/** The stronger side has no pawns and less than a rook's worth of extra pieces (KRKB, KRBKR …). */
export const SCALE_NO_PAWNS_SMALL_EDGE = 12;
/** Score for a won special ending before the mop-up terms (a "known win", well below mates). */
export const KNOWN_WIN = 1000;
/** Mop-up: per step of the weak king from the centre, and per step the kings are closer. */
export const MOPUP_EDGE = 20;
export const MOPUP_PROXIMITY = 10;
/** KBNK: per step the weak king is closer to a corner of the bishop's colour. */
export const MOPUP_BN_CORNER = 25;
/** Evaluations are kept inside ±EVAL_LIMIT, far from the search's mate scores. */
export const EVAL_LIMIT = 20000;
