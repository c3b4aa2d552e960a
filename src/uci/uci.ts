// The UCI front end on the main thread. It reads stdin at all times and owns the protocol state
// (position, options, debug), while the search runs in a worker thread (search-worker.ts). That is
// what lets `isready` be answered at once mid-search and `stop`/`ponderhit` take effect within a
// millisecond or two: they are flags in shared memory that the search polls, not messages it would
// only read after finishing. Every `go` gets exactly one `bestmove`; bad input gets an
// `info string error …` line and leaves the state as it was.

import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { START_FEN, setFen } from '../board/fen.js';
import { Position } from '../board/position.js';
import { MAX_GAME_PLY, MAX_PLY } from '../board/types.js';
import { legalMoves, moveToUci, parseUciMove } from '../movegen/notation.js';
import { CONTROL_PONDER, CONTROL_STOP } from '../search/search.js';
import { parseGoArgs } from './go-args.js';
import { CONTROL_BYTES, PONDERHIT_OFFSET, type FromWorker, type ToWorker } from './messages.js';
import { checkOption, optionLines } from './options.js';

export const ENGINE_NAME = 'Kerf 0.1.0';
export const ENGINE_AUTHOR = 'the Kerf developers';
/** How long end of input waits for a stopped search's bestmove before exiting anyway. */
const DRAIN_DEADLINE_MS = 500;
/** Characters never written to stdout: C0/C1 controls (tab aside) and the Unicode line separators. */
const CONTROL_CHARS = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]/g;

interface PositionState {
  fen: string;
  moves: string[];
  pos: Position;
}

export class UciFrontEnd {
  private readonly control = new SharedArrayBuffer(CONTROL_BYTES);
  private readonly flags = new Int32Array(this.control, 0, 2);
  private readonly ponderhitTime = new Float64Array(this.control, PONDERHIT_OFFSET, 1);
  private worker: Worker | null = null;
  private state: PositionState | null = null;
  /**
   * Two boards used in turn: `position` is parsed into the one the state does not hold, so a bad
   * FEN or move leaves the state untouched, and no board (about 100 KB of typed arrays with the
   * undo history) is allocated per command — their off-heap memory would pile up until a GC.
   */
  private readonly boards = [new Position(), new Position()];
  private chess960 = false;
  private debug = false;
  private searching = false;
  private pondering = false;
  /** A go received while another search was running: started when that one's bestmove is out. */
  private pendingGo: ToWorker | null = null;
  private readonly optionValues = new Map<string, string>();
  private pingId = 0;
  /** Input has ended: exit as soon as the running search's bestmove is out. */
  private draining = false;
  private readonly pendingPings = new Set<number>();

  /**
   * The search thread is started by the first command, after `uciok` when that command is `uci`
   * (as GUIs send it first): starting it earlier made its isolate and table building compete with
   * the front end's own start-up, and GUIs time spawn → uciok.
   */
  constructor(private readonly write: (line: string) => void, private readonly exit: (code: number) => void) {}

  private startWorker(): void {
    const worker = new Worker(new URL(import.meta.url), { workerData: { control: this.control } });
    worker.on('message', (msg: FromWorker) => this.onWorkerMessage(msg));
    worker.on('error', (err: unknown) => this.onWorkerFailure(err instanceof Error ? err : new Error(String(err))));
    worker.unref();
    this.worker = worker;
    // A restarted worker must get back the options set so far.
    for (const [name, value] of this.optionValues) this.post({ kind: 'option', name, value });
  }

  private post(msg: ToWorker): void {
    this.worker?.postMessage(msg);
  }

  /**
   * End of input: unlike quit, answer what is still owed before exiting — readyok for a pending
   * isready, and the bestmove of a running search (stopped now) — so that piping a few commands
   * into kerf (`echo "go depth 10" | kerf`) prints their answers. Bounded by a short deadline.
   */
  finishInput(): void {
    for (const id of this.pendingPings) { this.pendingPings.delete(id); this.write('readyok'); }
    this.pendingGo = null;
    if (!this.searching) { this.exit(0); return; }
    this.draining = true;
    Atomics.store(this.flags, CONTROL_STOP, 1);
    Atomics.store(this.flags, CONTROL_PONDER, 0);
    Atomics.notify(this.flags, CONTROL_STOP);
    setTimeout(() => this.exit(0), DRAIN_DEADLINE_MS);
  }

  private onWorkerMessage(msg: FromWorker): void {
    switch (msg.kind) {
      case 'line':
        this.write(msg.text);
        break;
      case 'bestmove':
        this.write(msg.text);
        if (this.draining) { this.exit(0); return; }
        this.searching = false;
        this.pondering = false;
        if (this.pendingGo) {
          const next = this.pendingGo;
          this.pendingGo = null;
          this.dispatchGo(next);
        }
        break;
      case 'pong':
        if (this.pendingPings.delete(msg.id)) this.write('readyok');
        break;
    }
  }

