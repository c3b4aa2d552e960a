// The tuner's pieces: the data split, the quiescence line, the linear model against the engine's
// own evaluation, K fitting, one short Adam run, and writing weights back into weights.ts.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFen } from '../../../src/board/fen.js';
import {
  KING_DANGER_BASE, KING_DANGER_SCALE, N_WEIGHTS, TERMS, W, Wt, egOf, mgOf,
} from '../../../src/eval/weights.js';
import { parseTuningData } from '../../../src/tools/tune/data.js';
import { buildTuningSet } from '../../../src/tools/tune/model.js';
import { playQuietLine } from '../../../src/tools/tune/quiesce.js';
import { Params, cloneParams, fitK, lossOf, modelEvals, tune } from '../../../src/tools/tune/texel.js';
import { rewriteWeightsSource } from '../../../src/tools/tune/write-weights.js';
import { mustParse } from '../../board/random-games.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TCEC = readFileSync(`${ROOT}data/tcec_positions.epd`, 'utf8');

function currentParams(): Params {
  return {
    mg: Float64Array.from({ length: N_WEIGHTS }, (_, i) => mgOf(W[i])),
    eg: Float64Array.from({ length: N_WEIGHTS }, (_, i) => egOf(W[i])),
    dangerScale: KING_DANGER_SCALE,
    dangerBase: KING_DANGER_BASE,
  };
}

describe('tuning data', () => {
  it('reads c9 results and holds out every tenth game; the dev split never uses them', () => {
    const d = parseTuningData(TCEC);
    expect(d.games).toBe(1032);
    expect(d.train.length + d.validation.length).toBe(10000);
    expect(d.errors).toEqual([]);
    // No game has positions on both sides of the split.
    const gameOf = (p: { lineNumber: number }): string => /id "([^"]*?)( ply\d+)?"/.exec(TCEC.split('\n')[p.lineNumber - 1])![1];
    const trainGames = new Set(d.train.map(gameOf));
    expect(d.validation.some((p) => trainGames.has(gameOf(p)))).toBe(false);
    expect(new Set(d.validation.map(gameOf)).size).toBe(103);
    expect(new Set(d.train.map((p) => p.result))).toEqual(new Set([0, 0.5, 1]));
    const dev = parseTuningData(TCEC, 10, true);
    const held = new Set(d.validation.map((p) => p.lineNumber));
    expect(dev.train.length + dev.validation.length).toBe(d.train.length);
    expect([...dev.train, ...dev.validation].some((p) => held.has(p.lineNumber))).toBe(false);
    const bad = parseTuningData('8/8/8/8/8/8/8/K6k w - - c9 "*";\n');
    expect(bad.errors.length).toBe(1);
  });
});

describe('quiescence line', () => {
  it('plays out a hanging capture, leaves a quiet position alone, and unmakes cleanly', () => {
    // Black's queen on d5 hangs to the e4 pawn.
    const pos = mustParse('4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1');
    const before = getFen(pos);
    const n = playQuietLine(pos);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(pos.board[35]).toBe(1); // a white pawn on d5
    for (let i = 0; i < n; i++) pos.unmakeMove();
    expect(getFen(pos)).toBe(before);
    expect(playQuietLine(mustParse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'))).toBe(0);
  });
});

describe('linear model', () => {
  const data = parseTuningData(TCEC).train.slice(0, 300);
  const set = buildTuningSet(data, true);

  it('reproduces the engine evaluation up to rounding', () => {
    const evals = modelEvals(set, currentParams());
    for (let p = 0; p < set.n; p++) expect(Math.abs(evals[p] - set.engine[p]), set.leafFens[p]).toBeLessThan(2);
  });

  it('K is a minimum of the loss, and Adam lowers the training loss without moving frozen weights', () => {
    const start = currentParams();
    const k = fitK(set, modelEvals(set, start));
    const at = (kk: number): number => lossOf(set, modelEvals(set, start), kk);
    expect(at(k)).toBeLessThanOrEqual(at(k * 1.2));
    expect(at(k)).toBeLessThanOrEqual(at(k / 1.2));
    const params = cloneParams(start);
    tune(set, params, k, { epochs: 30, rate: 1, dangerRate: 0.05, lambda: 1e-9 });
    expect(lossOf(set, modelEvals(set, params), k)).toBeLessThan(at(k));
    for (const t of TERMS) {
      for (let i = t.offset; i < t.offset + t.size; i++) {
        if (t.tune === 'none' || t.tune === 'eg') expect(params.mg[i], t.name).toBe(start.mg[i]);
        if (t.tune === 'none' || t.tune === 'mg') expect(params.eg[i], t.name).toBe(start.eg[i]);
      }
    }
  });
});

describe('writing weights back', () => {
  const source = readFileSync(`${ROOT}src/eval/weights.ts`, 'utf8');
  const mg = Int32Array.from({ length: N_WEIGHTS }, (_, i) => mgOf(W[i]));
  const eg = Int32Array.from({ length: N_WEIGHTS }, (_, i) => egOf(W[i]));

  it('reproduces weights.ts exactly with the current values', () => {
    expect(rewriteWeightsSource(source, mg, eg, KING_DANGER_SCALE, KING_DANGER_BASE)).toBe(source);
  });

  it('changes only the numbers it is given', () => {
    const mg2 = Int32Array.from(mg);
    mg2[Wt.BISHOP_PAIR] = 31;
    const out = rewriteWeightsSource(source, mg2, eg, 12.5, 3.2);
    expect(out).toContain(`'BishopPair', 'Imbalance', 'both', 'list', [S(31, ${eg[Wt.BISHOP_PAIR]})]`);
    expect(out).toContain('export const KING_DANGER_SCALE = 12.5;');
    expect(out).toContain('export const KING_DANGER_BASE = 3.2;');
    expect(out.split('\n').length).toBe(source.split('\n').length);
  });
});
