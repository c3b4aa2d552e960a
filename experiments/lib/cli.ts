// Flag parsing and error reporting shared by the experiment scripts: node:util parseArgs in strict
// mode (an unknown flag is an error, not silently ignored), whole-number and decimal flags, and one
// `experiments: <name>: …` line on stderr with exit code 2 for bad input.
// Design choice: `--help` prints the script's usage text and exits 0 instead of being a parse
// error, so every script documents itself without a separate doc page having to stay in sync.

import { parseArgs, type ParseArgsConfig } from 'node:util';

export class ExperimentError extends Error {}

export type FlagSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed flags, or null when --help was given (the usage has been printed). */
export function parseFlags<T extends FlagSpec>(name: string, args: string[], spec: T, usage: string) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(usage.trimEnd() + '\n');
    return null;
  }
  try {
    const { values, positionals } = parseArgs({ args, options: spec, allowPositionals: true, strict: true });
    if (positionals.length > 0) throw new ExperimentError(`unexpected argument '${positionals[0]}'`);
    return values;
  } catch (err) {
    if (err instanceof ExperimentError) throw new ExperimentError(`${name}: ${err.message}`);
    throw new ExperimentError(`${name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
}

export function intFlag(name: string, flag: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ExperimentError(`${name}: ${flag} must be a whole number, got '${value}'`);
  const n = Number(value);
  if (n < min || n > max) throw new ExperimentError(`${name}: ${flag} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** Runs an experiment body; an ExperimentError becomes one stderr line and exit code 2. */
export async function guard(body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof ExperimentError) {
      process.stderr.write(`experiments: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

/** The script's own command line as a reader would type it (for the "how this was made" line). */
export function scriptCommand(name: string, args: readonly string[]): string {
  return ['node experiments/run.mjs', name, ...args.map(shellQuote)].join(' ');
}

/** Quote one word for a POSIX shell only when it needs it; double quotes read best in docs. */
export function shellQuote(word: string): string {
  if (word !== '' && /^[A-Za-z0-9_./:=+,@%-]+$/.test(word)) return word;
  if (!/["$`\\!]/.test(word)) return `"${word}"`;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
