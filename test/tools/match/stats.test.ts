// Expected values are figures printed by cutechess-cli and fastchess, or asserted in fastchess's
// own unit tests; each case names its source. They are given to the printed precision (2
// decimals, or 1 for cutechess), so each check allows half a unit in the last printed place.
import { describe, expect, it } from 'vitest';
import { eloFromScore, eloPentanomial, eloTrinomial, erf, normalCdf, scoreFromElo, type Pentanomial } from '../../../src/tools/match/stats.js';

function near(actual: number, expected: number, halfUnit: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(halfUnit + 1e-9);
}

describe('Elo and score', () => {
  it('are inverse, with 0.5 at 0 Elo and the textbook 0.64 at +100', () => {
    expect(Math.abs(eloFromScore(0.5))).toBe(0);
    near(scoreFromElo(100), 0.640, 0.0005);
    near(eloFromScore(scoreFromElo(-237)), -237, 1e-9);
    expect(eloFromScore(1)).toBe(Infinity);
  });
  it('erf matches known values', () => {
    near(erf(0.5), 0.5204998778130465, 1e-14);
    near(erf(1), 0.8427007929497149, 1e-14);
    near(erf(3), 0.9999779095030014, 1e-14);
    near(erf(-2), -0.9953222650189527, 1e-14);
    near(normalCdf(1.959963984540054), 0.975, 1e-12);
  });
});

describe('trinomial (cutechess-cli output)', () => {
  // cutechess-cli summaries quoted in GitHub threads:
  //   jw1912/Chess-Challenge#22: "Score of new vs old: 195 - 110 - 85 … Elo difference: 77.0 +/- 31.1, LOS: 100.0 %"
  //   brunocodutra/cinder#570:   "1038 - 1037 - 1925 … Elo difference: 0.1 +/- 7.7, LOS: 50.9 %"
  //   princesslana/princhess#210: "745 - 678 - 501 … Elo difference: 12.1 +/- 13.3, LOS: 96.2 %"
  //   cutechess/cutechess#543:   "880 - 759 - 1863 … Elo difference: 12.0 +/- 7.9, LOS: 99.9 %"
  const cases: Array<[number, number, number, number, number, number]> = [
    [195, 110, 85, 77.0, 31.1, 100.0],
    [1038, 1037, 1925, 0.1, 7.7, 50.9],
    [745, 678, 501, 12.1, 13.3, 96.2],
    [880, 759, 1863, 12.0, 7.9, 99.9],
  ];
  // cutechess's Elo::phiInv uses Winitzki's closed-form erf⁻¹ approximation
  // (a = 8(π−3) / (3π(4−π))), so its interval is a little narrower than the exact 1.95996 one:
  // the printed errors are reproduced with that quantile.
  const a = 8 * (Math.PI - 3) / (3 * Math.PI * (4 - Math.PI));
  const y = Math.log(1 - 0.95 * 0.95);
  const w = 2 / (Math.PI * a) + y / 2;
  const cutechessZ = Math.SQRT2 * Math.sqrt(Math.sqrt(w * w - y / a) - w);
  it('cutechess quantile is the Winitzki approximation of 1.96', () => {
    near(cutechessZ, 1.9572, 0.0001);
  });
  for (const [wins, losses, draws, elo, error, los] of cases) {
    it(`${wins}-${losses}-${draws}`, () => {
      const e = eloTrinomial({ wins, draws, losses }, cutechessZ)!;
      near(e.elo, elo, 0.05);
      near(e.error, error, 0.05);
      near(e.los * 100, los, 0.05);
    });
  }
  it('fastchess EloWDL (app/tests/elo_test.cpp): W136 L96 D111 → 40.70 +/- 30.43, nElo 49.77 +/- 36.77', () => {
    const e = eloTrinomial({ wins: 136, losses: 96, draws: 111 })!;
    near(e.elo, 40.70, 0.005);
    near(e.error, 30.43, 0.005);
    near(e.nElo, 49.77, 0.005);
    near(e.nEloError, 36.77, 0.005);
  });
  it('fastchess EloWDL: W76 L89 D123 → nElo -20.76 +/- 40.13', () => {
    const e = eloTrinomial({ wins: 76, losses: 89, draws: 123 })!;
    near(e.nElo, -20.76, 0.005);
    near(e.nEloError, 40.13, 0.005);
  });
  it('is undefined with no games', () => {
    expect(eloTrinomial({ wins: 0, draws: 0, losses: 0 })).toBeUndefined();
  });
});

describe('pentanomial (fastchess)', () => {
  // [LL, LD, DD+WL, WD, WW] → Elo, error, nElo, nElo error, LOS %.
  // fastchess app/tests/elo_test.cpp, EloPentanomial 1 and 2 (Stats(ll, ld, wl, dd, wd, ww)):
  //   (34, 54, 31, 32, 64, 75): 55.58 +/- 27.65, nElo 57.94 +/- 28.28, LOS 100.00 %
  //   (332, 433, 457, 41, 333, 334): -8.64 +/- 10.33, nElo -9.17 +/- 10.96, LOS 5.05 %
  // fastchess result blocks quoted in brunocodutra/cinder pull requests:
  //   #773 Ptnml(0-2): [36, 340, 767, 462, 82]  Elo: 22.07 +/- 7.16, nElo: 36.25 +/- 11.72, LOS: 100.00 %
  //   #879 Ptnml(0-2): [115, 1156, 2443, 1233, 141]  Elo: 4.40 +/- 3.91, nElo: 7.61 +/- 6.75, LOS: 98.64 %
  //   #836 Ptnml(0-2): [835, 6884, 13116, 7201, 852]  Elo: 2.11 +/- 1.70, nElo: 3.52 +/- 2.83, LOS: 99.25 %
  //   #920 Ptnml(0-2): [367, 5622, 13276, 5562, 426]  Elo: 0.40 +/- 1.62, nElo: 0.75 +/- 3.03, LOS: 68.58 %
  const cases: Array<[Pentanomial, number, number, number, number, number]> = [
    [[34, 54, 63, 64, 75], 55.58, 27.65, 57.94, 28.28, 100.00],
    [[332, 433, 498, 333, 334], -8.64, 10.33, -9.17, 10.96, 5.05],
    [[36, 340, 767, 462, 82], 22.07, 7.16, 36.25, 11.72, 100.00],
    [[115, 1156, 2443, 1233, 141], 4.40, 3.91, 7.61, 6.75, 98.64],
    [[835, 6884, 13116, 7201, 852], 2.11, 1.70, 3.52, 2.83, 99.25],
    [[367, 5622, 13276, 5562, 426], 0.40, 1.62, 0.75, 3.03, 68.58],
  ];
  for (const [counts, elo, error, nElo, nEloError, los] of cases) {
    it(`[${counts.join(', ')}]`, () => {
      const e = eloPentanomial(counts)!;
      near(e.elo, elo, 0.005);
      near(e.error, error, 0.005);
      near(e.nElo, nElo, 0.005);
      near(e.nEloError, nEloError, 0.005);
      near(e.los * 100, los, 0.005);
    });
  }
  it('gives the same score as the games it summarises', () => {
    // 3 pairs: WW, WL, LD → 2 + 1 + 0.5 = 3.5 points of 6 games.
    expect(eloPentanomial([0, 1, 1, 0, 1])!.score).toBeCloseTo(3.5 / 6, 12);
  });
});
