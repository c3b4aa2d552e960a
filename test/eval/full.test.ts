// The full evaluator's invariants on real positions: colour symmetry (a flipped position scores
// exactly the negated White-view score), the traced build agreeing with the engine's build and
// adding up term by term (what `kerf eval` and the tuner rely on), the pawn hash and the
// evaluation cache never changing a score, and scores after make/unmake sequences equal to those
// of the same position parsed afresh.

import { describe, expect, it } from 'vitest';
import { getFen } from '../../src/board/fen.js';
import { Position } from '../../src/board/position.js';
import { PHASE_MAX, WHITE } from '../../src/board/types.js';
import { clearEvalCache } from '../../src/eval/eval-cache.js';
import { evaluateFull, evaluateFullWhite } from '../../src/eval/full.js';
import { clearPawnHash } from '../../src/eval/pawn-hash.js';
import { evaluateFullWhite as tracedWhite } from '#eval-traced/full.js';
import {
  SPECIAL_NONE, TRACE_COEF, TRACE_DANGER, TRACE_STATE, TS_EG, TS_MG, TS_PHASE, TS_SCALE, TS_SPECIAL,
} from '../../src/eval/trace.js';
import { N_WEIGHTS, W, egOf, mgOf } from '../../src/eval/weights.js';
import { makeRng, mustParse, randomPlay } from '../board/random-games.js';
import { flipFen, loadFens } from './flip.js';

const FENS = [
  ...loadFens('perftsuite.epd'),
  ...loadFens('wac.epd'),
  ...loadFens('tcec_positions.epd', 1000),
];

describe('full evaluator on the perft suite, WAC and 1,000 TCEC positions', () => {
  const positions = FENS.map((fen) => ({ fen, pos: mustParse(fen) }));

  it('has the test data it expects', () => {
    expect(positions.length).toBe(128 + 300 + 1000);
  });

  it('scores the colour-flipped position as the exact negation (White view), the same for the side to move', () => {
    const failures: string[] = [];
    for (const { fen, pos } of positions) {
      const flipped = mustParse(flipFen(fen));
      const a = evaluateFullWhite(pos);
      const b = evaluateFullWhite(flipped);
      if (a !== -b || evaluateFull(pos) !== evaluateFull(flipped)) failures.push(`${fen}: ${a} vs flipped ${b}`);
    }
    expect(failures).toEqual([]);
  });

  it('traced build gives the same score, and its trace adds up to the mg/eg halves', () => {
    const failures: string[] = [];
    for (const { fen, pos } of positions) {
      const v = evaluateFullWhite(pos);
      const t = tracedWhite(pos);
      if (t !== v) { failures.push(`${fen}: traced ${t} vs ${v}`); continue; }
      if (TRACE_STATE[TS_SPECIAL] !== SPECIAL_NONE) continue;
      let mg = -TRACE_DANGER[0] + TRACE_DANGER[1];
      let eg = 0;
      for (let i = 0; i < N_WEIGHTS; i++) {
        const n = TRACE_COEF[2 * i] - TRACE_COEF[2 * i + 1];
        mg += mgOf(W[i]) * n;
        eg += egOf(W[i]) * n;
      }
      const phase = TRACE_STATE[TS_PHASE];
      const blended = Math.trunc((Math.trunc((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) * TRACE_STATE[TS_SCALE]) / 64);
      if (mg !== TRACE_STATE[TS_MG] || eg !== TRACE_STATE[TS_EG] || blended !== v) {
        failures.push(`${fen}: trace gives mg ${mg} eg ${eg} → ${blended}, evaluation ${TRACE_STATE[TS_MG]} ${TRACE_STATE[TS_EG]} → ${v}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives the same score with a cold pawn hash as with a warm one', () => {
    const warm = positions.map(({ pos }) => evaluateFullWhite(pos));
    warm.forEach((_, i) => evaluateFullWhite(positions[i].pos)); // every entry now cached (or replaced)
    const failures: string[] = [];
    positions.forEach(({ fen, pos }, i) => {
      clearPawnHash();
      const cold = evaluateFullWhite(pos);
      if (cold !== warm[i]) failures.push(`${fen}: cold ${cold} vs warm ${warm[i]}`);
    });
    expect(failures).toEqual([]);
  });
});

describe('full evaluator along random games', () => {
  it('after make/unmake sequences equals a fresh parse, a cold pawn hash and the cached stm score', () => {
    const rng = makeRng(20260401);
    clearEvalCache();
    const failures: string[] = [];
    let visited = 0;
    const check = (pos: Position): void => {
      visited++;
      const v = evaluateFullWhite(pos);
      const stm = pos.side === WHITE ? v : -v;
      const cached = evaluateFull(pos);
      const again = evaluateFull(pos); // a cache hit now
      clearPawnHash();
      const cold = evaluateFullWhite(pos);
      const fen = getFen(pos);
      const fresh = evaluateFullWhite(mustParse(fen));
      const flipped = evaluateFullWhite(mustParse(flipFen(fen)));
      if (cached !== stm || again !== stm || cold !== v || fresh !== v || flipped !== -v) {
        failures.push(`${fen}: ${v} stm ${stm} cached ${cached}/${again} cold ${cold} fresh ${fresh} flipped ${flipped}`);
      }
    };
    for (const fen of loadFens('tcec_positions.epd', 60)) randomPlay(fen, 1, 60, rng, { visit: check });
    randomPlay('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 20, 120, rng, { visit: check });
    expect(failures.slice(0, 5)).toEqual([]);
    expect(visited).toBeGreaterThan(3000);
  });
});
