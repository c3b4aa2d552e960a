// Tests for the samples CSV: row format, parsing errors, and resuming an interrupted file.

import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvHeader, formatSampleRow, parseSamplesCsv, SamplesCsv, type Sample } from '../../../src/tools/calibrate/samples-csv.js';

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
    expect(parseSamplesCsv(text, 3, 'x.csv')).toEqual({ ok: true, value: { samples: [s1, s2], completeLength: text.length } });
  });

  it('leaves out a last line cut off mid-write', () => {
    const complete = [csvHeader(3), formatSampleRow(s1)].join('\n') + '\n';
    const result = parseSamplesCsv(complete + 'b.epd:1,endg', 3, 'x.csv');
    expect(result).toEqual({ ok: true, value: { samples: [s1], completeLength: complete.length } });
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
