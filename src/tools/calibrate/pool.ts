// The parallel sampler: N worker processes, each given one position at a time, the next as soon
// as it answers. Worker processes, not worker_threads, because the bundle's non-main-thread role
// is the UCI search worker (src/main.ts); a forked `kerf calibrate --worker` is a plain process
// with its own heap, and dies with its IPC channel if the parent is killed.
// Design choice: spawning is injected (SpawnWorker), so the scheduling is tested with fake
// workers that answer out of order, without starting processes.

import { fork } from 'node:child_process';
import type { SampleJob, SampleOutcome, Sampler } from './sampler.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

export interface WorkerHandle {
  send(message: ToWorker): void;
  onMessage(listener: (message: FromWorker) => void): void;
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  kill(): void;
}

export type SpawnWorker = (id: number) => WorkerHandle;

/** Fork `modulePath args…` with an IPC channel; its stderr goes to ours. */
export function forkWorker(modulePath: string, args: string[]): SpawnWorker {
  return () => {
    const child = fork(modulePath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'json' });
    return {
      send: (message) => { if (child.connected) child.send(message); },
      onMessage: (listener) => { child.on('message', (m) => listener(m as FromWorker)); },
      onExit: (listener) => { child.on('exit', listener); },
      kill: () => { if (child.exitCode === null && child.signalCode === null) child.kill(); },
    };
  };
}

export function poolSampler(threads: number, spawn: SpawnWorker): Sampler {
  const workers: WorkerHandle[] = [];
  let cancelled = false;
  let finish: ((error?: Error) => void) | null = null;
  return {
    run(jobs: readonly SampleJob[], depth: number, onResult: (outcome: SampleOutcome) => void): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        if (jobs.length === 0 || cancelled) { resolve(); return; }
        let next = 0;
        let finished = 0;
        let settled = false;
        const inFlight: Array<SampleJob | null> = [];
        finish = (error?: Error) => {
          if (settled) return;
          settled = true;
          for (const w of workers) w.send({ kind: 'quit' });
          if (error) {
            for (const w of workers) w.kill();
            reject(error);
          } else {
            resolve();
          }
        };
        const settle = finish;
        const feed = (id: number) => {
          if (next >= jobs.length) { inFlight[id] = null; return; }
          const job = jobs[next++];
          inFlight[id] = job;
          workers[id].send({ kind: 'job', index: job.index, fen: job.fen, depth });
        };
        const count = Math.max(1, Math.min(threads, jobs.length));
        for (let id = 0; id < count; id++) {
          const worker = spawn(id);
          workers.push(worker);
          inFlight.push(null);
          worker.onMessage((message) => {
            if (settled) return;
            if (message.kind === 'error') {
              settle(new Error(`worker ${id}, position ${message.index}: ${message.message}`));
              return;
            }
            inFlight[id] = null;
            onResult({ index: message.index, samples: message.samples });
            finished++;
            if (finished === jobs.length) settle();
            else feed(id);
          });
          worker.onExit((code, signal) => {
            if (settled) return;
            // A cancelled run ends quietly: what was reported stays, the rest is not done. Ctrl-C
            // reaches the workers too (one process group), maybe before our own handler runs.
            if (cancelled || signal === 'SIGINT') { cancelled = true; settle(); return; }
            const job = inFlight[id];
            settle(new Error(`worker ${id} exited (${signal ?? `code ${code}`})${job ? ` while searching position ${job.index} (${job.fen})` : ''}`));
          });
        }
        for (let id = 0; id < count; id++) feed(id);
      });
    },
    cancel(): void {
      cancelled = true;
      for (const w of workers) w.kill();
      if (finish) finish();
    },
  };
}
