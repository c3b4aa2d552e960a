// Experiment (issue 26): why regression MPC loses to fixed-margin ProbCut. From a kerf calibrate
// samples CSV, per depth pair and game stage: the regression's σ, how heavy the residuals' tails
// are, and the risk of a false cut at the edge of each rule's cut (lib/residual-tails.ts): MPC at
// threshold t against the normal distribution's promise, and the fixed margin M (less the
// improving term at improving nodes), with the t that would take the fixed rule's risk.
// Design choice: the samples are read with calibrate's CSV parser (lib/calibrate-from-csv.ts)
// and fitted with calibrate's own pairPoints and fitLine (the same window and mate rule), so σ, a
// and b are those of a params file fitted to the CSV; no engine is run.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATE_BOUND } from '../src/search/constants.js';
import { STAGE_NAMES } from '../src/search/mpc/stage.js';
import { FIT_WINDOW } from '../src/tools/calibrate/calibrate.js';
import { formatPair, parsePairs, type DepthPair } from '../src/tools/calibrate/pair-choice.js';
import { fitLine, pairPoints } from '../src/tools/calibrate/regression.js';
import { readSamplesCsv } from './lib/calibrate-from-csv.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { parseThresholdList } from './lib/falsecut-sweep.js';
import { fixed, table, type Cell } from './lib/markdown.js';
import { pairKey, paramsWithEquivalentT } from './lib/params-with-t.js';
import { normalUpperTail, tailRow } from './lib/residual-tails.js';
import { runContext, runInfoLines } from './lib/run-info.js';

const NAME = 'mpc-tails';
const DEFAULT_CSV = 'params/mpc-samples-interior-d12-seed3-s30.csv';
/** The fixed rule's probe is this many plies shallower (ProbCut=fixed searches depth − 4). */
const FIXED_REDUCTION = 4;
const DEFAULT_BASE = 'params/mpc-modern-r5.json';

const USAGE = `node experiments/run.mjs ${NAME} [flags]
  --from-csv FILE        a kerf calibrate samples CSV (default ${DEFAULT_CSV})
  --pairs "1,5 2,6 …"    depth pairs (default: every (d − ${FIXED_REDUCTION}, d) the CSV holds, the fixed
                         rule's probe depth)
  --t T                  MPC's threshold (default 2)
  --margin M             the fixed rule's margin in centipawns (default 200, ProbCutMargin's)
  --margin-improving I   less at improving points (default 50, ProbCutMarginImproving's)
  --out-dir DIR          report directory (default docs/experiments)
  --write-params FILE    also write a params file: --base's fit, with each try's t set to the "t like
                         fixed" of its pair and stage (MPC at the fixed rule's risk, pair by pair)
  --base FILE            the params file --write-params starts from (default ${DEFAULT_BASE})
Writes DIR/mpc-tails.md. Runs no engine: it reads the CSV only.`;

function percent(x: number): string {
  return `${fixed(100 * x, 2)} %`;
}

