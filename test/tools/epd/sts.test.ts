import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEpd, parseEpdLine, type EpdRecord } from '../../../src/tools/epd/parse.js';
import { stsPoints, stsTable } from '../../../src/tools/epd/sts.js';

const STS = join(fileURLToPath(new URL('../../../', import.meta.url)), 'data', 'sts');

function record(line: string): EpdRecord {
  const r = parseEpdLine(line, 1);
  if (!r.ok || !r.value) throw new Error(r.ok ? 'blank' : r.message);
  return r.value;
}

// STS01 line 1, checked by hand: c0 "f5=10, Be5+=2, Bf2=3, Bg4=2"; the bishop on d4 goes to e5
// or f2, the one on f3 to g4, the f4 pawn to f5.
const LINE1 = '1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - bm f5; id "STS(v1.0) Undermine.001"; c0 "f5=10, Be5+=2, Bf2=3, Bg4=2"; c7 "f5 Be5+ Bf2 Bg4"; c8 "10 2 3 2"; c9 "f4f5 d4e5 d4f2 f3g4";';

describe('stsTable', () => {
  it('reads c8/c9', () => {
    const r = stsTable(record(LINE1));
    if (!r.ok || !r.value) throw new Error('no table');
    expect([...r.value.points]).toEqual([['f4f5', 10], ['d4e5', 2], ['d4f2', 3], ['f3g4', 2]]);
    expect(r.value.max).toBe(10);
    expect(stsPoints(r.value, 'd4f2')).toBe(3);
    expect(stsPoints(r.value, 'e2e4')).toBe(0);
  });
  it('falls back to c0 SAN when c8/c9 are absent', () => {
    const line = LINE1.replace(/ c7 .*$/, '');
    const r = stsTable(record(line));
    if (!r.ok || !r.value) throw new Error('no table');
    expect([...r.value.points]).toEqual([['f4f5', 10], ['d4e5', 2], ['d4f2', 3], ['f3g4', 2]]);
  });
  it('has no table for prose c0 or no comments, and errors on inconsistent ones', () => {
    expect(stsTable(record('8/8/8/8/8/8/8/K6k w - - c0 "CCC post 27.4.2004";'))).toEqual({ ok: true, value: undefined });
    expect(stsTable(record('8/8/8/8/8/8/8/K6k w - - id "x";'))).toEqual({ ok: true, value: undefined });
    expect(stsTable(record('8/8/8/8/8/8/8/K6k w - - c8 "10 3"; c9 "a1a2";'))).toEqual({ ok: false, kind: 'InvalidEpd', message: 'c8 has 2 points but c9 has 1 moves' });
    expect(stsTable(record('8/8/8/8/8/8/8/K6k w - - c0 "Kb3=10";'))).toEqual({ ok: false, kind: 'InvalidEpd', message: "c0: 'Kb3' is not a legal move here" });
  });
  it('agrees between c0 and c8/c9 on every line of the suite, and gives bm the maximum', () => {
    let lines = 0;
    for (const file of readdirSync(STS)) {
      for (const r of parseEpd(readFileSync(join(STS, file), 'utf8')).records) {
        const both = stsTable(r);
        const c0Only = stsTable({ ...r, opcodes: new Map([...r.opcodes].filter(([k]) => k !== 'c8' && k !== 'c9')) });
        if (!both.ok || !both.value || !c0Only.ok || !c0Only.value) throw new Error(`line ${r.lineNumber} of ${file}`);
        expect([...c0Only.value.points].sort()).toEqual([...both.value.points].sort());
        expect(stsPoints(both.value, r.bm![0])).toBe(both.value.max);
        lines++;
      }
    }
    expect(lines).toBe(1500);
  });
});
