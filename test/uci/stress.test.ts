// The stop/go timing stress in CI (scripts/stress-uci.ts): a few hundred cycles of position / go
// (infinite, depth, movetime, clock, nodes, searchmoves, ponder ± ponderhit) / stop with random
// 0–50 ms delays, written without waiting for answers, against the real engine; every go must get
// exactly one bestmove, legal in its own go's position. The harness is checked first against the
// tools' mock engine answering gos with an illegal move. The 10,000-cycle run is
// `node scripts/stress-uci.mjs --cycles 10000 --seed 1` (results in docs/hardening.md).

import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, ROOT } from '../helpers/uci-process.js';
import { stress, summaryLine } from '../../scripts/stress-uci.js';

const CYCLES = 250;
const SEED = Number(process.env.KERF_STRESS_SEED ?? 20261125);
const MOCK = join(ROOT, 'test', 'tools', 'fixtures', 'mock-engine.mjs');

beforeAll(() => ensureBundle());

describe('the stress harness', () => {
  it('reports an engine that answers gos with an illegal move', async () => {
    // The mock plays a1a1 from the 5th go on.
    const s = await stress({ root: ROOT, cycles: 12, seed: 1, maxDelayMs: 5, deadlineMs: 5000, engine: [MOCK, '--illegal-after', '5'] });
    expect(s.illegal, summaryLine(s)).toBe(8);
    expect(s.problems[0]).toMatch(/^go #5 .* answered 'bestmove a1a1'/);
  }, 30000);
});

describe('stop/go timing against the engine', () => {
  it(`${CYCLES} cycles (seed ${SEED}): one legal bestmove per go, in order`, async () => {
    const s = await stress({ root: ROOT, cycles: CYCLES, seed: SEED });
    expect(s.problems, summaryLine(s)).toEqual([]);
    expect(s.gos).toBe(CYCLES);
    expect(s.bestmoves).toBe(CYCLES);
    expect(s.illegal).toBe(0);
  }, 90000);
});
