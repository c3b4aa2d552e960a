// The MPC ablation's table on made-up measurements: ratios to off, false-cut rates with their
// Wilson intervals (worked out by hand from Wilson's formula), depth means and gains over one and
// several runs, and the missing mark where nothing was measured.
import { describe, expect, it } from 'vitest';
import { ablationTable, benchRatio, depthCell, falseCutCells, gainCell, thousands, type AblationRow } from '../../../experiments/lib/ablation-table.js';

const counts = (falseCuts: number, verified: number, seen: number) => ({ status: 'measured' as const, counts: { falseCuts, verified, seen, skipped: 0 } });

const rows: AblationRow[] = [
  { name: 'off', options: ['ProbCut=off'], benchNodes: 3848233, falsecut: null, depthRuns: [{ meanDepth: 11.9, gain: 0.1, ci95: [-0.1, 0.3] }] },
  { name: 'mpc', options: ['ProbCut=mpc'], benchNodes: 2956777, falsecut: counts(6, 624, 1345), depthRuns: [{ meanDepth: 12.3, gain: 0.37, ci95: [0.26, 0.48] }] },
  { name: 'fixed', options: ['ProbCut=fixed'], benchNodes: 3404850, falsecut: counts(3, 1557, 3291), depthRuns: [{ meanDepth: 12.0, gain: -0.05, ci95: null }] },
  { name: 'quiet', options: [], benchNodes: null, falsecut: { status: 'no-cut' }, depthRuns: [] },
];

describe('cells', () => {
  it('ratio to off, or nothing without off\'s nodes', () => {
    expect(benchRatio(rows[1], rows[0])).toBeCloseTo(0.768347, 6);
    expect(benchRatio(rows[1], undefined)).toBeNull();
    expect(benchRatio(rows[3], rows[0])).toBeNull();
    expect(benchRatio(rows[1], { ...rows[0], benchNodes: null })).toBeNull();
  });

  it('false cuts with the 95 % Wilson interval', () => {
    // 6/624: p = 0.9615 %, Wilson 0.4414–2.0818 %; 3/1557: 0.1927 %, 0.0655–0.5650 %; 0/50: 0–7.1348 %.
    expect(falseCutCells(counts(6, 624, 1345))).toEqual([1345, '6/624 (0.96 %)', '0.44–2.08 %']);
    expect(falseCutCells(counts(3, 1557, 3291))).toEqual([3291, '3/1557 (0.19 %)', '0.07–0.56 %']);
    expect(falseCutCells(counts(0, 50, 70))).toEqual([70, '0/50 (0.00 %)', '0.00–7.13 %']);
    expect(falseCutCells(counts(0, 0, 4))).toEqual([4, '0/0 (nothing verified)', null]);
    expect(falseCutCells({ status: 'no-cut' })).toEqual([0, 'no cut', null]);
    expect(falseCutCells(null)).toEqual([null, null, null]);
  });

  it('depth and gain: one run with the tool\'s interval, several as mean (lowest to highest)', () => {
    const runs = [{ meanDepth: 12.1, gain: 0.3, ci95: null }, { meanDepth: 12.5, gain: 0.5, ci95: null }, { meanDepth: 12.3, gain: -0.2, ci95: null }];
    expect(depthCell(runs)).toBe('12.30 (12.10–12.50)');
    expect(gainCell(runs)).toBe('+0.20 (−0.20 to +0.50)');
    expect(depthCell([runs[0]])).toBe('12.10');
    expect(gainCell([{ meanDepth: 12, gain: 0.37, ci95: [0.26, 0.48] }])).toBe('+0.37 [+0.26, +0.48]');
    expect(gainCell([{ meanDepth: 12, gain: -0.05, ci95: null }])).toBe('−0.05');
    expect(depthCell([])).toBeNull();
    expect(gainCell([])).toBeNull();
  });

  it('thousands separators', () => {
    expect(thousands(3848233)).toBe('3,848,233');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
  });
});

describe('ablationTable', () => {
  it('puts every figure of a row in its column', () => {
    const lines = ablationTable(rows, { benchDepth: 10, falsecut: { depth: 9, positions: 20 }, depth: { movetimeMs: 1000, runs: 1 }, ratios: true });
    expect(lines[0]).toBe('| setting | options | bench nodes, depth 10 | vs off | cuts seen (20 positions, depth 9) | false cuts (rate) | 95 % Wilson interval | mean depth at 1 s | gain over off, plies [95 % CI] |');
    expect(lines[1]).toBe('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    expect(lines[2]).toBe('| off | `ProbCut=off` | 3,848,233 | 1.000 | – | – | – | 11.90 | +0.10 [−0.10, +0.30] |');
    expect(lines[3]).toBe('| mpc | `ProbCut=mpc` | 2,956,777 | 0.768 | 1345 | 6/624 (0.96 %) | 0.44–2.08 % | 12.30 | +0.37 [+0.26, +0.48] |');
    expect(lines[4]).toBe('| fixed | `ProbCut=fixed` | 3,404,850 | 0.885 | 3291 | 3/1557 (0.19 %) | 0.07–0.56 % | 12.00 | −0.05 |');
    expect(lines[5]).toBe('| quiet | (defaults) | – | – | 0 | no cut | – | – | – |');
    expect(lines).toHaveLength(6);
  });

  it('leaves out the depth columns without a depth test, and the ratio without ratios', () => {
    const noDepth = ablationTable(rows, { benchDepth: 5, falsecut: { depth: 6, positions: 2 }, depth: null, ratios: true });
    expect(noDepth[0]).toBe('| setting | options | bench nodes, depth 5 | vs off | cuts seen (2 positions, depth 6) | false cuts (rate) | 95 % Wilson interval |');
    const noRatio = ablationTable(rows.slice(1), { benchDepth: 5, falsecut: { depth: 6, positions: 2 }, depth: null, ratios: false });
    expect(noRatio[0]).not.toContain('vs off');
    expect(noRatio[1]).toBe('| --- | --- | ---: | ---: | ---: | ---: |');
    expect(noRatio[2]).toBe('| mpc | `ProbCut=mpc` | 2,956,777 | 1345 | 6/624 (0.96 %) | 0.44–2.08 % |');
  });

  it('shows no ratio when off is not among the rows measured', () => {
    const lines = ablationTable(rows.slice(1, 2), { benchDepth: 10, falsecut: { depth: 9, positions: 20 }, depth: null, ratios: true });
    expect(lines[2]).toBe('| mpc | `ProbCut=mpc` | 2,956,777 | – | 1345 | 6/624 (0.96 %) | 0.44–2.08 % |');
  });

  it('names the spread of several depth runs in the headers', () => {
    const many = rows.map((r) => ({ ...r, depthRuns: [...r.depthRuns, ...r.depthRuns] }));
    const lines = ablationTable(many, { benchDepth: 10, falsecut: { depth: 9, positions: 20 }, depth: { movetimeMs: 200, runs: 2 }, ratios: true });
    expect(lines[0]).toContain('| mean depth at 0.2 s (lowest–highest of 2 runs) | gain over off, plies (lowest to highest of 2 runs) |');
    expect(lines[3]).toContain('| 12.30 (12.30–12.30) | +0.37 (+0.37 to +0.37) |');
  });
});