  /** The search thread died: say so, answer any open go with a legal move, start a new thread. */
  private onWorkerFailure(err: Error): void {
    this.write(`info string error search thread failed: ${err.message}`);
    const wasSearching = this.searching;
    this.searching = false;
    this.pondering = false;
    this.worker = null;
    this.startWorker();
    if (wasSearching && this.state !== null) {
      // A go always has a position (go() sets the start position if none was given).
      const moves = legalMoves(this.state.pos);
      this.write(`bestmove ${moves.length > 0 ? moveToUci(this.state.pos, moves[0]) : '0000'}`);
    }
    for (const id of this.pendingPings) { this.pendingPings.delete(id); this.write('readyok'); }
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
        if (this.searching) { this.write('readyok'); return; }
        // Idle: go through the worker so readyok also means earlier options have been applied.
        this.pendingPings.add(++this.pingId);
        this.post({ kind: 'ping', id: this.pingId });
        return;
      case 'setoption':
        this.setOption(line);
        return;
      case 'ucinewgame':
        this.post({ kind: 'newgame' });
        return;
      case 'position':
        this.setPosition(args);
        return;
      case 'go':
        this.go(args);
        return;
      case 'stop':
        if (this.searching) {
          Atomics.store(this.flags, CONTROL_STOP, 1);
          Atomics.notify(this.flags, CONTROL_STOP);
        }
        return;
      case 'ponderhit':
        if (this.searching && this.pondering) {
          this.ponderhitTime[0] = Date.now();
          Atomics.store(this.flags, CONTROL_PONDER, 0);
          Atomics.notify(this.flags, CONTROL_STOP);
          this.pondering = false;
        }
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

  private setOption(line: string): void {
    const m = /^setoption\s+name\s+(.+?)(?:\s+value(?:\s+(.*))?)?$/.exec(line);
    if (!m) { this.error(`setoption needs 'name <id> [value <x>]'`); return; }
    const checked = checkOption(m[1].trim(), m[2] ?? '');
    if (!checked.ok) { this.error(checked.error); return; }
    if (checked.name === 'UCI_Chess960') this.chess960 = checked.value === 'true';
    if (checked.name !== 'Clear Hash') this.optionValues.set(checked.name, checked.value);
    this.post({ kind: 'option', name: checked.name, value: checked.value });
  }

  private setPosition(args: string[]): void {
    let fen: string;
    let rest: string[];
    if (args[0] === 'startpos') {
      fen = START_FEN;
      rest = args.slice(1);
    } else if (args[0] === 'fen') {
      const movesAt = args.indexOf('moves');
      const fenTokens = movesAt < 0 ? args.slice(1) : args.slice(1, movesAt);
      fen = fenTokens.join(' ');
      rest = movesAt < 0 ? [] : args.slice(movesAt);
    } else {
      this.error(`position needs 'startpos' or 'fen <FEN>', got '${(args[0] ?? '').slice(0, 60)}'`);
      return;
    }
    if (rest.length > 0 && rest[0] !== 'moves') { this.error(`position: expected 'moves', got '${rest[0].slice(0, 60)}'`); return; }
    const pos = this.boards[0] === this.state?.pos ? this.boards[1] : this.boards[0];
    const parsed = setFen(pos, fen);
    if (!parsed.ok) { this.error(`position: invalid FEN: ${parsed.message}`); return; }
    pos.chess960 = this.chess960;
    const moves = rest.slice(1);
    for (let i = 0; i < moves.length; i++) {
      const m = parseUciMove(pos, moves[i]);
      if (m === 0) {
        this.error(`position: move ${i + 1} '${moves[i].slice(0, 20)}' is not legal; position unchanged`);
        return;
      }
      if (pos.gamePly >= MAX_GAME_PLY - MAX_PLY - 8) { this.error('position: too many moves; position unchanged'); return; }
      pos.makeMove(m);
    }
    this.state = { fen, moves, pos };
  }

  private go(args: string[]): void {
    if (this.state === null) {
      this.error('go before position: searching the start position');
      this.setPosition(['startpos']);
      if (this.state === null) return;
    }
    const state: PositionState = this.state;
    let parsed = parseGoArgs(args, state.pos);
    if (!parsed.ok) {
      this.error(`${parsed.error}; searching depth 1 instead`);
      parsed = { ok: true, limits: { depth: 1 }, ponder: false };
    }
    // searchmoves travel as text: the worker re-parses them on its own board.
    const { searchMoves: rootMoves = [], ...limits } = parsed.limits;
    const searchMoves = rootMoves.map((m) => moveToUci(state.pos, m));
    // The clock starts now, when the GUI's go arrives, not when the worker gets to it.
    const msg: ToWorker = {
      kind: 'go', fen: state.fen, moves: state.moves, limits: { ...limits, startTime: Date.now() }, searchMoves, ponder: parsed.ponder, debug: this.debug,
    };
    if (this.searching) {
      // Protocol slip (go during a search): finish the running search first, then start this one.
      Atomics.store(this.flags, CONTROL_STOP, 1);
      Atomics.notify(this.flags, CONTROL_STOP);
      if (this.pendingGo) this.write('bestmove 0000');
      this.pendingGo = msg;
      return;
    }
    this.dispatchGo(msg);
  }

  private dispatchGo(msg: ToWorker): void {
    if (msg.kind !== 'go') return;
    Atomics.store(this.flags, CONTROL_STOP, 0);
    Atomics.store(this.flags, CONTROL_PONDER, msg.ponder ? 1 : 0);
    this.ponderhitTime[0] = 0;
    this.searching = true;
    this.pondering = msg.ponder;
    this.post(msg);
  }
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
