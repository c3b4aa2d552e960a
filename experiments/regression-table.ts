// Experiment: Jiang & Buro's Table 1 for Kerf — the linear model v = a·v′ + b between shallow and
// deep search scores, per depth pair and game stage, with σ, r and n, beside the paper's values,
// plus the scatter figure. Runs `kerf calibrate` and reads the table it prints.
// Design choice: with --from-csv the script still goes through kerf calibrate (on a copy of the
// CSV, so a run in progress is never touched; lib/calibrate-from-csv.ts) and aborts if calibrate
// would have to search anything — the fit is always calibrate's own, never re-implemented here.
// The params file calibrate writes goes to out/experiments/, not params/mpc.json: an experiment
// must not change the engine's parameters as a side effect.

import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { copySamplesCsv, refitFlags, wouldSearchMessage, type SamplesCsvFacts } from './lib/calibrate-from-csv.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { runKerf } from './lib/kerf-run.js';
import { codeBlock, fixed, table, type Cell } from './lib/markdown.js';
import { MPC_PAIRS, PAPER, TABLE_1 } from './lib/paper.js';
import { parseCalibrate, type CalibrateRow } from './lib/parse-calibrate.js';
import { runContext, runInfoLines } from './lib/run-info.js';

const NAME = 'regression-table';
const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --from-csv FILE     fit an existing kerf calibrate samples CSV (copied first; root or --interior
                      samples, with or without the improving column); fails if calibrate would need
                      to search (then give the --count/--seed/--positions it was made with)
  --count N           positions (default: kerf calibrate's 2000; with --from-csv the CSV's rows, or
                      its roots for interior samples; --quick 12)
  --depth D           deepest search (default: calibrate's 10; with --from-csv the CSV's; --quick 5)
  --seed S            sample seed (default 1)
  --threads N         calibrate worker processes (default 2; --quick 1)
  --positions F[:W]   calibrate's --positions (repeatable; default calibrate's own files)
  --evaluator NAME    calibrate's --evaluator (default calibrate's)
  --csv FILE          samples CSV to use/resume (default: calibrate's own default name; --quick
                      out/experiments/quick/regression-samples.csv)
  --out-dir DIR       report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/regression.md and DIR/regression-scatter.svg, and the fitted params to
