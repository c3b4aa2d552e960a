// The tuner's training data: EPD lines whose c9 opcode holds the game result ("1-0", "0-1",
// "1/2-1/2"), as in data/tcec_positions.epd. Each becomes a FEN and a result from
// White's view (1, 0.5, 0).
// Design choice: the split is by game, not by position. Positions of one game share its result,
// so with a per-position split the held-out positions' games are also in the training set and the
// validation loss rewards memorising games (it did: noisy PSTs looked better). The game is the
// id opcode without its " plyN" suffix (one position per game if there is no id); games are
// numbered in order of first appearance and every tenth (number % 10 == 9) is held out.
// For choosing the tuner's own settings (the L2 strength) without touching that set, the `dev`
// split drops the validation games altogether and holds out the games numbered % 10 == 8.

export interface LabelledPosition {
  fen: string;
  /** 1 = White won, 0.5 = draw, 0 = Black won. */
  result: number;
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
    const p: LabelledPosition = { fen: fields.slice(0, 4).join(' '), result, lineNumber: i + 1 };
    const slot = number % holdoutEvery;
    if (dev && slot === holdoutEvery - 1) continue; // the real validation games stay unseen
    if (slot === holdoutEvery - (dev ? 2 : 1)) data.validation.push(p);
    else data.train.push(p);
  }
  data.games = gameNumber.size;
  return data;
}
