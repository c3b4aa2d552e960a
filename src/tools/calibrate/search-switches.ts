// `kerf calibrate --option Name=value`: the search switches a calibration may change (LMR,
// futility, …), so that the MPC regression can be fitted to the search variant MPC will run in —
// for example a "Crafty 2003" Kerf without late move reductions. MPC itself is always off while
// calibrating, and hash and evaluator have their own flags, so only the rows of the engine's
// settings table marked as search switches are accepted; flags are parsed by the table's own
// `--option` parser.

import { parseOptionFlag, SEARCH_SWITCH_SETTINGS } from '../../engine/settings.js';
import { fail, ok, withContext, type Result } from '../../result.js';
import type { SearchOptions, SearchSwitchKey } from '../../search/options.js';

export type SearchSwitches = Partial<Pick<SearchOptions, SearchSwitchKey>>;

export interface ParsedSwitches {
  switches: SearchSwitches;
  /** `Name=value` for each switch given, in a fixed order, the last one winning: for the command line and the worker. */
  canonical: string[];
}

/** Parse `--option` values; an error names the offending flag value. */
export function parseSearchSwitches(texts: readonly string[]): Result<ParsedSwitches, 'InvalidFlag' | 'UnknownOption' | 'InvalidOptionValue'> {
  const given = new Map<string, boolean>();
  for (const text of texts) {
    const parsed = parseOptionFlag(text);
    if (!parsed.ok) return parsed.kind === 'InvalidFlag' ? parsed : withContext(parsed, `--option ${text}`);
    const { name, value } = parsed.value;
    if (!SEARCH_SWITCH_SETTINGS.some((s) => s.name === name)) {
      return fail('InvalidFlag', `--option ${text}: calibrate sets only the search switches (${SEARCH_SWITCH_SETTINGS.map((s) => s.name).join(', ')}); `
        + 'MPC is always off while calibrating, and the hash size and evaluator have --hash and --evaluator');
    }
    given.set(name, value === 'true');
  }
  const switches: SearchSwitches = {};
  const canonical: string[] = [];
  for (const { name, searchSwitch } of SEARCH_SWITCH_SETTINGS) {
    const on = given.get(name);
    if (on === undefined) continue;
    switches[searchSwitch] = on;
    canonical.push(`${name}=${on}`);
  }
  return ok({ switches, canonical });
}

/**
 * A file-name tag for switches that differ from `base` ('' when none do), e.g. '-LMRoff-Futilityoff',
 * so that a default CSV name never mixes samples from two search variants.
 */
export function switchesTag(switches: SearchSwitches, base: SearchOptions): string {
  let tag = '';
  for (const { name, searchSwitch } of SEARCH_SWITCH_SETTINGS) {
    const on = switches[searchSwitch];
    if (on !== undefined && on !== base[searchSwitch]) tag += `-${name}${on ? 'on' : 'off'}`;
  }
  return tag;
}