out/experiments/regression-params.json (never params/mpc.json).`;

function rowsFor(rows: readonly CalibrateRow[], shallow: number, deep: number, stage: string): CalibrateRow | undefined {
  return rows.find((r) => r.shallow === shallow && r.deep === deep && r.stage === stage);
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, 'from-csv': { type: 'string' }, count: { type: 'string' }, depth: { type: 'string' },
      seed: { type: 'string' }, threads: { type: 'string' }, positions: { type: 'string', multiple: true },
      evaluator: { type: 'string' }, csv: { type: 'string' }, 'out-dir': { type: 'string' },
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
    const seed = intFlag(NAME, '--seed', v.seed, 1, 0, 0xffffffff);
    let count = intFlag(NAME, '--count', v.count, quick ? 12 : 2000, 1);
    let depth = intFlag(NAME, '--depth', v.depth, quick ? 5 : 10, 2, 20);
    let csv = v.csv ?? (quick ? 'out/experiments/quick/regression-samples.csv' : undefined);
    const fromCsv = v['from-csv'];
    let fromCsvFacts: SamplesCsvFacts | null = null;
    if (fromCsv !== undefined) {
      if (v.csv !== undefined) throw new ExperimentError(`${NAME}: give --from-csv or --csv, not both`);
      csv = `out/experiments/regression-from-${basename(fromCsv)}`;
      fromCsvFacts = copySamplesCsv(NAME, fromCsv, csv);
      depth = intFlag(NAME, '--depth', v.depth, fromCsvFacts.depth, 2, 20);
      count = intFlag(NAME, '--count', v.count, fromCsvFacts.count, 1);
    }
    const threads = intFlag(NAME, '--threads', v.threads, quick || fromCsv !== undefined ? 1 : 2, 1, 64);
    const paramsOut = 'out/experiments/regression-params.json';
    const svg = join(outDir, 'regression-scatter.svg');
    mkdirSync(outDir, { recursive: true });

    const kerfArgs = [
      'calibrate', ...(v.positions ?? []).flatMap((p) => ['--positions', p]), '--count', String(count), '--seed', String(seed),
      '--depth', String(depth), ...(fromCsvFacts !== null ? refitFlags(fromCsvFacts) : []),
      '--threads', String(threads), ...(v.evaluator !== undefined ? ['--evaluator', v.evaluator] : []),
      ...(csv !== undefined ? ['--csv', csv] : []), '--out', paramsOut, '--svg', svg,
    ];
    let mismatch = '';
    const run = await runKerf(kerfArgs, {
      log: `out/experiments/${NAME}${quick ? '-quick' : ''}.log`,
      onLine: (line) => {
        const why = fromCsv === undefined ? null : wouldSearchMessage(line, fromCsv, count, seed);
        if (why === null) return false;
        mismatch = why;
        return true;
      },
    });
    if (mismatch !== '') throw new ExperimentError(`${NAME}: ${mismatch}`);
    const result = parseCalibrate(run.lines);
    if (run.code !== 0 || result.rows.length === 0) throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no regression table; see its log`);

    const paperRow = (shallow: number, deep: number, stage: string) => TABLE_1.find((p) => p.shallow === shallow && p.deep === deep && p.stage === stage);
    const headline: Array<[number, number]> = [[3, 5], ...MPC_PAIRS];
    const kerfCells = (r: CalibrateRow | undefined): Cell[] => (r?.fit
      ? [r.fit.n, fixed(r.fit.a, 3), fixed(r.fit.b, 2), fixed(r.fit.sigma, 1), fixed(r.fit.r, 3), r.mates]
      : [r === undefined ? `not fitted (depth ${depth})` : 'too few points', null, null, null, null, r?.mates]);
    const mainRows: Cell[][] = [];
    for (const stage of ['middlegame', 'endgame']) {
      for (const [shallow, deep] of headline) {
        const r = rowsFor(result.rows, shallow, deep, stage);
        const p = paperRow(shallow, deep, stage);
        mainRows.push([`(${shallow},${deep})`, stage, ...kerfCells(r), p ? p.a : null, p ? p.b : null, p ? p.sigma : null, p ? p.r.toFixed(2) : null]);
      }
    }
    const filterLine = run.lines.find((l) => l.startsWith('regression v = ')) ?? '';
    const svgLink = relative(outDir, svg);
    const md: string[] = [
      '# MPC regression: shallow vs deep search scores',
      '',
      `Kerf's version of Table 1 of ${PAPER}: for each depth pair (d′, d) and game stage, the least-squares fit v = a·v′ + b of the depth-d score v on the depth-d′ score v′, `
        + 'with σ the residual standard deviation, r the correlation and n the number of points. Scores are centipawns from the side to move, as in the paper (100 = one pawn). '
        + `Produced by \`experiments/${NAME}.ts\`, which runs \`kerf calibrate\` and reads the table it prints.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      '## Kerf beside the paper',
      '',
      ...table(
        ['pair', 'stage', 'n', 'a', 'b', 'σ', 'r', 'mates left out', 'paper a', 'paper b', 'paper σ', 'paper r'],
        mainRows,
        ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
      `Kerf: ${result.stages ? `${result.stages} positions` : 'stage counts not printed'}${result.resumed ? `; ${result.resumed.total} ${result.resumed.interiorSamples === undefined ? 'positions' : 'roots (the samples are nodes of their searches)'}, each searched to depth ${result.resumed.depth}${fromCsv !== undefined ? ` by the run that wrote \`${fromCsv}\`` : ''}` : ''}. `
        + `Filter, in calibrate's words: "${filterLine.replace(/; \* = written to .*$/, '')}". Stages by Crafty's rule (endgame when both sides' piece material, Q=9 R=5 B=N=3, is below 15).`,
      '',
      'Paper (Table 1, section 3): Crafty 18.15 with null move, about 2700 positions from computer tournament games and Crafty\'s games against grandmasters, searched to 1..10 plies; fitted on data points in [−300, 300] with mate scores left out. '
        + `Table 1 gives only the (3,5) and (4,8) rows; the other rows are the depth pairs MPC-Crafty used (section 4: ${MPC_PAIRS.map(([s, d]) => `(${s},${d})`).join(' ')}), for which the paper prints no fit.`,
      '',
      `![v′ against v per depth pair and stage](${svgLink})`,
      '',
      '<details><summary>Every pair kerf calibrate fitted (* = written to the params file)</summary>',
      '',
      ...table(['stage', 'pair', 'n', 'a', 'b', 'σ', 'r', 'mates left out', ''], result.rows.map((r) => [r.stage, `(${r.shallow},${r.deep})`, ...kerfCells(r), r.chosen ? '*' : '']),
        ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'c']),
      '',
      '</details>',
      '',
      '## Command run',
      '',
      ...codeBlock([`${run.command}    # ${(run.seconds / 60).toFixed(1)} min`]),
      '',
      `Samples: \`${result.resumed?.csv ?? csv ?? '?'}\`${fromCsv !== undefined ? ` (a copy of \`${fromCsv}\`)` : ''}; fitted parameters: \`${paramsOut}\` (not installed as params/mpc.json); full output: \`out/experiments/${NAME}${quick ? '-quick' : ''}.log\`.`,
    ];
    writeFileSync(join(outDir, 'regression.md'), md.join('\n') + '\n');
    process.stdout.write(`\n${NAME}: wrote ${join(outDir, 'regression.md')} and ${svg}\n`);
    return 0;
  });
}
