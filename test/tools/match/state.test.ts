import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadState, saveState, statePathFor, type MatchState } from '../../../src/tools/match/state.js';

const dir = mkdtempSync(join(tmpdir(), 'kerf-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('match state', () => {
  it('sits beside the PGN', () => {
    expect(statePathFor('out/run.pgn')).toBe('out/run.state.json');
    expect(statePathFor('games')).toBe('games.state.json');
    expect(statePathFor('out/run.pgn.gz')).toBe('out/run.state.json');
  });
  it('round-trips through the file, leaving no temp file behind', () => {
    const path = join(dir, 'a.state.json');
    const state: MatchState = { version: 1, fingerprint: '{"x":1}', games: [{ index: 0, result: '1-0', reason: 'White mates' }], pgnBytes: 321 };
    saveState(path, state);
    expect(loadState(path)).toEqual({ ok: true, value: state });
    expect(existsSync(`${path}.tmp`)).toBe(false);
  });
  it('explains what is wrong with a bad file', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version": 1, "games": [');
    const r1 = loadState(bad);
    expect(r1).toMatchObject({ ok: false, kind: 'InvalidMatchState', message: expect.stringMatching(/is not valid JSON/) });
    writeFileSync(bad, JSON.stringify({ version: 1, fingerprint: 'f', games: [{ index: -1, result: '1-0', reason: '' }], pgnBytes: 0 }));
    const r2 = loadState(bad);
    expect(r2).toMatchObject({ ok: false, kind: 'InvalidMatchState', message: expect.stringMatching(/is not a kerf match state/) });
    const r3 = loadState(join(dir, 'none.json'));
    expect(r3).toMatchObject({ ok: false, kind: 'UnreadableFile', message: expect.stringMatching(/no state file/) });
  });
});
