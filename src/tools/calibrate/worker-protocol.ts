// Messages between `kerf calibrate` and its worker processes (`kerf calibrate --worker`), sent
// over the Node IPC channel as JSON. One job is in flight per worker at a time.

export type ToWorker =
  | { kind: 'job'; index: number; fen: string; depth: number }
  | { kind: 'quit' };

export type FromWorker =
  | { kind: 'result'; index: number; scores: Array<number | null>; nodes: number }
  | { kind: 'error'; index: number; message: string };
