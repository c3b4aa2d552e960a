// The `kerf` command line: dispatches to the subcommands, or to UCI when run with no arguments.
// Every user error becomes one `kerf: …` line on stderr and exit code 2.

import { CliError } from './errors.js';
import { COMMAND_SYNOPSIS, asksForHelp } from './help.js';

type Command = (args: string[], out: (line: string) => void) => number | Promise<number>;

// Commands are loaded on first use: the engine (UCI mode and its search worker, which loads this
// same bundle) must not pay for evaluating the tools' modules and their libraries at start-up.
// To add one: `name: () => import('./name-command.js').then((m) => m.nameCommand),`.
const COMMANDS: Record<string, () => Promise<Command>> = {
  perft: () => import('./perft-command.js').then((m) => m.perftCommand),
  go: () => import('./go-command.js').then((m) => m.goCommand),
  bench: () => import('./bench-command.js').then((m) => m.benchCommand),
  match: () => import('./match-command.js').then((m) => m.matchCommand),
  epd: () => import('./epd-command.js').then((m) => m.epdCommand),
  depthtest: () => import('./depthtest-command.js').then((m) => m.depthtestCommand),
  falsecut: () => import('./falsecut-command.js').then((m) => m.falsecutCommand),
  calibrate: () => import('./calibrate-command.js').then((m) => m.calibrateCommand),
  eval: () => import('./eval-command.js').then((m) => m.evalCommand),
  tune: () => import('./tune-command.js').then((m) => m.tuneCommand),
  datagen: () => import('./datagen-command.js').then((m) => m.datagenCommand),
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
    for (const command of Object.keys(COMMANDS)) writeLine(`  ${COMMAND_SYNOPSIS[command]}`);
    return 0;
  }
  const load = COMMANDS[name];
  // `kerf <command> --help`: its synopsis (datagen has a longer help of its own).
  if (load !== undefined && name !== 'datagen' && asksForHelp(rest)) {
    writeLine(`usage: ${COMMAND_SYNOPSIS[name]}`);
    return 0;
  }
  try {
    if (!load) throw new CliError(`unknown command '${name}' (known: ${Object.keys(COMMANDS).join(', ')})`);
    const command = await load();
    return await command(rest, writeLine);
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`kerf: ${err.message}\n`);
      return err.exitCode;
    }
    throw err;
  }
}
