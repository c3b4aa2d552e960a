// End-to-end tests of `kerf match`, run in-process against the scripted mock engine
// (test/tools/fixtures/mock-engine.mjs), so they need nothing installed and take seconds.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Chess } from 'chess.js';
import { matchCommand } from '../../src/cli/match-command.js';
import { CliError } from '../../src/cli/errors.js';
import { readPgn } from '../../src/tools/match/pgn-file.js';
import { llrPentanomial, parseSprt, sprtBounds } from '../../src/tools/match/sprt.js';
import type { Pentanomial } from '../../src/tools/match/stats.js';

const MOCK = fileURLToPath(new URL('../tools/fixtures/mock-engine.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'kerf-match-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function mock(name: string, flags = '', seed = 1): string {
  return `cmd="${process.execPath} ${MOCK} ${flags}" name=${name} option.Seed=${seed}`;
}

async function run(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await matchCommand(args, (l) => lines.push(l));
  return { code, lines };
}

async function error(args: string[]): Promise<string> {
  try {
    await matchCommand(args, () => {});
  } catch (err) {
    if (err instanceof CliError) return err.message;
    throw err;
  }
  throw new Error('expected a CliError');
}

function scoreOf(lines: string[]): { w: number; l: number; d: number; n: number } {
  // The summary's score line is the one just above "...      X playing White".
  const line = lines[lines.findIndex((l) => / playing White: /.test(l)) - 1];
  const m = /: (\d+) - (\d+) - (\d+)  \[[\d.]+\] (\d+)$/.exec(line)!;
  return { w: Number(m[1]), l: Number(m[2]), d: Number(m[3]), n: Number(m[4]) };
}

const BOOK = join(dir, 'book.epd');
writeFileSync(BOOK, [
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 ; bm Nf3;',
  'not a fen',
].join('\n'));

describe('kerf match', () => {
  it('plays paired book games, writes a PGN that replays legally, and prints a parseable summary', async () => {
    const pgn = join(dir, 'basic.pgn');
    const stderr: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { stderr.push(String(chunk)); return true; });
    let result: { code: number; lines: string[] };
    try {
      result = await run(['--engine', mock('alpha', '', 1), '--engine', mock('beta', '', 2), '--games', '4', '--nodes', '100',
        '--book', BOOK, '--pgn', pgn, '--maxmoves', '20', '--concurrency', '2']);
    } finally {
      spy.mockRestore();
    }
    const { code, lines } = result;
    expect(stderr).toEqual([`kerf: match: ${BOOK}:3: expected at least 4 FEN fields (placement, side, castling, en passant), got 3 (line skipped)\n`]);
    expect(code).toBe(0);
    const s = scoreOf(lines);
    expect(s.n).toBe(4);
    expect(s.w + s.l + s.d).toBe(4);
    expect(lines.filter((l) => l.startsWith('Finished game '))).toHaveLength(4);
    expect(lines.at(-1)).toBe('Finished match');
    expect(lines.some((l) => /^Elo difference: \S+ \+\/- \S+, LOS: \S+ %, DrawRatio: \S+ %$/.test(l))).toBe(true);
    const ptnml = lines.find((l) => l.startsWith('Ptnml(0-2): '))!;
    const counts = JSON.parse(/\[(.*?)\]/.exec(ptnml)![0]) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);

    // The PGN: 4 games, each replays in chess.js from its FEN, results agree with the score.
    const text = readFileSync(pgn, 'utf8');
    // With two games in flight the PGN is in finishing order; sort by round.
    const round = (g: string): number => Number(/\[Round "(\d+)"\]/.exec(g)![1]);
    const games = text.split(/\n\n(?=\[Event)/).sort((x, y) => round(x) - round(y));
    expect(games).toHaveLength(4);
    let alphaPoints = 0;
    for (const g of games) {
      const chess = new Chess();
      chess.loadPgn(g);
      const result = /\[Result "(.*?)"\]/.exec(g)![1];
      const white = /\[White "(.*?)"\]/.exec(g)![1];
      const whitePts = result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;
      alphaPoints += white === 'alpha' ? whitePts : 1 - whitePts;
      expect(g).toMatch(/\[Termination "(normal|adjudication)"\]/);
      expect(g).toMatch(/\[FEN "rnbqkbnr\/pppp/);
    }
    expect(alphaPoints).toBe(s.w + s.d / 2);
    // Book pair 1 is the black-to-move position: each colour once.
    expect(games[0]).toMatch(/\[White "alpha"\]/);
    expect(games[1]).toMatch(/\[White "beta"\]/);
    expect(games[0]).toMatch(/\n1\.\.\. /);
    const state = JSON.parse(readFileSync(join(dir, 'basic.state.json'), 'utf8'));
    expect(state.games).toHaveLength(4);
    expect(state.pgnBytes).toBe(Buffer.byteLength(text));
  });

  it('adjudicates crashes, illegal moves and time losses against the engine at fault and counts them', async () => {
    const crash = await run(['--engine', mock('good'), '--engine', mock('crashy', '--crash-after 2'), '--games', '2', '--nodes', '10']);
    expect(scoreOf(crash.lines)).toEqual({ w: 2, l: 0, d: 0, n: 2 });
    expect(crash.lines.filter((l) => /\{(White|Black) disconnects\}/.test(l))).toHaveLength(2);
    expect(crash.lines).toContain('Incidents: good 0 crashes, 0 illegal moves, 0 time losses; crashy 2 crashes, 0 illegal moves, 0 time losses');

    const illegal = await run(['--engine', mock('good'), '--engine', mock('cheat', '--illegal-after 2'), '--games', '2', '--nodes', '10']);
    expect(scoreOf(illegal.lines)).toEqual({ w: 2, l: 0, d: 0, n: 2 });
    expect(illegal.lines.filter((l) => /makes an illegal move: a1a1\}/.test(l))).toHaveLength(2);
    expect(illegal.lines.at(-2)).toMatch(/cheat 0 crashes, 2 illegal moves, 0 time losses$/);

    const slow = await run(['--engine', mock('quick'), '--engine', mock('slow', '--sleep 400'), '--games', '2', '--tc', '0.2+0', '--grace', '50']);
    expect(scoreOf(slow.lines)).toEqual({ w: 2, l: 0, d: 0, n: 2 });
    expect(slow.lines.filter((l) => /loses on time\}/.test(l))).toHaveLength(2);
    expect(slow.lines.at(-2)).toMatch(/slow 0 crashes, 0 illegal moves, 2 time losses$/);
  });

  it('adjudicates draws and resignations from the engines\' scores', async () => {
    const draw = await run(['--engine', mock('a', '--score 0'), '--engine', mock('b', '--score 3'), '--games', '2', '--nodes', '10', '--draw', 'movenumber=1 movecount=2 score=5']);
    expect(scoreOf(draw.lines)).toEqual({ w: 0, l: 0, d: 2, n: 2 });
    expect(draw.lines.filter((l) => l.endsWith('{Draw by adjudication}'))).toHaveLength(2);

    const resign = await run(['--engine', mock('up', '--score 900'), '--engine', mock('down', '--score -900'), '--games', '2', '--nodes', '10', '--resign', 'movecount=3 score=500 twosided=true']);
    expect(scoreOf(resign.lines)).toEqual({ w: 2, l: 0, d: 0, n: 2 });
    expect(resign.lines.filter((l) => /wins by adjudication\}$/.test(l))).toHaveLength(2);
  });

  it('stops when the SPRT accepts a hypothesis, with the LLR past the bound', async () => {
    const sprtText = 'elo0=0 elo1=200 alpha=0.2 beta=0.2';
    const { code, lines } = await run(['--engine', mock('strong'), '--engine', mock('weak', '--crash-after 1'), '--games', '200', '--nodes', '10', '--sprt', sprtText]);
    expect(code).toBe(0);
    const s = scoreOf(lines);
    expect(s.n).toBeLessThan(200);
    expect(s.w).toBe(s.n);
    const sprtLineText = lines.find((l) => l.startsWith('SPRT: '))!;
    expect(sprtLineText).toMatch(/ - H1 was accepted$/);
    const counts = JSON.parse(/\[(.*?)\]/.exec(lines.find((l) => l.startsWith('Ptnml'))!)![0]) as Pentanomial;
    const cfg = parseSprt(sprtText);
    if (!cfg.ok) throw new Error(cfg.message);
    expect(llrPentanomial(counts, cfg.value)).toBeGreaterThanOrEqual(sprtBounds(0.2, 0.2).upper);
    // One pair fewer would not have been enough: the match stopped as soon as it could.
    const fewer: Pentanomial = [counts[0], counts[1], counts[2], counts[3], counts[4] - 1];
    expect(llrPentanomial(fewer, cfg.value)).toBeLessThan(sprtBounds(0.2, 0.2).upper);
  });

  it('resumes from the state file, and refuses to overwrite it without --resume', async () => {
    const pgn = join(dir, 'resume.pgn');
    const args = ['--engine', mock('x', '', 3), '--engine', mock('y', '', 4), '--nodes', '10', '--maxmoves', '10', '--pgn', pgn];
    await run([...args, '--games', '2']);
    expect(await error([...args, '--games', '4'])).toMatch(/resume\.state\.json' exists from an earlier match; pass --resume/);
    // A torn write: a partial game appended after the state was saved is cut off on resume.
    writeFileSync(pgn, readFileSync(pgn, 'utf8') + '[Event "half a game');
    const { lines } = await run([...args, '--games', '4', '--resume']);
    expect(lines[0]).toBe('Resuming: 2 of 4 games already played');
    expect(lines.filter((l) => l.startsWith('Finished game '))).toHaveLength(2);
    expect(scoreOf(lines).n).toBe(4);
    const text = readFileSync(pgn, 'utf8');
    expect(text.match(/\[Event /g)).toHaveLength(4);
    expect(text).not.toContain('half a game');
    expect([...text.matchAll(/\[Round "(\d+)"\]/g)].map((m) => m[1])).toEqual(['1', '2', '3', '4']);
    expect(await error(['--engine', mock('x', '', 9), '--engine', mock('y', '', 4), '--nodes', '10', '--maxmoves', '10', '--pgn', pgn, '--games', '4', '--resume']))
      .toMatch(/was written by a match with other engines/);
  });

  it('--summary prints every recorded game and plays nothing, a game past --games or after a gap included', async () => {
    const pgn = join(dir, 'summary.pgn');
    const args = ['--engine', mock('x', '', 3), '--engine', mock('y', '', 4), '--nodes', '10', '--maxmoves', '10', '--pgn', pgn];
    await run([...args, '--games', '4']);
    const statePath = join(dir, 'summary.state.json');
    // As two games at a time can leave it when stopped: game 3 (index 2) unfinished, game 4 done.
    const state = JSON.parse(readFileSync(statePath, 'utf8'));
    state.games = state.games.filter((g: { index: number }) => g.index !== 2);
    writeFileSync(statePath, JSON.stringify(state));
    const before = [readFileSync(pgn, 'utf8'), readFileSync(statePath, 'utf8')];
    const { lines } = await run([...args, '--games', '3', '--resume', '--summary']);
    expect(lines.filter((l) => l.startsWith('Finished game ') || l.startsWith('Resuming'))).toHaveLength(0);
    expect(scoreOf(lines).n).toBe(3);
    expect([readFileSync(pgn, 'utf8'), readFileSync(statePath, 'utf8')]).toEqual(before);
    expect(await error([...args, '--games', '3', '--summary'])).toMatch(/--summary needs --pgn and --resume/);
  });

  it('writes a .pgn.gz one gzip member per game, resumes it (cutting a torn member), and reads it back whole', async () => {
    const pgn = join(dir, 'packed.pgn.gz');
    const args = ['--engine', mock('x', '', 3), '--engine', mock('y', '', 4), '--nodes', '10', '--maxmoves', '10', '--book', BOOK, '--pgn', pgn];
    await run([...args, '--games', '2']);
    const state = JSON.parse(readFileSync(join(dir, 'packed.state.json'), 'utf8'));
    expect(state.pgnBytes).toBe(readFileSync(pgn).length);
    // No machine path in the fingerprint: programs by file name, the book by name and content.
    expect(state.fingerprint).not.toContain(dir);
    expect(state.fingerprint).not.toContain(process.execPath);
    expect(JSON.parse(state.fingerprint).book).toEqual({ name: 'book.epd', sha256: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // A torn write: half a gzip member after the recorded length is cut off on resume.
    writeFileSync(pgn, Buffer.concat([readFileSync(pgn), gzipSync('[Event "half a game').subarray(0, 15)]));
    const { lines } = await run([...args, '--games', '4', '--resume']);
    expect(lines[0]).toBe('Resuming: 2 of 4 games already played');
    const text = readPgn(pgn);
    expect(gunzipSync(readFileSync(pgn)).toString('utf8')).toBe(text);
    expect(text.match(/\[Event /g)).toHaveLength(4);
    expect(text).not.toContain('half a game');
    for (const g of text.split(/\n\n(?=\[Event)/)) new Chess().loadPgn(g);
    expect(JSON.parse(readFileSync(join(dir, 'packed.state.json'), 'utf8')).pgnBytes).toBe(readFileSync(pgn).length);
  });

  it('resumes a .pgn.gz compressed whole (an archived record) by appending members', async () => {
    const plain = join(dir, 'archive.pgn');
    const args = (p: string): string[] => ['--engine', mock('x', '', 5), '--engine', mock('y', '', 6), '--nodes', '10', '--maxmoves', '10', '--pgn', p];
    await run([...args(plain), '--games', '2']);
    // Archive it as the docs do: one gzip member, the state's byte count set to the .gz size.
    const packed = join(dir, 'archive2.pgn.gz');
    writeFileSync(packed, gzipSync(readFileSync(plain), { level: 9 }));
    const state = JSON.parse(readFileSync(join(dir, 'archive.state.json'), 'utf8'));
    writeFileSync(join(dir, 'archive2.state.json'), JSON.stringify({ ...state, pgnBytes: readFileSync(packed).length }));
    const { lines } = await run([...args(packed), '--games', '3', '--resume']);
    expect(lines[0]).toBe('Resuming: 2 of 3 games already played');
    const text = readPgn(packed);
    expect(text.startsWith(readFileSync(plain, 'utf8'))).toBe(true);
    expect([...text.matchAll(/\[Round "(\d+)"\]/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
  });

  it('plays Kerf against Kerf (two option sets) with nothing else installed', async () => {
    const pgn = join(dir, 'kerf.pgn');
    const { code, lines } = await run(['--engine', 'cmd=kerf name=mpc option.ProbCut=mpc', '--engine', 'cmd=kerf name=plain option.ProbCut=off',
      '--option', 'Hash=8', '--games', '2', '--depth', '1', '--maxmoves', '12', '--pgn', pgn]);
    expect(code).toBe(0);
    expect(scoreOf(lines).n).toBe(2);
    expect(lines.at(-2)).toBe('Incidents: mpc 0 crashes, 0 illegal moves, 0 time losses; plain 0 crashes, 0 illegal moves, 0 time losses');
    const text = readFileSync(pgn, 'utf8');
    for (const g of text.split(/\n\n(?=\[Event)/)) new Chess().loadPgn(g);
    expect(text.match(/\[White "(mpc|plain)"\]/g)).toHaveLength(2);
  });

  it('through bin/kerf, a bad flag is one `kerf: …` line on stderr and exit 2', () => {
    const r = spawnSync(process.execPath, [join(fileURLToPath(new URL('../../', import.meta.url)), 'bin', 'kerf'), 'match', '--engine', 'kerf', '--engine', 'kerf', '--tc', 'soon'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("kerf: match: --tc: time control base 'soon' is not a number of seconds\n");
    expect(r.stdout).toBe('');
  });

  it('rejects bad flags with one precise message', async () => {
    const two = ['--engine', mock('a'), '--engine', mock('b')];
    expect(await error(['--engine', mock('a'), '--nodes', '5'])).toMatch(/^match: need exactly two --engine flags, got 1/);
    expect(await error([...two])).toBe('match: give exactly one of --tc, --nodes, --depth, --movetime (got none)');
    expect(await error([...two, '--tc', '10+0.1', '--nodes', '5'])).toBe('match: give exactly one of --tc, --nodes, --depth, --movetime (got --tc, --nodes)');
    expect(await error([...two, '--tc', '10+x'])).toBe("match: --tc: time control increment 'x' is not a number of seconds");
    expect(await error([...two, '--nodes', '5', '--sprt', 'elo0=5 elo1=0'])).toBe('match: --sprt: elo0 (5) must be less than elo1 (0)');
    expect(await error([...two, '--nodes', '5', '--draw', 'movecount=3'])).toBe('match: --draw: missing movenumber');
    expect(await error([...two, '--nodes', '5', '--games', 'many'])).toBe("match: --games must be a whole number, got 'many'");
    expect(await error([...two, '--nodes', '5', '--resume'])).toBe('match: --resume needs --pgn (the state file is kept beside the PGN)');
    expect(await error([...two, '--nodes', '5', '--book', join(dir, 'missing.epd')])).toMatch(/^match: cannot read '.*missing\.epd' \(ENOENT\)$/);
    expect(await error([...two, '--nodes', '5', '--bogus'])).toMatch(/^match: Unknown option '--bogus'/);
    expect(await error(['--engine', mock('a'), '--engine', 'cmd=/nonexistent/engine', '--nodes', '5'])).toMatch(/^match: cannot start '\/nonexistent\/engine': ENOENT$/);
    expect(await error(['--engine', mock('a'), '--engine', mock('b'), '--option', 'NoSuch=1', '--nodes', '5'])).toBe("match: engine 'a' has no option 'NoSuch'");
    expect(existsSync(join(dir, 'missing.epd'))).toBe(false);
  });
});
