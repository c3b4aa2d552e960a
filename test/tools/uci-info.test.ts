import { describe, expect, it } from 'vitest';
import { isBestLine, parseInfoLine, scoreOf } from '../../src/tools/uci-info.js';

describe('parseInfoLine', () => {
  it('reads a Stockfish-style line, skipping fields it does not use', () => {
    const info = parseInfoLine('info depth 12 seldepth 17 multipv 1 score cp -35 wdl 10 900 90 nodes 123456 nps 900000 hashfull 12 tbhits 0 time 137 pv e2e4 e7e5 g1f3');
    expect(info).toEqual({ depth: 12, seldepth: 17, multipv: 1, scoreCp: -35, nodes: 123456, nps: 900000, time: 137, pv: ['e2e4', 'e7e5', 'g1f3'] });
  });
  it('reads mate scores and bounds', () => {
    expect(parseInfoLine('info depth 5 score mate -3 upperbound nodes 10')).toEqual({ depth: 5, scoreMate: -3, bound: 'upper', nodes: 10 });
    expect(parseInfoLine('info score cp 20 lowerbound')).toEqual({ scoreCp: 20, bound: 'lower' });
  });
  it('ends a pv at the next keyword and takes string to the end', () => {
    expect(parseInfoLine('info pv a2a3 a7a6 nodes 5')).toEqual({ pv: ['a2a3', 'a7a6'], nodes: 5 });
    expect(parseInfoLine('info string depth 3 pv x')).toEqual({ string: 'depth 3 pv x' });
  });
  it('returns undefined for other lines', () => {
    expect(parseInfoLine('bestmove e2e4')).toBeUndefined();
  });
});

describe('scoreOf', () => {
  it('orders mates beyond centipawns, mate 0 as lost', () => {
    expect(scoreOf({ scoreCp: 40 })).toBe(40);
    expect(scoreOf({ scoreMate: 2 })!).toBeGreaterThan(scoreOf({ scoreMate: 5 })!);
    expect(scoreOf({ scoreMate: 5 })!).toBeGreaterThan(30000);
    expect(scoreOf({ scoreMate: 0 })!).toBeLessThan(-30000);
    expect(scoreOf({ scoreMate: -1 })!).toBeLessThan(scoreOf({ scoreMate: -4 })!);
  });
});

describe('isBestLine', () => {
  it('is the unnumbered line or multipv 1, not a MultiPV engine\'s other lines', () => {
    expect(isBestLine(parseInfoLine('info depth 3 score cp 5 pv e2e4')!)).toBe(true);
    expect(isBestLine(parseInfoLine('info depth 3 multipv 1 score cp 5 pv e2e4')!)).toBe(true);
    expect(isBestLine(parseInfoLine('info depth 3 multipv 2 score cp 1 pv d2d4')!)).toBe(false);
  });
});
