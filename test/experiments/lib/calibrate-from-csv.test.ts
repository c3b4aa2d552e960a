// Refitting a samples CSV through kerf calibrate: root and interior files, with and without the
// improving column, are read as calibrate reads them; broken files are refused before calibrate
// runs; and a resume line that announces a search stops the refit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySamplesCsv, refitFlags, samplesCsvFacts, wouldSearchMessage } from '../../../experiments/lib/calibrate-from-csv.js';

const FEN_A = 'r2q1rk1/pp1nbp1p/2p2p2/8/3p4/3P1BPP/PP2PP2/R1BQ1RK1 w - - 0 13';
const FEN_B = '5r2/6R1/4p2p/7k/2P1n1p1/6P1/rB5P/2R3K1 b - - 0 1';

const ROOT_CSV = [
  'key,stage,nodes,v1,v2,v3,fen',
  `tcec_positions.epd:5118,middlegame,6119,136,168,168,${FEN_A}`,
  `endgames_sample.epd:17,endgame,2907,26,33,,${FEN_B}`,
  '',
].join('\n');

// As kerf calibrate --interior writes it since the column exists (copied from a run, shortened).
const INTERIOR_CSV = [
  'key,stage,nodes,v1,v2,v3,fen,improving',
  `tcec_positions.epd:5118#0,middlegame,6119,136,168,168,${FEN_A},1`,
  `tcec_positions.epd:5118#1,middlegame,2907,26,33,120,${FEN_A},0`,
  `tcec_positions.epd:5118#2,middlegame,2907,26,33,120,${FEN_A},`,
  `endgames_sample.epd:17#0,endgame,2907,26,33,-14,${FEN_B},1`,
  '',
].join('\n');

describe('samplesCsvFacts', () => {
  it('reads a root CSV: its depth, one position per row', () => {
    expect(samplesCsvFacts('x', 'r.csv', ROOT_CSV)).toEqual({ depth: 3, rows: 2, count: 2, interiorPerRoot: null, improvingColumn: false });
  });

  it('accepts the improving column of an interior CSV, counting roots and the most rows per root', () => {
    expect(samplesCsvFacts('x', 'i.csv', INTERIOR_CSV)).toEqual({ depth: 3, rows: 4, count: 2, interiorPerRoot: 3, improvingColumn: true });
  });

  it('reads an interior CSV made before the improving column', () => {
    const old = INTERIOR_CSV.replace(',fen,improving', ',fen').replace(/,[01]?\n/g, '\n');
    expect(samplesCsvFacts('x', 'old.csv', old)).toEqual({ depth: 3, rows: 4, count: 2, interiorPerRoot: 3, improvingColumn: false });
  });

  it('leaves out a half-written last row, as calibrate does', () => {
    expect(samplesCsvFacts('x', 'r.csv', ROOT_CSV + 'tcec_positions.epd:9,middlegame,1').rows).toBe(2);
  });

  it('refuses other files, broken rows, empty files and a mix of root and interior rows', () => {
    expect(() => samplesCsvFacts('x', 'e.epd', `${FEN_A} bm e4;\n`)).toThrow("x: 'e.epd' is not a kerf calibrate samples CSV");
    expect(() => samplesCsvFacts('x', 'c.csv', ROOT_CSV.replace(',fen\n', ',fen,extra\n'))).toThrow(/is not a kerf calibrate samples CSV$/);
    expect(() => samplesCsvFacts('x', 'c.csv', ROOT_CSV.replace('6119,136', '6119,1x6'))).toThrow(/not a kerf calibrate samples CSV \(c.csv line 2: v1 must be an integer/);
    expect(() => samplesCsvFacts('x', 'i.csv', INTERIOR_CSV.replace(`${FEN_B},1`, `${FEN_B},yes`))).toThrow(/improving must be 1, 0 or empty/);
    expect(() => samplesCsvFacts('x', 'h.csv', 'key,stage,nodes,v1,v2,v3,fen\n')).toThrow("x: 'h.csv' holds no samples");
    expect(() => samplesCsvFacts('x', 'm.csv', ROOT_CSV + `tcec_positions.epd:9#0,middlegame,5,1,2,3,${FEN_A}\n`)).toThrow(/mixes 2 root rows with 1 interior rows/);
  });
});

describe('refitFlags', () => {
  it('asks calibrate to read interior rows as interior samples, and root rows as they are', () => {
    expect(refitFlags(samplesCsvFacts('x', 'i.csv', INTERIOR_CSV))).toEqual(['--interior', '3']);
    expect(refitFlags(samplesCsvFacts('x', 'r.csv', ROOT_CSV))).toEqual([]);
  });
});

describe('copySamplesCsv', () => {
  let dir = '';
  afterEach(() => { if (dir !== '') rmSync(dir, { recursive: true, force: true }); });

  it('copies a readable CSV byte for byte and says what it holds', () => {
    dir = mkdtempSync(join(tmpdir(), 'kerf-csv-'));
    writeFileSync(join(dir, 'i.csv'), INTERIOR_CSV);
    const facts = copySamplesCsv('x', join(dir, 'i.csv'), join(dir, 'copy', 'i.csv'));
    expect(facts.improvingColumn).toBe(true);
    expect(readFileSync(join(dir, 'copy', 'i.csv'), 'utf8')).toBe(INTERIOR_CSV);
  });

  it('names an unreadable file and why', () => {
    dir = mkdtempSync(join(tmpdir(), 'kerf-csv-'));
    expect(() => copySamplesCsv('x', join(dir, 'none.csv'), join(dir, 'c.csv'))).toThrow(`x: cannot read '${join(dir, 'none.csv')}' (ENOENT)`);
  });
});

describe('wouldSearchMessage', () => {
  it('lets a run go on that searches nothing, and stops one that would, naming positions or roots', () => {
    expect(wouldSearchMessage('samples: 300 of 300 already in out/c.csv; searching 0 to depth 8', 'in.csv', 300, 1)).toBeNull();
    expect(wouldSearchMessage('stages: 151 middlegame, 149 endgame', 'in.csv', 300, 1)).toBeNull();
    expect(wouldSearchMessage('samples: 12 of 300 already in out/c.csv; searching 288 to depth 8', 'in.csv', 300, 1))
      .toBe('in.csv holds 12 of the 300 positions kerf calibrate selects for --count 300 --seed 1; give the --count, --seed and --positions it was made with (stopped before searching anything)');
    expect(wouldSearchMessage('roots: 19 of 20 already in out/c.csv (76 interior samples); searching 1: each to depth 8 for up to 4 nodes at remaining depth 6-7, each node to depth 7', 'in.csv', 20, 2))
      .toMatch(/^in.csv holds 19 of the 20 roots kerf calibrate selects for --count 20 --seed 2;/);
  });
});
