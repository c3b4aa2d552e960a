// The CLI's error type: a message for the user, the named kind of input that was refused (see
// src/result.ts), and an exit code. Thrown by command parsers and caught once in main(), which
// prints `kerf: <message>` to stderr — never a stack trace. Design choice: the boundaries return
// Result values; only the CLI layer throws, so a command can stop at the first bad flag without
// threading results through every helper, and the kind still travels with the message.

import type { ErrorKind, Failure } from '../result.js';

export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2, readonly kind: ErrorKind = 'InvalidFlag') {
    super(message);
    this.name = 'CliError';
  }

  /** The CliError for a failed Result: `<where>: <its message>`, with its kind. */
  static from(failure: Failure, where: string): CliError {
    return new CliError(`${where}: ${failure.message}`, 2, failure.kind);
  }
}
