// UCI fuzzing in CI: a few hundred seeded fast-check command streams (scripts/fuzz-uci.ts) against
// the real engine; after each, the engine must have answered every go once, printed only UCI
// lines, nothing on stderr, and still answer isready and play a legal move (chess.js) for a known
// position before a deadline — or, for the streams that close stdin or quit, exit with code 0.
// The harness itself is checked first: against a deliberately broken engine (the tools' mock
// engine crashing or playing an illegal move) it must report a failure, and the seeded streams
// must actually contain the hostile inputs the brief names. The 10,000-stream run is
// `node scripts/fuzz-uci.mjs --streams 10000` (results in docs/hardening.md).

import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, ROOT } from '../helpers/uci-process.js';
import { commandsOf, describeStream, fuzz, FuzzEngine, KNOWN_FENS, runStream, streamArbitrary, type Stream } from '../../scripts/fuzz-uci.js';

const STREAMS = 200;
const SEED = Number(process.env.KERF_FUZZ_SEED ?? 20250607);
const MOCK = join(ROOT, 'test', 'tools', 'fixtures', 'mock-engine.mjs');

beforeAll(() => ensureBundle());

describe('the fuzz harness', () => {
  it('splits input into commands as node:readline and the front end do', () => {
    const bytes = Buffer.concat([Buffer.from('go depth 1\r\n  go\t\r'), Buffer.from([0xff, 0xc3]), Buffer.from('go x\nstop\ngo')]);
    expect(commandsOf(bytes, false)).toEqual(['go', 'go', '\ufffd\ufffdgo', 'stop']);
    expect(commandsOf(bytes, true)).toEqual(['go', 'go', '\ufffd\ufffdgo', 'stop', 'go']);
  });

  it('reports a crashing engine, an illegal move and a missing bestmove', async () => {
    const opts = { root: ROOT, deadlineMs: 5000 };
    const stream: Stream = { steps: [{ kind: 'line', text: 'position startpos', eol: '\n' }, { kind: 'line', text: 'go depth 1', eol: '\n' }], ending: 'persist' };
    const crashing = new FuzzEngine(ROOT, [MOCK, '--crash-after', '1']);
    const crash = await runStream(stream, crashing, KNOWN_FENS[0], opts);
    crashing.kill();
    expect(crash).toMatch(/exited \(code 3/);
    const illegal = new FuzzEngine(ROOT, [MOCK, '--illegal-after', '2']);
    const wrong = await runStream(stream, illegal, KNOWN_FENS[0], opts);
    illegal.kill();
    expect(wrong).toMatch(/^illegal bestmove 'a1a1'/);
    const slow = new FuzzEngine(ROOT, [MOCK, '--sleep', '20000']);
    const hang = await runStream(stream, slow, KNOWN_FENS[0], { ...opts, deadlineMs: 1500 });
    slow.kill();
    expect(hang).toMatch(/^timeout \(1500 ms\) waiting for 1 bestmoves/);
  });

  it(`the ${STREAMS} seeded streams contain every kind of hostile input`, () => {
    const streams = fc.sample(streamArbitrary, { seed: SEED, numRuns: STREAMS });
    const lines = streams.flatMap((s) => s.steps.flatMap((st) => (st.kind === 'line' ? [st] : [])));
    const texts = lines.map((l) => l.text);
    const has = (pred: (t: string) => boolean): boolean => texts.some(pred);
    expect(streams.filter((s) => s.ending === 'eof').length).toBeGreaterThan(0);
    expect(streams.filter((s) => s.ending === 'quit').length).toBeGreaterThan(0);
    // stdin closed with a search running (or queued): an eof stream with a go in it.
    expect(streams.some((s) => s.ending === 'eof' && s.steps.some((st) => st.kind === 'line' && /^go\b/.test(st.text)))).toBe(true);
    expect(streams.some((s) => s.steps.some((st) => st.kind === 'bytes' && st.bytes.some((b) => b >= 0x80)))).toBe(true);
    expect(lines.some((l) => l.eol === '\r\n')).toBe(true);
    expect(lines.some((l) => l.eol === '')).toBe(true);
    expect(has((t) => t.length >= 1 << 20)).toBe(true);
    expect(has((t) => /^go (wtime|btime) -5/.test(t) || t === 'go wtime -5')).toBe(true);
    expect(has((t) => /^go (depth|nodes|movetime) 0$/.test(t))).toBe(true);
    expect(has((t) => t.startsWith('go movetime 99999999999999') || /wtime 99999999999999/.test(t))).toBe(true);
    expect(has((t) => t.startsWith('position fen ') && t.length < 200)).toBe(true);
    expect(has((t) => /^setoption name \S+ value (-1|4097|nonsense|maybe|1e999)$/.test(t))).toBe(true);
    expect(has((t) => /^(stop|isready)(\n\1){9,}/.test(t))).toBe(true);
    // An analysing GUI's bursts: position, go and stop within 20 ms, twice or more in a stream.
    expect(streams.some((s) => {
      const l = s.steps.map((st) => (st.kind === 'line' ? st.text : st.kind === 'pause' ? `pause ${st.ms}` : 'bytes'));
      return l.some((t, i) => t.startsWith('position startpos') && l[i + 1]?.startsWith('go ') && (l[i + 2] === 'stop' || /^pause (\d|1\d|20)$/.test(l[i + 2] ?? ''))
        && l.slice(i + 2).filter((x) => x.startsWith('go ')).length >= 1);
    })).toBe(true);
    // Commands during a search: a go followed, within the same stream, by another command.
    expect(streams.some((s) => {
      const i = s.steps.findIndex((st) => st.kind === 'line' && st.text.startsWith('go'));
      return i >= 0 && s.steps.slice(i + 1).some((st) => st.kind === 'line' && st.text !== '');
    })).toBe(true);
  });
});

describe('fuzzing the engine', () => {
  it(`${STREAMS} streams (seed ${SEED}): no crash, no hang, every go answered, a legal move after each`, async () => {
    const log: string[] = [];
    const summary = await fuzz({ root: ROOT, streams: STREAMS, seed: SEED, deadlineMs: 10000, shrinkMs: 20000, log: (l) => log.push(l) });
    const report = summary.first
      ? `${summary.failures} failures; first: stream ${summary.first.index}: ${summary.first.reason}\n${summary.first.shrunk ? describeStream(summary.first.shrunk) : '(not reproducible alone)'}\n${log.join('\n')}`
      : '';
    expect(summary.failures, report).toBe(0);
    expect(summary.streams).toBe(STREAMS);
    // Some streams ran in processes of their own (end of input, quit), the rest shared one.
    expect(summary.freshProcesses).toBeGreaterThan(1);
    expect(summary.freshProcesses).toBeLessThan(STREAMS / 2);
  }, 120000);
});
