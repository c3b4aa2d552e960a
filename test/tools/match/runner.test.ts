// runMatch's resume bookkeeping (tools/match/runner.ts): a run that will play cuts a PGN longer
// than the state accounts for back to the state's length (a game cut off mid-write); a run with
// every game already played (a summary) leaves the file alone, since a match still playing may be
// appending to it. No engine is started when no game is left.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineSpec } from '../../../src/tools/engine-spec.js';
import { runMatch, type MatchConfig } from '../../../src/tools/match/runner.js';

function config(pgnPath: string, games: number): MatchConfig {
  // An engine that cannot start: a test that needed it to play would fail.
  const spec: EngineSpec = { name: 'absent', argv: ['/nonexistent/kerf-engine'], options: [] };
  return {
    engines: [spec, spec],
    games,
    limit: { kind: 'fixed', go: { nodes: 1000 }, timeoutMs: 1000 },
    openings: [],
    rules: {},
    concurrency: 1,
    finished: [{ index: 0, result: '1-0', reason: 'recorded' }, { index: 1, result: '0-1', reason: 'recorded' }],
    resumedPgnBytes: 40,
    pgn: { path: pgnPath, meta: { event: 'test', site: '?', date: '2026.11.26', timeControl: '-' } },
  };
}

describe('runMatch on resume', () => {
  it('with every game played, leaves a PGN longer than the state says untouched', async () => {
    const pgn = join(mkdtempSync(join(tmpdir(), 'kerf-runner-')), 'match.pgn');
    writeFileSync(pgn, 'x'.repeat(100));
    const outcome = await runMatch(config(pgn, 2));
    expect(outcome.finished).toHaveLength(2);
    expect(readFileSync(pgn, 'utf8')).toHaveLength(100);
  });

  it('with games left to play, cuts it back to the state\'s length first', async () => {
    const pgn = join(mkdtempSync(join(tmpdir(), 'kerf-runner-')), 'match.pgn');
    writeFileSync(pgn, 'x'.repeat(100));
    // The third game needs the engine, which cannot start: the run fails after the cut.
    await expect(runMatch(config(pgn, 3))).rejects.toThrow();
    expect(readFileSync(pgn, 'utf8')).toHaveLength(40);
  });
});
