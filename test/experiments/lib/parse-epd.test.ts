// The epd totals parser reads what kerf epd's own totals writer prints.
import { describe, expect, it } from 'vitest';
import { parseEpdTotals } from '../../../experiments/lib/parse-epd.js';
import { totalLines, type SuiteTotals } from '../../../src/tools/epd/suite.js';

describe('parseEpdTotals', () => {
  it('reads solved, per-file and total STS scores, means and failures', () => {
    const t: SuiteTotals = {
      positions: 200, solvable: 200, solved: 120, failed: 2,
      sts: [{ file: 'STS01_Undermine.epd', points: 512, max: 1000, positions: 100 }, { file: 'STS02_Open_Files_and_Diagonals.epd', points: 480, max: 1000, positions: 100 }],
      meanDepth: 9.4123, meanNodes: 123456.7,
    };
    const r = parseEpdTotals(['[1/200] x: e4 (e2e4) expected bm e4 solved  depth 3  nodes 10', ...totalLines(t)])!;
    expect(r).toEqual({
      solved: 120, solvable: 200, failed: 2,
      sts: [{ file: 'STS01_Undermine.epd', points: 512, max: 1000, positions: 100 }, { file: 'STS02_Open_Files_and_Diagonals.epd', points: 480, max: 1000, positions: 100 }],
      stsTotal: { points: 992, max: 2000 }, meanDepth: 9.41, meanNodes: 123457,
    });
  });

  it('reads a single-file STS score and a run without STS or depths', () => {
    const one = parseEpdTotals(totalLines({ positions: 3, solvable: 3, solved: 1, failed: 0, sts: [{ file: 'a.epd', points: 17, max: 30, positions: 3 }], meanDepth: 5, meanNodes: 9 }))!;
    expect(one.stsTotal).toEqual({ points: 17, max: 30 });
    expect(one.sts).toEqual([]);
    const none = parseEpdTotals(totalLines({ positions: 1, solvable: 1, solved: 0, failed: 1, sts: [] }))!;
    expect(none).toEqual({ solved: 0, solvable: 1, sts: [], failed: 1 });
    expect(parseEpdTotals(['kerf: epd: no positions to search'])).toBeNull();
  });
});