/** "1.64 % (12)": a share with the count behind it, since a tail share may rest on one point. */
function share(count: number, n: number): string {
  return `${percent(count / n)} (${count})`;
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      'from-csv': { type: 'string' }, pairs: { type: 'string' }, t: { type: 'string' }, margin: { type: 'string' },
      'margin-improving': { type: 'string' }, 'out-dir': { type: 'string' }, 'write-params': { type: 'string' },
      base: { type: 'string' },
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const csv = v['from-csv'] ?? DEFAULT_CSV;
    const { depth, samples } = readSamplesCsv(NAME, csv);
    let pairs: DepthPair[];
    if (v.pairs !== undefined) {
      const p = parsePairs(v.pairs, depth);
      if (!p.ok) throw new ExperimentError(`${NAME}: --pairs '${v.pairs}': ${p.message}`);
      pairs = p.value;
    } else {
      pairs = [];
      for (let d = FIXED_REDUCTION + 1; d <= depth; d++) pairs.push({ shallow: d - FIXED_REDUCTION, deep: d });
    }
    const thresholds = parseThresholdList(NAME, v.t ?? '2');
    if (thresholds.length !== 1) throw new ExperimentError(`${NAME}: --t '${v.t}': give one threshold`);
    const t = thresholds[0].value;
    const margin = intFlag(NAME, '--margin', v.margin, 200, 0, 1000);
    const improvingMargin = intFlag(NAME, '--margin-improving', v['margin-improving'], 50, 0, margin);
    const outDir = v['out-dir'] ?? 'docs/experiments';

    const rows: Cell[][] = [];
    const equivalentT = new Map<string, number>();
    for (const pair of pairs) {
      for (let stage = 0; stage < STAGE_NAMES.length; stage++) {
        const points = pairPoints(samples, pair.shallow, pair.deep, stage, { window: FIT_WINDOW, mateBound: MATE_BOUND });
        const fit = fitLine(points.xs, points.ys);
        if (fit === null) {
          rows.push([formatPair(pair), STAGE_NAMES[stage], points.xs.length]);
          continue;
        }
        const r = tailRow(points, fit, t, margin, improvingMargin);
        equivalentT.set(pairKey(STAGE_NAMES[stage], pair.shallow, pair.deep), r.equivalentT);
        rows.push([
          formatPair(pair), STAGE_NAMES[stage], r.n, fixed(r.sigma, 1), fixed(r.excessKurtosis, 1), fixed(r.mpcMargin, 0),
          share(r.mpcFalse, r.n), share(r.fixedFalse, r.n), fixed(r.equivalentT, 2),
        ]);
      }
    }
    const normal = normalUpperTail(t);
    const md = [
      '# MPC against the fixed margin: the tails of the regression',
      '',
      `From \`${csv}\` (${samples.length} samples, scores to depth ${depth}), fitted per depth pair (d′, d) and Crafty stage by calibrate's own rule (v′ in [−${FIT_WINDOW}, ${FIT_WINDOW}], no mate scores), as a params file would be. `
        + `The residual is e = v − (a·v′ + b). **MPC's risk** is the share of points with e < −t·σ, here t = ${thresholds[0].text}: the chance that a cut right at MPC's bound is wrong; a normal distribution promises ${percent(normal)}. `
        + `**The fixed rule's risk** is the share with v′ − v > ${margin} (${margin - improvingMargin} at improving points): the same chance for ProbCut=fixed's cut right at β + margin. `
        + '**t like fixed** is the threshold at which MPC would take the fixed rule\'s risk at that pair. Excess kurtosis is 0 for normal residuals.',
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), false),
      '',
      ...table(
        ['pair', 'stage', 'n', 'σ', 'excess kurtosis', `MPC margin at β = 0 (t = ${thresholds[0].text})`, 'MPC risk', `fixed risk (${margin} / ${margin - improvingMargin})`, 't like fixed'],
        rows,
        ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
      'The risks give the number of points behind them in brackets: a share of one or two points in 700 is a count, not a rate. A pair with too few points for a fit shows only its count.',
    ];
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'mpc-tails.md'), md.join('\n') + '\n');
    process.stdout.write(md.join('\n') + '\n');
    if (v['write-params'] !== undefined) {
      const basePath = v.base ?? DEFAULT_BASE;
      let baseText: string;
      try {
        baseText = readFileSync(basePath, 'utf8');
      } catch (e) {
        throw new ExperimentError(`${NAME}: --base '${basePath}': ${(e as Error).message}`);
      }
      const written = paramsWithEquivalentT(baseText, basePath, equivalentT, scriptCommand(NAME, args));
      if (!written.ok) throw new ExperimentError(`${NAME}: --base: ${written.message}`);
      writeFileSync(v['write-params'], written.text);
      process.stdout.write(`wrote ${v['write-params']}\n`);
    }
    return 0;
  });
}
