// A params file at another rule's risk (issue 26): a fitted MPC params file whose every try's t
// is replaced by the threshold at which MPC takes the fixed margin's risk at that depth pair and
// stage (residual-tails.ts' equivalentT). The fit (a, b, σ) is kept, so the written file differs
// from its base only in t, and the two rules it compares differ only in the shape of the bound.
// Design choice: the base text is read by the engine's own parseMpcParams (so a broken base gets
// the engine's message, with line and column), and the result is validated again, so a file this
// writes loads in the engine; a try whose pair has no threshold is an error, not
// left at its old t, so a written file never mixes two rules.

import { parseMpcParams, validateMpcParams } from '../../src/search/mpc/params.js';

/** The key of a depth pair and stage (a params file's stage name) in a map of thresholds. */
export function pairKey(stage: string, shallow: number, deep: number): string {
  return `${stage} ${shallow},${deep}`;
}

interface TryJson { shallow: number; t: number }
interface ParamsJson {
  note?: unknown;
  made_by?: unknown;
  stages: Record<string, { checks: { height: number; tries: TryJson[] }[] }>;
}

export type ParamsWithT = { ok: true; text: string } | { ok: false; message: string };

/**
 * `baseText` (a params file's text, named `baseName` in the note and in errors) with each try's t set to
 * `thresholds`' value for its (shallow, height) pair and stage, rounded to two decimals; the note
 * says so and `made_by` becomes `command`. The JSON text ends with a newline.
 */
export function paramsWithEquivalentT(baseText: string, baseName: string, thresholds: ReadonlyMap<string, number>, command: string): ParamsWithT {
  const checked = parseMpcParams(baseText, baseName);
  if (!checked.ok) return { ok: false, message: checked.message };
  const json = JSON.parse(baseText) as ParamsJson;
  for (const [stage, body] of Object.entries(json.stages)) {
    for (const check of body.checks) {
      for (const attempt of check.tries) {
        const t = thresholds.get(pairKey(stage, attempt.shallow, check.height));
        if (t === undefined || !Number.isFinite(t) || t <= 0) {
          return { ok: false, message: `no threshold for the ${stage} pair (${attempt.shallow},${check.height})` };
        }
        attempt.t = Math.round(100 * t) / 100;
      }
    }
  }
  json.note = `${baseName}'s fit with each try's t set so that MPC takes the fixed rule's risk at that depth pair and stage `
    + '(mpc-tails\' "t like fixed": as many calibration points below -t sigma as the fixed margin gets wrong), so the two rules '
    + 'differ in the shape of the bound, not in its risk (issue 26). Use without MPCThresholdMid/MPCThresholdEnd, which would '
    + `override every t. The fit itself: ${String(json.note)}`;
  json.made_by = command;
  const text = JSON.stringify(json, null, 2) + '\n';
  const again = validateMpcParams(JSON.parse(text));
  if (!again.ok) return { ok: false, message: `the written params do not validate: ${again.message}` };
  return { ok: true, text };
}
