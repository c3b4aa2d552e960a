// Flag parsing and error reporting shared by the experiment scripts: the CLI's own strict parseArgs
// and whole-number checks (src/cli/args.ts, so the two cannot drift apart), and one
// `experiments: <name>: …` line on stderr with exit code 2 for bad input.
// Design choice: `--help` prints the script's usage text and exits 0 instead of being a parse
// error, so every script documents itself without a separate doc page having to stay in sync.

import type { ParseArgsConfig } from 'node:util';
import { intFlagValue, parseFlagValues } from '../../src/cli/args.js';

export class ExperimentError extends Error {}

export type FlagSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed flags, or null when --help was given (the usage has been printed). */
export function parseFlags<T extends FlagSpec>(name: string, args: string[], spec: T, usage: string) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(usage.trimEnd() + '\n');
    return null;
  }
  const parsed = parseFlagValues(name, args, spec);
  if (!parsed.ok) throw new ExperimentError(parsed.message);
  const { values, positionals } = parsed.value;
  if (positionals.length > 0) throw new ExperimentError(`${name}: unexpected argument '${positionals[0]}'`);
  return values;
}

export function intFlag(name: string, flag: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = intFlagValue(name, flag, value, min, max);
  if (!n.ok) throw new ExperimentError(n.message);
  return n.value;
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
