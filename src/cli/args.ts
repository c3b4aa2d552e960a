// Shared argument helpers for the CLI commands, on top of node:util parseArgs (strict: unknown
// flags are errors). Converts parse failures and bad numbers into CliError.

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { readFileSync } from 'node:fs';
import { CliError } from './errors.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

export function parseCommandArgs<T extends Options>(command: string, args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new CliError(`${command}: ${message}`);
  }
}

/** A non-negative integer argument, or a CliError naming it. */
export function intArg(command: string, name: string, value: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new CliError(`${command}: ${name} must be a whole number, got '${value ?? ''}'`);
  const n = Number(value);
  if (n < min || n > max) throw new CliError(`${command}: ${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** Read a text file or throw a CliError saying why not. */
export function readTextFile(command: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new CliError(`${command}: cannot read '${path}' (${code})`);
  }
}
