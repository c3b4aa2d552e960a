// Entry point of the bundled engine (dist/kerf.js). The same file runs in two roles: on the main
// thread it is the command line / UCI front end; started as a worker_threads worker it is the
// search thread, or with role 'helper' a Lazy SMP helper (see src/uci/). One bundle keeps start-up to a single file load.

import { isMainThread, workerData } from 'node:worker_threads';
import { main } from './cli/main.js';

if (isMainThread) {
  // A reader that goes away (`kerf bench | head`, a GUI that quits) is not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (err: unknown) => {
      process.stderr.write(`kerf: internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
      process.exitCode = 70;
    },
  );
} else if ((workerData as { role?: string } | null)?.role === 'helper') {
  void import('./uci/helper-thread.js').then((m) => m.runHelperThread());
} else {
  void import('./uci/search-worker.js').then((m) => m.runSearchWorker());
}
