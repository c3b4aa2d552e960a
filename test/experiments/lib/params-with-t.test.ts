// A params file at the fixed rule's risk: the transform keeps the fit and replaces t pair by pair,
// refuses a base it cannot fill, and params/mpc-modern-r5-tfixed.json is r5 with the thresholds
// that mpc-tails works out from the calibration samples it was fitted to.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSamplesCsv } from '../../../experiments/lib/calibrate-from-csv.js';
import { pairKey, paramsWithEquivalentT } from '../../../experiments/lib/params-with-t.js';
import { tailRow } from '../../../experiments/lib/residual-tails.js';
import { MATE_BOUND } from '../../../src/search/constants.js';
import { STAGE_NAMES } from '../../../src/search/mpc/stage.js';
import { FIT_WINDOW } from '../../../src/tools/calibrate/calibrate.js';
import { fitLine, pairPoints } from '../../../src/tools/calibrate/regression.js';

const repoFile = (name: string) => fileURLToPath(new URL(`../../../${name}`, import.meta.url));
const readJson = (name: string): any => JSON.parse(readFileSync(repoFile(name), 'utf8'));

/** The text of a two-height base file (heights 5 and 6, one try each, four plies shallower) in both stages. */
function base(): string {
  const checks = [
    { height: 5, tries: [{ shallow: 1, t: 1, a: 1.05, b: 10, sigma: 120 }] },
    { height: 6, tries: [{ shallow: 2, t: 1, a: 0.98, b: -4, sigma: 100 }] },
  ];
  return JSON.stringify({ version: 1, stage: { definition: 'crafty' }, note: 'fit', stages: { middlegame: { checks }, endgame: { checks } } });
}

const ALL = new Map([
  [pairKey('middlegame', 1, 5), 1.416], [pairKey('middlegame', 2, 6), 2.004],
  [pairKey('endgame', 1, 5), 3.5], [pairKey('endgame', 2, 6), 1.234],
]);

describe('paramsWithEquivalentT', () => {
  it('sets each try\'s t to its pair and stage\'s threshold, to two decimals, and keeps the fit', () => {
    const out = paramsWithEquivalentT(base(), 'b.json', ALL, 'cmd');
    if (!out.ok) throw new Error(out.message);
    const json = JSON.parse(out.text);
    expect(json.stages.middlegame.checks.map((c: any) => c.tries[0].t)).toEqual([1.42, 2]);
    expect(json.stages.endgame.checks.map((c: any) => c.tries[0].t)).toEqual([3.5, 1.23]);
    expect(json.stages.endgame.checks[1].tries[0]).toMatchObject({ shallow: 2, a: 0.98, b: -4, sigma: 100 });
    expect(json.made_by).toBe('cmd');
    expect(json.note).toMatch(/^b\.json's fit with each try's t set so that MPC takes the fixed rule's risk.*The fit itself: fit$/);
    expect(out.text.endsWith('}\n')).toBe(true);
  });

  it('refuses a try whose pair has no threshold, naming the pair', () => {
    const some = new Map(ALL);
    some.delete(pairKey('endgame', 2, 6));
    expect(paramsWithEquivalentT(base(), 'b.json', some, 'cmd')).toEqual({ ok: false, message: 'no threshold for the endgame pair (2,6)' });
    some.set(pairKey('endgame', 2, 6), Number.NaN);
    expect(paramsWithEquivalentT(base(), 'b.json', some, 'cmd').ok).toBe(false);
  });

  it('refuses a base the engine would refuse, with the engine\'s message naming the file', () => {
    const invalid = paramsWithEquivalentT('{"version": 1}', 'b.json', ALL, 'cmd');
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.message).toMatch(/^MPCParams: .*\(in 'b\.json'\)$/);
    const broken = paramsWithEquivalentT('{"version": 1,', 'b.json', ALL, 'cmd');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/^MPCParams: invalid JSON at position 14 \(line 1, column 15\)/);
  });
});

describe('params/mpc-modern-r5-tfixed.json', () => {
  it('is r5\'s fit with, at each pair and stage, the t at which MPC takes the fixed 200 / 50 rule\'s risk on r5\'s samples', () => {
    const r5 = readJson('params/mpc-modern-r5.json');
    const tfixed = readJson('params/mpc-modern-r5-tfixed.json');
    const { samples } = readSamplesCsv('test', repoFile('params/mpc-samples-interior-d12-seed3-s30.csv'));
    for (let stage = 0; stage < STAGE_NAMES.length; stage++) {
      const name = STAGE_NAMES[stage];
      expect(tfixed.stages[name].checks.length).toBe(8);
      tfixed.stages[name].checks.forEach((check: any, i: number) => {
        const { t, ...fit } = check.tries[0];
        const { t: _r5t, ...r5Fit } = r5.stages[name].checks[i].tries[0];
        expect([check.height, fit]).toEqual([r5.stages[name].checks[i].height, r5Fit]);
        const points = pairPoints(samples, fit.shallow, check.height, stage, { window: FIT_WINDOW, mateBound: MATE_BOUND });
        const line = fitLine(points.xs, points.ys);
        if (line === null) throw new Error(`no fit at ${name} (${fit.shallow},${check.height})`);
        expect(t).toBeCloseTo(tailRow(points, line, 2, 200, 50).equivalentT, 2);
      });
    }
  });
});
