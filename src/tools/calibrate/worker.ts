// The worker side of the process pool: `kerf calibrate --worker` answers job messages from its
// parent with the scored positions of each job, one job at a time, until told to quit or orphaned.
// Design choice: a failure to score one position is reported as an error message, not a crash,
// so the parent can name the position; the parent then stops the run.

import type { SampleJobRunner } from './sampler.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

export function runCalibrateWorker(runJob: SampleJobRunner): Promise<number> {
  if (process.send === undefined) return Promise.resolve(-1);
  const send: (message: FromWorker) => boolean = process.send.bind(process);
  return new Promise<number>((resolve) => {
    const reply = (message: FromWorker) => { if (process.connected) send(message); };
    process.on('message', (raw) => {
      const message = raw as ToWorker;
      if (message.kind === 'quit') {
        process.disconnect?.();
        return;
      }
      if (message.kind !== 'job') return;
      try {
        reply({ kind: 'result', index: message.index, samples: runJob(message.fen, message.depth) });
      } catch (err) {
        reply({ kind: 'error', index: message.index, message: err instanceof Error ? err.message : String(err) });
      }
    });
    // Quit, or the parent died: either way nothing more will come.
    process.on('disconnect', () => resolve(0));
  });
}
