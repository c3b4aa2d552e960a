// Shared argument helpers for the CLI commands (and the experiment scripts, experiments/lib/cli.ts),
// on top of node:util parseArgs (strict: unknown flags are errors). The checks return Results
// (kind InvalidFlag, or UnreadableFile for a file argument); the CLI wrappers below throw them as
// CliError, which main() prints.

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { readFileSync } from 'node:fs';
import { fail, ok, type Result } from '../result.js';
import { CliError } from './errors.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode with positionals; a parse error becomes `<command>: <why>`. */
export function parseFlagValues<T extends Options>(command: string, args: string[], options: T) {
  try {
    return ok(parseArgs({ args, options, allowPositionals: true, strict: true }));
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return fail('InvalidFlag', `${command}: ${message}`);
  }
}

export function parseCommandArgs<T extends Options>(command: string, args: string[], options: T) {
  const parsed = parseFlagValues(command, args, options);
  if (!parsed.ok) throw new CliError(parsed.message, 2, parsed.kind);
  return parsed.value;
}

/** A whole-number flag value in [min, max], or why not (`<command>: <name> must be …`). */
export function intFlagValue(command: string, name: string, value: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): Result<number, 'InvalidFlag'> {
  if (value === undefined || !/^\d+$/.test(value)) return fail('InvalidFlag', `${command}: ${name} must be a whole number, got '${value ?? ''}'`);
  const n = Number(value);
  if (n < min || n > max) return fail('InvalidFlag', `${command}: ${name} must be between ${min} and ${max}, got ${n}`);
  return ok(n);
}

/** A non-negative integer argument, or a CliError naming it. */
export function intArg(command: string, name: string, value: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = intFlagValue(command, name, value, min, max);
  if (!n.ok) throw new CliError(n.message, 2, n.kind);
  return n.value;
}

/** Read a text file or throw a CliError (kind UnreadableFile) saying why not. */
export function readTextFile(command: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new CliError(`${command}: cannot read '${path}' (${code})`, 2, 'UnreadableFile');
  }
}
