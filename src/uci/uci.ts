// The UCI front end on the main thread. It reads stdin at all times and owns the protocol state
// (position, options, debug), while the search runs in a worker thread (search-worker.ts). That is
// what lets `isready` be answered at once mid-search and `stop`/`ponderhit` take effect within a
// millisecond or two: they are flags in shared memory that the search polls, not messages it would
// only read after finishing. Every `go` gets exactly one `bestmove`, legal in that go's own
// position, whatever the timing of position / go / stop (see OpenGo); bad input gets an
// `info string error …` line and leaves the state as it was.

import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { START_FEN } from '../board/fen.js';
import { Position } from '../board/position.js';
import { firstLegalMove, moveToUci } from '../movegen/notation.js';
import { collectGarbage } from './full-gc.js';
import { fail, ok, type Result } from '../result.js';
import { CONTROL_BYTES, CONTROL_PONDER, CONTROL_STOP, controlViews } from '../search/control.js';
import { parseGoArgs, type GoRequest } from './go-args.js';
import type { FromWorker, GoMessage, ToWorker } from './messages.js';
import { checkOption, optionLines } from './options.js';
import { setUpPosition } from './position-setup.js';

export const ENGINE_NAME = 'Kerf 0.1.0';
export const ENGINE_AUTHOR = 'the Kerf developers';
/** How long end of input waits for the next stopped search's bestmove before answering the rest itself. */
const DRAIN_DEADLINE_MS = 500;
/** The same while the search thread has not started yet (its start-up takes ~0.4 s, more on a busy machine). */
const DRAIN_STARTUP_DEADLINE_MS = 5000;
/** Characters never written to stdout: C0/C1 controls (tab aside) and the Unicode line separators. */
const CONTROL_CHARS = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]/g;

interface PositionState {
  /** The root FEN of the `position` command, validated. */
  fen: string;
  /** The moves after it, encoded: sent to the worker as they are. */
  moves: number[];
  pos: Position;
}

/**
 * A go not yet answered. The front end keeps them in a queue in arrival order; the head is the
 * one the worker runs, the others wait for its bestmove. A go is stopped by a `stop` or by a
 * later `go` (each go's answer is owed, but only the newest one is worth searching for), and a
 * go stopped while still queued starts with the stop flag already set, so the worker answers it
 * at once with a move of its own position.
 */
interface OpenGo {
  msg: GoMessage;
  /** The answer if the worker cannot give one (it died, or end of input timed out). */
  fallback: string;
  stopped: boolean;
  pondering: boolean;
  /** Date.now() of a ponderhit that came while this go was queued, else 0. */
  ponderhitAt: number;
}

export class UciFrontEnd {
  private readonly control = new SharedArrayBuffer(CONTROL_BYTES);
  private readonly flags: Int32Array;
  private readonly ponderhitTime: Float64Array;
  private worker: Worker | null = null;
  private state: PositionState | null = null;
  /**
   * Two boards used in turn: `position` is parsed into the one the state does not hold, so a bad
   * FEN or move leaves the state untouched, and no board (about 100 KB of typed arrays with the
   * undo history) is allocated per command — their off-heap memory would pile up until a GC.
   * Made by the first `position`, not at start-up: the first board fills the slider tables.
   */
  private boards: [Position, Position] | null = null;
  private chess960 = false;
  private debug = false;
  /** Unanswered gos in arrival order; [0] runs in the worker. Every one gets exactly one bestmove. */
  private readonly gos: OpenGo[] = [];
  private goId = 0;
  private readonly optionValues = new Map<string, string>();
  private pingId = 0;
  /** Input has ended: exit as soon as every go is answered. */
  private draining = false;
  private drainTimer: ReturnType<typeof setTimeout> | null = null;
  /** The current search thread has said it is up. */
  private workerStarted = false;
  private readonly pendingPings = new Set<number>();

  /**
   * The search thread is started by the first command, after `uciok` when that command is `uci`
   * (as GUIs send it first): starting it earlier made its isolate and table building compete with
   * the front end's own start-up, and GUIs time spawn → uciok.
   */
  constructor(private readonly write: (line: string) => void, private readonly exit: (code: number) => void) {
    ({ flags: this.flags, ponderhitTime: this.ponderhitTime } = controlViews(this.control));
  }

  private startWorker(): void {
    const worker = new Worker(new URL(import.meta.url), { workerData: { control: this.control } });
    worker.on('message', (msg: FromWorker) => { if (this.worker === worker) this.onWorkerMessage(msg); });
    worker.on('error', (err: unknown) => { if (this.worker === worker) this.onWorkerFailure(err instanceof Error ? err : new Error(String(err))); });
    worker.unref();
    this.worker = worker;
    this.workerStarted = false;
    // A restarted worker must get back the options set so far.
    for (const [name, value] of this.optionValues) this.post({ kind: 'option', name, value });
  }

  private post(msg: ToWorker): void {
    this.worker?.postMessage(msg);
  }

