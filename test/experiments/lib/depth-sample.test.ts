// The depth-test sample: disjoint from kerf calibrate's sample (recomputed with its own sampler),
// from the roots of interior-node calibration and from calibration CSVs, seeded, and a
// prefix-stable order.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION_FILES } from '../../../src/cli/calibrate-command.js';
import { boardKey, selectPositions } from '../../../src/tools/calibrate/positions.js';
import { displayPath } from '../../../src/tools/package-root.js';
import { CALIBRATION_FILES, csvFens, disjointSample } from '../../../experiments/lib/depth-sample.js';
import { interiorRoots } from '../../../experiments/lib/interior-roots.js';

// 40 distinct legal positions: the black king on a8, the white king on each square of ranks 1–5.
const FENS: string[] = [];
for (let sq = 0; sq < 40; sq++) {
  const rows = Array.from({ length: 8 }, () => '8');
  rows[0] = 'k7';
  const file = sq % 8;
  rows[7 - Math.floor(sq / 8)] = `${file > 0 ? file : ''}K${7 - file > 0 ? 7 - file : ''}`;
  FENS.push(`${rows.join('/')} w - - 0 1`);
}
const TARGET = FENS.map((f) => `${f.split(' ').slice(0, 4).join(' ')} hmvc 0; fmvn 1; id "p${boardKey(f)}";`).join('\n') + '\n';
const OTHER = FENS.slice(0, 10).map((f) => f.replace(' w ', ' b ')).join('\n') + '\n';

function input(n: number, seed: number, csvs: { path: string; text: string }[] = [], roots = { count: 0, seed: 11 }) {
  return {
    target: { path: 't.epd', text: TARGET },
    calibration: { files: [{ name: 't.epd', text: TARGET, weight: 3 }, { name: 'o.epd', text: OTHER, weight: 1 }], count: 12, seed: 1 },
    interiorRoots: roots,
    csvs, n, seed,
  };
}

describe('depth-test sample', () => {
  it('mirrors kerf calibrate’s default position files, in order', () => {
    // calibrate finds its defaults beside the package; the experiments run from the checkout root.
    expect(CALIBRATION_FILES).toEqual(DEFAULT_POSITION_FILES.map((f) => ({ path: displayPath(f.path), weight: f.weight })));
  });

  it('never draws a position of the calibration sample, nor one listed in a CSV', () => {
    const calib = selectPositions([{ name: 't.epd', text: TARGET, weight: 3 }, { name: 'o.epd', text: OTHER, weight: 1 }], 12, 1);
    const held = new Set(calib.positions.map((p) => boardKey(p.fen)));
    const csv = `key,stage,nodes,v1,v2,fen\nt.epd:40,endgame,10,1,2,${FENS[39]}\n`;
    const r = disjointSample(input(1000, 7, [{ path: 'c.csv', text: csv }]));
    expect(r.total).toBe(40);
    expect(r.excludedCalibration).toBe(9);
    const csvAlsoCalib = held.has(boardKey(FENS[39]));
    expect(r.excludedCsv).toBe(csvAlsoCalib ? 0 : 1);
    expect(r.candidates).toBe(40 - 9 - r.excludedCsv);
    expect(r.lines).toHaveLength(r.candidates);
    for (const l of r.lines) {
      expect(held.has(boardKey(l.fen))).toBe(false);
      expect(boardKey(l.fen)).not.toBe(boardKey(FENS[39]));
      expect(l.text).toBe(TARGET.split('\n')[l.lineNumber - 1]);
      expect(l.stage).toBe('endgame');
    }
    expect(r.csvNotes).toEqual(['c.csv: 1 positions']);
  });

  it('is seeded, and a smaller n is a prefix of a larger one', () => {
    const a = disjointSample(input(5, 3)).lines.map((l) => l.lineNumber);
    const b = disjointSample(input(12, 3)).lines.map((l) => l.lineNumber);
    expect(disjointSample(input(5, 3)).lines.map((l) => l.lineNumber)).toEqual(a);
    expect(b.slice(0, 5)).toEqual(a);
    expect(disjointSample(input(5, 4)).lines.map((l) => l.lineNumber)).not.toEqual(a);
  });

  it('reads calibrate CSVs and refuses other files', () => {
    expect(csvFens('x.csv', `key,stage,nodes,v1,fen\nk,middlegame,5,3,${FENS[0]}\n`)).toEqual({ ok: true, value: [FENS[0]] });
    // An interior calibration's CSV, with the improving column last.
    expect(csvFens('i.csv', `key,stage,nodes,v1,v2,fen,improving\nk#0,middlegame,5,3,4,${FENS[1]},1\n`)).toEqual({ ok: true, value: [FENS[1]] });
    expect(csvFens('y.csv', 'a,b\n1,2\n')).toEqual({ ok: false, kind: 'InvalidSamples', message: 'y.csv: not a kerf calibrate samples CSV' });
    const r = disjointSample(input(3, 1, [{ path: 'y.csv', text: 'a,b\n' }]));
    expect(r.csvNotes).toEqual(['y.csv: not a kerf calibrate samples CSV (not used)']);
  });

  it('never draws a root of interior-node calibration (interior-positions draws them the same way)', () => {
    const roots = interiorRoots(TARGET, 6, 11);
    expect(roots).toHaveLength(6);
    expect(roots.every((r) => TARGET.split('\n')[r.line - 1].startsWith(r.fen.split(' ').slice(0, 4).join(' ')))).toBe(true);
    const rootBoards = new Set(roots.map((r) => boardKey(r.fen)));
    const calib = new Set(selectPositions([{ name: 't.epd', text: TARGET, weight: 3 }, { name: 'o.epd', text: OTHER, weight: 1 }], 12, 1).positions.map((p) => boardKey(p.fen)));
    const r = disjointSample(input(1000, 7, [], { count: 6, seed: 11 }));
    expect(r.excludedInteriorRoots).toBe([...rootBoards].filter((b) => !calib.has(b)).length);
    expect(r.excludedInteriorRoots).toBeGreaterThan(0);
    expect(r.lines.some((l) => rootBoards.has(boardKey(l.fen)))).toBe(false);
    expect(disjointSample(input(1000, 7)).excludedInteriorRoots).toBe(0);
  });
});
