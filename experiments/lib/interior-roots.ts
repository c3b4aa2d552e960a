// The root positions of experiments/interior-positions.ts: a seeded sample of the non-blank lines
// of an EPD file. Shared by that experiment and by the depth test, which holds these roots out —
// the MPC parameters fitted at nodes of their search trees (params/mpc.json) have seen them.

import { fenOfEpdLine, seededPrefix } from '../../src/tools/calibrate/positions.js';

export interface RootLine {
  /** 1-based line number in the file. */
  line: number;
  fen: string;
}

/** The first `count` of a seeded shuffle of the file's position lines, in sample order. */
export function interiorRoots(text: string, count: number, seed: number): RootLine[] {
  const fens: RootLine[] = [];
  text.split('\n').forEach((lineText, i) => {
    const fen = fenOfEpdLine(lineText);
    if (fen !== null) fens.push({ line: i + 1, fen });
  });
  return seededPrefix(fens.length, count, seed).map((i) => fens[i]);
}
