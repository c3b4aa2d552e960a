// The evaluation terms recognise what they name: each case is a small position where a feature is
// present for one side, checked through the trace (how many times each colour collected the term).
// pawns.ts (structure), passed.ts, pieces.ts and king-safety.ts are covered here.

import { describe, expect, it } from 'vitest';
import { evaluateFullWhite as traced } from '#eval-traced/full.js';
import { TRACE_ATTACK, TRACE_COEF, TRACE_DANGER, TRACE_DEFECTS } from '../../src/eval/trace.js';
import { Wt } from '../../src/eval/weights.js';
import { mustParse } from '../board/random-games.js';

/** [white, black] counts of the term at `offset` (summed over `size` entries). */
function counts(fen: string, offset: number, size = 1): [number, number] {
  traced(mustParse(fen));
  let w = 0;
  let b = 0;
  for (let i = offset; i < offset + size; i++) {
    w += TRACE_COEF[2 * i];
    b += TRACE_COEF[2 * i + 1];
  }
  return [w, b];
}

describe('pawn structure', () => {
  it('doubled, isolated, backward', () => {
    // White: doubled c-pawns (c3 behind c4), the d2 pawn their neighbour, an isolated a-pawn.
    expect(counts('4k3/7p/8/8/2P5/2P5/P2P4/4K3 w - - 0 1', Wt.DOUBLED)).toEqual([1, 0]);
    expect(counts('4k3/7p/8/8/2P5/2P5/P2P4/4K3 w - - 0 1', Wt.ISOLATED)).toEqual([1, 1]);
    // Black: backward d6 (its neighbour e5 is ahead, and White's c4 and e4 control d5).
    expect(counts('4k3/8/3p4/4p3/2P1P3/8/8/4K3 w - - 0 1', Wt.BACKWARD)).toEqual([0, 1]);
  });

  it('supported and phalanx pawns, by rank', () => {
    // d4 supported by c3 and e3; f5-g5 phalanx for Black (relative rank 4 = index 3).
    expect(counts('4k3/8/8/5pp1/3P4/2P1P3/8/4K3 w - - 0 1', Wt.PAWN_SUPPORTED + 3)).toEqual([1, 0]);
    expect(counts('4k3/8/8/5pp1/3P4/2P1P3/8/4K3 w - - 0 1', Wt.PAWN_PHALANX + 3)).toEqual([0, 2]);
  });

  it('passed pawns by rank (the front one of a doubled pair only), free path, candidates', () => {
    // White a6 passed (rank index 5), with a5 behind it: one passer. Black h4 passed, blocked by the king.
    const fen = '4k3/8/P7/P7/7p/8/8/6K1 w - - 0 1';
    expect(counts(fen, Wt.PASSED_RANK + 5)).toEqual([1, 0]);
    expect(counts(fen, Wt.PASSED_RANK, 8)).toEqual([1, 1]);
    expect(counts(fen, Wt.PASSED_FREE, 8)).toEqual([1, 1]);
    expect(counts('4k3/8/P7/P7/7p/8/7K/8 w - - 0 1', Wt.PASSED_FREE, 8)).toEqual([1, 0]);
    // Candidate: b4 with a3 helping against one sentry (c6): half-open file, helpers ≥ sentries.
    expect(counts('4k3/8/2p5/8/1P6/P7/8/4K3 w - - 0 1', Wt.CANDIDATE, 8)).toEqual([1, 0]);
    // Black's c6 is one too: b6 helps against the sentry b4. White's lone b4 faces c6 alone: not one.
    expect(counts('4k3/2p5/1pp5/8/1P6/P7/8/4K3 w - - 0 1', Wt.CANDIDATE, 8)).toEqual([0, 1]);
    expect(counts('4k3/8/2p5/8/1P6/8/8/4K3 w - - 0 1', Wt.CANDIDATE, 8)).toEqual([0, 0]);
  });

  it('king distances to the stop square and a blocked stop square, by rank', () => {
    // White e6 (rank index 5): stop e7; White king g1 is 6 away (counted as 5), Black's e8 king 1.
    // A Black knight on e7 blocks it; Black's h4 (index 4 for Black) is not blocked.
    const fen = '4k3/4n3/4P3/8/7p/8/8/6K1 w - - 0 1';
    expect(counts(fen, Wt.PASSED_KING_OWN + 5)).toEqual([5, 0]);
    expect(counts(fen, Wt.PASSED_KING_ENEMY + 5)).toEqual([1, 0]);
    expect(counts(fen, Wt.PASSED_BLOCKED + 5)).toEqual([1, 0]);
    expect(counts(fen, Wt.PASSED_BLOCKED, 8)).toEqual([1, 0]);
    // An own piece on the stop square is no blocker.
    expect(counts('4k3/4N3/4P3/8/7p/8/8/6K1 w - - 0 1', Wt.PASSED_BLOCKED, 8)).toEqual([0, 0]);
  });

  it('an unstoppable passer against a bare-king side without pieces', () => {
    expect(counts('8/8/8/8/P7/7p/8/K5k1 b - - 0 1', Wt.UNSTOPPABLE)).toEqual([0, 0]); // both race: no bonus
    // (Blocked h-pawns keep Black from a bare king, which would be a special ending.)
    expect(counts('8/5k1p/8/P7/8/8/7P/7K w - - 0 1', Wt.UNSTOPPABLE)).toEqual([1, 0]);
    expect(counts('8/1k5p/8/P7/8/8/7P/7K w - - 0 1', Wt.UNSTOPPABLE)).toEqual([0, 0]); // inside the square
  });
});

