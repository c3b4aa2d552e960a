// End-to-end tests of a calibration run with a stub ScoreAtDepths (no search): the params file
// validates, the result does not depend on the number of workers or their order, and an
// interrupted run resumes to exactly the same result — also with --interior, where each root
// gives several rows and a board met in two trees is fitted once, and σ by improving is written
// from the nodes' flags (never at the roots, nor from a samples file without the flag).

import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMpcParamsFile } from '../../../src/search/mpc/params.js';
import { runCalibration, type CalibrateOptions } from '../../../src/tools/calibrate/calibrate.js';
import { MIN_FIT_POINTS, PAPER_PAIRS } from '../../../src/tools/calibrate/pair-choice.js';
import { poolSampler, type WorkerHandle } from '../../../src/tools/calibrate/pool.js';
import { plainProgress } from '../../../src/tools/progress.js';
import { inProcessSampler, positionItself, type Sampler, type SampleJobRunner, type ScoreAtDepths } from '../../../src/tools/calibrate/sampler.js';
import type { FromWorker } from '../../../src/tools/calibrate/worker-protocol.js';

const MATE_BOUND = 31000;

/** Deterministic fake scores: a per-position base that drifts with depth, some noise, a few mates. */
const stub: ScoreAtDepths = (fen, depth) => {
  let h = 2166136261;
  for (let i = 0; i < fen.length; i++) h = Math.imul(h ^ fen.charCodeAt(i), 16777619);
  const base = ((h >>> 0) % 700) - 350;
  const scores: Array<number | null> = [];
  for (let d = 1; d <= depth; d++) {
    const noise = ((Math.imul(h, d * 2654435761) >>> 0) % 41) - 20;
    scores.push((h >>> 0) % 23 === 0 && d >= 5 ? 31990 - d : Math.round(base * (1 + 0.02 * d)) + noise);
  }
  return { scores, nodes: depth * 100 };
};

function counting(inner: ScoreAtDepths): { scorer: ScoreAtDepths; calls: () => number } {
  let n = 0;
  return { scorer: (fen, depth) => { n++; return inner(fen, depth); }, calls: () => n };
}

/** Fake workers that run the stub in this process and answer out of order. */
function fakePool(threads: number, runner: SampleJobRunner = positionItself(stub)): Sampler {
  return poolSampler(threads, (): WorkerHandle => {
    let onMessage: (m: FromWorker) => void = () => {};
    return {
      send(message) {
        if (message.kind !== 'job') return;
        const samples = runner(message.fen, message.depth);
        setTimeout(() => onMessage({ kind: 'result', index: message.index, samples }), (message.index * 5) % 3);
      },
      onMessage(listener) { onMessage = listener; },
      onExit() {},
      kill() {},
    };
  });
}

function options(dir: string, extra: Partial<CalibrateOptions> = {}): CalibrateOptions {
  return {
    positionFiles: [{ path: 'data/tcec_positions.epd', weight: 3 }, { path: 'data/endgames_sample.epd', weight: 1 }],
    count: 160, seed: 7, depth: 6,
    out: join(dir, 'mpc.json'), csv: join(dir, 'samples.csv'), svg: join(dir, 'fig.svg'),
    t: 1, pairs: PAPER_PAIRS.filter((p) => p.deep <= 6), pairsGiven: false,
    commandLine: 'kerf calibrate (test)', searchDescription: 'stub', interior: null,
    ...extra,
  };
}

async function run(opts: CalibrateOptions, sampler: Sampler) {
  const lines: string[] = [];
  const result = await runCalibration(opts, { sampler, out: (l) => lines.push(l), progress: (total, done) => plainProgress(total, done, () => {}), mateBound: MATE_BOUND });
  return { result, lines };
}

function sortedRows(path: string): string[] {
  const [header, ...rows] = readFileSync(path, 'utf8').trim().split('\n');
  return [header, ...rows.sort()];
}

