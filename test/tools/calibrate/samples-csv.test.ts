// Tests for the samples CSV: row format, parsing errors, and resuming an interrupted file; the
// improving column of interior calibrations, and files without it read as before.

import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvHeader, formatSampleRow, parseSamplesCsv, samplesCsvDepth, SamplesCsv, type Sample } from '../../../src/tools/calibrate/samples-csv.js';

const FEN = 'k7/8/8/8/8/8/8/K7 w - - 0 1';
const s1: Sample = { key: 'a.epd:3', stage: 0, nodes: 1234, scores: [12, -5, null], fen: FEN };
const s2: Sample = { key: 'odd, "name".epd:7', stage: 1, nodes: 0, scores: [31990, 31995, 31997], fen: FEN };

describe('CSV rows', () => {
  it('formats one row per sample, empty for a missing depth', () => {
    expect(csvHeader(3)).toBe('key,stage,nodes,v1,v2,v3,fen');
    expect(formatSampleRow(s1)).toBe(`a.epd:3,middlegame,1234,12,-5,,${FEN}`);
    expect(formatSampleRow(s2)).toBe(`"odd, ""name"".epd:7",endgame,0,31990,31995,31997,${FEN}`);
  });

  it('parses what it writes', () => {
    const text = [csvHeader(3), formatSampleRow(s1), formatSampleRow(s2)].join('\n') + '\n';
    expect(parseSamplesCsv(text, 3, 'x.csv')).toEqual({ ok: true, value: { samples: [s1, s2], improvingColumn: false, completeLength: text.length } });
  });

  it('leaves out a last line cut off mid-write', () => {
    const complete = [csvHeader(3), formatSampleRow(s1)].join('\n') + '\n';
    const result = parseSamplesCsv(complete + 'b.epd:1,endg', 3, 'x.csv');
    expect(result).toEqual({ ok: true, value: { samples: [s1], improvingColumn: false, completeLength: complete.length } });
  });

  it.each([
    [`${csvHeader(4)}\n`, "x.csv: header is 'key,stage,nodes,v1,v2,v3,v4,fen', expected depths v1..v3 (the file has v1..v4: use --depth 4 or another --csv)"],
    [`${csvHeader(3)}\na,middlegame,1,2,3\n`, 'x.csv line 2: expected 7 fields, got 5'],
    [`${csvHeader(3)}\na,opening,1,2,3,4,${FEN}\n`, "x.csv line 2: stage must be middlegame or endgame, got 'opening'"],
    [`${csvHeader(3)}\na,endgame,1,2,3.5,4,${FEN}\n`, "x.csv line 2: v2 must be an integer or empty, got '3.5'"],
    [`${csvHeader(3)}\na,endgame,-1,2,3,4,${FEN}\n`, "x.csv line 2: nodes must be a whole number, got '-1'"],
    [`${csvHeader(3)}\n"a,endgame,1,2,3,4,${FEN}\n`, 'x.csv line 2: expected 7 fields, got an open quote'],
  ])('names the problem: %#', (text, error) => {
    expect(parseSamplesCsv(text, 3, 'x.csv')).toEqual({ ok: false, kind: 'InvalidSamples', message: error });
  });
});

