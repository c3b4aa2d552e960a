// The tuner's training data: EPD lines whose c9 opcode holds the game result ("1-0", "0-1",
// "1/2-1/2"), as in data/tcec_positions.epd, or the records of a `kerf datagen` file (read
// directly, 32 bytes a position). Each becomes a FEN, a result from White's view (1, 0.5, 0) and,
// where the data has one (an EPD `ce` opcode, a datagen record's search score), a search score in
// centipawns from White's view, which `kerf tune --blend` mixes into the target.
// Design choice: the split is by game, not by position. Positions of one game share its result,
// so with a per-position split the held-out positions' games are also in the training set and the
// validation loss rewards memorising games (it did: noisy PSTs looked better). The game is the
// id opcode without its " plyN" suffix (one position per game if there is no id); games are
// numbered in order of first appearance and every tenth (number % 10 == 9) is held out.
// For choosing the tuner's own settings (the L2 strength) without touching that set, the `dev`
// split drops the validation games altogether and holds out the games numbered % 10 == 8.

import { fail, ok, type Failure, type Result } from '../../result.js';
import { decodeRecord, forEachRecord, openDataFile } from '../datagen/format.js';

export interface LabelledPosition {
  fen: string;
  /** 1 = White won, 0.5 = draw, 0 = Black won. */
  result: number;
  /** Search score in centipawns from White's view; NaN when the data has none. */
  score: number;
  /** The EPD line (1-based), or the datagen record's index. */
  lineNumber: number;
}

export interface TuningData {
  train: LabelledPosition[];
  validation: LabelledPosition[];
  /** Number of distinct games (the unit of the split). */
  games: number;
  errors: string[];
}

const RESULTS: Record<string, number> = { '1-0': 1, '0-1': 0, '1/2-1/2': 0.5 };

/** Parse EPD text with c9 results; lines without a usable result are reported, not fatal. */
export function parseTuningData(text: string, holdoutEvery = 10, dev = false): TuningData {
  const data: TuningData = { train: [], validation: [], games: 0, errors: [] };
  const gameNumber = new Map<string, number>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    const fields = line.split(/\s+/);
    const m = /\bc9\s+"([^"]*)"/.exec(line);
    const result = m ? RESULTS[m[1]] : undefined;
    if (fields.length < 4 || result === undefined) {
      data.errors.push(`line ${i + 1}: no FEN with a c9 "1-0" / "0-1" / "1/2-1/2" result`);
      continue;
    }
    const id = /\bid\s+"([^"]*)"/.exec(line);
    const game = id ? id[1].replace(/\s+ply\d+$/, '') : `line ${i + 1}`;
    let number = gameNumber.get(game);
    if (number === undefined) {
      number = gameNumber.size;
      gameNumber.set(game, number);
    }
    // `ce` is from the side to move's view (EPD's definition); the tuner works from White's.
    const ce = /\bce\s+(-?\d+)/.exec(line);
    const score = ce ? (fields[1] === 'b' ? -Number(ce[1]) : Number(ce[1])) : NaN;
    split(data, { fen: fields.slice(0, 4).join(' '), result, score, lineNumber: i + 1 }, number, holdoutEvery, dev);
  }
  data.games = gameNumber.size;
  return data;
}

/** Put a position of game `number` into training, validation (or nowhere: dev mode). */
function split(data: TuningData, p: LabelledPosition, number: number, holdoutEvery: number, dev: boolean): void {
  const slot = number % holdoutEvery;
  if (dev && slot === holdoutEvery - 1) return; // the real validation games stay unseen
  if (slot === holdoutEvery - (dev ? 2 : 1)) data.validation.push(p);
  else data.train.push(p);
}

/**
 * The records of a datagen file as tuning data, split by game id like EPD games; at most `limit`
 * positions (the first ones: whole games in order, so the split stays by game). A bad record
 * ends the read with its message.
 */
export function readDatagenTuningData(path: string, holdoutEvery = 10, dev = false, limit = Infinity): Result<TuningData> {
  const file = openDataFile(path);
  if (!file.ok) return file;
  const data: TuningData = { train: [], validation: [], games: 0, errors: [] };
  let failure: Failure | null = null;
  let lastGame = -1;
  const visited = forEachRecord(file.value, (bytes, offset, index) => {
    if (index >= limit) return false;
    const r = decodeRecord(bytes, offset);
    if (!r.ok) {
      failure = fail('InvalidData', `${path}: record ${index}: ${r.message}`);
      return false;
    }
    if (r.value.gameId !== lastGame) { lastGame = r.value.gameId; data.games++; }
    const fields = r.value.fen.split(' ');
    split(data, { fen: fields.slice(0, 4).join(' '), result: r.value.result, score: r.value.score, lineNumber: index }, r.value.gameId, holdoutEvery, dev);
    return true;
  });
  if (!visited.ok) return visited;
  return failure ?? ok(data);
}
