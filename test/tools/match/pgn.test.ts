import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import { formatPgn, formatScore, pgnDate } from '../../../src/tools/match/pgn.js';
import { START_FEN, type GameRecord } from '../../../src/tools/match/game.js';

const meta = { event: 'test "quoted"', site: '?', date: '2024.01.02', round: 3, timeControl: '10+0.1' };

function record(openingFen: string, sans: string[], result: GameRecord['result'], reason: string): GameRecord {
  const chess = new Chess(openingFen);
  const moves = sans.map((san, i) => {
    const m = chess.move(san);
    return { uci: m.from + m.to, san: m.san, score: i * 10 - 5, depth: i + 1, timeMs: 120 };
  });
  return { white: 'A', black: 'B', openingFen, moves, result, reason, termination: 'normal', restart: { white: false, black: false } };
}

describe('formatPgn', () => {
  it('writes the tags and movetext that chess.js reads back', () => {
    const text = formatPgn(record(START_FEN, ['f3', 'e5', 'g4', 'Qh4#'], '0-1', 'Black mates'), meta);
    expect(text).toContain('[Event "test \\"quoted\\""]\n[Site "?"]\n[Date "2024.01.02"]\n[Round "3"]\n[White "A"]\n[Black "B"]\n[Result "0-1"]\n[TimeControl "10+0.1"]\n[PlyCount "4"]\n[Termination "normal"]');
    expect(text).not.toContain('[FEN');
    expect(text.split('\n\n')[1].replace(/\n/g, ' ')).toContain('1. f3 {-0.05/1 0.120s} e5 {+0.05/2 0.120s} 2. g4 {+0.15/3 0.120s} Qh4# {+0.25/4 0.120s, Black mates} 0-1');
    // chess.js does not read \" escapes in tags, so replay the same game with a plain Event.
    const chess = new Chess();
    chess.loadPgn(formatPgn(record(START_FEN, ['f3', 'e5', 'g4', 'Qh4#'], '0-1', 'Black mates'), { ...meta, event: 'plain' }));
    expect(chess.isCheckmate()).toBe(true);
  });
  it('adds FEN/SetUp and starts with "N..." for a black-to-move opening', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const text = formatPgn(record(fen, ['e5', 'Nf3'], '1/2-1/2', 'Draw by adjudication'), meta);
    expect(text).toContain(`[FEN "${fen}"]\n[SetUp "1"]`);
    expect(text).toMatch(/\n1\.\.\. e5 \{[^}]*\} 2\. Nf3 \{[^}]*, Draw by adjudication\} 1\/2-1\/2\n/);
  });
  it('keeps lines within 79 characters', () => {
    const sans = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nc3', 'Nc6', 'Nb1', 'Nb8'];
    const text = formatPgn(record(START_FEN, sans, '1/2-1/2', 'Draw by 3-fold repetition'), meta);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(79);
  });
  it('writes a game without moves with the reason alone', () => {
    const text = formatPgn(record(START_FEN, [], '0-1', 'White disconnects'), meta);
    expect(text).toMatch(/\n\{White disconnects\} 0-1\n/);
  });
});

describe('helpers', () => {
  it('formats scores in pawns and mates', () => {
    expect(formatScore(25)).toBe('+0.25');
    expect(formatScore(-100)).toBe('-1.00');
    expect(formatScore(100000 - 3)).toBe('+M3');
    expect(formatScore(-100000 + 5)).toBe('-M5');
  });
  it('writes PGN dates', () => {
    expect(pgnDate(new Date(2024, 0, 2))).toBe('2024.01.02');
  });
});