describe('runCalibration', () => {
  const single = mkdtempSync(join(tmpdir(), 'kerf-cal-1-'));
  const pooled = mkdtempSync(join(tmpdir(), 'kerf-cal-2-'));

  it('writes params the engine loads, the CSV and the figure, and prints the table', async () => {
    const { result, lines } = await run(options(single), inProcessSampler(positionItself(stub)));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.samples).toBe(160);
    expect(result.value.fits).toHaveLength(2 * 15); // pairs d' < d ≤ 6, two stages
    const loaded = loadMpcParamsFile(join(single, 'mpc.json'));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value.note).toMatch(/^Fitted by kerf calibrate/);
    expect(existsSync(join(single, 'fig.svg'))).toBe(true);
    expect(readFileSync(join(single, 'samples.csv'), 'utf8').trim().split('\n')).toHaveLength(161);
    expect(lines).toContain('positions: 120 of 10000 from tcec_positions.epd');
    expect(lines.some((l) => /^middlegame  \(2,6\) +\d+ .* \*$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('wrote ') && l.includes('mpc.json'))).toBe(true);
    // At the roots there is no improving flag: no column, no σ by improving.
    expect(readFileSync(join(single, 'samples.csv'), 'utf8').split('\n')[0]).toBe('key,stage,nodes,v1,v2,v3,v4,v5,v6,fen');
    expect(readFileSync(join(single, 'mpc.json'), 'utf8')).not.toContain('improving');
    expect(lines.some((l) => l.startsWith('sigma by improving'))).toBe(false);
  });

  it('gives the same params and samples with two out-of-order workers', async () => {
    const { result } = await run(options(pooled), fakePool(2));
    if (!result.ok) throw new Error(result.message);
    expect(readFileSync(join(pooled, 'mpc.json'), 'utf8').replace(pooled, single)).toBe(readFileSync(join(single, 'mpc.json'), 'utf8'));
    expect(sortedRows(join(pooled, 'samples.csv'))).toEqual(sortedRows(join(single, 'samples.csv')));
  });

  it('resumes an interrupted run to the same result, searching only what is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-3-'));
    // Interrupt after 50 positions, as Ctrl-C would.
    let seen = 0;
    const inner = inProcessSampler(positionItself(stub));
    const interrupting: Sampler = {
      run: (jobs, depth, onResult) => inner.run(jobs, depth, (o) => { onResult(o); if (++seen === 50) inner.cancel(); }),
      cancel: () => inner.cancel(),
    };
    const first = await run(options(dir), interrupting);
    expect(first.result).toMatchObject({ ok: true, value: { interrupted: true, samples: 50 } });
    expect(existsSync(join(dir, 'mpc.json'))).toBe(false);
    expect(first.lines.at(-1)).toMatch(/^interrupted: 50 of 160 samples are in .*; run the same command again to resume$/);

    const counter = counting(stub);
    const second = await run(options(dir), inProcessSampler(positionItself(counter.scorer)));
    expect(second.result.ok).toBe(true);
    expect(counter.calls()).toBe(110);
    expect(second.lines).toContain(`samples: 50 of 160 already in ${join(dir, 'samples.csv')}; searching 110 to depth 6`);
    expect(readFileSync(join(dir, 'mpc.json'), 'utf8').replaceAll(dir, single)).toBe(readFileSync(join(single, 'mpc.json'), 'utf8'));
  });

  it('writes exactly the --pairs given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-4-'));
    const { result } = await run(options(dir, { pairs: [{ shallow: 2, deep: 5 }], pairsGiven: true, svg: null }), inProcessSampler(positionItself(stub)));
    if (!result.ok) throw new Error(result.message);
    const doc = JSON.parse(readFileSync(join(dir, 'mpc.json'), 'utf8'));
    expect(doc.stages.middlegame.checks.map((c: { height: number }) => c.height)).toEqual([5]);
    expect(doc.stages.endgame.checks.map((c: { height: number }) => c.height)).toEqual([5]);
    expect(existsSync(join(dir, 'fig.svg'))).toBe(false);
  });

  it('names a missing positions file', async () => {
    const { result } = await run(options(single, { positionFiles: [{ path: 'no/such.epd', weight: 1 }] }), inProcessSampler(positionItself(stub)));
    expect(result).toEqual({ ok: false, kind: 'UnreadableFile', message: "cannot read 'no/such.epd' (ENOENT)" });
  });

  it('names the position a scorer fails on, and keeps the samples so far', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-5-'));
    let n = 0;
    const failing: ScoreAtDepths = (fen, depth) => { if (++n === 3) throw new Error('boom'); return stub(fen, depth); };
    const { result } = await run(options(dir), inProcessSampler(positionItself(failing)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result).toMatchObject({ kind: 'SearchFailed', message: expect.stringMatching(/^position 2 \(.+\): boom \(finished samples are kept in .*samples\.csv\)$/) });
    expect(readFileSync(join(dir, 'samples.csv'), 'utf8').trim().split('\n')).toHaveLength(3);
  });
});

