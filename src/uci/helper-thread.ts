// A Lazy SMP helper thread: started by the main search thread's HelperPool (helper-pool.ts) from
// the same bundle, with role 'helper' in workerData. It searches the root it is given with no
// limit of its own until the pool's stop word is set, storing into the shared transposition
// table; it never prints. Its searcher, history and stacks are its own; only the table (and the
// node counters and control words of search/smp.ts) are shared.
//
// Design choice: a go carries a generation number, and the helper searches only if, after
// counting itself as running, the stop word is clear and the generation is still the current
// one. A go that arrives late (the helper was still starting up, or the search was a short one)
// is so skipped, and can never run into the next search: the main thread clears the stop word
// only after bumping the generation, so a helper that sees the stop word clear also sees the
// new generation.

import { parentPort, workerData } from 'node:worker_threads';
import { Position } from '../board/position.js';
import { ensureKpkTable } from '../eval/kpk.js';
import { Engine } from '../engine/engine.js';
import { Searcher } from '../search/search.js';
import { SMP_GENERATION, SMP_RUNNING, SMP_STOP, smpViews } from '../search/smp.js';
import { TranspositionTable } from '../search/tt.js';
import { setUpPosition } from './position-setup.js';
import { collectGarbage } from './full-gc.js';

/** What a helper thread is started with. */
export interface HelperData {
  role: 'helper';
  /** 1..Threads-1. */
  index: number;
  /** The SMP block (search/smp.ts). */
  smp: SharedArrayBuffer;
  /** The main thread's transposition table buffer. */
  tt: SharedArrayBuffer;
}

export type ToHelper =
  | { kind: 'option'; name: string; value: string }
  /** New game: forget the move-ordering history (the main thread clears the shared table). */
  | { kind: 'newgame' }
  /** The main thread's table has a new buffer (Hash changed). */
  | { kind: 'tt'; buffer: SharedArrayBuffer }
  | { kind: 'go'; generation: number; fen: string; moves: number[]; searchMoves?: number[] };

export type FromHelper = { kind: 'error'; text: string };

export function runHelperThread(): void {
  const port = parentPort;
  if (!port) return;
  const data = workerData as HelperData;
  const { control, words, nodes } = smpViews(data.smp);
  // A token table: replaced at once by the shared one, so no Hash-sized buffer is made per helper.
  const engine = new Engine(new Searcher(0));
  const searcher = engine.searcher;
  searcher.tt = TranspositionTable.fromShared(data.tt);
  searcher.threadIndex = data.index;
  searcher.threadNodes = nodes;
  searcher.control = control;
  const board = new Position();
  ensureKpkTable();
  const send = (msg: FromHelper): void => port.postMessage(msg);

  port.on('message', (msg: ToHelper) => {
    switch (msg.kind) {
      case 'option': {
        const applied = engine.applyOption(msg.name, msg.value);
        if (!applied.ok) send({ kind: 'error', text: applied.message });
        break;
      }
      case 'newgame':
        searcher.history.clear();
        // Between games, as in the search thread: collect this helper's garbage (full-gc.ts).
        collectGarbage();
        break;
      case 'tt':
        searcher.tt = TranspositionTable.fromShared(msg.buffer);
        break;
      case 'go':
        Atomics.add(words, SMP_RUNNING, 1);
        try {
          // Stop word first, generation second: see the header.
          if (Atomics.load(words, SMP_STOP) !== 0 || Atomics.load(words, SMP_GENERATION) !== msg.generation) break;
          const setup = setUpPosition(board, msg.fen, msg.moves, engine.chess960);
          if (!setup.ok) { send({ kind: 'error', text: `position: ${setup.message}` }); break; }
          searcher.search(board, { searchMoves: msg.searchMoves });
        } catch (err) {
          send({ kind: 'error', text: err instanceof Error ? err.message : String(err) });
        } finally {
          Atomics.sub(words, SMP_RUNNING, 1);
          Atomics.notify(words, SMP_RUNNING);
        }
        break;
    }
  });
}
