// Static-eval correction history (search/correction.ts): an entry moves toward the error it is
// given, faster for deeper searches, never beyond ±64 cp; sides and pawn structures keep their own
// entries; clear() forgets. In the search (CorrectionHistory on): the table learns, the TT keeps
// the uncorrected evaluation, and the search repeats exactly.

import { describe, expect, it } from 'vitest';
import { positionFromFen } from '../../src/board/fen.js';
import { evaluate } from '../../src/eval/evaluate.js';
import { DEFAULT_EVALUATOR } from '../../src/eval/evaluators.js';
import { Engine } from '../../src/engine/engine.js';
import { CORRECTION_ENTRIES, CorrectionHistory } from '../../src/search/correction.js';
import { MIDDLEGAME } from '../helpers/positions.js';

describe('CorrectionHistory', () => {
  it('moves an entry toward the error it is given, and no further', () => {
    const c = new CorrectionHistory();
    for (let i = 0; i < 200; i++) c.update(0, 1234, 10, 30, 0);
    expect(c.correction(0, 1234)).toBeGreaterThanOrEqual(29);
    expect(c.correction(0, 1234)).toBeLessThanOrEqual(30);
    for (let i = 0; i < 200; i++) c.update(0, 1234, 10, -20, 0);
    expect(c.correction(0, 1234)).toBeGreaterThanOrEqual(-20);
    expect(c.correction(0, 1234)).toBeLessThanOrEqual(-19);
  });

  it('never corrects by more than 64 cp, however large the errors', () => {
    const c = new CorrectionHistory();
    for (let i = 0; i < 100; i++) c.update(1, 99, 20, 5000, -5000);
    expect(c.correction(1, 99)).toBe(64);
    for (let i = 0; i < 100; i++) c.update(1, 99, 20, -30000, 0);
    expect(c.correction(1, 99)).toBe(-64);
  });

  it('a deeper search moves the entry further in one update', () => {
    const shallow = new CorrectionHistory();
    const deep = new CorrectionHistory();
    shallow.update(0, 7, 1, 300, 0);
    deep.update(0, 7, 8, 300, 0);
    expect(deep.correction(0, 7)).toBeGreaterThan(shallow.correction(0, 7));
    expect(shallow.correction(0, 7)).toBeGreaterThan(0);
  });

  it('keeps sides and pawn structures apart (by the low bits of the pawn hash); clear() forgets', () => {
    const c = new CorrectionHistory();
    for (let i = 0; i < 50; i++) c.update(0, 5, 10, 40, 0);
    expect(c.correction(0, 5)).toBeGreaterThan(30);
    expect(c.correction(1, 5)).toBe(0);
    expect(c.correction(0, 6)).toBe(0);
    expect(c.correction(0, 5 + CORRECTION_ENTRIES)).toBe(c.correction(0, 5));
    c.clear();
    expect(c.correction(0, 5)).toBe(0);
  });
});

describe('CorrectionHistory in the search', () => {
  const search = (on: boolean): Engine => {
    const e = new Engine();
    expect(e.applyOption('CorrectionHistory', on ? 'true' : 'false').ok).toBe(true);
    const parsed = positionFromFen(MIDDLEGAME);
    if (!parsed.ok) throw new Error(parsed.message);
    e.searcher.search(parsed.value, { depth: 8 });
    return e;
  };

  it('learns corrections when on, none when off; the TT keeps the uncorrected evaluation', () => {
    const on = search(true);
    expect(on.searcher.correction.table.some((v) => v !== 0)).toBe(true);
    expect(search(false).searcher.correction.table.every((v) => v === 0)).toBe(true);
    const parsed = positionFromFen(MIDDLEGAME);
    if (!parsed.ok) throw new Error(parsed.message);
    const root = parsed.value;
    expect(on.searcher.correction.correction(root.side, root.pawnHashLo)).not.toBe(0);
    expect(on.searcher.tt.probe(root.hashLo, root.hashHi, 0)).toBe(true);
    expect(on.searcher.tt.hitEval).toBe(evaluate(root, DEFAULT_EVALUATOR));
  });

  it('ucinewgame forgets the corrections', () => {
    const e = search(true);
    e.searcher.newGame();
    expect(e.searcher.correction.table.every((v) => v === 0)).toBe(true);
  });
});