/** Boards every stub "tree" shares, so that the same board turns up under many roots. */
const SHARED = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r2q3r/1ppkb1p1/1nn1p3/p2pPpp1/P2P4/2P1BN1P/1PQ2PP1/R3RNK1 w - - 4 17',
  '8/4R1kp/P7/7n/5p1B/7P/r2p1PPK/8 b - - 0 41',
];

/** A stand-in for the interior runner: the root's own board, then one of the shared boards. */
const stubInterior: SampleJobRunner = (fen, depth) => {
  const other = SHARED[fen.length % SHARED.length];
  return [{ fen, ...stub(fen, depth) }, { fen: other, ...stub(other, depth) }];
};

describe('runCalibration --interior', () => {
  const interior = { perRoot: 2, minHeight: 4, maxHeight: 6, seed: 7 };
  const whole = mkdtempSync(join(tmpdir(), 'kerf-cal-i1-'));

  it('keys rows by root and place, fits each board once, and says so in the params note', async () => {
    const { result, lines } = await run(options(whole, { interior }), inProcessSampler(stubInterior));
    if (!result.ok) throw new Error(result.message);
    const rows = readFileSync(join(whole, 'samples.csv'), 'utf8').trim().split('\n').slice(1);
    expect(rows).toHaveLength(320);
    expect(rows.every((r) => /^[a-z_]+\.epd:\d+#[01],/.test(r))).toBe(true);
    // The last column is the improving flag, empty here: the stub's nodes have none.
    const usedShared = new Set(SHARED.filter((f) => rows.some((r) => r.endsWith(`,${f},`)))).size;
    expect(result.value.samples).toBe(160 + usedShared);
    expect(lines).toContain(`interior samples: ${160 + usedShared} distinct positions from 160 roots`);
    const doc = JSON.parse(readFileSync(join(whole, 'mpc.json'), 'utf8'));
    expect(doc.note).toContain('interior search nodes (up to 2 per root, remaining depth 4-6');
    expect(doc.positions).toContain('interior nodes: 2 per root, heights 4-6');
  });

  it('resumes by root: an interrupted run ends with the same params, searching only the missing roots', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-i2-'));
    let seen = 0;
    const inner = inProcessSampler(stubInterior);
    const interrupting: Sampler = {
      run: (jobs, depth, onResult) => inner.run(jobs, depth, (o) => { onResult(o); if (++seen === 40) inner.cancel(); }),
      cancel: () => inner.cancel(),
    };
    expect((await run(options(dir, { interior }), interrupting)).result).toMatchObject({ ok: true, value: { interrupted: true, samples: 40 } });
    let calls = 0;
    const second = await run(options(dir, { interior }), fakePool(2, (fen, depth) => { calls++; return stubInterior(fen, depth); }));
    expect(second.result.ok).toBe(true);
    expect(calls).toBe(120);
    expect(second.lines.some((l) => l.startsWith('roots: 40 of 160 already in ') && l.includes('(80 interior samples)'))).toBe(true);
    expect(readFileSync(join(dir, 'mpc.json'), 'utf8').replaceAll(dir, whole)).toBe(readFileSync(join(whole, 'mpc.json'), 'utf8'));
  });

  /** stubInterior with a flag per node, from its board: about half improving, with extra noise of ±60 there. */
  const flagged: SampleJobRunner = (fen, depth) => stubInterior(fen, depth).map((sample) => {
    let h = 2166136261;
    for (let i = 0; i < sample.fen.length; i++) h = Math.imul(h ^ sample.fen.charCodeAt(i), 16777619);
    const improving = (h & 1) === 0;
    const noise = (d: number) => (Math.imul(h ^ (d * 0x9e3779b1), 2246822519) >>> 0) % 121 - 60;
    return { ...sample, improving, scores: improving ? sample.scores.map((v, d) => (v === null || Math.abs(v) > 30000 ? v : v + noise(d))) : sample.scores };
  });

  it('writes σ by improving for the pairs whose subsets both have enough points, and the flags in the CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-i4-'));
    // 400 roots: enough points for both subsets of most pairs.
    const { result, lines } = await run(options(dir, { interior, count: 400 }), inProcessSampler(flagged));
    if (!result.ok) throw new Error(result.message);
    const csv = readFileSync(join(dir, 'samples.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('key,stage,nodes,v1,v2,v3,v4,v5,v6,fen,improving');
    expect(csv.slice(1).every((r) => /,[01]$/.test(r))).toBe(true);
    expect(csv.slice(1).some((r) => r.endsWith(',1')) && csv.slice(1).some((r) => r.endsWith(',0'))).toBe(true);
    const doc = JSON.parse(readFileSync(join(dir, 'mpc.json'), 'utf8'));
    const tries = Object.values(doc.stages as Record<string, { checks: Array<{ tries: Array<Record<string, number>> }> }>)
      .flatMap((stage) => stage.checks.flatMap((c) => c.tries));
    const split = tries.filter((t) => 'sigma_improving' in t);
    expect(split.length).toBeGreaterThan(1);
    for (const t of split) {
      expect(t.n_improving).toBeGreaterThanOrEqual(MIN_FIT_POINTS);
      expect(t.n_not_improving).toBeGreaterThanOrEqual(MIN_FIT_POINTS);
      expect(t.n_improving + t.n_not_improving).toBe(t.n);
      // The improving nodes got the extra error.
      expect(t.sigma_improving).toBeGreaterThan(t.sigma_not_improving);
    }
    for (const t of tries.filter((x) => !('sigma_improving' in x))) expect('n_improving' in t).toBe(false);
    expect(doc.note).toContain('sigma_improving / sigma_not_improving');
    expect(lines).toContain(`sigma by improving (same a, b; * = written, where both subsets have n >= ${MIN_FIT_POINTS}):`);
    const loaded = loadMpcParamsFile(join(dir, 'mpc.json'));
    expect(loaded.ok).toBe(true);

    // The first 50 roots' samples (two rows each) in a file made before the improving column: the
    // run resumes it, appending the other roots' rows in its format, says why it fits no σ by
    // improving, and writes none — not even from the flags of the rows it searched itself.
    const old = mkdtempSync(join(tmpdir(), 'kerf-cal-i5-'));
    writeFileSync(join(old, 'samples.csv'), csv.slice(0, 101).map((r) => r.replace(/,(improving|[01])$/, '')).join('\n') + '\n');
    let calls = 0;
    const resumed = await run(options(old, { interior, count: 400 }), inProcessSampler((fen, depth) => { calls++; return flagged(fen, depth); }));
    expect(resumed.result.ok).toBe(true);
    expect(calls).toBe(350);
    expect(readFileSync(join(old, 'samples.csv'), 'utf8').trim().split('\n').every((r) => !/,[01]$/.test(r))).toBe(true);
    expect(resumed.lines).toContain(`note: ${join(old, 'samples.csv')} has no improving column (made before it existed): no sigma by improving is fitted; give another --csv for one`);
    const oldDoc = readFileSync(join(old, 'mpc.json'), 'utf8');
    expect(oldDoc).not.toContain('sigma_improving');
    // Otherwise the same fit.
    const strip = (text: string) => JSON.stringify(JSON.parse(text).stages, (k, v) => (/improving/.test(k) ? undefined : v));
    expect(strip(oldDoc)).toBe(strip(readFileSync(join(dir, 'mpc.json'), 'utf8')));
  });

  it('ignores the rows of a run at the roots (and those rows ignore it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-cal-i3-'));
    await run(options(dir), inProcessSampler(positionItself(stub)));
    const { lines } = await run(options(dir, { interior, out: join(dir, 'interior.json') }), inProcessSampler(stubInterior));
    expect(lines).toContain(`roots: 0 of 160 already in ${join(dir, 'samples.csv')} (0 interior samples) (160 other rows there are not in this selection and are ignored); `
      + 'searching 160: each to depth 7 for up to 2 nodes at remaining depth 4-6, each node to depth 6');
  });
});
