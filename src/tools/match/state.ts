// The resume file of a match: the finished games and the PGN length they account for, beside the
// PGN (out.pgn or out.pgn.gz → out.state.json). The length is in bytes of the file as written
// (compressed for .pgn.gz; see pgn-file.ts). Written after every game by write-to-temp + rename,
// so a kill at any moment leaves either the old or the new file, never half of one.
// Design choice: the PGN is truncated back to the recorded length on resume rather than trusted —
// a game appended to the PGN just before a kill, but not yet in the state, is replayed and would
// otherwise appear twice.

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fail, ok, type Result } from '../../result.js';
import type { FinishedGame } from './tally.js';

export interface MatchState {
  version: 1;
  /** The match settings the games belong to; a resume with other settings is refused. */
  fingerprint: string;
  games: FinishedGame[];
  /** Bytes of PGN file (compressed, for .pgn.gz) written for exactly these games. */
  pgnBytes: number;
}

export function statePathFor(pgnPath: string): string {
  return pgnPath.replace(/\.pgn(\.gz)?$/i, '') + '.state.json';
}

function isFinishedGame(g: unknown): g is FinishedGame {
  if (typeof g !== 'object' || g === null) return false;
  const o = g as Record<string, unknown>;
  return Number.isInteger(o.index) && (o.index as number) >= 0
    && (o.result === '1-0' || o.result === '0-1' || o.result === '1/2-1/2')
    && typeof o.reason === 'string';
}

/** The state in `path`; a missing file is UnreadableFile, bad JSON or another shape InvalidMatchState. */
export function loadState(path: string): Result<MatchState, 'UnreadableFile' | 'InvalidMatchState'> {
  if (!existsSync(path)) return fail('UnreadableFile', `no state file '${path}' to resume from`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return fail('InvalidMatchState', `state file '${path}' is not valid JSON (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  const o = data as Record<string, unknown>;
  if (typeof o !== 'object' || o === null || o.version !== 1 || typeof o.fingerprint !== 'string'
    || !Array.isArray(o.games) || !o.games.every(isFinishedGame) || !Number.isInteger(o.pgnBytes)) {
    return fail('InvalidMatchState', `state file '${path}' is not a kerf match state (version 1)`);
  }
  return ok(o as unknown as MatchState);
}

export function saveState(path: string, state: MatchState): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, JSON.stringify(state) + '\n');
  renameSync(tmp, path);
}
