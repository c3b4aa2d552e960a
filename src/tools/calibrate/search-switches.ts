// `kerf calibrate --option Name=value`: the search switches a calibration may change (LMR,
// futility, …), so that the MPC regression can be fitted to the search variant MPC will run in —
// for example a "Crafty 2003" Kerf without late move reductions. MPC itself is always off while
// calibrating, and hash and evaluator have their own flags, so only the on/off switches of the
// search are accepted; values are checked by the same table as UCI setoption.

import { SEARCH_SWITCHES, type SearchOptions, type SearchSwitchKey } from '../../search/search.js';
import { checkOption } from '../../uci/options.js';

export type SearchSwitches = Partial<Pick<SearchOptions, SearchSwitchKey>>;

export interface ParsedSwitches {
  switches: SearchSwitches;
  /** `Name=value` for each switch given, in a fixed order, the last one winning: for the command line and the worker. */
  canonical: string[];
}

export type SwitchesResult = ({ ok: true } & ParsedSwitches) | { ok: false; error: string };

/** Parse `--option` values; an error names the offending flag value. */
export function parseSearchSwitches(texts: readonly string[]): SwitchesResult {
  const given = new Map<string, boolean>();
  for (const text of texts) {
    const eq = text.indexOf('=');
    if (eq <= 0) return { ok: false, error: `--option needs "Name=value", got '${text}'` };
    const checked = checkOption(text.slice(0, eq).trim(), text.slice(eq + 1));
    if (!checked.ok) return { ok: false, error: `--option ${text}: ${checked.error}` };
    if (!SEARCH_SWITCHES.some(([name]) => name === checked.name)) {
      return {
        ok: false,
        error: `--option ${text}: calibrate sets only the search switches (${SEARCH_SWITCHES.map(([name]) => name).join(', ')}); `
          + 'MPC is always off while calibrating, and the hash size and evaluator have --hash and --evaluator',
      };
    }
    given.set(checked.name, checked.value === 'true');
  }
  const switches: SearchSwitches = {};
  const canonical: string[] = [];
  for (const [name, key] of SEARCH_SWITCHES) {
    const on = given.get(name);
    if (on === undefined) continue;
    switches[key] = on;
    canonical.push(`${name}=${on}`);
  }
  return { ok: true, switches, canonical };
}

/**
 * A file-name tag for switches that differ from `base` ('' when none do), e.g. '-LMRoff-Futilityoff',
 * so that a default CSV name never mixes samples from two search variants.
 */
export function switchesTag(switches: SearchSwitches, base: SearchOptions): string {
  let tag = '';
  for (const [name, key] of SEARCH_SWITCHES) {
    const on = switches[key];
    if (on !== undefined && on !== base[key]) tag += `-${name}${on ? 'on' : 'off'}`;
  }
  return tag;
}
