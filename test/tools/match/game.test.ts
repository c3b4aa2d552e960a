// playGame against the scripted mock engine: each referee outcome from a position or a script.
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { playGame, START_FEN, type MoveLimit } from '../../../src/tools/match/game.js';
import { UciEngine } from '../../../src/tools/uci-client.js';

const MOCK = fileURLToPath(new URL('../fixtures/mock-engine.mjs', import.meta.url));
const started: UciEngine[] = [];
afterEach(async () => { await Promise.all(started.splice(0).map((e) => e.close())); });

async function engine(name: string, ...flags: string[]): Promise<UciEngine> {
  const e = await UciEngine.start({ name, argv: [process.execPath, MOCK, ...flags], options: [] });
  started.push(e);
  return e;
}
const FIXED: MoveLimit = { kind: 'fixed', go: { nodes: 1 }, timeoutMs: 5000 };

describe('playGame', () => {
  it('ends positions that are already over without asking the engines', async () => {
    const [w, b] = [await engine('w'), await engine('b')];
    const cases: Array<[string, string, string]> = [
      ['7k/5KQ1/8/8/8/8/8/8 b - - 0 1', '1-0', 'White mates'],
      ['7k/5K2/6Q1/8/8/8/8/8 b - - 0 1', '1/2-1/2', 'Draw by stalemate'],
      ['7k/8/8/8/8/8/8/K7 w - - 0 1', '1/2-1/2', 'Draw by insufficient mating material'],
      ['7k/8/8/8/8/8/8/KR6 w - - 100 80', '1/2-1/2', 'Draw by fifty moves rule'],
    ];
    for (const [fen, result, reason] of cases) {
      const g = await playGame({ white: w, black: b, openingFen: fen, limit: FIXED, rules: {} });
      expect([g.result, g.reason, g.moves.length, g.termination]).toEqual([result, reason, 0, 'normal']);
    }
  });

  it('detects threefold repetition', async () => {
    const w = await engine('w', '--play', 'g1f3,f3g1');
    const b = await engine('b', '--play', 'g8f6,f6g8');
    const g = await playGame({ white: w, black: b, openingFen: START_FEN, limit: FIXED, rules: {} });
    expect(g.reason).toBe('Draw by 3-fold repetition');
    expect(g.moves.map((m) => m.san)).toEqual(['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
  });

  it('plays a mate and records scores, depths and times', async () => {
    const w = await engine('w', '--play', 'f2f3,g2g4', '--score', '-50', '--depth', '2');
    const b = await engine('b', '--play', 'e7e5,d8h4', '--score', '70');
    const g = await playGame({ white: w, black: b, openingFen: START_FEN, limit: FIXED, rules: {} });
    expect([g.result, g.reason]).toEqual(['0-1', 'Black mates']);
    expect(g.moves.map((m) => m.san)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(g.moves[0]).toMatchObject({ score: -50, depth: 2 });
    expect(g.moves[1]).toMatchObject({ score: 70, depth: 3 });
    expect(g.moves.every((m) => m.timeMs >= 0)).toBe(true);
  });

  it('rejects a promotion letter on a move that does not promote', async () => {
    const w = await engine('w', '--play', 'e2e4q');
    const b = await engine('b');
    const g = await playGame({ white: w, black: b, openingFen: START_FEN, limit: FIXED, rules: {} });
    expect([g.result, g.reason, g.termination, g.incident]).toEqual(['0-1', 'White makes an illegal move: e2e4q', 'rules infraction', { side: 'white', kind: 'illegal' }]);
    expect(g.restart).toEqual({ white: false, black: false });
  });

  it('flags a stalled engine under fixed limits and asks for its restart', async () => {
    const w = await engine('w');
    const b = await engine('b', '--sleep', '2000');
    const g = await playGame({ white: w, black: b, openingFen: START_FEN, limit: { kind: 'fixed', go: { nodes: 1 }, timeoutMs: 200 }, rules: {} });
    expect([g.result, g.reason, g.termination]).toEqual(['1-0', "Black's connection stalls", 'time forfeit']);
    expect(g.restart).toEqual({ white: false, black: true });
  });
});
