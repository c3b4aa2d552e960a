// A UCI engine child process for protocol tests: every stdout line is kept with its arrival time,
// and tests wait for a line matching a predicate from a given index, with a deadline. Unlike
// src/tools/uci-client.ts (a match client that drops unsolicited lines and allows one request in
// flight), this driver sees everything the engine prints, which is what a protocol test must judge:
// "exactly one bestmove", "no bestmove before ponderhit", "an error line and nothing else".

import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const KERF_BIN = join(ROOT, 'bin', 'kerf');

/** Build dist/kerf.js only when it is missing (`npm test` builds it first; a shared tree is not ours to rebuild). */
export function ensureBundle(): void {
  if (existsSync(join(ROOT, 'dist', 'kerf.js'))) return;
  const b = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
}

export interface Line {
  text: string;
  /** performance.now() when the line was read. */
  at: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process exited. */
  at: number;
}

export class UciProcess {
  readonly lines: Line[] = [];
  readonly stderr: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly listeners = new Set<() => void>();
  private exitInfo: Exit | null = null;

  /**
   * `launch`: another copy of bin/kerf to run, and the user and group to run it as (a test running
   * as root can so drop privileges).
   */
  constructor(args: string[] = [], launch: { bin?: string; uid?: number; gid?: number } = {}) {
    const { bin = KERF_BIN, ...user } = launch;
    this.child = spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], ...user });
    this.child.stdin.on('error', () => {});
    createInterface({ input: this.child.stdout }).on('line', (text) => {
      this.lines.push({ text, at: performance.now() });
      this.notify();
    });
    createInterface({ input: this.child.stderr }).on('line', (text) => this.stderr.push(text));
    this.child.on('exit', (code, signal) => {
      this.exitInfo = { code, signal, at: performance.now() };
      this.notify();
    });
  }

  /** Index the next line will get: pass it as `from` to wait only for lines after this point. */
  mark(): number {
    return this.lines.length;
  }

  /** Write one command; returns performance.now() at the write. */
  send(command: string): number {
    this.child.stdin.write(command + '\n');
    return performance.now();
  }

  /** Close stdin (end of input, as when a GUI's pipe closes). */
  closeInput(): void {
    this.child.stdin.end();
  }

  get exited(): Exit | null {
    return this.exitInfo;
  }

  /** Texts of the lines from index `from` up to (not including) `to`. */
  textsFrom(from = 0, to = this.lines.length): string[] {
    return this.lines.slice(from, to).map((l) => l.text);
  }

  /** The first line at index >= from satisfying pred, waiting up to timeoutMs for it. */
  waitFor(pred: (text: string) => boolean, timeoutMs: number, from = 0, what = 'a matching line'): Promise<Line & { index: number }> {
    return new Promise((resolve, reject) => {
      let scanned = from;
      const check = (): boolean => {
        for (; scanned < this.lines.length; scanned++) {
          if (pred(this.lines[scanned].text)) {
            resolve({ ...this.lines[scanned], index: scanned });
            return true;
          }
        }
        if (this.exitInfo) {
          reject(new Error(`engine exited (code ${this.exitInfo.code}) before ${what}; output:\n${this.textsFrom(from).join('\n')}`));
          return true;
        }
        return false;
      };
      if (check()) return;
      const listener = (): void => {
        if (check()) { this.listeners.delete(listener); clearTimeout(timer); }
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no ${what} within ${timeoutMs} ms; output since index ${from}:\n${this.textsFrom(from).join('\n')}`));
      }, timeoutMs);
      this.listeners.add(listener);
    });
  }

  /** Wait for the next `bestmove` line at or after `from`; returns the move word and the line. */
  async bestmove(from: number, timeoutMs = 10000): Promise<{ move: string; ponder: string | undefined; index: number; at: number }> {
    const line = await this.waitFor((t) => t.startsWith('bestmove'), timeoutMs, from, 'bestmove');
    const words = line.text.split(/\s+/);
    return { move: words[1] ?? '', ponder: words[2] === 'ponder' ? words[3] : undefined, index: line.index, at: line.at };
  }

  /** Send `uci` and wait for `uciok`. */
  async handshake(timeoutMs = 10000): Promise<void> {
    const from = this.mark();
    this.send('uci');
    await this.waitFor((t) => t === 'uciok', timeoutMs, from, 'uciok');
  }

  /** isready → readyok: after it, every earlier command has been handled. */
  async sync(timeoutMs = 10000): Promise<void> {
    const from = this.mark();
    this.send('isready');
    await this.waitFor((t) => t === 'readyok', timeoutMs, from, 'readyok');
  }

  /** Wait until the process exits (resolves with the exit) or timeoutMs passes (rejects). */
  waitExit(timeoutMs: number): Promise<Exit> {
    return new Promise((resolve, reject) => {
      if (this.exitInfo) { resolve(this.exitInfo); return; }
      const listener = (): void => {
        if (this.exitInfo) { this.listeners.delete(listener); clearTimeout(timer); resolve(this.exitInfo); }
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`engine still running after ${timeoutMs} ms`));
      }, timeoutMs);
      this.listeners.add(listener);
    });
  }

  /** Sleep in test time (for "nothing happens meanwhile" checks). */
  static pause(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** quit, then SIGKILL if the process has not exited after graceMs. Safe to call twice. */
  async close(graceMs = 2000): Promise<void> {
    if (this.exitInfo) return;
    this.send('quit');
    try {
      await this.waitExit(graceMs);
    } catch {
      this.child.kill('SIGKILL');
      await this.waitExit(2000).catch(() => undefined);
    }
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

/**
 * The engine processes one test file starts: `start()` spawns and handshakes one, `track()` adopts
 * one made by hand, and `closeAll()` (in afterEach) closes them all, so no test leaks a process.
 */
export class EngineSet {
  private readonly open: UciProcess[] = [];

  track(e: UciProcess): UciProcess {
    this.open.push(e);
    return e;
  }

  async start(): Promise<UciProcess> {
    const e = this.track(new UciProcess());
    await e.handshake();
    return e;
  }

  async closeAll(): Promise<void> {
    while (this.open.length > 0) await this.open.pop()!.close();
  }
}
