import { describe, expect, it } from 'vitest';
import { loadBook, openingFor, shuffled } from '../../../src/tools/match/book.js';
import { makeRandom } from '../../../src/random.js';

const TEXT = ['8/8/8/8/8/8/8/K6k w - - 0 1', 'bad', '8/8/8/8/8/8/8/K5k1 w - - 0 1', '8/8/8/8/8/8/8/K4k2 w - - 0 1'].join('\n');

describe('book', () => {
  it('loads in file order, reporting bad lines', () => {
    const book = loadBook(TEXT, 'sequential', 1);
    expect(book.fens).toHaveLength(3);
    expect(book.fens[0]).toBe('8/8/8/8/8/8/8/K6k w - - 0 1');
    expect(book.errors.map((e) => e.lineNumber)).toEqual([2]);
  });
  it('shuffles as a permutation that depends only on the seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(items, 7);
    expect(a).toEqual(shuffled(items, 7));
    expect(a).not.toEqual(shuffled(items, 8));
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
  });
  it('gives both games of a pair the same opening, cycling through the book', () => {
    const fens = ['a', 'b', 'c'];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => openingFor(fens, i))).toEqual(['a', 'a', 'b', 'b', 'c', 'c', 'a', 'a']);
  });
  it('makeRandom, the shuffle generator, stays in [0, 1)', () => {
    const r = makeRandom(123);
    for (let i = 0; i < 1000; i++) { const x = r(); expect(x >= 0 && x < 1).toBe(true); }
  });
});
