// `--option "Name=value"` flags for the in-process commands (go, bench, …): parsed by the one
// flag parser of the settings table and applied through Engine.applyOption, as UCI setoption is.

import type { Engine } from '../engine/engine.js';
import { parseOptionFlag, type CheckedOption } from '../engine/settings.js';
import { CliError } from './errors.js';

/** Returns the options applied, normalised (for Lazy SMP helpers, which need them too). */
export function applyCliOptions(command: string, options: string[], engine: Engine): CheckedOption[] {
  const list: CheckedOption[] = [];
  for (const text of options) {
    const parsed = parseOptionFlag(text);
    if (!parsed.ok) throw new CliError(`${command}: ${parsed.message}`);
    const applied = engine.applyOption(parsed.value.name, parsed.value.value);
    if (!applied.ok) throw new CliError(`${command}: ${applied.message}`);
    list.push(parsed.value);
  }
  return list;
}
