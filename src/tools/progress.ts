// Progress display for the tools, one module for both kinds:
// - createProgress (match, epd, depthtest): a cli-progress bar when stdout is a terminal, and
//   nothing but the tools' own per-item lines otherwise (those carry a counter, so a log file or
//   a pipe still shows progress without bar redraw noise). Log lines go through the bar
//   (MultiBar.log) on a terminal so they scroll above the bar instead of being overwritten.
// - barProgress / plainProgress (calibrate): a bar on a terminal, otherwise a plain line every 5%
//   or every minute (for nohup logs), both with positions/minute and the ETA. The rate and ETA
//   are computed here from the positions finished in *this* run, not by cli-progress, so a
//   resumed run (which starts part-way) does not report a false speed.
// Design choice: cli-progress is bundled into dist/kerf.js like any dependency (scripts/build.mjs
// gives the ESM bundle a `require` for its CommonJS calls to node built-ins), so the bar works
// in an installed package too; an earlier calibrate copy loaded it at run time instead.

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

/** Progress of a calibration run. */
export interface CountProgress {
  /** `done` counts every position finished, including those resumed from the CSV. */
  update(done: number): void;
  stop(): void;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : m > 0 ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}

/** Rate in positions per minute and the ETA in seconds, from this run's progress. */
export function rateAndEta(total: number, startDone: number, done: number, elapsedMs: number): { perMinute: number; etaSeconds: number } {
  const finished = done - startDone;
  const perMinute = elapsedMs > 0 ? (finished * 60000) / elapsedMs : 0;
  const etaSeconds = finished > 0 ? ((total - done) * elapsedMs) / finished / 1000 : Infinity;
  return { perMinute, etaSeconds };
}

function describe(total: number, startDone: number, done: number, elapsedMs: number, unit: string): string {
  const { perMinute, etaSeconds } = rateAndEta(total, startDone, done, elapsedMs);
  return `${perMinute.toFixed(1)} ${unit}/min, elapsed ${formatDuration(elapsedMs / 1000)}, ETA ${formatDuration(etaSeconds)}`;
}

/** Plain lines: at every 5% step and at least once a minute when something finished. `unit`: what is counted. */
export function plainProgress(total: number, startDone: number, out: (line: string) => void, now: () => number = Date.now, unit = 'positions'): CountProgress {
  const start = now();
  let lastLine = start;
  let lastStep = Math.floor((startDone * 20) / Math.max(1, total));
  let lastDone = startDone;
  return {
    update(done: number): void {
      const t = now();
      const step = Math.floor((done * 20) / Math.max(1, total));
      if (step > lastStep || (t - lastLine >= 60000 && done > lastDone) || done === total) {
        out(`calibrate: ${done}/${total} ${unit} (${((100 * done) / Math.max(1, total)).toFixed(0)}%), ${describe(total, startDone, done, t - start, unit)}`);
        lastLine = t;
        lastStep = step;
        lastDone = done;
      }
    },
    stop(): void {},
  };
}

/** A cli-progress bar on `stream`. */
export function barProgress(total: number, startDone: number, stream: NodeJS.WriteStream, unit = 'positions'): CountProgress {
  const start = Date.now();
  const bar = new cliProgress.SingleBar({
    format: 'calibrate [{bar}] {value}/{total} | {info}',
    stream,
    barsize: 30,
    hideCursor: true,
  });
  bar.start(total, startDone, { info: describe(total, startDone, startDone, 0, unit) });
  return {
    update(done: number): void {
      bar.update(done, { info: describe(total, startDone, done, Date.now() - start, unit) });
    },
    stop(): void {
      bar.stop();
    },
  };
}