describe('the improving column (interior calibrations)', () => {
  const up: Sample = { ...s1, key: 'a.epd:3#0', improving: true };
  const down: Sample = { ...s2, key: 'b.epd:1#1', improving: false };
  const unknown: Sample = { ...s1, key: 'c.epd:2#0' };

  it('is the last column: 1, 0, or empty where the sample has no flag', () => {
    expect(csvHeader(3, true)).toBe('key,stage,nodes,v1,v2,v3,fen,improving');
    expect(formatSampleRow(up, true)).toBe(`a.epd:3#0,middlegame,1234,12,-5,,${FEN},1`);
    expect(formatSampleRow(down, true)).toBe(`b.epd:1#1,endgame,0,31990,31995,31997,${FEN},0`);
    expect(formatSampleRow(unknown, true)).toBe(`c.epd:2#0,middlegame,1234,12,-5,,${FEN},`);
    // Without the column the flag is not written.
    expect(formatSampleRow(up)).toBe(`a.epd:3#0,middlegame,1234,12,-5,,${FEN}`);
  });

  it('round-trips the flag, and a sample without one stays without', () => {
    const text = [csvHeader(3, true), ...[up, down, unknown].map((x) => formatSampleRow(x, true))].join('\n') + '\n';
    const parsed = parseSamplesCsv(text, 3, 'x.csv');
    expect(parsed).toEqual({ ok: true, value: { samples: [up, down, unknown], improvingColumn: true, completeLength: text.length } });
    if (parsed.ok) expect('improving' in parsed.value.samples[2]).toBe(false);
  });

  it('a file without the column (root runs, older interior runs) reads with no flags', () => {
    const text = [csvHeader(3), formatSampleRow(up), formatSampleRow(down)].join('\n') + '\n';
    const parsed = parseSamplesCsv(text, 3, 'x.csv');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.improvingColumn).toBe(false);
    expect(parsed.value.samples.map((x) => x.improving)).toEqual([undefined, undefined]);
    expect(parsed.value.samples.map((x) => x.key)).toEqual([up.key, down.key]);
  });

  it.each([
    [`${csvHeader(3, true)}\na,endgame,1,2,3,4,${FEN},yes\n`, "x.csv line 2: improving must be 1, 0 or empty, got 'yes'"],
    [`${csvHeader(3, true)}\na,endgame,1,2,3,4,${FEN}\n`, 'x.csv line 2: expected 8 fields, got 7'],
    [`${csvHeader(3)}\na,endgame,1,2,3,4,${FEN},1\n`, 'x.csv line 2: expected 7 fields, got 8'],
    ['key,stage,nodes,v1,v2,v3,fen,improved\n', "x.csv: header is 'key,stage,nodes,v1,v2,v3,fen,improved', expected depths v1..v3"],
  ])('names the problem: %#', (text, error) => {
    expect(parseSamplesCsv(text, 3, 'x.csv')).toMatchObject({ ok: false, kind: 'InvalidSamples', message: expect.stringContaining(error) });
  });

  it('samplesCsvDepth reads the depth of either header, and nothing else', () => {
    expect(samplesCsvDepth(csvHeader(10))).toBe(10);
    expect(samplesCsvDepth(csvHeader(4, true))).toBe(4);
    expect(samplesCsvDepth('key,stage,nodes,v1,v3,fen')).toBeNull();
    expect(samplesCsvDepth('key,stage,nodes,fen')).toBeNull();
    expect(samplesCsvDepth('key,stage,nodes,v1,v2,fen,improving,x')).toBeNull();
  });

  it('SamplesCsv: a new file gets the column when asked; a file with rows keeps its own format', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-csv-i-'));
    const fresh = join(dir, 'new.csv');
    const opened = SamplesCsv.open(fresh, 3, true);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.value.improvingColumn).toBe(true);
    opened.value.append(up);
    opened.value.close();
    expect(readFileSync(fresh, 'utf8')).toBe(`${csvHeader(3, true)}\n${formatSampleRow(up, true)}\n`);
    // An interior run resuming a file made before the column: it appends without it.
    const old = join(dir, 'old.csv');
    writeFileSync(old, `${csvHeader(3)}\n${formatSampleRow(s1)}\n`);
    const resumed = SamplesCsv.open(old, 3, true);
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.value.improvingColumn).toBe(false);
    expect(resumed.value.existing).toEqual([s1]);
    resumed.value.append(down);
    resumed.value.close();
    expect(readFileSync(old, 'utf8')).toBe(`${csvHeader(3)}\n${formatSampleRow(s1)}\n${formatSampleRow(down)}\n`);
    // And a root run reading an interior file keeps the column (its rows without a flag).
    const again = SamplesCsv.open(fresh, 3);
    if (!again.ok) throw new Error(again.message);
    expect(again.value.improvingColumn).toBe(true);
    expect(again.value.existing).toEqual([up]);
    again.value.append(s1);
    again.value.close();
    expect(readFileSync(fresh, 'utf8').endsWith(`${formatSampleRow(s1)},\n`)).toBe(true);
  });
});

describe('SamplesCsv (resume)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kerf-csv-'));

  it('creates the file with its header, appends rows as they come, and reopens them', () => {
    const path = join(dir, 'new.csv');
    const first = SamplesCsv.open(path, 3);
    if (!first.ok) throw new Error(first.message);
    expect(first.value.existing).toEqual([]);
    first.value.append(s1);
    // Written through at once: readable before close.
    expect(readFileSync(path, 'utf8')).toBe(`${csvHeader(3)}\n${formatSampleRow(s1)}\n`);
    first.value.close();
    const again = SamplesCsv.open(path, 3);
    if (!again.ok) throw new Error(again.message);
    expect(again.value.existing).toEqual([s1]);
    again.value.append(s2);
    again.value.close();
    expect(readFileSync(path, 'utf8')).toBe(`${csvHeader(3)}\n${formatSampleRow(s1)}\n${formatSampleRow(s2)}\n`);
  });

  it('cuts off a partial last line before appending', () => {
    const path = join(dir, 'cut.csv');
    writeFileSync(path, `${csvHeader(3)}\n${formatSampleRow(s1)}\n`);
    appendFileSync(path, 'zz.epd:9,middle');
    const opened = SamplesCsv.open(path, 3);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.value.existing).toEqual([s1]);
    opened.value.append(s2);
    opened.value.close();
    expect(readFileSync(path, 'utf8')).toBe(`${csvHeader(3)}\n${formatSampleRow(s1)}\n${formatSampleRow(s2)}\n`);
  });

  it('writes the header into an empty or header-less file', () => {
    const path = join(dir, 'empty.csv');
    writeFileSync(path, 'key,sta');
    const opened = SamplesCsv.open(path, 2);
    if (!opened.ok) throw new Error(opened.message);
    opened.value.close();
    expect(readFileSync(path, 'utf8')).toBe(`${csvHeader(2)}\n`);
  });

  it('refuses a file made for another depth', () => {
    const path = join(dir, 'd4.csv');
    writeFileSync(path, `${csvHeader(4)}\n`);
    const opened = SamplesCsv.open(path, 3);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened).toMatchObject({ kind: 'InvalidSamples', message: expect.stringContaining('use --depth 4') });
  });

  it('names a file it cannot open', () => {
    expect(SamplesCsv.open(join(dir, 'no/such/dir.csv'), 3)).toEqual({ ok: false, kind: 'UnreadableFile', message: `cannot open '${join(dir, 'no/such/dir.csv')}' (ENOENT)` });
  });
});
