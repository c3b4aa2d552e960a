// Importing played games as training records (from-pgn.ts): each quiet position gets the mover's
// score from its move comment (turned to White's view) and the game's result; captures, checks,
// positions a capture line would change, mate scores and unfinished games are left out; a position
// repeated in a game keeps each occurrence's own score; game ids follow the games' order.
import { describe, expect, it } from 'vitest';
import { RECORD_SIZE, decodeRecord } from '../../../src/tools/datagen/format.js';
import { importPgnGames, splitPgnGames } from '../../../src/tools/datagen/from-pgn.js';

const GAME_1 = `[Event "kerf match"]
[Result "0-1"]

1. e4 {+0.30/9 0.1s} e5 {-0.25/9 0.1s} 2. Nf3 {+0.40/9 0.1s} Nc6 {-0.35/9 0.1s}
3. Bb5 {+M5/9 0.1s} a6 {-0.50/9 0.1s} 4. Bxc6 {+0.10/9 0.1s} dxc6 {-0.20/9 0.1s} 0-1
`;
const GAME_2 = `[Event "kerf match"]
[Result "*"]

1. d4 {+0.20/9 0.1s} *
`;
const GAME_3 = `[Event "kerf match"]
[Result "1/2-1/2"]

1. Nf3 {+0.10/9 0.1s} Nf6 {-0.10/9 0.1s} 2. Ng1 {+0.00/9 0.1s} Ng8 {+0.00/9 0.1s}
3. Nf3 {+0.05/9 0.1s} Nf6 {-0.05/9 0.1s} 1/2-1/2
`;

function records(bytes: Uint8Array) {
  const out = [];
  for (let o = 0; o < bytes.length; o += RECORD_SIZE) {
    const r = decodeRecord(bytes, o);
    if (!r.ok) throw new Error(r.message);
    out.push(r.value);
  }
  return out;
}

describe('importing played games', () => {
  it('splits a PGN file at its [Event headers', () => {
    expect(splitPgnGames(GAME_1 + '\n' + GAME_2 + '\n' + GAME_3).length).toBe(3);
  });

  it('keeps the quiet positions with the mover score from White\'s view and the result', () => {
    const imported = importPgnGames(GAME_1 + '\n' + GAME_2 + '\n' + GAME_3, 10);
    expect(imported.games).toBe(3);
    expect(imported.skipped).toEqual(['game 2: no result']);
    const rs = records(imported.records);
    expect(rs.length).toBe(imported.positions);
    const game1 = rs.filter((r) => r.gameId === 10);
    // 1.e4 (+30) 1...e5 (Black −25 → White +25) 2.Nf3 (+40) 2...Nc6 (+35); 3.Bb5 is a mate score;
    // 3...a6 (+50); 4.Bxc6 and 4...dxc6 capture.
    expect(game1.map((r) => r.score)).toEqual([30, 25, 40, 35, 50]);
    expect(game1.every((r) => r.result === 0)).toBe(true);
    expect(game1[0].fen.startsWith('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -')).toBe(true);
    // Game 3 repeats its first positions (3.Nf3 and 3...Nf6 are played from the positions of 1.Nf3
    // and 1...Nf6): each occurrence keeps the score its own move comment gave.
    const game3 = rs.filter((r) => r.gameId === 12);
    expect(game3.map((r) => r.score)).toEqual([10, 10, 0, 0, 5, 5]);
    expect(game3.every((r) => r.result === 0.5)).toBe(true);
  });
});
