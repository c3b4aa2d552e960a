// Who plays the games of a datagen run: in this process (one thread; tests) or a pool of worker
// processes (`kerf datagen --worker`), one game in flight per worker. Worker processes, not
// worker_threads, for the reason calibrate gives (src/tools/calibrate/pool.ts): the bundle's
// worker-thread role is the UCI search worker.
// Design choice: a game's records cross the IPC channel as one base64 string (the JSON channel
// would turn a Uint8Array into an object with a key per byte).

import { fork } from 'node:child_process';
import { Engine } from '../../engine/engine.js';
import { playGame, type GameEnd, type PlayedGame, type SelfPlaySettings } from './selfplay.js';

/** A worker ended by Ctrl-C (it shares the terminal's process group): the run was interrupted. */
export class WorkerInterrupted extends Error {}

/** Plays games; `play` may be called again once its previous promise settled. */
export interface GamePlayer {
  play(gameId: number): Promise<PlayedGame>;
  close(): void;
}

export type ToDatagenWorker = { kind: 'game'; gameId: number } | { kind: 'quit' };
export type FromDatagenWorker =
  | { kind: 'game'; gameId: number; records: string; positions: number; result: 0 | 0.5 | 1; end: GameEnd; plies: number }
  | { kind: 'error'; gameId: number; message: string };

/** A searcher with the engine's defaults (MPC table included) and `hashMiB` of TT. */
export function datagenEngine(hashMiB: number): Engine {
  const engine = new Engine();
  engine.applyOption('Hash', String(hashMiB));
  return engine;
}

/** Plays in this process, one game at a time (yielding to the event loop between games). */
export function inProcessPlayer(settings: SelfPlaySettings, hashMiB: number): GamePlayer {
  const engine = datagenEngine(hashMiB);
  return {
    play: async (gameId) => {
      await new Promise((resolve) => setImmediate(resolve));
      return playGame(engine.searcher, settings, gameId);
    },
    close: () => {},
  };
}

/** A forked `kerf datagen --worker …` process, given one game at a time. */
export function forkedPlayer(modulePath: string, args: string[]): GamePlayer {
  const child = fork(modulePath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'json' });
  let pending: { gameId: number; resolve: (g: PlayedGame) => void; reject: (e: Error) => void } | null = null;
  let closed = false;
  child.on('message', (raw) => {
    const m = raw as FromDatagenWorker;
    const p = pending;
    if (p === null || m.gameId !== p.gameId) return;
    pending = null;
    if (m.kind === 'error') { p.reject(new Error(`worker, game ${m.gameId}: ${m.message}`)); return; }
    const records = new Uint8Array(Buffer.from(m.records, 'base64'));
    p.resolve({ gameId: m.gameId, records, positions: m.positions, result: m.result, end: m.end, plies: m.plies });
  });
  child.on('exit', (code, signal) => {
    closed = true;
    const p = pending;
    pending = null;
    if (p === null) return;
    if (signal === 'SIGINT') p.reject(new WorkerInterrupted(`worker interrupted while playing game ${p.gameId}`));
    else p.reject(new Error(`worker exited (${signal ?? `code ${code}`}) while playing game ${p.gameId}`));
  });
  return {
    play: (gameId) => new Promise<PlayedGame>((resolve, reject) => {
      if (closed) { reject(new Error('worker has exited')); return; }
      pending = { gameId, resolve, reject };
      child.send({ kind: 'game', gameId } satisfies ToDatagenWorker);
    }),
    close: () => {
      if (child.connected) child.send({ kind: 'quit' } satisfies ToDatagenWorker);
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

/** The worker side: play each game asked for until told to quit or orphaned. -1 without IPC. */
export function runDatagenWorker(settings: SelfPlaySettings, hashMiB: number): Promise<number> {
  if (process.send === undefined) return Promise.resolve(-1);
  const send: (m: FromDatagenWorker) => boolean = process.send.bind(process);
  const engine = datagenEngine(hashMiB);
  return new Promise<number>((resolve) => {
    process.on('message', (raw) => {
      const m = raw as ToDatagenWorker;
      if (m.kind === 'quit') { process.disconnect?.(); return; }
      if (m.kind !== 'game') return;
      let reply: FromDatagenWorker;
      try {
        const g = playGame(engine.searcher, settings, m.gameId);
        reply = {
          kind: 'game', gameId: g.gameId, records: Buffer.from(g.records.buffer, g.records.byteOffset, g.records.byteLength).toString('base64'),
          positions: g.positions, result: g.result, end: g.end, plies: g.plies,
        };
      } catch (err) {
        reply = { kind: 'error', gameId: m.gameId, message: err instanceof Error ? err.message : String(err) };
      }
      if (process.connected) send(reply);
    });
    process.on('disconnect', () => resolve(0));
  });
}
