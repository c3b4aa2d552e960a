// The CLI's error type: a message for the user and an exit code. Thrown by command parsers and
// caught once in main(), which prints `kerf: <message>` to stderr — never a stack trace.

export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'CliError';
  }
}
