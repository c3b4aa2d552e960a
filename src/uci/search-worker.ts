// The search thread. Receives options, new-game and go messages from the UCI front end, runs
// each search synchronously (messages queue meanwhile, which keeps their order), and posts info
// lines and exactly one bestmove per go, tagged with the go's id. Stop and ponderhit arrive
// through shared memory (search/control.ts), not messages, because the thread is busy searching
// when they matter. A go arrives parsed: the root FEN the front end validated and the moves as
// encoded ints, replayed here without parsing text again. With Threads > 1 this thread is Lazy
// SMP's main thread: its HelperPool (helper-pool.ts) runs the helpers, adjusted between searches.

import { parentPort, workerData } from 'node:worker_threads';
import { Position } from '../board/position.js';
import { ensureKpkTable } from '../eval/kpk.js';
import { moveToUci } from '../movegen/notation.js';
import { DEFAULT_MPC_NOTE } from '../search/mpc/params.js';
import { CONTROL_PONDER, CONTROL_STOP, controlViews } from '../search/control.js';
import { Engine } from '../engine/engine.js';
import { currmoveLine, infoLine, resultLines } from './info.js';
import type { FromWorker, GoMessage, ToWorker } from './messages.js';
import { HelperPool, searchWithHelpers } from './helper-pool.js';
import { setUpPosition } from './position-setup.js';
import { collectGarbage } from './full-gc.js';

export function runSearchWorker(): void {
  const port = parentPort;
  if (!port) return;
  const { flags, ponderhitTime } = controlViews((workerData as { control: SharedArrayBuffer }).control);
  const engine = new Engine();
  // One board for every go: a fresh one per search would allocate its typed arrays each time.
  const board = new Position();
  // Before any message is handled: the first isready (which round-trips through this thread)
  // then also means the KPK bitbase is ready.
  ensureKpkTable();
  engine.searcher.control = flags;
  engine.searcher.ponderhitTime = ponderhitTime;
  const send = (msg: FromWorker): void => port.postMessage(msg);
  const helpers = new HelperPool((text) => send({ kind: 'line', text }));
  send({ kind: 'started' });

  port.on('message', (msg: ToWorker) => {
    switch (msg.kind) {
      case 'option': {
        const applied = engine.applyOption(msg.name, msg.value);
        if (!applied.ok) send({ kind: 'line', text: `info string error ${applied.message}` });
        else {
          const note = optionNote(engine, msg.name, msg.value);
          if (note !== null) send({ kind: 'line', text: `info string ${note}` });
          helpers.forwardOption(msg.name, msg.value);
          // Idle here: start or end helpers now, so they are up by the next go.
          helpers.sync(engine);
        }
        break;
      }
      case 'newgame':
        engine.searcher.newGame();
        helpers.newGame();
        // No search runs between games: collect this thread's garbage (full-gc.ts).
        collectGarbage();
        break;
      case 'ping':
        send({ kind: 'pong', id: msg.id });
        break;
      case 'go':
        runGo(engine, board, msg, flags, send, helpers);
        break;
    }
  });
}

/**
 * A confirmation for the options whose effect a user could otherwise miss: which MPC parameters
 * are now in force (the file's note says what they are), and the hash size actually allocated.
 * Other options are silent, as UCI expects.
 */
function optionNote(engine: Engine, name: string, value: string): string | null {
  switch (name) {
    case 'MPCParams':
      return value === '' ? `MPCParams built-in: ${DEFAULT_MPC_NOTE}` : `MPCParams loaded '${value}': ${engine.mpcParamsNote}`;
    case 'Hash':
      return `Hash ${value} MiB (${engine.searcher.tt.entryCount} entries)`;
    case 'BookFile':
      return engine.book === null ? null : `BookFile loaded '${value}': ${engine.book.size} entries`;
    default:
      return null;
  }
}

function runGo(
  engine: Engine, pos: Position, msg: GoMessage, control: Int32Array, send: (m: FromWorker) => void, helpers: HelperPool,
): void {
  const setup = setUpPosition(pos, msg.fen, msg.moves, engine.chess960);
  if (!setup.ok) {
    // The front end built this position with the same function; reaching here is a bug, but the
    // go is still answered.
    send({ kind: 'line', text: `info string error position: ${setup.message}` });
    send({ kind: 'bestmove', id: msg.id, text: 'bestmove 0000' });
    return;
  }
  const bookMove = engine.bookMove(pos, msg.limits, msg.ponder);
  if (bookMove !== 0) {
    send({ kind: 'line', text: `info string book move ${moveToUci(pos, bookMove)}` });
    send({ kind: 'bestmove', id: msg.id, text: `bestmove ${moveToUci(pos, bookMove)}` });
    return;
  }
  const result = searchWithHelpers(engine, helpers, pos, msg.fen, msg.moves, msg.limits, (info) => {
    send({ kind: 'line', text: infoLine(pos, info) });
  }, (move, number) => {
    send({ kind: 'line', text: currmoveLine(pos, move, number) });
  });
  // UCI: in infinite or ponder mode the bestmove waits for stop (or ponderhit).
  while (Atomics.load(control, CONTROL_STOP) === 0
    && (msg.limits.infinite === true || Atomics.load(control, CONTROL_PONDER) === 1)) {
    Atomics.wait(control, CONTROL_STOP, 0, 20);
  }
  if (msg.debug) {
    send({ kind: 'line', text: `info string nodes ${result.nodes} time ${result.timeMs} depth ${result.depth}` });
    for (const line of engine.searcher.probCut.describeStatistics()) send({ kind: 'line', text: `info string ${line}` });
    const cost = engine.searcher.probCut.describeCost(result.nodes);
    if (cost !== null) send({ kind: 'line', text: `info string ${cost}` });
  }
  const lines = resultLines(pos, result);
  for (let i = 0; i < lines.length - 1; i++) send({ kind: 'line', text: lines[i] });
  send({ kind: 'bestmove', id: msg.id, text: lines[lines.length - 1] });
}
