// `--option "Name=value"` flags for the in-process commands (go, bench, …): validated by the same
// table as UCI setoption and applied through the same Engine.applyOption.

import { Engine } from '../uci/engine.js';
import { checkOption } from '../uci/options.js';
import { CliError } from './errors.js';

export function applyCliOptions(command: string, options: string[], engine: Engine): void {
  for (const text of options) {
    const eq = text.indexOf('=');
    if (eq <= 0) throw new CliError(`${command}: --option needs "Name=value", got '${text}'`);
    const checked = checkOption(text.slice(0, eq).trim(), text.slice(eq + 1));
    if (!checked.ok) throw new CliError(`${command}: ${checked.error}`);
    const error = engine.applyOption(checked.name, checked.value);
    if (error !== null) throw new CliError(`${command}: ${error}`);
  }
}