describe('pieces', () => {
  it('knight outposts, supported or not', () => {
    // Ne5 supported by d4, no black d/f pawn can attack e5.
    expect(counts('4k3/pp4pp/8/4N3/3P4/8/8/4K3 w - - 0 1', Wt.KNIGHT_OUTPOST)).toEqual([1, 0]);
    expect(counts('4k3/pp4pp/8/4N3/3P4/8/8/4K3 w - - 0 1', Wt.KNIGHT_OUTPOST_SUPPORTED)).toEqual([1, 0]);
    // A black f7 pawn could drive it away: no outpost.
    expect(counts('4k3/pp3ppp/8/4N3/3P4/8/8/4K3 w - - 0 1', Wt.KNIGHT_OUTPOST)).toEqual([0, 0]);
  });

  it('bishop pair and long diagonal', () => {
    expect(counts('2b1kb2/8/8/8/8/8/1B6/4K3 w - - 0 1', Wt.BISHOP_PAIR)).toEqual([0, 1]);
    expect(counts('4k3/7p/8/8/8/8/1B5P/4K3 w - - 0 1', Wt.BISHOP_LONG_DIAGONAL)).toEqual([1, 0]);
    expect(counts('4k3/7p/8/8/3P4/8/1B5P/4K3 w - - 0 1', Wt.BISHOP_LONG_DIAGONAL)).toEqual([0, 0]);
    // A pawn on the far centre square itself is seen: still the bonus.
    expect(counts('4k3/7p/8/4p3/8/8/1B5P/4K3 w - - 0 1', Wt.BISHOP_LONG_DIAGONAL)).toEqual([1, 0]);
  });

  it('rooks on open and half-open files and the 7th', () => {
    const fen = '4k3/R3p3/8/8/8/8/3P4/3RK2R w - - 0 1';
    expect(counts(fen, Wt.ROOK_OPEN_FILE)).toEqual([2, 0]); // a7 and h1; d1 stands behind its pawn
    expect(counts('4k3/4p3/8/8/8/8/3P4/4RK1R w - - 0 1', Wt.ROOK_HALF_OPEN_FILE)).toEqual([1, 0]);
    expect(counts(fen, Wt.ROOK_SEVENTH)).toEqual([1, 0]);
  });

  it('threats by pawns and a queen attacked by a lesser piece', () => {
    expect(counts('4k3/8/8/3p4/2N5/8/8/4K3 w - - 0 1', Wt.THREAT_BY_PAWN)).toEqual([1, 0]);
    expect(counts('4k3/8/8/8/4q3/3P4/8/K7 b - - 0 1', Wt.QUEEN_ATTACKED_STM)).toEqual([0, 1]);
    expect(counts('4k3/8/8/8/4q3/3P4/8/K7 w - - 0 1', Wt.QUEEN_ATTACKED)).toEqual([0, 1]);
  });

  it('threats by minors and rooks, by victim, and hanging pieces', () => {
    // The knight on e3 attacks the undefended rook on d5: a minor threat on a rook, and hanging.
    const rook = '4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1';
    expect(counts(rook, Wt.THREAT_BY_MINOR + 4)).toEqual([1, 0]);
    expect(counts(rook, Wt.THREAT_BY_MINOR, 6)).toEqual([1, 0]);
    expect(counts(rook, Wt.HANGING)).toEqual([1, 0]);
    // Defended by a pawn (c6): still a minor threat on a rook (worth more), no longer hanging.
    const guarded = '4k3/8/2p5/3r4/8/4N3/8/4K3 w - - 0 1';
    expect(counts(guarded, Wt.THREAT_BY_MINOR + 4)).toEqual([1, 0]);
    expect(counts(guarded, Wt.HANGING)).toEqual([0, 0]);
    // A pawn defended by a pawn is no target for a minor; an undefended one is, and it hangs.
    expect(counts('4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1', Wt.THREAT_BY_MINOR + 1)).toEqual([0, 0]);
    expect(counts('4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1', Wt.THREAT_BY_MINOR + 1)).toEqual([1, 0]);
    // Black's rook on a8 attacks the undefended knight on a2 (defended only by the king: not hanging).
    const knight = 'r3k3/8/8/8/8/8/N7/1K6 w - - 0 1';
    expect(counts(knight, Wt.THREAT_BY_ROOK + 2)).toEqual([0, 1]);
    expect(counts(knight, Wt.HANGING)).toEqual([0, 0]);
    // Take the king away from a2's side: the knight hangs.
    expect(counts('r3k3/8/8/8/8/8/N7/7K w - - 0 1', Wt.HANGING)).toEqual([0, 1]);
  });

  it('threats by a safe pawn push', () => {
    // c2-c3 (or e2-e3) would attack the knight on d4; the double pushes reach b5, d5 and f5 only.
    expect(counts('rnbqkbnr/pppppppp/8/8/3n4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', Wt.THREAT_BY_PUSH)).toEqual([1, 0]);
    // The same for Black, colours mirrored.
    expect(counts('rnbqkbnr/pppppppp/8/3N4/8/8/PPPPPPPP/R1BQKBNR b KQkq - 0 1', Wt.THREAT_BY_PUSH)).toEqual([0, 1]);
    // e4-e5 would attack the knight on f6; with a black pawn on d6 guarding e5 the push is unsafe.
    expect(counts('rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2', Wt.THREAT_BY_PUSH)).toEqual([1, 0]);
    expect(counts('rnbqkb1r/ppp1pppp/3p1n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3', Wt.THREAT_BY_PUSH)).toEqual([0, 0]);
    // A double push: a2-a4 would attack the knight on b5 (a3 is empty); blocked on a3, it cannot.
    expect(counts('4k3/8/8/1n6/8/8/P7/4K3 w - - 0 1', Wt.THREAT_BY_PUSH)).toEqual([1, 0]);
    expect(counts('4k3/8/8/1n6/8/p7/P7/4K3 w - - 0 1', Wt.THREAT_BY_PUSH)).toEqual([0, 0]);
  });

  it('safe checks by piece type', () => {
    // The knight on g4 reaches f6 and h6, both checking squares against g8 that Black does not guard.
    expect(counts('6k1/8/8/2p5/6N1/8/8/4K3 w - - 0 1', Wt.SAFE_CHECK + 2)).toEqual([2, 0]);
    // A pawn on g7 guards both: no safe check.
    expect(counts('6k1/6p1/8/2p5/6N1/8/8/4K3 w - - 0 1', Wt.SAFE_CHECK + 2)).toEqual([0, 0]);
    // The rook on a1 reaches a8, which checks along the empty 8th rank.
    expect(counts('6k1/8/8/2p5/8/8/8/R3K3 w - - 0 1', Wt.SAFE_CHECK + 4)).toEqual([1, 0]);
    // A queen on a1 reaches a8 (a rank check) and a2 (a diagonal check through d5).
    expect(counts('6k1/8/8/2p5/8/8/8/Q3K3 w - - 0 1', Wt.SAFE_CHECK + 5)).toEqual([2, 0]);
    // Rook a1 and queen h1 both reach g1: it counts for the rook only; the queen keeps g2 (the
    // g-file), d5 (the diagonal) and a8 (the 8th rank).
    const both = '6k1/8/8/2p5/8/8/K7/R6Q w - - 0 1';
    expect(counts(both, Wt.SAFE_CHECK + 4)).toEqual([1, 0]);
    expect(counts(both, Wt.SAFE_CHECK + 5)).toEqual([3, 0]);
  });
});

