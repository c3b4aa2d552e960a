// Tests for reading calibration positions and the seeded, weighted, prefix-stable sample.

import { describe, expect, it } from 'vitest';
import { fenOfEpdLine, seededPrefix, selectPositions, shares } from '../../../src/tools/calibrate/positions.js';
import { makeRandom } from '../../../src/random.js';

describe('fenOfEpdLine', () => {
  it('takes the clocks of a six-field FEN', () => {
    expect(fenOfEpdLine('8/4R1kp/P7/7n/5p1B/7P/r2p1PPK/8 b - - 0 41')).toBe('8/4R1kp/P7/7n/5p1B/7P/r2p1PPK/8 b - - 0 41');
  });

  it('takes hmvc and fmvn from EPD opcodes', () => {
    const line = 'r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - hmvc 4; fmvn 17; ce 127; acd 37; sm b3; c9 "1/2-1/2"; id "S22 League 1 g111 ply32";';
    expect(fenOfEpdLine(line)).toBe('r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17');
  });

  it('defaults the clocks of an EPD without them', () => {
    expect(fenOfEpdLine('6k1/5ppp/8/8/8/8/5PPP/6K1 w - - bm Kf1; id "x";')).toBe('6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1');
  });

  it('skips blank lines', () => {
    expect(fenOfEpdLine('   ')).toBeNull();
  });
});

describe('seeded sampling', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(seededPrefix(100, 10, 7)).toEqual(seededPrefix(100, 10, 7));
    expect(seededPrefix(100, 10, 7)).not.toEqual(seededPrefix(100, 10, 8));
    const r = makeRandom(1);
    for (let i = 0; i < 100; i++) {
      const x = r();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('draws distinct indices, and a larger sample extends a smaller one', () => {
    const small = seededPrefix(50, 10, 3);
    const large = seededPrefix(50, 30, 3);
    expect(new Set(large).size).toBe(30);
    expect(large.slice(0, 10)).toEqual(small);
    expect(seededPrefix(5, 9, 3).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('splits a count by weight with largest remainders', () => {
    expect(shares(2000, [3, 1])).toEqual([1500, 500]);
    expect(shares(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shares(7, [3, 1])).toEqual([5, 2]); // 5.25 and 1.75: the larger remainder gets the unit
  });
});

/** n distinct legal positions (a white king on the first or second rank), EPD then FEN lines. */
function epd(prefix: string, n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = i % 8;
    const kingRow = `${file > 0 ? String(file) : ''}K${file < 7 ? String(7 - file) : ''}`;
    lines.push(i < 8 ? `k7/8/8/8/8/8/8/${kingRow} w - - hmvc 0; fmvn 1; id "${prefix}${i}";` : `k7/8/8/8/8/8/${kingRow}/8 w - - 0 1`);
  }
  return lines.join('\n') + '\n';
}

describe('selectPositions', () => {
  const a = { name: '/data/a.epd', text: epd('a', 16), weight: 3 };
  const b = { name: '/x/b.epd', text: 'not a fen\n' + epd('b', 8), weight: 1 };

  it('draws by weight, keys by file and line, and reports skipped lines', () => {
    const sel = selectPositions([a, b], 8, 1);
    expect(sel.positions).toHaveLength(8);
    expect(sel.files.map((f) => [f.name, f.lines, f.drawn, f.skipped])).toEqual([['a.epd', 16, 6, 0], ['b.epd', 9, 2, 1]]);
    expect(sel.files[1].firstSkip).toMatch(/^line 1: /);
    expect(sel.positions.filter((p) => p.key.startsWith('a.epd:'))).toHaveLength(6);
    expect(sel.positions.every((p) => /^[ab]\.epd:\d+$/.test(p.key))).toBe(true);
    expect(new Set(sel.positions.map((p) => p.key)).size).toBe(8);
  });

  it('interleaves the files in proportion', () => {
    const sel = selectPositions([a, b], 8, 1);
    // a's six draws sit at 1/12, 3/12, 5/12 … of the run, b's two at 1/4 and 3/4 (after a on ties).
    expect(sel.positions.map((p) => p.key[0]).join('')).toBe('aabaaaba');
  });

  it('keeps every position of a smaller count in a larger one', () => {
    const small = new Set(selectPositions([a, b], 8, 5).positions.map((p) => p.key));
    const large = new Set(selectPositions([a, b], 16, 5).positions.map((p) => p.key));
    for (const key of small) expect(large.has(key)).toBe(true);
  });

  it('uses the full path when two files share a name', () => {
    const sel = selectPositions([{ ...a, name: '/1/a.epd' }, { ...a, name: '/2/a.epd' }], 4, 1);
    expect(sel.positions.map((p) => p.key.split(':')[0]).sort()).toEqual(['/1/a.epd', '/1/a.epd', '/2/a.epd', '/2/a.epd']);
  });
});
