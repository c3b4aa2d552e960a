// The raw calibration samples as CSV: one row per position, `key,stage,nodes,v1..vD,fen`, where
// vd is the exact score of the completed depth-d iteration (empty if that depth never completed).
// Design choice: each row is written with its own write(2) the moment a position finishes, and a
// run reopens the file and skips the keys it holds — an interrupted run loses at most the
// positions in flight, and a partial last line (killed mid-write) is cut off on reopening.

import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { STAGE_NAMES } from '../../search/mpc/stage.js';
import { fail, ok, type Result } from '../../result.js';

export interface Sample {
  key: string;
  /** STAGE_MIDDLEGAME or STAGE_ENDGAME. */
  stage: number;
  /** Nodes the searches took (for speed reporting; deterministic like the scores). */
  nodes: number;
  /** scores[d − 1] = exact score at depth d, or null if depth d did not complete. */
  scores: Array<number | null>;
  fen: string;
}

export interface ParsedSamples {
  samples: Sample[];
  /** Length of the text up to the end of its last complete line. */
  completeLength: number;
}

export type CsvResult = Result<ParsedSamples, 'InvalidSamples'>;

export function csvHeader(depth: number): string {
  const columns = ['key', 'stage', 'nodes'];
  for (let d = 1; d <= depth; d++) columns.push(`v${d}`);
  columns.push('fen');
  return columns.join(',');
}

/** RFC 4180 quoting, only where needed (FENs and keys normally need none). */
function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

export function formatSampleRow(sample: Sample): string {
  const cells = [quote(sample.key), STAGE_NAMES[sample.stage], String(sample.nodes)];
  for (const v of sample.scores) cells.push(v === null ? '' : String(v));
  cells.push(quote(sample.fen));
  return cells.join(',');
}

/** Split one CSV line into fields (quotes as RFC 4180); null if a quote is left open. */
function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) return null;
        field += line.slice(i, q);
        if (line[q + 1] === '"') { field += '"'; i = q + 2; } else { i = q + 1; break; }
      }
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      field = line.slice(i, end);
      i = end;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    if (line[i] !== ',') return null;
    i++;
  }
}

/**
 * Parse a samples CSV made for `depth`. A last line without its newline is an interrupted write:
 * it is left out, and completeLength says where the complete rows end.
 */
export function parseSamplesCsv(text: string, depth: number, name: string): CsvResult {
  const lastNewline = text.lastIndexOf('\n');
  const completeLength = lastNewline + 1;
  const lines = text.slice(0, completeLength).split('\n');
  lines.pop();
  const expected = csvHeader(depth);
  if (lines.length === 0) return completeLength === 0 ? ok({ samples: [], completeLength }) : fail('InvalidSamples', `${name}: empty`);
  if (lines[0] !== expected) {
    const got = lines[0].split(',').filter((c) => /^v\d+$/.test(c)).length;
    return fail('InvalidSamples', `${name}: header is '${lines[0].slice(0, 60)}', expected depths v1..v${depth}${got > 0 ? ` (the file has v1..v${got}: use --depth ${got} or another --csv)` : ''}`);
  }
  const samples: Sample[] = [];
  const columns = depth + 4;
  for (let n = 1; n < lines.length; n++) {
    const where = `${name} line ${n + 1}`;
    const cells = splitCsvLine(lines[n]);
    if (cells === null || cells.length !== columns) return fail('InvalidSamples', `${where}: expected ${columns} fields, got ${cells === null ? 'an open quote' : cells.length}`);
    const stage = (STAGE_NAMES as readonly string[]).indexOf(cells[1]);
    if (stage < 0) return fail('InvalidSamples', `${where}: stage must be ${STAGE_NAMES.join(' or ')}, got '${cells[1]}'`);
    if (!/^\d+$/.test(cells[2])) return fail('InvalidSamples', `${where}: nodes must be a whole number, got '${cells[2]}'`);
    const scores: Array<number | null> = [];
    for (let d = 1; d <= depth; d++) {
      const cell = cells[2 + d];
      if (cell === '') { scores.push(null); continue; }
      if (!/^-?\d+$/.test(cell)) return fail('InvalidSamples', `${where}: v${d} must be an integer or empty, got '${cell}'`);
      scores.push(Number(cell));
    }
    samples.push({ key: cells[0], stage, nodes: Number(cells[2]), scores, fen: cells[columns - 1] });
  }
  return ok({ samples, completeLength });
}

/** An open samples CSV: the rows it already held, and append() for new ones. */
export class SamplesCsv {
  private constructor(private fd: number, readonly existing: Sample[]) {}

  /** Open or create `path` for `depth`; on a header mismatch or a bad row, the error says which. */
  static open(path: string, depth: number): Result<SamplesCsv, 'InvalidSamples' | 'UnreadableFile'> {
    let existing: Sample[] = [];
    let fd: number;
    try {
      if (existsSync(path)) {
        const parsed = parseSamplesCsv(readFileSync(path, 'utf8'), depth, path);
        if (!parsed.ok) return parsed;
        existing = parsed.value.samples;
        fd = openSync(path, 'r+');
        // Bytes, not characters: the text is ASCII in practice, but count exactly anyway.
        const keep = Buffer.byteLength(readFileSync(path, 'utf8').slice(0, parsed.value.completeLength));
        ftruncateSync(fd, keep);
        closeSync(fd);
        fd = openSync(path, 'a');
        if (keep === 0) writeSync(fd, csvHeader(depth) + '\n');
      } else {
        fd = openSync(path, 'a');
        writeSync(fd, csvHeader(depth) + '\n');
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      return fail('UnreadableFile', `cannot open '${path}' (${code})`);
    }
    return ok(new SamplesCsv(fd, existing));
  }

  append(sample: Sample): void {
    writeSync(this.fd, formatSampleRow(sample) + '\n');
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
