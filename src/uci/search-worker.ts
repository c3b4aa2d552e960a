// The search thread. Receives options, new-game and go messages from the UCI front end, runs
// each search synchronously (messages queue meanwhile, which keeps their order), and posts info
// lines and exactly one bestmove per go. Stop and ponderhit arrive through shared memory, not
// messages, because the thread is busy searching when they matter.

import { parentPort, workerData } from 'node:worker_threads';
import { setFen } from '../board/fen.js';
import { Position } from '../board/position.js';
import { ensureKpkTable } from '../eval/kpk.js';
import { parseUciMove } from '../movegen/notation.js';
import { CONTROL_PONDER, CONTROL_STOP } from '../search/search.js';
import { Engine } from './engine.js';
import { bestmoveLine, infoLine } from './info.js';
import { PONDERHIT_OFFSET, type FromWorker, type ToWorker } from './messages.js';

export function runSearchWorker(): void {
  const port = parentPort;
  if (!port) return;
  const shared = (workerData as { control: SharedArrayBuffer }).control;
  const control = new Int32Array(shared, 0, 2);
  const ponderhit = new Float64Array(shared, PONDERHIT_OFFSET, 1);
  const engine = new Engine();
  // One board for every go: a fresh one per search would allocate its typed arrays each time.
  const board = new Position();
  // Before any message is handled: the first isready (which round-trips through this thread)
  // then also means the KPK bitbase is ready.
  ensureKpkTable();
  engine.searcher.control = control;
  engine.searcher.ponderhitTime = ponderhit;
  const send = (msg: FromWorker): void => port.postMessage(msg);

  port.on('message', (msg: ToWorker) => {
    switch (msg.kind) {
      case 'option': {
        const error = engine.applyOption(msg.name, msg.value);
        if (error !== null) send({ kind: 'line', text: `info string error ${error}` });
        break;
      }
      case 'newgame':
        engine.searcher.newGame();
        break;
      case 'ping':
        send({ kind: 'pong', id: msg.id });
        break;
      case 'go':
        runGo(engine, board, msg, control, send);
        break;
    }
  });
}

function runGo(engine: Engine, pos: Position, msg: Extract<ToWorker, { kind: 'go' }>, control: Int32Array, send: (m: FromWorker) => void): void {
  const parsed = setFen(pos, msg.fen);
  if (!parsed.ok) {
    // The front end validated this position; reaching here is a bug, but still answer the go.
    send({ kind: 'line', text: `info string error ${parsed.message}` });
    send({ kind: 'bestmove', text: 'bestmove 0000' });
    return;
  }
  pos.chess960 = engine.chess960;
  for (const text of msg.moves) {
    const m = parseUciMove(pos, text);
    if (m === 0) break;
    pos.makeMove(m);
  }
  const searchMoves: number[] = [];
  for (const text of msg.searchMoves) {
    const m = parseUciMove(pos, text);
    if (m !== 0) searchMoves.push(m);
  }
  const result = engine.searcher.search(pos, { ...msg.limits, searchMoves }, (info) => {
    send({ kind: 'line', text: infoLine(pos, info) });
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
  if (result.bestMove === 0) send({ kind: 'line', text: `info depth 0 score ${result.score === 0 ? 'cp 0' : 'mate 0'}` });
  send({ kind: 'bestmove', text: bestmoveLine(pos, result) });
}
