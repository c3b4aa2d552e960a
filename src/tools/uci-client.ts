// A UCI engine as a child process: spawn, the uci/uciok + setoption + isready/readyok handshake,
// `position … moves …` / `go …` collecting info lines until `bestmove`, crash and hang detection,
// and quit-then-kill on close. Every failure is an EngineError with a kind (spawn, crash, timeout,
// protocol) so a match can adjudicate it instead of dying.
// Design choice: one waiter at a time, fed line by line — UCI is a strict request/response
// protocol from the GUI's side, so a queue of concurrent requests would only hide misuse. Lines
// that arrive with no waiter (late info after a timeout) are dropped.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { EngineSpec } from './engine-spec.js';
import { isBestLine, parseInfoLine, type InfoLine } from './uci-info.js';

export type EngineErrorKind = 'spawn' | 'crash' | 'timeout' | 'protocol';

export class EngineError extends Error {
  constructor(readonly kind: EngineErrorKind, message: string) {
    super(message);
    this.name = 'EngineError';
  }
}

/** Limits for one `go`. Clock fields are milliseconds, as UCI sends them. */
export interface GoLimits {
  wtime?: number;
  btime?: number;
  winc?: number;
  binc?: number;
  movestogo?: number;
  movetime?: number;
  depth?: number;
  nodes?: number;
  infinite?: boolean;
}

export interface SearchResult {
  bestmove: string;
  ponder?: string;
  /** Every info line of the search, in order (string-only lines included). */
  infos: InfoLine[];
  /** Wall time from writing `go` to reading `bestmove`, in ms (the match clock uses this). */
  elapsedMs: number;
}

export interface StartOptions {
  /** Limit for uciok and for each readyok during start-up (ms). */
  handshakeMs?: number;
  /** Called with every line the engine prints (debug logging). */
  onLine?: (line: string) => void;
  /** Working directory of the process. */
  cwd?: string;
}

interface Waiter {
  onLine: (line: string) => boolean;
  resolve: () => void;
  reject: (err: EngineError) => void;
  timer?: NodeJS.Timeout;
}

const STDERR_KEEP = 5;

export class UciEngine {
  /** `id name` reported by the engine ('' until uciok). */
  idName = '';
  /** Option names the engine declared, lower-cased (UCI option names are case-insensitive). */
  readonly declaredOptions = new Set<string>();
  private waiter: Waiter | undefined;
  private exitError: EngineError | undefined;
  private readonly stderrTail: string[] = [];

