// Tests for the worker-process pool, with fake workers that answer after varying delays (so
// out of order): every job is done once, failures name the worker and position.

import { describe, expect, it } from 'vitest';
import { poolSampler, type WorkerHandle } from '../../../src/tools/calibrate/pool.js';
import type { SampleOutcome } from '../../../src/tools/calibrate/sampler.js';
import type { FromWorker, ToWorker } from '../../../src/tools/calibrate/worker-protocol.js';

type Behaviour = (job: Extract<ToWorker, { kind: 'job' }>) => FromWorker | 'crash';

function fakeSpawn(behaviour: Behaviour, log: string[]) {
  return (id: number): WorkerHandle => {
    let onMessage: (m: FromWorker) => void = () => {};
    let onExit: (code: number | null, signal: string | null) => void = () => {};
    let alive = true;
    return {
      send(message) {
        log.push(`${id}:${message.kind}${message.kind === 'job' ? message.index : ''}`);
        if (message.kind !== 'job' || !alive) return;
        const answer = behaviour(message);
        // Delays vary with the index so answers arrive out of order.
        setTimeout(() => {
          if (!alive) return;
          if (answer === 'crash') { alive = false; onExit(null, 'SIGSEGV'); } else onMessage(answer);
        }, (message.index * 7) % 5);
      },
      onMessage(listener) { onMessage = listener; },
      onExit(listener) { onExit = listener; },
      kill() { if (alive) { alive = false; setTimeout(() => onExit(null, 'SIGTERM'), 0); } },
    };
  };
}

const jobs = Array.from({ length: 12 }, (_, index) => ({ index, fen: `fen${index}` }));
const answer: Behaviour = (job) => ({ kind: 'result', index: job.index, samples: [{ fen: job.fen, scores: [job.index, null], nodes: job.index * 10 }] });

describe('poolSampler', () => {
  it('runs every job exactly once over the workers', async () => {
    const log: string[] = [];
    const outcomes: SampleOutcome[] = [];
    await poolSampler(3, fakeSpawn(answer, log)).run(jobs, 2, (o) => outcomes.push(o));
    expect(outcomes.map((o) => o.index).sort((a, b) => a - b)).toEqual(jobs.map((j) => j.index));
    expect(outcomes.find((o) => o.index === 7)).toEqual({ index: 7, samples: [{ fen: 'fen7', scores: [7, null], nodes: 70 }] });
    expect(new Set(log.filter((l) => l.includes(':job')).map((l) => l.split(':')[0]))).toEqual(new Set(['0', '1', '2']));
    expect(log.filter((l) => l.endsWith(':quit'))).toHaveLength(3);
  });

  it('starts no more workers than jobs, and none for no jobs', async () => {
    const log: string[] = [];
    await poolSampler(8, fakeSpawn(answer, log)).run(jobs.slice(0, 2), 2, () => {});
    expect(new Set(log.map((l) => l.split(':')[0])).size).toBe(2);
    await poolSampler(2, fakeSpawn(answer, [])).run([], 2, () => { throw new Error('no'); });
  });

  it('names the position a worker reports an error for', async () => {
    const failing: Behaviour = (job) => job.index === 5 ? { kind: 'error', index: 5, message: 'invalid FEN: bad' } : answer(job);
    await expect(poolSampler(2, fakeSpawn(failing, [])).run(jobs, 2, () => {})).rejects.toThrow(/^worker \d, position 5: invalid FEN: bad$/);
  });

  it('names the position a crashed worker was searching', async () => {
    const crashing: Behaviour = (job) => job.index === 4 ? 'crash' : answer(job);
    await expect(poolSampler(2, fakeSpawn(crashing, [])).run(jobs, 2, () => {})).rejects.toThrow(/^worker \d exited \(SIGSEGV\) while searching position 4 \(fen4\)$/);
  });

  it('ends quietly when cancelled, keeping what was reported', async () => {
    const outcomes: SampleOutcome[] = [];
    const sampler = poolSampler(2, fakeSpawn(answer, []));
    await sampler.run(jobs, 2, (o) => { outcomes.push(o); if (outcomes.length === 3) sampler.cancel(); });
    expect(outcomes).toHaveLength(3);
  });
});
