// `kerf tune`: Texel tuning of the full evaluator's weights against game results.
//   kerf tune [--data data/tcec_positions.epd | --data file.bin] [--limit N] [--blend W]
//             [--epochs 3000] [--rate 0.5] [--lambda 3e-7] [--holdout 10] [--dev] [--no-qsearch]
//             [--write src/eval/weights.ts]
// --data is EPD with c9 results (and optionally ce scores), or a `kerf datagen` file (.bin, read
// directly; --limit keeps its first N positions). --blend W (0..1, default 1) is the weight of the
// game result in the target; the rest is the search score through the fitted sigmoid.
// Every tenth game is held out (validation; see tools/tune/data.ts for why by game); --dev instead
// drops those and holds out another tenth of the games, for choosing --lambda without looking at
// the validation set.
// K is fitted on the training set with the current weights, then the weights by Adam; the report
// gives both sets' losses before and after, from the model and from the engine's own evaluation
// with the rounded weights. --write rewrites the weights file in place (values only).
// The tuner lives outside the engine's hot path: it reads the trace of the traced build
// of the evaluator (`#eval-traced/*`).

import { writeFileSync } from 'node:fs';
import { clearEvalCache } from '../eval/eval-cache.js';
import { clearPawnHash } from '../eval/pawn-hash.js';
import {
  KING_DANGER_BASE, KING_DANGER_SCALE, N_WEIGHTS, S, TERMS, W, applyWeights, egOf, mgOf,
} from '../eval/weights.js';
import { dataPath, displayPath } from '../tools/package-root.js';
import { parseTuningData, readDatagenTuningData, type TuningData } from '../tools/tune/data.js';
import { buildTuningSet, engineEvaluations } from '../tools/tune/model.js';
import { Params, blendTargets, cloneParams, fitK, lossOf, modelEvals, tune } from '../tools/tune/texel.js';
import { rewriteWeightsSource } from '../tools/tune/write-weights.js';
import { intArg, parseCommandArgs, readTextFile } from './args.js';
import { CliError } from './errors.js';

function numberArg(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new CliError(`tune: ${name} must be a non-negative number, got '${value}'`);
  return n;
}

function seconds(t0: number): string {
  return `${((performance.now() - t0) / 1000).toFixed(1)} s`;
}

