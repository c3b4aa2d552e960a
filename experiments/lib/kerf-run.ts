// Runs one `bin/kerf <subcommand>` as a child process for an experiment: its output is echoed
// live, copied to a log file, and handed back as lines for the script's parser. Another Kerf
// executable (a frozen build, out/frozen/kerf-<commit>) may stand in for bin/kerf.
// Design choice: the parent ignores SIGINT while a child runs. Ctrl-C reaches the whole process
// group, so kerf match / calibrate get it themselves and stop cleanly (printing their summary or
// keeping their resume file); the script survives to write whatever the child reported.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { shellQuote } from './cli.js';

export interface KerfRun {
  /** Exit code (130 when interrupted by Ctrl-C), or −1 if it died by a signal. */
  code: number;
  lines: string[];
  stderr: string;
  /** `kerf …` as a reader would type it. */
  command: string;
  seconds: number;
}

export interface KerfRunOptions {
  /** Copy every output line here (the directory is created). */
  log?: string;
  /** Echo the child's stdout to ours (default true). */
  echo?: boolean;
  /** Called for each stdout line; return true to stop the child (SIGTERM). */
  onLine?: (line: string) => boolean | void;
  /** The Kerf executable, run by this node (default bin/kerf), e.g. out/frozen/kerf-<commit>. */
  engine?: string;
}

export const DEFAULT_KERF = 'bin/kerf';

/** `kerf …` for this checkout's bin/kerf; another executable is named by its path. */
export function kerfCommandText(args: readonly string[], engine: string = DEFAULT_KERF): string {
  return [engine === DEFAULT_KERF ? 'kerf' : shellQuote(engine), ...args.map(shellQuote)].join(' ');
}

export function runKerf(args: readonly string[], options: KerfRunOptions = {}): Promise<KerfRun> {
  const engine = options.engine ?? DEFAULT_KERF;
  const command = kerfCommandText(args, engine);
  const started = Date.now();
  const log = options.log === undefined ? null : (mkdirSync(dirname(options.log), { recursive: true }), createWriteStream(options.log));
  log?.write(`$ ${command}\n`);
  process.stdout.write(`\n$ ${command}\n`);
  const child = spawn(process.execPath, [engine, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let stderr = '';
  const ignore = (): void => {};
  process.on('SIGINT', ignore);
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    if (options.echo !== false) process.stdout.write(line + '\n');
    log?.write(line + '\n');
    if (options.onLine?.(line) === true) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr += text;
    process.stderr.write(text);
    log?.write(text);
  });
  return new Promise((resolve, reject) => {
    child.on('error', (err) => {
      process.off('SIGINT', ignore);
      reject(err);
    });
    child.on('close', (code) => {
      process.off('SIGINT', ignore);
      const seconds = (Date.now() - started) / 1000;
      log?.end(`# exit ${code ?? 'signal'} after ${seconds.toFixed(1)} s\n`);
      resolve({ code: code ?? -1, lines, stderr, command, seconds });
    });
  });
}
