// The UCI text of Kerf's options: the `option name … type …` lines `uci` prints, from the engine's
// settings table (src/engine/settings.ts), which also checks `setoption` values (checkOption,
// re-exported here for the front end). Checking is pure (no engine state), so the front end can
// refuse a bad value at once, before anything reaches the search worker.

import { SETTINGS } from '../engine/settings.js';

export { checkOption, type CheckedOption } from '../engine/settings.js';

/** The `option name … type …` lines for `uci`. */
export function optionLines(): string[] {
  return SETTINGS.map((s) => {
    let line = `option name ${s.name} type ${s.type}`;
    if (s.type !== 'button') line += ` default ${s.type === 'string' && s.default === '' ? '<empty>' : String(s.default)}`;
    if (s.type === 'spin') line += ` min ${s.min} max ${s.max}`;
    if (s.type === 'combo') for (const v of s.vars) line += ` var ${v}`;
    return line;
  });
}