  private constructor(readonly spec: EngineSpec, private readonly child: ChildProcessWithoutNullStreams, private readonly onLineHook?: (line: string) => void) {
    createInterface({ input: child.stdout }).on('line', (line) => this.handleLine(line));
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.stderrTail.push(line);
      if (this.stderrTail.length > STDERR_KEEP) this.stderrTail.shift();
    });
    // A write after the engine died raises EPIPE on stdin; the exit handler reports the crash.
    child.stdin.on('error', () => {});
    child.on('error', (err) => this.fail(new EngineError('spawn', `cannot start '${spec.argv[0]}': ${(err as NodeJS.ErrnoException).code ?? err.message}`)));
    child.on('exit', (code, signal) => {
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      const tail = this.stderrTail.length > 0 ? ` (stderr: ${this.stderrTail.join(' | ')})` : '';
      this.fail(new EngineError('crash', `engine '${spec.name}' exited with ${how}${tail}`));
    });
  }

  /** Spawn the engine and complete the handshake: uci, uciok, options, isready, readyok. */
  static async start(spec: EngineSpec, opts: StartOptions = {}): Promise<UciEngine> {
    const handshakeMs = opts.handshakeMs ?? 10000;
    const [program, ...args] = spec.argv;
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], cwd: opts.cwd });
    const engine = new UciEngine(spec, child, opts.onLine);
    try {
      engine.send('uci');
      await engine.waitFor((line) => {
        if (line.startsWith('id name ')) engine.idName = line.slice(8).trim();
        const m = /^option\s+name\s+(.+?)\s+type\s/.exec(line);
        if (m) engine.declaredOptions.add(m[1].toLowerCase());
        return line.trim() === 'uciok';
      }, handshakeMs, 'uciok');
      for (const [name, value] of spec.options) {
        if (!engine.declaredOptions.has(name.toLowerCase())) {
          throw new EngineError('protocol', `engine '${spec.name}' has no option '${name}'`);
        }
        engine.setOption(name, value);
      }
      await engine.isReady(handshakeMs);
      return engine;
    } catch (err) {
      engine.kill();
      throw err;
    }
  }

  get exited(): boolean {
    return this.exitError !== undefined;
  }

  send(command: string): void {
    if (this.exitError) return;
    this.child.stdin.write(command + '\n');
  }

  setOption(name: string, value: string): void {
    this.send(value === '' ? `setoption name ${name}` : `setoption name ${name} value ${value}`);
  }

  async isReady(timeoutMs = 10000): Promise<void> {
    this.send('isready');
    await this.waitFor((line) => line.trim() === 'readyok', timeoutMs, 'readyok');
  }

  /** `ucinewgame` followed by isready (the engine may clear its hash meanwhile). */
  async newGame(timeoutMs = 10000): Promise<void> {
    this.send('ucinewgame');
    await this.isReady(timeoutMs);
  }

  /**
   * Search `position (startpos|fen F) moves …` with the given limits until `bestmove`.
   * `timeoutMs` bounds the wait (a clock's remaining time plus grace); on expiry the engine is
   * sent `stop` and the promise rejects with kind 'timeout'; its late bestmove may still arrive,
   * so a caller must restart the engine (or drain it) before the next search.
   */
  async go(fen: string | undefined, moves: readonly string[], limits: GoLimits, timeoutMs: number): Promise<SearchResult> {
    const position = fen === undefined ? 'position startpos' : `position fen ${fen}`;
    this.send(moves.length > 0 ? `${position} moves ${moves.join(' ')}` : position);
    const infos: InfoLine[] = [];
    let bestmove = '';
    let ponder: string | undefined;
    const t0 = performance.now();
    this.send(goCommand(limits));
    try {
      await this.waitFor((line) => {
        const info = parseInfoLine(line);
        if (info) { infos.push(info); return false; }
        const words = line.trim().split(/\s+/);
        if (words[0] !== 'bestmove') return false;
        bestmove = words[1] ?? '';
        if (words[2] === 'ponder' && words[3]) ponder = words[3];
        return true;
      }, timeoutMs, 'bestmove');
    } catch (err) {
      if (err instanceof EngineError && err.kind === 'timeout') this.send('stop');
      throw err;
    }
    const elapsedMs = performance.now() - t0;
    if (bestmove === '') throw new EngineError('protocol', `engine '${this.spec.name}' sent 'bestmove' without a move`);
    return ponder === undefined ? { bestmove, infos, elapsedMs } : { bestmove, ponder, infos, elapsedMs };
  }

  /** `quit`, then SIGKILL if the process is still alive after `graceMs`. */
  async close(graceMs = 500): Promise<void> {
    if (this.exitError) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.send('quit');
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private handleLine(line: string): void {
    this.onLineHook?.(line);
    const waiter = this.waiter;
    if (waiter && waiter.onLine(line)) {
      this.waiter = undefined;
      if (waiter.timer) clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }

  private fail(err: EngineError): void {
    if (!this.exitError) this.exitError = err;
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = undefined;
      if (waiter.timer) clearTimeout(waiter.timer);
      waiter.reject(this.exitError);
    }
  }

  private waitFor(onLine: (line: string) => boolean, timeoutMs: number, what: string): Promise<void> {
    if (this.exitError) return Promise.reject(this.exitError);
    if (this.waiter) return Promise.reject(new EngineError('protocol', `internal: two requests in flight to '${this.spec.name}'`));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { onLine, resolve, reject };
      if (Number.isFinite(timeoutMs)) {
        waiter.timer = setTimeout(() => {
          if (this.waiter !== waiter) return;
          this.waiter = undefined;
          reject(new EngineError('timeout', `engine '${this.spec.name}' gave no '${what}' within ${Math.round(timeoutMs)} ms`));
        }, Math.max(0, timeoutMs));
      }
      this.waiter = waiter;
    });
  }
}

/** The `go …` command for the limits (bare `go infinite` is never sent without a caller's say). */
export function goCommand(limits: GoLimits): string {
  const parts = ['go'];
  const keys: Array<keyof GoLimits> = ['wtime', 'btime', 'winc', 'binc', 'movestogo', 'movetime', 'depth', 'nodes'];
  for (const key of keys) {
    const value = limits[key];
    if (typeof value === 'number') parts.push(key, String(Math.max(0, Math.round(value))));
  }
  if (limits.infinite) parts.push('infinite');
  return parts.join(' ');
}

/** The info line of the last completed iteration: the last best line (not multipv 2 …) that carried a pv. */
export function lastPvInfo(infos: readonly InfoLine[]): InfoLine | undefined {
  for (let i = infos.length - 1; i >= 0; i--) if (infos[i].pv && infos[i].pv!.length > 0 && isBestLine(infos[i])) return infos[i];
  return undefined;
}

/** The node count of the last info line that reported one (the search's total). */
export function lastNodes(infos: readonly InfoLine[]): number | undefined {
  for (let i = infos.length - 1; i >= 0; i--) if (infos[i].nodes !== undefined) return infos[i].nodes;
  return undefined;
}