describe('the terms of session 28 (Stockfish classical\'s)', () => {
  it('a minor right behind a pawn of either colour', () => {
    // White's d3 knight behind its d4 pawn; Black's e6 bishop behind White's e5 pawn.
    expect(counts('4k3/7p/4b3/4P3/3P4/3N4/8/4K3 w - - 0 1', Wt.MINOR_BEHIND_PAWN)).toEqual([1, 1]);
    expect(counts('4k3/7p/4b3/8/8/3N4/3P4/4K3 w - - 0 1', Wt.MINOR_BEHIND_PAWN)).toEqual([0, 0]);
  });

  it('king protectors: each minor\'s king distance, knights and bishops apart', () => {
    const fen = '4k2b/8/8/8/8/8/8/N3K3 w - - 0 1';
    expect(counts(fen, Wt.KING_PROTECTOR)).toEqual([4, 0]);
    expect(counts(fen, Wt.KING_PROTECTOR + 1)).toEqual([0, 3]);
  });

  it('a rook on a queen\'s file', () => {
    expect(counts('k2q4/8/8/8/8/8/8/3R2K1 w - - 0 1', Wt.ROOK_QUEEN_FILE)).toEqual([1, 0]);
    expect(counts('k2q4/8/8/8/8/8/8/4R1K1 w - - 0 1', Wt.ROOK_QUEEN_FILE)).toEqual([0, 0]);
  });

  it('a rook boxed in by its own king, twice when it can no longer castle', () => {
    expect(counts('4k3/7p/8/8/8/8/6PP/5K1R w - - 0 1', Wt.TRAPPED_ROOK)).toEqual([2, 0]);
    expect(counts('4k3/7p/8/8/8/8/6PP/4K1NR w K - 0 1', Wt.TRAPPED_ROOK)).toEqual([1, 0]);
    // On the other wing from its king, or with room, it is not trapped.
    expect(counts('4k3/7p/8/8/8/8/PP6/R5K1 w - - 0 1', Wt.TRAPPED_ROOK)).toEqual([0, 0]);
    expect(counts('4k3/7p/8/8/8/8/6P1/5K1R w - - 0 1', Wt.TRAPPED_ROOK)).toEqual([0, 0]);
  });

  it('a king on a flank without pawns', () => {
    expect(counts('1k6/p7/8/8/8/8/8/2N3K1 w - - 0 1', Wt.PAWNLESS_FLANK)).toEqual([1, 0]);
    expect(counts('1k6/p7/8/8/8/8/7P/2N3K1 w - - 0 1', Wt.PAWNLESS_FLANK)).toEqual([0, 0]);
  });
});

