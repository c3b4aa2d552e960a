import { describe, expect, it } from 'vitest';
import { Clock, formatTimeControl, parseTimeControl } from '../../../src/tools/match/time-control.js';

describe('parseTimeControl', () => {
  it('reads base+inc and moves/base+inc in seconds', () => {
    expect(parseTimeControl('10+0.1')).toEqual({ ok: true, value: { moves: 0, baseMs: 10000, incMs: 100 } });
    expect(parseTimeControl('40/60')).toEqual({ ok: true, value: { moves: 40, baseMs: 60000, incMs: 0 } });
    expect(parseTimeControl('1+0.01')).toEqual({ ok: true, value: { moves: 0, baseMs: 1000, incMs: 10 } });
  });
  it('rejects malformed controls with the reason', () => {
    expect(parseTimeControl('fast')).toEqual({ ok: false, kind: 'InvalidTimeControl', message: "time control base 'fast' is not a number of seconds" });
    expect(parseTimeControl('10+')).toEqual({ ok: false, kind: 'InvalidTimeControl', message: "time control '10+' is not [moves/]base[+inc] in seconds, e.g. 10+0.1" });
    expect(parseTimeControl('0+0.1')).toEqual({ ok: false, kind: 'InvalidTimeControl', message: "time control '0+0.1' gives no time" });
    expect(parseTimeControl('0/10')).toEqual({ ok: false, kind: 'InvalidTimeControl', message: "time control '0/10' has 0 moves per session" });
  });
  it('formats back to the PGN tag', () => {
    for (const text of ['10+0.1', '40/60', '0.5+0.005', '60']) {
      const r = parseTimeControl(text);
      if (!r.ok) throw new Error(r.message);
      expect(formatTimeControl(r.value)).toBe(text);
    }
  });
});

describe('Clock', () => {
  it('charges moves, adds the increment, forgives overruns within the grace', () => {
    const c = new Clock({ moves: 0, baseMs: 1000, incMs: 100 }, 50);
    expect(c.charge(300)).toBe(true);
    expect(c.remainingMs).toBe(800);
    expect(c.deadlineMs()).toBe(850);
    expect(c.charge(840)).toBe(true); // 40 ms over: inside the grace, clock stops at 0
    expect(c.remainingMs).toBe(100);
    expect(c.charge(151)).toBe(false); // 51 ms over: time loss
  });
  it('refills at the end of a session', () => {
    const c = new Clock({ moves: 2, baseMs: 1000, incMs: 0 }, 0);
    c.charge(400);
    expect(c.movesLeft).toBe(1);
    c.charge(400);
    expect(c.movesLeft).toBe(2);
    expect(c.remainingMs).toBe(1200);
  });
});
