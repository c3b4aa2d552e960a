// The "how this was measured" block every report starts with: when, which commit, which machine
// and how busy it was, how long the run took, and the exact command that produced it.
// Design choice: the load average at the start is recorded because the machine is shared; a
// depth or Elo figure measured on a busy machine is not comparable to one from a quiet one.

import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { codeBlock } from './markdown.js';

export interface RunContext {
  started: Date;
  commit: string;
  machine: string;
  load: string;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Call at the start of a run. */
export function runContext(): RunContext {
  const hash = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--', 'src', 'params']) !== '';
  const cores = cpus();
  return {
    started: new Date(),
    commit: `${hash}${dirty ? ' + uncommitted changes in src/ or params/' : ''}`,
    machine: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
    load: loadavg().map((x) => x.toFixed(2)).join(' '),
  };
}

/** Markdown lines: run details, then the command in a code block. */
export function runInfoLines(ctx: RunContext, command: string, quick: boolean): string[] {
  const minutes = (Date.now() - ctx.started.getTime()) / 60000;
  return [
    ...(quick ? ['> **Quick run** (`--quick`): a smoke test of the script, far too small to mean anything. The full run is the command without `--quick`.', ''] : []),
    `Run ${ctx.started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${ctx.commit}, ${ctx.machine}; load average at start ${ctx.load}; took ${minutes.toFixed(1)} min.`,
    '',
    ...codeBlock([command]),
  ];
}
