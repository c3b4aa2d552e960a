// The tuner's training data: EPD lines whose c9 opcode holds the game result ("1-0", "0-1",
// "1/2-1/2"), as in ../shared/data/tcec_positions.epd. Each becomes a FEN and a result from
// White's view (1, 0.5, 0). A fixed, documented split: every tenth position (index % 10 == 9) is
// held out for validation, so runs are reproducible and the held-out set is never fitted.
// For choosing the tuner's own settings (the L2 strength) without touching that set, the `dev`
// split drops the validation positions altogether and holds out index % 10 == 8 instead.

export interface LabelledPosition {
  fen: string;
  /** 1 = White won, 0.5 = draw, 0 = Black won. */
  result: number;
  lineNumber: number;
}

export interface TuningData {
  train: LabelledPosition[];
  validation: LabelledPosition[];
  errors: string[];
}

const RESULTS: Record<string, number> = { '1-0': 1, '0-1': 0, '1/2-1/2': 0.5 };

/** Parse EPD text with c9 results; lines without a usable result are reported, not fatal. */
export function parseTuningData(text: string, holdoutEvery = 10, dev = false): TuningData {
  const data: TuningData = { train: [], validation: [], errors: [] };
  const lines = text.split('\n');
  let index = 0;
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
    const p: LabelledPosition = { fen: fields.slice(0, 4).join(' '), result, lineNumber: i + 1 };
    const slot = index % holdoutEvery;
    index++;
    if (dev && slot === holdoutEvery - 1) continue; // the real validation set stays unseen
    if (slot === holdoutEvery - (dev ? 2 : 1)) data.validation.push(p);
    else data.train.push(p);
  }
  return data;
}
