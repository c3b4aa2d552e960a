// Tests for the plain progress lines (the non-TTY path): schedule, rate and ETA.

import { describe, expect, it } from 'vitest';
import { formatDuration, plainProgress, rateAndEta } from '../../src/tools/progress.js';

describe('progress', () => {
  it('formats durations', () => {
    expect(formatDuration(5.4)).toBe('5s');
    expect(formatDuration(125)).toBe('2m05s');
    expect(formatDuration(3 * 3600 + 7 * 60 + 30)).toBe('3h07m');
    expect(formatDuration(Infinity)).toBe('?');
  });

  it('rates only this run\'s positions (a resumed run starts part-way)', () => {
    // 100 resumed, 30 more in 60 s → 30/min; 70 left → 140 s.
    expect(rateAndEta(200, 100, 130, 60000)).toEqual({ perMinute: 30, etaSeconds: 140 });
    expect(rateAndEta(200, 100, 100, 1000).etaSeconds).toBe(Infinity);
  });

  it('prints at each 5% step, at least once a minute, and at the end', () => {
    let t = 0;
    const lines: string[] = [];
    const p = plainProgress(100, 0, (l) => lines.push(l), () => t);
    t = 1000; p.update(1);
    t = 2000; p.update(4);
    expect(lines).toEqual([]);
    t = 3000; p.update(5);
    expect(lines).toEqual(['calibrate: 5/100 positions (5%), 100.0 positions/min, elapsed 3s, ETA 57s']);
    t = 70000; p.update(6);
    expect(lines).toHaveLength(2);
    t = 80000; p.update(7);
    expect(lines).toHaveLength(2);
    t = 90000; p.update(100);
    expect(lines[2]).toBe('calibrate: 100/100 positions (100%), 66.7 positions/min, elapsed 1m30s, ETA 0s');
  });

  it('counts in the unit it is given (roots, for calibrate --interior)', () => {
    let t = 0;
    const lines: string[] = [];
    const p = plainProgress(20, 0, (l) => lines.push(l), () => t, 'roots');
    t = 6000; p.update(2);
    expect(lines).toEqual(['calibrate: 2/20 roots (10%), 20.0 roots/min, elapsed 6s, ETA 54s']);
  });
});
