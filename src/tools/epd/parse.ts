// EPD and FEN-per-line files → records: the position as a full 6-field FEN, every opcode with its
// operands, and the common opcodes typed (id, bm/am/sm as UCI, acd, ce, c0…c9, hmvc, fmvn).
// Accepts EPD (4 fields + operations), plain FEN lines (book files), and FEN + operations (the
// perft files' "fen ;D1 20 ;D2 400"). A bad line yields an error with its line number and is
// skipped; the rest of the file still loads.
// Design choice: positions are checked with Kerf's own FEN reader (it takes Shredder castling, so
// the Chess960 file loads) but SAN is resolved by chess.js, the referee — and only when a SAN
// opcode is present, so a 40,000-line book never builds a chess.js board.

import { Position } from '../../board/position.js';
import { setFen } from '../../board/fen.js';
import { sanBoard, sanToUci } from './san.js';
import { fail, ok, type Result } from '../../result.js';

export interface EpdRecord {
  lineNumber: number;
  /** Six-field FEN: the EPD's four fields plus hmvc/fmvn (or the line's own clocks, or 0 1). */
  fen: string;
  /** Every operation in line order: opcode → operands (quotes removed). */
  opcodes: Map<string, string[]>;
  id?: string;
  /** Best / avoid moves as UCI, and as written. */
  bm?: string[];
  am?: string[];
  bmSan?: string[];
  amSan?: string[];
  /** Supplied move (`sm`) as UCI. */
  sm?: string;
  /** Analysis depth and centipawn evaluation, when present. */
  acd?: number;
  ce?: number;
}

export interface EpdError {
  lineNumber: number;
  message: string;
}

export interface EpdFile {
  records: EpdRecord[];
  errors: EpdError[];
}

/** A record, `undefined` for a blank or comment line, or why the line is refused. */
export type LineResult = Result<EpdRecord | undefined, 'InvalidEpd'>;

const OPCODE = /^[A-Za-z][A-Za-z0-9_]{0,14}$/;
const INT = /^[+-]?\d+$/;
const scratch = new Position();

/** Tokens of the operations part: words, quoted strings and ';' terminators. */
function tokenize(text: string): Result<Array<{ text: string; quoted: boolean }>, 'InvalidEpd'> {
  const tokens: Array<{ text: string; quoted: boolean }> = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t') { i++; continue; }
    if (c === ';') { tokens.push({ text: ';', quoted: false }); i++; continue; }
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return fail('InvalidEpd', `unterminated string starting at column ${i + 1}`);
      tokens.push({ text: text.slice(i + 1, end), quoted: true });
      i = end + 1;
      continue;
    }
    let j = i;
    while (j < text.length && !' \t;"'.includes(text[j])) j++;
    tokens.push({ text: text.slice(i, j), quoted: false });
    i = j;
  }
  return ok(tokens);
}

/**
 * One line. Blank lines and lines starting with '#' give `value: undefined` (nothing to load).
 * `lineNumber` is 1-based and only copied into the record.
 */
