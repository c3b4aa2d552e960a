// The raw calibration samples as CSV: one row per position, `key,stage,nodes,v1..vD,fen`, where
// vd is the exact score of the completed depth-d iteration (empty if that depth never completed).
// An interior calibration adds a last column, `improving`: 1 or 0, the node's improving signal
// (empty where unknown). Files without it — every root calibration, and interior ones made before
// the column — read as before, their samples without the flag; a run resumes a file in the
// file's own format, so an old interior file keeps its rows and gains no flags.
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
  /** Interior nodes: whether the node's static eval was improving; absent where unknown. */
  improving?: boolean;
}

export interface ParsedSamples {
  samples: Sample[];
  /** The file has the `improving` column. */
  improvingColumn: boolean;
  /** Length of the text up to the end of its last complete line. */
  completeLength: number;
}

export type CsvResult = Result<ParsedSamples, 'InvalidSamples'>;

/** The column after fen in an interior calibration's CSV. */
export const IMPROVING_COLUMN = 'improving';

export function csvHeader(depth: number, improvingColumn = false): string {
  const columns = ['key', 'stage', 'nodes'];
  for (let d = 1; d <= depth; d++) columns.push(`v${d}`);
  columns.push('fen');
  if (improvingColumn) columns.push(IMPROVING_COLUMN);
  return columns.join(',');
}

/** The depth D of a samples CSV header (`key,stage,nodes,v1..vD,fen[,improving]`), or null if it is not one. */
export function samplesCsvDepth(header: string): number | null {
  const m = /^key,stage,nodes((?:,v\d+)+),fen(,improving)?$/.exec(header);
  if (m === null) return null;
  const depth = m[1].split(',').length - 1;
  return header === csvHeader(depth, m[2] !== undefined) ? depth : null;
}

/** RFC 4180 quoting, only where needed (FENs and keys normally need none). */
function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** One row; with `improvingColumn`, the flag last (1, 0, or empty when the sample has none). */
export function formatSampleRow(sample: Sample, improvingColumn = false): string {
  const cells = [quote(sample.key), STAGE_NAMES[sample.stage], String(sample.nodes)];
  for (const v of sample.scores) cells.push(v === null ? '' : String(v));
  cells.push(quote(sample.fen));
  if (improvingColumn) cells.push(sample.improving === undefined ? '' : sample.improving ? '1' : '0');
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
 * Parse a samples CSV made for `depth`, with or without the improving column (its header says
 * which). A last line without its newline is an interrupted write: it is left out, and
 * completeLength says where the complete rows end.
 */
export function parseSamplesCsv(text: string, depth: number, name: string): CsvResult {
  const lastNewline = text.lastIndexOf('\n');
  const completeLength = lastNewline + 1;
  const lines = text.slice(0, completeLength).split('\n');
  lines.pop();
  if (lines.length === 0) return completeLength === 0 ? ok({ samples: [], improvingColumn: false, completeLength }) : fail('InvalidSamples', `${name}: empty`);
  const improvingColumn = lines[0] === csvHeader(depth, true);
  if (!improvingColumn && lines[0] !== csvHeader(depth)) {
    const got = lines[0].split(',').filter((c) => /^v\d+$/.test(c)).length;
    return fail('InvalidSamples', `${name}: header is '${lines[0].slice(0, 60)}', expected depths v1..v${depth}${got > 0 ? ` (the file has v1..v${got}: use --depth ${got} or another --csv)` : ''}`);
  }
  const samples: Sample[] = [];
  const columns = depth + 4 + (improvingColumn ? 1 : 0);
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
    const sample: Sample = { key: cells[0], stage, nodes: Number(cells[2]), scores, fen: cells[depth + 3] };
    if (improvingColumn) {
      const flag = cells[depth + 4];
      if (flag !== '' && flag !== '0' && flag !== '1') return fail('InvalidSamples', `${where}: ${IMPROVING_COLUMN} must be 1, 0 or empty, got '${flag}'`);
      if (flag !== '') sample.improving = flag === '1';
    }
    samples.push(sample);
  }
  return ok({ samples, improvingColumn, completeLength });
}

/**
 * An open samples CSV: the rows it already held, and append() for new ones, written in the file's
 * format (improvingColumn: with the improving column).
 */
export class SamplesCsv {
  private constructor(private fd: number, readonly existing: Sample[], readonly improvingColumn: boolean) {}

  /**
   * Open or create `path` for `depth`; on a header mismatch or a bad row, the error says which.
   * A new (or empty) file gets the improving column if `improvingColumn`; a file with rows keeps
   * its own format.
   */
  static open(path: string, depth: number, improvingColumn = false): Result<SamplesCsv, 'InvalidSamples' | 'UnreadableFile'> {
    let existing: Sample[] = [];
    let withColumn = improvingColumn;
    let fd: number;
    try {
      if (existsSync(path)) {
        const parsed = parseSamplesCsv(readFileSync(path, 'utf8'), depth, path);
        if (!parsed.ok) return parsed;
        existing = parsed.value.samples;
        if (parsed.value.completeLength > 0) withColumn = parsed.value.improvingColumn;
        fd = openSync(path, 'r+');
        // Bytes, not characters: the text is ASCII in practice, but count exactly anyway.
        const keep = Buffer.byteLength(readFileSync(path, 'utf8').slice(0, parsed.value.completeLength));
        ftruncateSync(fd, keep);
        closeSync(fd);
        fd = openSync(path, 'a');
        if (keep === 0) writeSync(fd, csvHeader(depth, withColumn) + '\n');
      } else {
        fd = openSync(path, 'a');
        writeSync(fd, csvHeader(depth, withColumn) + '\n');
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      return fail('UnreadableFile', `cannot open '${path}' (${code})`);
    }
    return ok(new SamplesCsv(fd, existing, withColumn));
  }

  append(sample: Sample): void {
    writeSync(this.fd, formatSampleRow(sample, this.improvingColumn) + '\n');
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