  /**
   * End of input: unlike quit, answer what is still owed before exiting — readyok for a pending
   * isready, and a bestmove for every go (all stopped now) — so that piping a few commands into
   * kerf (`echo "go depth 10" | kerf`) prints their answers. Bounded by a short deadline per
   * answer (longer while the search thread is still starting), after which the gos still open get
   * their fallback move.
   */
  finishInput(): void {
    for (const id of this.pendingPings) { this.pendingPings.delete(id); this.write('readyok'); }
    if (this.gos.length === 0) { this.exit(0); return; }
    this.draining = true;
    this.stopAll();
    this.armDrainDeadline();
  }

  /** While draining: if the worker answers no go for DRAIN_DEADLINE_MS, answer the rest here and exit. */
  private armDrainDeadline(): void {
    if (this.drainTimer !== null) clearTimeout(this.drainTimer);
    this.drainTimer = setTimeout(() => {
      for (const go of this.gos.splice(0)) this.write(`bestmove ${go.fallback}`);
      this.exit(0);
    }, this.workerStarted ? DRAIN_DEADLINE_MS : DRAIN_STARTUP_DEADLINE_MS);
  }

  private onWorkerMessage(msg: FromWorker): void {
    switch (msg.kind) {
      case 'started':
        this.workerStarted = true;
        if (this.draining) this.armDrainDeadline();
        break;
      case 'line':
        this.write(msg.text);
        break;
      case 'bestmove': {
        const head = this.gos[0];
        if (head === undefined || head.msg.id !== msg.id) break; // answered already (deadline)
        this.gos.shift();
        this.write(msg.text);
        this.next();
        break;
      }
      case 'pong':
        if (this.pendingPings.delete(msg.id)) this.write('readyok');
        break;
    }
  }

  /** The head go is answered: start the next one, or exit if input has ended and none is left. */
  private next(): void {
    if (this.gos.length > 0) {
      this.dispatch(this.gos[0]);
      if (this.draining) this.armDrainDeadline();
    } else if (this.draining) {
      this.exit(0);
    }
  }

  /** The search thread died: say so, answer the go it ran with a legal move, start a new thread. */
  private onWorkerFailure(err: Error): void {
    this.write(`info string error search thread failed: ${err.message}`);
    void this.worker?.terminate();
    this.worker = null;
    this.startWorker();
    const head = this.gos.shift();
    if (head !== undefined) this.write(`bestmove ${head.fallback}`);
    for (const id of this.pendingPings) { this.pendingPings.delete(id); this.write('readyok'); }
    if (head !== undefined) this.next();
  }

  /** Handle one input line. */
  handleLine(raw: string): void {
    const line = raw.replace(/\r$/, '').trim();
    if (line === '') return;
    const tokens = line.split(/\s+/);
    const command = tokens[0];
    const args = tokens.slice(1);
    if (this.worker === null && command !== 'uci' && command !== 'quit') this.startWorker();
    switch (command) {
      case 'uci':
        this.write(`id name ${ENGINE_NAME}`);
        this.write(`id author ${ENGINE_AUTHOR}`);
        for (const l of optionLines()) this.write(l);
        this.write('uciok');
        if (this.worker === null) this.startWorker();
        return;
      case 'debug':
        if (args[0] === 'on' || args[0] === 'off') this.debug = args[0] === 'on';
        else this.error(`debug takes on or off, got '${args.join(' ')}'`);
        return;
      case 'isready':
        // Mid-search readyok is due at once (UCI); a go sent now would stop the search and run next.
        if (this.gos.length > 0) { this.write('readyok'); return; }
        // Idle: go through the worker so readyok also means earlier options have been applied.
        this.pendingPings.add(++this.pingId);
        this.post({ kind: 'ping', id: this.pingId });
        return;
      case 'setoption':
        this.setOption(line);
        return;
      case 'ucinewgame':
        this.post({ kind: 'newgame' });
        // Between games nothing runs here: collect this thread's garbage (full-gc.ts).
        collectGarbage();
        return;
      case 'position':
        this.setPosition(args);
        return;
      case 'go':
        this.go(args);
        return;
      case 'stop':
        this.stopAll();
        return;
      case 'ponderhit':
        this.ponderhit();
        return;
      case 'quit':
        this.exit(0);
        return;
      default:
        this.error(`unknown command '${command.length > 60 ? command.slice(0, 60) + '…' : command}'`);
    }
  }

  private error(text: string): void {
    this.write(`info string error ${text}`);
  }

  /** Stop every open go: the running one through the shared flag, queued ones when they start. */
  private stopAll(): void {
    for (const go of this.gos) { go.stopped = true; go.pondering = false; }
    if (this.gos.length > 0) {
      Atomics.store(this.flags, CONTROL_STOP, 1);
      Atomics.store(this.flags, CONTROL_PONDER, 0);
      Atomics.notify(this.flags, CONTROL_STOP);
    }
  }

