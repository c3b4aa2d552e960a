// One result shape for every boundary where input can be refused: FEN, moves, go arguments,
// option values, MPC parameter files, EPD files, engine specs, CLI flags, and the tools' inputs
// (match specs and state, calibration samples, engine searches). A failure carries a
// named kind (what a caller or a test branches on) and a message (what the user reads), as
// chessops' Result does with InvalidFen / IllegalSetup. Design choice: the failure is flat
// (`kind`, `message`) rather than a nested error object, so a message can never be printed as
// "[object Object]" by a template string, and results are plain data that survive a structured
// clone across the worker boundary. Boundaries only: the hot path never builds one.

/** Every named way input can be refused. */
export type ErrorKind =
  /** A FEN that does not parse or describes an impossible position. */
  | 'InvalidFen'
  /** A move that is not legal (or not a move) in its position. */
  | 'IllegalMove'
  /** `go` arguments that are unknown, malformed or out of range. */
  | 'InvalidGoArgs'
  /** A UCI line that is not a command Kerf knows, or lacks its required words. */
  | 'InvalidCommand'
  /** An option name Kerf does not have. */
  | 'UnknownOption'
  /** An option value of the wrong type or out of range. */
  | 'InvalidOptionValue'
  /** An MPC parameter file whose JSON or schema is wrong. */
  | 'InvalidParams'
  /** A file that cannot be read (missing, unreadable, a FIFO, too large). */
  | 'UnreadableFile'
  /** An EPD record or test suite that does not parse. */
  | 'InvalidEpd'
  /** A command-line flag that is unknown, missing its value or has a bad one. */
  | 'InvalidFlag'
  /** An engine specification (`cmd=… name=… option.X=…`) or command line that does not parse. */
  | 'InvalidEngineSpec'
  /** An opening book that cannot be used. */
  | 'InvalidBook'
  /** A binary data file (`kerf datagen` output) that is corrupt, truncated or of another format. */
  | 'InvalidData'
  /** A match time control (`--tc`, `[moves/]base[+inc]`) that does not parse or gives no time. */
  | 'InvalidTimeControl'
  /** An SPRT specification (`elo0=… elo1=… alpha=… beta=…`) that does not parse or is inconsistent. */
  | 'InvalidSprt'
  /** A draw or resign adjudication rule (`key=value` words) that does not parse. */
  | 'InvalidAdjudication'
  /** A match resume state file that is not valid JSON or not a Kerf match state. */
  | 'InvalidMatchState'
  /** A calibration samples CSV whose header or rows are wrong (other depth, bad field). */
  | 'InvalidSamples'
  /** A search that an engine process or a calibration worker failed to finish (crash, hang, protocol error, throw). */
  | 'SearchFailed';

export interface Failure<K extends ErrorKind = ErrorKind> {
  readonly ok: false;
  readonly kind: K;
  readonly message: string;
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export type Result<T, K extends ErrorKind = ErrorKind> = Success<T> | Failure<K>;

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function fail<K extends ErrorKind>(kind: K, message: string): Failure<K> {
  return { ok: false, kind, message };
}

/** The same failure with context put in front of its message (`where: message`). */
export function withContext<K extends ErrorKind>(failure: Failure<K>, where: string): Failure<K> {
  return { ok: false, kind: failure.kind, message: `${where}: ${failure.message}` };
}
