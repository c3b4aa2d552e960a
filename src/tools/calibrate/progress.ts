// Progress of a calibration run: a cli-progress bar when stdout is a terminal, otherwise a plain
// line every 5% or every minute (for nohup logs). Both show positions/minute and the ETA.
// Design choice: the rate and ETA are computed here from the positions finished in *this* run,
// not by cli-progress, so a resumed run (which starts part-way) does not report a false speed.
// cli-progress is a devDependency and CommonJS (it requires node builtins, which an ESM bundle
// cannot), so it is loaded at run time from node_modules with createRequire, not bundled; where
// it is not installed the plain lines are used instead.

import { createRequire } from 'node:module';
import type * as CliProgress from 'cli-progress';

export interface Progress {
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
export function plainProgress(total: number, startDone: number, out: (line: string) => void, now: () => number = Date.now, unit = 'positions'): Progress {
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

function loadCliProgress(): typeof CliProgress | null {
  try {
    return createRequire(import.meta.url)('cli-progress') as typeof CliProgress;
  } catch {
    return null;
  }
}

/** A cli-progress bar on `stream`, or the plain lines through `out` if cli-progress is missing. */
export function barProgress(total: number, startDone: number, stream: NodeJS.WriteStream, out: (line: string) => void, unit = 'positions'): Progress {
  const cliProgress = loadCliProgress();
  if (cliProgress === null) return plainProgress(total, startDone, out, Date.now, unit);
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
