// `kerf go` end to end through bin/kerf: info lines then the bestmove as the last line; --fen,
// --moves and --option reach the search; every user error is one `kerf: …` line on stderr with
// exit code 2 and nothing on stdout. chess.js referees the moves.

import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, KERF_BIN, ROOT } from '../helpers/uci-process.js';
import { START_FEN, legalUci } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';


function kerf(...args: string[]): { code: number | null; out: string[]; stderr: string } {
  const r = spawnSync(process.execPath, [KERF_BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30000 });
  return { code: r.status, out: r.stdout.split('\n').filter((l) => l !== ''), stderr: r.stderr };
}

function lastNodes(out: string[]): number {
  const info = out.filter((l) => l.startsWith('info depth')).at(-1);
  expect(info).toBeDefined();
  return Number(/ nodes (\d+)/.exec(info!)![1]);
}

beforeAll(() => ensureBundle());

describe('kerf go', () => {
  it('depth 6 prints an info line per depth, then bestmove last', () => {
    const r = kerf('go', 'depth', '6');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const best = r.out.at(-1)!;
    expect(best).toMatch(/^bestmove [a-h][1-8][a-h][1-8][qrbn]?( ponder [a-h][1-8][a-h][1-8][qrbn]?)?$/);
    const infos = r.out.slice(0, -1);
    expect(infos.every((l) => l.startsWith('info '))).toBe(true);
    const depths = infos.filter((l) => !/ (lower|upper)bound /.test(l)).map((l) => Number(/^info depth (\d+) /.exec(l)![1]));
    expect(depths).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legalUci(START_FEN)).toContain(best.split(' ')[1]);
    expect(infos.at(-1)!.split(' pv ')[1].split(' ')[0]).toBe(best.split(' ')[1]);
  });

  it('with UCI_LimitStrength a clock go is held to the level\'s node budget and plays a legal move', () => {
    const r = kerf('go', 'wtime', '60000', 'btime', '60000', '--option', 'UCI_LimitStrength=true', '--option', 'UCI_Elo=1350');
    expect(r.code).toBe(0);
    const best = r.out.at(-1)!;
    expect(legalUci(START_FEN)).toContain(best.split(' ')[1]);
    expect(r.out.some((l) => / multipv 4 /.test(l))).toBe(true);
    expect(lastNodes(r.out)).toBeLessThanOrEqual(1301); // strengthPlan(1350).nodes, to within a node
  });

  it('--fen and --moves set the position searched', () => {
    const r = kerf('go', 'depth', '4', '--fen', MIDDLEGAME, '--moves', 'e1g1 d8e7 d5d6');
    expect(r.code).toBe(0);
    const move = r.out.at(-1)!.split(' ')[1];
    expect(legalUci(MIDDLEGAME, ['e1g1', 'd8e7', 'd5d6'])).toContain(move);
    // Black is to move there: a move of Black's, which the start position could not have.
    expect(legalUci(START_FEN)).not.toContain(move);
  });

  it('--option reaches the search: NullMove=false changes the node count, the default restores it', () => {
    const on = kerf('go', 'depth', '6', '--fen', MIDDLEGAME);
    const off = kerf('go', 'depth', '6', '--fen', MIDDLEGAME, '--option', 'NullMove=false');
    const onAgain = kerf('go', 'depth', '6', '--fen', MIDDLEGAME, '--option', 'NullMove=true');
    expect([on.code, off.code, onAgain.code]).toEqual([0, 0, 0]);
    expect(lastNodes(off.out)).not.toBe(lastNodes(on.out));
    expect(lastNodes(onAgain.out)).toBe(lastNodes(on.out));
  });

  it('--option MultiPV=4 prints four numbered lines per depth with distinct first moves, best first; bestmove is line 1\'s', () => {
    const r = kerf('go', 'depth', '6', '--option', 'MultiPV=4');
    expect(r.code).toBe(0);
    const exact = r.out.filter((l) => l.startsWith('info depth') && !/ (lower|upper)bound /.test(l));
    for (let depth = 1; depth <= 6; depth++) {
      const lines = exact.filter((l) => l.startsWith(`info depth ${depth} `));
      expect(lines.map((l) => Number(/ multipv (\d+) /.exec(l)![1]))).toEqual([1, 2, 3, 4]);
      const moves = lines.map((l) => l.split(' pv ')[1].split(' ')[0]);
      expect(new Set(moves).size).toBe(4);
      for (const m of moves) expect(legalUci(START_FEN)).toContain(m);
      const scores = lines.map((l) => Number(/ score cp (-?\d+) /.exec(l)![1]));
      for (let i = 1; i < 4; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);
    }
    expect(r.out.at(-1)!.split(' ')[1]).toBe(exact.at(-4)!.split(' pv ')[1].split(' ')[0]);
  });

  it('a mated position prints a depth-0 mate report and bestmove 0000', () => {
    const r = kerf('go', 'depth', '3', '--fen', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['info depth 0 score mate 0', 'bestmove 0000']);
  });

  const errors: Array<[string, string[], RegExp]> = [
    ['a bad FEN', ['depth', '2', '--fen', '8/8/8 w - - 0 1'], /^kerf: go: invalid FEN: /],
    ['an illegal move', ['depth', '2', '--moves', 'e2e4 e7e9'], /^kerf: go: move 2 'e7e9' is not legal$/],
    ['a garbled move', ['depth', '2', '--moves', 'castle'], /^kerf: go: move 1 'castle' is not legal$/],
    ['an unknown option', ['depth', '2', '--option', 'Nullmove2=false'], /^kerf: go: unknown option 'Nullmove2'$/],
    ['a bad option value', ['depth', '2', '--option', 'NullMove=perhaps'], /^kerf: go: option NullMove must be true or false/],
    ['an out-of-range spin', ['depth', '2', '--option', 'Hash=0'], /^kerf: go: option Hash must be between 1 and 4096/],
    ['an option without =', ['depth', '2', '--option', 'NullMove'], /^kerf: go: --option needs "Name=value"/],
    ['go infinite', ['infinite'], /^kerf: go: infinite and ponder need UCI mode/],
    ['go ponder', ['ponder', 'depth', '3'], /^kerf: go: infinite and ponder need UCI mode/],
    ['no limit', [], /^kerf: go: give a limit/],
    ['a bad go argument', ['depth', 'deep'], /^kerf: go depth needs a whole number, got 'deep'$/],
    ['an unknown flag', ['depth', '2', '--frobnicate'], /^kerf: go: Unknown option '--frobnicate'/],
  ];
  for (const [label, args, message] of errors) {
    it(`${label}: one kerf: line on stderr, exit 2, nothing on stdout`, () => {
      const r = kerf('go', ...args);
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      const lines = r.stderr.split('\n').filter((l) => l !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
    });
  }
});