export function parseEpdLine(line: string, lineNumber: number): LineResult {
  const text = line.replace(/\r$/, '').trim();
  if (text === '' || text.startsWith('#')) return ok(undefined);
  const fields = text.split(/\s+/, 4);
  if (fields.length < 4) return fail('InvalidEpd', `expected at least 4 FEN fields (placement, side, castling, en passant), got ${fields.length}`);
  // Everything after the 4th field: optional clocks, then operations.
  let rest = text;
  for (let k = 0; k < 4; k++) rest = rest.replace(/^\s*\S+/, '');
  const tokenized = tokenize(rest);
  if (!tokenized.ok) return tokenized;
  const tokens = tokenized.value;
  let t = 0;
  let clocks: [string, string] | undefined;
  if (tokens.length >= 2 && !tokens[0].quoted && !tokens[1].quoted && /^\d+$/.test(tokens[0].text) && /^\d+$/.test(tokens[1].text)) {
    clocks = [tokens[0].text, tokens[1].text];
    t = 2;
  }

  const opcodes = new Map<string, string[]>();
  while (t < tokens.length) {
    if (tokens[t].text === ';' && !tokens[t].quoted) { t++; continue; }
    const op = tokens[t];
    if (op.quoted || !OPCODE.test(op.text)) return fail('InvalidEpd', `'${op.text}' is not an opcode (a letter, then up to 14 letters, digits or _)`);
    t++;
    const operands: string[] = [];
    while (t < tokens.length && !(tokens[t].text === ';' && !tokens[t].quoted)) operands.push(tokens[t++].text);
    if (opcodes.has(op.text)) return fail('InvalidEpd', `opcode '${op.text}' appears twice`);
    opcodes.set(op.text, operands);
  }

  const int = (name: string): number | string | undefined => {
    const operands = opcodes.get(name);
    if (operands === undefined) return undefined;
    if (operands.length !== 1 || !INT.test(operands[0])) return `${name} needs one whole number, got '${operands.join(' ')}'`;
    return Number(operands[0]);
  };
  const hmvc = int('hmvc');
  const fmvn = int('fmvn');
  const acd = int('acd');
  const ce = int('ce');
  for (const v of [hmvc, fmvn, acd, ce]) if (typeof v === 'string') return fail('InvalidEpd', v);
  if (typeof hmvc === 'number' && hmvc < 0) return fail('InvalidEpd', `hmvc must not be negative, got ${hmvc}`);
  if (typeof fmvn === 'number' && fmvn < 1) return fail('InvalidEpd', `fmvn must be at least 1, got ${fmvn}`);
  const half = hmvc !== undefined ? String(hmvc) : clocks ? clocks[0] : '0';
  const full = fmvn !== undefined ? String(fmvn) : clocks ? clocks[1] : '1';
  const fen = `${fields.join(' ')} ${half} ${full}`;
  const checked = setFen(scratch, fen);
  if (!checked.ok) return fail('InvalidEpd', checked.message);

  const record: EpdRecord = { lineNumber, fen, opcodes };
  const id = opcodes.get('id');
  if (id !== undefined) record.id = id.join(' ');
  if (acd !== undefined) record.acd = acd as number;
  if (ce !== undefined) record.ce = ce as number;

  const sanOpcodes = ['bm', 'am', 'sm'].filter((name) => opcodes.has(name));
  if (sanOpcodes.length > 0) {
    const board = sanBoard(fen);
    if (!board.ok) return fail('InvalidEpd', `chess.js cannot load the position for SAN moves: ${board.message}`);
    for (const name of sanOpcodes) {
      const sans = opcodes.get(name)!;
      if (sans.length === 0) return fail('InvalidEpd', `${name} has no move`);
      if (name === 'sm' && sans.length !== 1) return fail('InvalidEpd', `sm needs exactly one move, got ${sans.length}`);
      const ucis: string[] = [];
      for (const san of sans) {
        const r = sanToUci(board.value, san);
        if (!r.ok) return fail('InvalidEpd', `${name}: ${r.message}`);
        ucis.push(r.value);
      }
      if (name === 'bm') { record.bm = ucis; record.bmSan = sans; }
      else if (name === 'am') { record.am = ucis; record.amSan = sans; }
      else record.sm = ucis[0];
    }
  }
  return ok(record);
}

/**
 * All records of a file's text, and the line-numbered errors of the lines that were skipped.
 * With `limit`, reading stops once that many records have loaded (a suite run with --limit need
 * not resolve the SAN of lines it will never search).
 */
export function parseEpd(text: string, { limit = Infinity }: { limit?: number } = {}): EpdFile {
  const records: EpdRecord[] = [];
  const errors: EpdError[] = [];
  const lines = text.split('\n');
  // A final newline leaves one empty string, which parseEpdLine skips as blank.
  for (let i = 0; i < lines.length && records.length < limit; i++) {
    const r = parseEpdLine(lines[i], i + 1);
    if (!r.ok) errors.push({ lineNumber: i + 1, message: r.message });
    else if (r.value) records.push(r.value);
  }
  return { records, errors };
}

/** A record's comment opcode c0…c9 as one string, if present. */
export function comment(record: EpdRecord, n: number): string | undefined {
  const operands = record.opcodes.get(`c${n}`);
  return operands === undefined ? undefined : operands.join(' ');
}
