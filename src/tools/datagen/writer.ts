// The writing side of a datagen file: create it, or reopen it to continue, and append whole games.
// Design choice: the header's games-done counter is rewritten only after a game's records are
// written, so it always names a prefix of complete games. A run cut off mid-append leaves records
// past that prefix (or a partial record); reopening cuts them off and the game is played again —
// the same game, since games depend only on the seed and their id.

import { closeSync, existsSync, fstatSync, ftruncateSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { fail, ok, type Result } from '../../result.js';
import {
  FLAG_QSEARCH_FILTER, GAMES_DONE_OFFSET, HEADER_SIZE, RECORD_SIZE, decodeHeader, encodeHeader, recordGameId,
} from './format.js';
import type { PlayedGame, SelfPlaySettings } from './selfplay.js';

export interface DataWriter {
  /** Games done (the next game id to write). */
  readonly gamesDone: number;
  /** Records in the file. */
  readonly positions: number;
  /** Append game `game.gameId`, which must be the next one, and advance the counter. */
  append(game: PlayedGame): void;
  close(): void;
}

export interface OpenedWriter {
  writer: DataWriter;
  /** Games and positions already in the file when it was opened. */
  resumedGames: number;
  resumedPositions: number;
  /** Bytes cut off the end (an interrupted append), 0 normally. */
  repairedBytes: number;
}

function settingsFlags(s: SelfPlaySettings): number {
  return s.qsearchFilter ? FLAG_QSEARCH_FILTER : 0;
}

function describeSettings(seed: number, nodes: number, randomPlies: number, maxMoves: number, flags: number): string {
  return `--seed ${seed} --nodes ${nodes} --random-plies ${randomPlies} --max-moves ${maxMoves}${flags & FLAG_QSEARCH_FILTER ? '' : ' --no-qsearch-filter'}`;
}

/**
 * Open `path` for appending: a new file gets a header; an existing one must have been made with the
 * same settings (else InvalidFlag: mixing settings in one file would make it unreproducible).
 */
export function openDataWriter(path: string, settings: SelfPlaySettings): Result<OpenedWriter> {
  const flags = settingsFlags(settings);
  let fd: number;
  let gamesDone = 0;
  let positions = 0;
  let repairedBytes = 0;
  try {
    if (!existsSync(path)) {
      const dir = dirname(path);
      if (dir !== '') mkdirSync(dir, { recursive: true });
      fd = openSync(path, 'wx+');
      writeSync(fd, encodeHeader({ seed: settings.seed, nodes: settings.nodes, randomPlies: settings.randomPlies, flags, maxMoves: settings.maxMoves, gamesDone: 0 }), 0, HEADER_SIZE, 0);
    } else {
      fd = openSync(path, 'r+');
      const stat = fstatSync(fd);
      if (!stat.isFile()) { closeSync(fd); return fail('UnreadableFile', `cannot write '${path}' (not a regular file)`); }
      const head = new Uint8Array(HEADER_SIZE);
      const got = readSync(fd, head, 0, HEADER_SIZE, 0);
      const header = decodeHeader(head.subarray(0, got), path);
      if (!header.ok) { closeSync(fd); return header; }
      const h = header.value;
      if (h.seed !== settings.seed || h.nodes !== settings.nodes || h.randomPlies !== settings.randomPlies || h.maxMoves !== settings.maxMoves || h.flags !== flags) {
        closeSync(fd);
        return fail('InvalidFlag', `${path} was made with ${describeSettings(h.seed, h.nodes, h.randomPlies, h.maxMoves, h.flags)}; `
          + `continue it with those settings or give another --out (asked: ${describeSettings(settings.seed, settings.nodes, settings.randomPlies, settings.maxMoves, flags)})`);
      }
      gamesDone = h.gamesDone;
      // Keep whole records of complete games only.
      let records = Math.floor((stat.size - HEADER_SIZE) / RECORD_SIZE);
      const last = new Uint8Array(RECORD_SIZE);
      while (records > 0) {
        readSync(fd, last, 0, RECORD_SIZE, HEADER_SIZE + (records - 1) * RECORD_SIZE);
        if (recordGameId(last, 0) < gamesDone) break;
        records--;
      }
      const keep = HEADER_SIZE + records * RECORD_SIZE;
      repairedBytes = stat.size - keep;
      if (repairedBytes > 0) ftruncateSync(fd, keep);
      positions = records;
    }
  } catch (err) {
    return fail('UnreadableFile', `cannot write '${path}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  const resumedGames = gamesDone;
  const resumedPositions = positions;
  const counter = new Uint8Array(4);
  const handle = fd;
  const writer: DataWriter = {
    get gamesDone() { return gamesDone; },
    get positions() { return positions; },
    append(game: PlayedGame): void {
      if (game.gameId !== gamesDone) throw new Error(`datagen: game ${game.gameId} appended when game ${gamesDone} is next`);
      if (game.positions > 0) writeSync(handle, game.records, 0, game.positions * RECORD_SIZE, HEADER_SIZE + positions * RECORD_SIZE);
      positions += game.positions;
      gamesDone++;
      new DataView(counter.buffer).setUint32(0, gamesDone, true);
      writeSync(handle, counter, 0, 4, GAMES_DONE_OFFSET);
    },
    close(): void {
      closeSync(handle);
    },
  };
  return ok({ writer, resumedGames, resumedPositions, repairedBytes });
}