export function tuneCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('tune', args, {
    data: { type: 'string' },
    limit: { type: 'string' },
    blend: { type: 'string' },
    epochs: { type: 'string' },
    rate: { type: 'string' },
    lambda: { type: 'string' },
    holdout: { type: 'string' },
    dev: { type: 'boolean' },
    'no-qsearch': { type: 'boolean' },
    write: { type: 'string' },
    'report-every': { type: 'string' },
  });
  if (positionals.length > 0) throw new CliError(`tune: unexpected argument '${positionals[0]}'`);
  const dataFile = values.data ?? dataPath('tcec_positions.epd');
  const epochs = values.epochs === undefined ? 3000 : intArg('tune', '--epochs', values.epochs, 0, 1_000_000);
  const rate = numberArg('--rate', values.rate, 0.5);
  // The L2 default was chosen on the --dev split by game (3000 epochs; dev loss 0.06732 before):
  // 1e-9 0.06959, 1e-8 0.06645, 1e-7 0.06523, 3e-7 0.06484, 1e-6 0.06513, 1e-5 0.06598.
  const lambda = numberArg('--lambda', values.lambda, 3e-7);
  const holdout = values.holdout === undefined ? 10 : intArg('tune', '--holdout', values.holdout, 2, 1000);
  const reportEvery = values['report-every'] === undefined ? 250 : intArg('tune', '--report-every', values['report-every'], 1);
  const quiesce = !values['no-qsearch'];
  const dev = values.dev === true;
  if (dev && values.write !== undefined) throw new CliError('tune: --dev is for choosing settings; it cannot be combined with --write');
  const weightsSource = values.write === undefined ? '' : readTextFile('tune', values.write);

  const blend = numberArg('--blend', values.blend, 1);
  if (blend > 1) throw new CliError(`tune: --blend must be between 0 and 1, got '${values.blend}'`);
  const limit = values.limit === undefined ? Infinity : intArg('tune', '--limit', values.limit, 1);
  let data: TuningData;
  if (dataFile.endsWith('.bin')) {
    const read = readDatagenTuningData(dataFile, holdout, dev, limit);
    if (!read.ok) throw new CliError(`tune: ${read.message}`);
    data = read.value;
  } else {
    if (values.limit !== undefined) throw new CliError('tune: --limit applies to a datagen (.bin) file');
    data = parseTuningData(readTextFile('tune', dataFile), holdout, dev);
  }
  for (const e of data.errors.slice(0, 5)) out(`skipped ${e}`);
  if (data.train.length === 0) throw new CliError(`tune: no positions with results in '${dataFile}'`);
  const held = dev ? 'dev split: the validation games dropped, another tenth of the games held out' : `every ${holdout}th game held out`;
  out(`data: ${displayPath(dataFile)}: ${data.train.length} training, ${data.validation.length} ${dev ? 'dev' : 'validation'} positions from ${data.games} games (${held})${data.errors.length ? `, ${data.errors.length} skipped` : ''}`);

  let t0 = performance.now();
  const train = buildTuningSet(data.train, quiesce);
  const validation = buildTuningSet(data.validation, quiesce);
  const specials = Array.from(train.special).filter((x) => x).length;
  out(`traced ${quiesce ? 'quiescence leaves' : 'positions'} in ${seconds(t0)}: ${train.index.length} non-zero counts, ${specials} training positions are special endings (fixed score)`);

  const start: Params = {
    mg: Float64Array.from({ length: N_WEIGHTS }, (_, i) => mgOf(W[i])),
    eg: Float64Array.from({ length: N_WEIGHTS }, (_, i) => egOf(W[i])),
    dangerScale: KING_DANGER_SCALE,
    dangerBase: KING_DANGER_BASE,
  };
  const model0 = modelEvals(train, start);
  let worst = 0;
  for (let p = 0; p < train.n; p++) worst = Math.max(worst, Math.abs(model0[p] - train.engine[p]));
  out(`model check: largest |model - engine| on the training set: ${worst.toFixed(2)} cp (rounding and the ±limit only)`);

  const k = fitK(train, model0);
  for (const [name, set] of [['training', train], ['validation', validation]] as const) {
    const missing = blendTargets(set, k, blend);
    if (missing > 0) throw new CliError(`tune: --blend ${blend} needs search scores, and ${missing} ${name} positions have none (EPD: a ce opcode)`);
  }
  if (blend < 1) out(`targets: ${blend} × result + ${Math.round((1 - blend) * 1000) / 1000} × sigmoid(K × search score)`);
  const before = {
    train: lossOf(train, train.engine, k),
    validation: lossOf(validation, validation.engine, k),
  };
  out(`K = ${k.toFixed(4)} (fitted on the training set with the current weights)`);
  out(`loss before: training ${before.train.toFixed(6)}, ${dev ? 'dev' : 'validation'} ${before.validation.toFixed(6)}`);

  const params = cloneParams(start);
  t0 = performance.now();
  tune(train, params, k, {
    epochs, rate, dangerRate: 0.05, lambda, reportEvery,
    report: (epoch, loss) => {
      const v = lossOf(validation, modelEvals(validation, params), k);
      out(`epoch ${epoch}: training ${loss.toFixed(6)}, ${dev ? 'dev' : 'validation'} ${v.toFixed(6)} (model, ${seconds(t0)})`);
    },
  });

  // Install the rounded weights and measure with the engine's own evaluation.
  const mg = Int32Array.from(params.mg, Math.round);
  const eg = Int32Array.from(params.eg, Math.round);
  const dangerScale = Math.round(params.dangerScale * 10) / 10;
  const dangerBase = Math.round(params.dangerBase * 10) / 10;
  applyWeights(Int32Array.from({ length: N_WEIGHTS }, (_, i) => S(mg[i], eg[i])), dangerScale, dangerBase);
  clearPawnHash();
  clearEvalCache();
  const after = {
    train: lossOf(train, engineEvaluations(train), k),
    validation: lossOf(validation, engineEvaluations(validation), k),
  };
  out(`loss after:  training ${after.train.toFixed(6)}, ${dev ? 'dev' : 'validation'} ${after.validation.toFixed(6)} (engine evaluation, rounded weights)`);
  out(`king danger: scale ${KING_DANGER_SCALE} -> ${dangerScale}, base ${KING_DANGER_BASE} -> ${dangerBase}`);

  // The terms that moved most (sum of absolute changes over their entries).
  const moved = TERMS.map((t) => {
    let d = 0;
    for (let i = t.offset; i < t.offset + t.size; i++) d += Math.abs(mg[i] - start.mg[i]) + Math.abs(eg[i] - start.eg[i]);
    return { name: t.name, d, per: d / t.size };
  }).sort((a, b) => b.d - a.d);
  out(`largest changes (sum of |Δmg| + |Δeg| over the term's entries): ${moved.slice(0, 8).map((m) => `${m.name} ${m.d}`).join(', ')}`);

  if (values.write !== undefined) {
    writeFileSync(values.write, rewriteWeightsSource(weightsSource, mg, eg, dangerScale, dangerBase));
    out(`wrote ${values.write}`);
  }
  return 0;
}
