// Progress display shared by the match, epd and depthtest tools: a cli-progress bar when stdout
// is a terminal, and nothing but the tools' own per-item lines otherwise (those carry a counter,
// so a log file or a pipe still shows progress without bar redraw noise).
// Design choice: log lines go through the bar (MultiBar.log) on a terminal so they scroll above
// the bar instead of being overwritten by its next redraw.

import cliProgress from 'cli-progress';

export interface Progress {
  /** Items done so far, and a short status for the bar. */
  update(done: number, status: string): void;
  /** A line of output (per game, per position). */
  log(line: string): void;
  stop(): void;
}

export function createProgress(total: number, out: (line: string) => void, tty = process.stdout.isTTY === true): Progress {
  if (!tty) {
    return { update: () => {}, log: out, stop: () => {} };
  }
  const multi = new cliProgress.MultiBar({
    format: '{bar} {value}/{total} {status}',
    hideCursor: true,
    clearOnComplete: true,
    stream: process.stdout,
  }, cliProgress.Presets.shades_classic);
  const bar = multi.create(total, 0, { status: '' });
  return {
    update: (done, status) => bar.update(done, { status }),
    log: (line) => multi.log(line + '\n'),
    // MultiBar.log buffers lines until the next redraw; force one so the last lines are not lost.
    stop: () => { multi.update(); multi.stop(); },
  };
}
