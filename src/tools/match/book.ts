// Opening books for matches: the positions of an EPD or FEN-per-line file, in file order or
// shuffled by a seed. Game pair p plays opening p (cycling when the book is shorter than the
// match), once with each colour.
// Design choice: the shuffle is a seeded permutation of the whole book (mulberry32 + Fisher–Yates),
// not a random pick per pair — no opening repeats until the book is used up, and the same seed
// gives the same games, which a resumed match depends on.

import { parseEpd, type EpdError } from '../epd/parse.js';
import { makeRandom } from '../../random.js';

export type BookOrder = 'sequential' | 'random';

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const rand = makeRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Opening FENs of a book file's text, ordered, plus the errors of skipped lines. */
export function loadBook(text: string, order: BookOrder, seed: number): { fens: string[]; errors: EpdError[] } {
  const { records, errors } = parseEpd(text);
  const fens = records.map((r) => r.fen);
  return { fens: order === 'random' ? shuffled(fens, seed) : fens, errors };
}

/** The opening of a game: pair index modulo the book. */
export function openingFor(fens: readonly string[], gameIndex: number): string {
  return fens[(gameIndex >> 1) % fens.length];
}