  /** A ponderhit belongs to the newest go, if that one is pondering. */
  private ponderhit(): void {
    const last = this.gos[this.gos.length - 1];
    if (last === undefined || !last.pondering) return;
    last.pondering = false;
    if (last === this.gos[0]) {
      this.ponderhitTime[0] = Date.now();
      Atomics.store(this.flags, CONTROL_PONDER, 0);
      Atomics.notify(this.flags, CONTROL_STOP);
    } else {
      last.ponderhitAt = Date.now();
    }
  }

  private setOption(line: string): void {
    const m = /^setoption\s+name\s+(.+?)(?:\s+value(?:\s+(.*))?)?$/.exec(line);
    if (!m) { this.error(`setoption needs 'name <id> [value <x>]'`); return; }
    const checked = checkOption(m[1].trim(), m[2] ?? '');
    if (!checked.ok) { this.error(checked.message); return; }
    const { name, value } = checked.value;
    if (name === 'UCI_Chess960') this.chess960 = value === 'true';
    if (name !== 'Clear Hash') this.optionValues.set(name, value);
    this.post({ kind: 'option', name, value });
  }

  private setPosition(args: string[]): void {
    const command = parsePositionCommand(args);
    if (!command.ok) { this.error(command.message); return; }
    const boards = this.boards ??= [new Position(), new Position()];
    const pos = boards[0] === this.state?.pos ? boards[1] : boards[0];
    const setup = setUpPosition(pos, command.value.fen, command.value.moves, this.chess960);
    if (!setup.ok) {
      this.error(`position: ${setup.message}${setup.kind === 'IllegalMove' ? '; position unchanged' : ''}`);
      return;
    }
    this.state = { fen: command.value.fen, moves: setup.value, pos };
  }

  private go(args: string[]): void {
    if (this.state === null) {
      this.error('go before position: searching the start position');
      this.setPosition(['startpos']);
      if (this.state === null) return;
    }
    const state: PositionState = this.state;
    const parsed = parseGoArgs(args, state.pos);
    let request: GoRequest;
    if (parsed.ok) request = parsed.value;
    else {
      this.error(`${parsed.message}; searching depth 1 instead`);
      request = { limits: { depth: 1 }, ponder: false };
    }
    const first = firstLegalMove(state.pos);
    const go: OpenGo = {
      // The clock starts now, when the GUI's go arrives, not when the worker gets to it.
      msg: {
        kind: 'go', id: ++this.goId, fen: state.fen, moves: state.moves,
        limits: { ...request.limits, startTime: Date.now() }, ponder: request.ponder, debug: this.debug,
      },
      fallback: moveToUci(state.pos, first),
      stopped: false,
      pondering: request.ponder,
      ponderhitAt: 0,
    };
    // A go while others are open (a protocol slip, or a GUI's quick position/go/stop): they are
    // stopped and answered in order, then this one runs.
    this.stopAll();
    this.gos.push(go);
    if (this.gos.length === 1) this.dispatch(go);
  }

  /** Start a go in the worker, which is idle: every earlier go has its bestmove. */
  private dispatch(go: OpenGo): void {
    Atomics.store(this.flags, CONTROL_STOP, go.stopped ? 1 : 0);
    Atomics.store(this.flags, CONTROL_PONDER, go.pondering ? 1 : 0);
    this.ponderhitTime[0] = go.ponderhitAt;
    this.post(go.msg);
  }
}

/** The root FEN and move texts of a `position` command's arguments. */
function parsePositionCommand(args: string[]): Result<{ fen: string; moves: string[] }, 'InvalidCommand'> {
  let fen: string;
  let rest: string[];
  if (args[0] === 'startpos') {
    fen = START_FEN;
    rest = args.slice(1);
  } else if (args[0] === 'fen') {
    const movesAt = args.indexOf('moves');
    fen = (movesAt < 0 ? args.slice(1) : args.slice(1, movesAt)).join(' ');
    rest = movesAt < 0 ? [] : args.slice(movesAt);
  } else {
    return fail('InvalidCommand', `position needs 'startpos' or 'fen <FEN>', got '${(args[0] ?? '').slice(0, 60)}'`);
  }
  if (rest.length > 0 && rest[0] !== 'moves') return fail('InvalidCommand', `position: expected 'moves', got '${rest[0].slice(0, 60)}'`);
  return ok({ fen, moves: rest.slice(1) });
}

/** Run UCI on stdin/stdout until quit or end of input. */
export function runUci(): Promise<number> {
  return new Promise((resolve) => {
    // Error lines echo the offending input; its control bytes (NUL, ESC, …) must not reach the GUI.
    const write = (line: string): void => { process.stdout.write(line.replace(CONTROL_CHARS, '?') + '\n'); };
    const exit = (code: number): void => {
      resolve(code);
      process.exit(code);
    };
    const frontEnd = new UciFrontEnd(write, exit);
    const rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
    rl.on('line', (line) => {
      try {
        frontEnd.handleLine(line);
      } catch (err) {
        write(`info string error internal: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    rl.on('close', () => frontEnd.finishInput());
  });
}
