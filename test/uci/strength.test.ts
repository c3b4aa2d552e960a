// Strength levels over UCI: the two options are accepted and a limited go answers a clock search
// with a legal bestmove quickly (the level's node budget ends the search long before the clock).

import { Chess } from 'chess.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { strengthPlan } from '../../src/engine/strength.js';
import { ensureBundle, EngineSet } from '../helpers/uci-process.js';

const engines = new EngineSet();

beforeAll(() => ensureBundle());
afterEach(async () => { await engines.closeAll(); });

describe('UCI_LimitStrength + UCI_Elo', () => {
  it('a limited clock go answers quickly with a legal bestmove, reporting MultiPV lines', async () => {
    const e = await engines.start();
    e.send('setoption name UCI_LimitStrength value true');
    e.send('setoption name UCI_Elo value 1500');
    await e.sync();
    const from = e.mark();
    e.send('position startpos moves e2e4 e7e5 g1f3');
    e.send('go wtime 60000 btime 60000 winc 1000 binc 1000');
    const best = await e.bestmove(from, 10000);
    const texts = e.textsFrom(from, best.index + 1);
    expect(texts.some((t) => / multipv 4 /.test(t))).toBe(true);
    expect(texts.filter((t) => t.startsWith('info string error'))).toEqual([]);
    const m = /^bestmove (\S+)(?: ponder (\S+))?$/.exec(texts.at(-1) ?? '');
    expect(m).not.toBeNull();
    const chess = new Chess();
    for (const mv of ['e2e4', 'e7e5', 'g1f3']) chess.move({ from: mv.slice(0, 2), to: mv.slice(2, 4) });
    const move = m![1];
    expect(chess.moves({ verbose: true }).some((x) => x.from + x.to + (x.promotion ?? '') === move)).toBe(true);
    // strengthPlan(1500).nodes, not the ~2 s a 60 s clock would allow: the budget, not the
    // clock, ends the search. (A node that finds the search stopped is counted before it returns.)
    const nodes = texts.map((t) => / nodes (\d+)/.exec(t)).filter((x) => x !== null).map((x) => Number(x![1]));
    expect(Math.max(...nodes)).toBeLessThanOrEqual(strengthPlan(1500).nodes + 1);
  });

  it('refuses an Elo outside the range with one error line', async () => {
    const e = await engines.start();
    const from = e.mark();
    e.send('setoption name UCI_Elo value 3000');
    await e.sync();
    expect(e.textsFrom(from).filter((t) => t.startsWith('info string error'))).toHaveLength(1);
  });
});