describe('king safety', () => {
  it('castling rights and open files near the king', () => {
    expect(counts('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQk - 0 1', Wt.CASTLE_RIGHT)).toEqual([2, 1]);
    // Both g-files are open; the kings' f- and h-files still have pawns.
    expect(counts('6k1/5p1p/8/8/8/8/5P1P/6K1 w - - 0 1', Wt.KING_OPEN_FILE)).toEqual([1, 1]);
    expect(counts('6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1', Wt.KING_OPEN_FILE)).toEqual([0, 0]);
  });

  it('a broken shelter and attacking pieces raise the danger, which is non-linear', () => {
    // Black's king on g8: intact shelter and no attackers, then the same with the pawns gone
    // (Black keeps an a-pawn), then with White's queen and rook bearing on it.
    const safe = '6k1/p4ppp/8/8/8/8/5PPP/3QR1K1 w - - 0 1';
    const open = '6k1/p7/8/8/8/8/5PPP/3QR1K1 w - - 0 1';
    const attacked = '6k1/p7/8/5N1Q/8/8/5PPP/6K1 w - - 0 1';
    traced(mustParse(safe));
    expect(TRACE_DANGER[1]).toBe(0);
    traced(mustParse(open));
    const openDefects = TRACE_DEFECTS[1];
    expect(openDefects).toBeGreaterThan(3);
    traced(mustParse(attacked));
    expect(TRACE_ATTACK[1]).toBeGreaterThan(0);
    expect(TRACE_DANGER[1]).toBeGreaterThan(0);
  });
});
