// The `kerf` command line: dispatches to the subcommands, or to UCI when run with no arguments.
// Every user error becomes one `kerf: …` line on stderr and exit code 2.

import { CliError } from './errors.js';
import { perftCommand } from './perft-command.js';
import { goCommand } from './go-command.js';
import { benchCommand } from './bench-command.js';
import { matchCommand } from './match-command.js';
import { calibrateCommand } from './calibrate-command.js';

type Command = (args: string[], out: (line: string) => void) => number | Promise<number>;

const COMMANDS: Record<string, Command> = {
  perft: perftCommand,
  go: goCommand,
  bench: benchCommand,
  match: matchCommand,
  calibrate: calibrateCommand,
};

function writeLine(line: string): void {
  process.stdout.write(line + '\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    const { runUci } = await import('../uci/uci.js');
    return runUci();
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    writeLine(`usage: kerf [${Object.keys(COMMANDS).join('|')}] …   (no arguments: UCI mode)`);
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new CliError(`unknown command '${name}' (known: ${Object.keys(COMMANDS).join(', ')})`);
    return await command(rest, writeLine);
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`kerf: ${err.message}\n`);
      return err.exitCode;
    }
    throw err;
  }
}
