// The tuner's pieces: the data split, the quiescence line, the linear model against the engine's
// own evaluation, K fitting, one short Adam run, and writing weights back into weights.ts.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFen } from '../../../src/board/fen.js';
import {
  KING_DANGER_BASE, KING_DANGER_SCALE, N_WEIGHTS, TERMS, W, Wt, egOf, mgOf,
} from '../../../src/eval/weights.js';
import { parseTuningData, readDatagenTuningData } from '../../../src/tools/tune/data.js';
import { RECORD_SIZE, encodeHeader, encodeRecord } from '../../../src/tools/datagen/format.js';
import { buildTuningSet } from '../../../src/tools/tune/model.js';
import { playQuietLine } from '../../../src/tools/tune/quiesce.js';
import { Params, blendTargets, cloneParams, fitK, lossOf, modelEvals, tune } from '../../../src/tools/tune/texel.js';
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
    // TCEC positions carry the playing engine's score (ce, side to move), here from White's view.
    expect(d.train.some((p) => Number.isNaN(p.score))).toBe(false);
    expect(d.train[0].score).toBe(127); // line 1: White to move, ce 127
  });

  it('reads ce as the side to move\'s score and turns it to White\'s view', () => {
    const d = parseTuningData([
      '4k3/8/8/8/8/8/4P3/4K3 w - - hmvc 0; ce 35; c9 "1-0"; id "g1";',
      '4k3/8/8/8/8/8/4P3/4K3 b - - hmvc 0; ce -40; c9 "1-0"; id "g1";',
    ].join('\n'), 10);
    expect(d.train.map((p) => p.score)).toEqual([35, 40]);
  });

  it('reads a datagen file directly: results, White-view scores, the split by game id, and --limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-tune-'));
    const games = 30;
    const perGame = 3;
    const header = encodeHeader({ seed: 1, nodes: 300, randomPlies: 4, flags: 1, maxMoves: 200, gamesDone: games });
    const records = new Uint8Array(games * perGame * RECORD_SIZE);
    const black = mustParse('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1');
    for (let g = 0; g < games; g++) {
      for (let i = 0; i < perGame; i++) encodeRecord(black, 10 * g + i, g % 3 === 0 ? 1 : 0.5, g, records, (g * perGame + i) * RECORD_SIZE);
    }
    const path = join(dir, 'small.bin');
    writeFileSync(path, Buffer.concat([header, records]));
    const read = readDatagenTuningData(path, 10);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.games).toBe(games);
    expect(read.value.validation).toHaveLength(3 * perGame); // games 9, 19, 29
    expect(read.value.validation.map((p) => p.score)).toEqual([90, 91, 92, 190, 191, 192, 290, 291, 292]);
    expect(read.value.train.filter((p) => p.result === 1)).toHaveLength(9 * perGame); // games 0, 3, …, 27 but 9
    expect(read.value.train[0].fen).toBe('4k3/8/8/8/8/8/4P3/4K3 b - -');
    const limited = readDatagenTuningData(path, 10, false, 10);
    expect(limited.ok && limited.value.train.length + limited.value.validation.length).toBe(10);
    const missing = readDatagenTuningData(join(dir, 'none.bin'));
    expect(missing.ok ? '' : missing.kind).toBe('UnreadableFile');
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

  it('endgame scaling: the model follows the rule the engine applied, and drawn results pull its weight down', () => {
    // Opposite-coloured bishops with pawns only (White a pawn up, no passer): scaled by the
    // OCB_PURE weight; with a knight each too: the OCB_PIECES weight; a plain pawn ending: 64/64.
    const positions = [
      { fen: '4k3/2b2p2/6p1/8/8/5PP1/4BP2/4K3 w - -', result: 0.5, score: NaN, lineNumber: 1 },
      { fen: '4k3/2b2p2/4n1p1/8/8/3N1PP1/4BP2/4K3 w - -', result: 0.5, score: NaN, lineNumber: 2 },
      { fen: '4k3/5p2/6p1/8/8/5PP1/5P2/4K3 w - -', result: 0.5, score: NaN, lineNumber: 3 },
    ];
    const s = buildTuningSet(positions, false);
    expect(Array.from(s.scaleCase)).toEqual([2, 3, 0]); // SCALE_CASE_OCB_PURE, _OCB_PIECES, _NORMAL
    const start = currentParams();
    const evals = modelEvals(s, start);
    for (let p = 0; p < s.n; p++) expect(Math.abs(evals[p] - s.engine[p])).toBeLessThan(2);
    expect(s.engine[0]).toBeGreaterThan(0);
    // All three drawn: Adam lowers the two scale weights that applied (and leaves the others).
    const params = cloneParams(start);
    tune(s, params, 1, { epochs: 50, rate: 0.5, dangerRate: 0, lambda: 0 });
    const at = Wt.ENDGAME_SCALE as number;
    expect(params.mg[at + 0]).toBeLessThan(start.mg[at + 0]); // OCB_PURE
    expect(params.mg[at + 3]).toBeLessThan(start.mg[at + 3]); // OCB_PIECES
    expect(params.mg[at + 4]).toBe(start.mg[at + 4]); // NO_PAWNS_SMALL_EDGE: no such position
    for (let i = at; i < at + 5; i++) expect(params.mg[i]).toBeGreaterThanOrEqual(0);
  });

  it('blended targets: weight 1 is the result, 0 the score through the sigmoid; no score, no blend', () => {
    const s = buildTuningSet([
      { fen: '4k3/8/8/8/8/8/4P3/4K3 w - -', result: 1, score: 0, lineNumber: 1 },
      { fen: '4k3/8/8/8/8/8/4P3/4K3 w - -', result: 0, score: 400, lineNumber: 2 },
    ], false);
    expect(blendTargets(s, 1, 1)).toBe(0);
    expect(Array.from(s.target)).toEqual([1, 0]);
    expect(blendTargets(s, 1, 0)).toBe(0);
    expect(s.target[0]).toBeCloseTo(0.5, 12);
    expect(s.target[1]).toBeCloseTo(10 / 11, 12); // 1 / (1 + 10^-1)
    expect(blendTargets(s, 1, 0.5)).toBe(0);
    expect(s.target[1]).toBeCloseTo(0.5 * 0 + 0.5 * (10 / 11), 12);
    // K is still fitted against the results, whatever the targets.
    const evals = modelEvals(s, currentParams());
    expect(fitK(s, evals)).toBe(fitK({ ...s, target: s.result }, evals));
    const none = buildTuningSet([{ fen: '4k3/8/8/8/8/8/4P3/4K3 w - -', result: 1, score: NaN, lineNumber: 1 }], false);
    expect(blendTargets(none, 1, 0.7)).toBe(1);
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
