// Messages between `kerf calibrate` and its worker processes (`kerf calibrate --worker`), sent
// over the Node IPC channel as JSON. One job is in flight per worker at a time.

import type { ScoredPosition } from './sampler.js';

export type ToWorker =
  | { kind: 'job'; index: number; fen: string; depth: number }
  | { kind: 'quit' };

export type FromWorker =
  | { kind: 'result'; index: number; samples: ScoredPosition[] }
  | { kind: 'error'; index: number; message: string };
