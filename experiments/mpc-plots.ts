// Experiment: the two figures of issue 26 on MPC in a modern search. `sigma`: σ of kerf
// calibrate's fit v = a·v′ + b by depth pair and game stage (and, for interior samples with the
// improving column, at improving and at not-improving nodes), from an existing samples CSV.
// `falsecut-t`: kerf falsecut's false-cut rate of ProbCut=mpc against the threshold t, with 95 %
// Wilson intervals and the number of cuts per t.
// Design choice: as in regression-table, σ is always calibrate's own, read from the table it
// prints after refitting a copy of the CSV (lib/calibrate-from-csv.ts), which it must not search
// for; and the false-cut rates are kerf falsecut's own counts, one run per t, where t replaces the
// params file's t for every try in both stages (MPCThresholdMid / MPCThresholdEnd).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { copySamplesCsv, refitFlags, wouldSearchMessage } from './lib/calibrate-from-csv.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { checkExtraOptions, falsecutArgs, parseThresholdList, type FalsecutSweep, type Threshold } from './lib/falsecut-sweep.js';
import { runKerf, type KerfRun } from './lib/kerf-run.js';
import { codeBlock, fixed, table, type Cell } from './lib/markdown.js';
import { parseCalibrate } from './lib/parse-calibrate.js';
import { parseFalsecut, type FalsecutSummary } from './lib/parse-falsecut.js';
import { runContext, runInfoLines } from './lib/run-info.js';
import { pairLabel, pairsInOrder, sigmaSeries, stagesInOrder } from './lib/sigma-series.js';
import { lineChartSvg } from './lib/svg-lines.js';
import { wilsonInterval } from './lib/wilson.js';

const NAME = 'mpc-plots';
const DEFAULT_POSITIONS = 'out/experiments/depth-positions-seed2-n300.epd';
const DEFAULT_THRESHOLDS = '0.4,0.6,0.8,1.0,1.2';

const SIGMA_USAGE = `node experiments/run.mjs ${NAME} sigma --from-csv FILE [flags]
  --from-csv FILE     a kerf calibrate samples CSV (root or --interior samples, with or without the
                      improving column); copied, then refitted by kerf calibrate, which must not search
  --count N           calibrate's --count (default: the CSV's positions, or its roots for interior samples)
  --seed S            calibrate's --seed the CSV was made with (default 1)
  --positions F[:W]   calibrate's --positions the CSV was made with (repeatable; default calibrate's own)
  --pairs "2,6 3,7"   calibrate's --pairs: the pairs written, the only ones with σ by improving
                      (default calibrate's: the paper's pairs up to the CSV's depth, plus its rule)
  --chosen-only       draw only the written pairs (default: every pair calibrate fitted)
  --quick             report in out/experiments/quick with the quick-run banner
  --out-dir DIR       report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/mpc-sigma.svg and DIR/mpc-sigma.md; the fitted params go to
out/experiments/mpc-sigma-params.json (never params/mpc.json).`;

const FALSECUT_USAGE = `node experiments/run.mjs ${NAME} falsecut-t [--quick] [flags]
  --positions FILE    EPD of the searches (default ${DEFAULT_POSITIONS},
                      written by the depth-at-fixed-time experiment; docs/tools.md rebuilds it)
  --t LIST            thresholds, comma-separated (default ${DEFAULT_THRESHOLDS}); each run sets
                      MPCThresholdMid and MPCThresholdEnd to t
  --depth D           depth of each search (default 9; --quick 7)
  --limit K           the first K positions (default 20; --quick 3)
  --sample N          verify every N-th cut (default 2; --quick 1)
  --seed S            kerf falsecut's --seed (default: its own)
  --option Name=value more options for every run (repeatable), e.g. --option MPCProbes=both
  --out-dir DIR       report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/mpc-falsecut-t.svg and DIR/mpc-falsecut-t.md; logs in out/experiments/.`;

const USAGE = `node experiments/run.mjs ${NAME} <sigma|falsecut-t> [flags]
  sigma        σ of kerf calibrate's fit by depth pair and game stage, from a samples CSV
  falsecut-t   kerf falsecut's false-cut rate of ProbCut=mpc against the threshold t

${SIGMA_USAGE}

${FALSECUT_USAGE}`;

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const [sub, ...rest] = args;
    if (sub === '--help' || sub === '-h') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (sub === 'sigma') return sigmaFigure(rest, args);
    if (sub === 'falsecut-t') return falsecutFigure(rest, args);
    throw new ExperimentError(sub === undefined
      ? `${NAME}: give a figure, sigma or falsecut-t (--help lists their flags)`
      : `${NAME}: unknown figure '${sub}'; give sigma or falsecut-t (--help lists their flags)`);
  });
}

async function sigmaFigure(args: string[], allArgs: string[]): Promise<number> {
  const cmd = `${NAME} sigma`;
  const v = parseFlags(cmd, args, {
    'from-csv': { type: 'string' }, count: { type: 'string' }, seed: { type: 'string' }, positions: { type: 'string', multiple: true },
    pairs: { type: 'string' }, 'chosen-only': { type: 'boolean' }, quick: { type: 'boolean' }, 'out-dir': { type: 'string' },
  }, SIGMA_USAGE);
  if (v === null) return 0;
  const ctx = runContext();
  const quick = v.quick === true;
  const fromCsv = v['from-csv'];
  if (fromCsv === undefined) throw new ExperimentError(`${cmd}: give --from-csv FILE, a kerf calibrate samples CSV (e.g. params/mpc-samples-interior-d10-seed1.csv)`);
  const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
  const copy = `out/experiments/mpc-sigma-from-${basename(fromCsv)}`;
  const facts = copySamplesCsv(cmd, fromCsv, copy);
  const seed = intFlag(cmd, '--seed', v.seed, 1, 0, 0xffffffff);
  const count = intFlag(cmd, '--count', v.count, facts.count, 1);
  const paramsOut = 'out/experiments/mpc-sigma-params.json';
  const log = `out/experiments/${NAME}-sigma${quick ? '-quick' : ''}.log`;

  const kerfArgs = [
    'calibrate', ...(v.positions ?? []).flatMap((p) => ['--positions', p]), '--count', String(count), '--seed', String(seed),
    '--depth', String(facts.depth), ...refitFlags(facts), ...(v.pairs !== undefined ? ['--pairs', v.pairs] : []),
    '--threads', '1', '--csv', copy, '--out', paramsOut,
  ];
  let mismatch = '';
  const run = await runKerf(kerfArgs, {
    log,
    onLine: (line) => {
      const why = wouldSearchMessage(line, fromCsv, count, seed);
      if (why === null) return false;
      mismatch = why;
      return true;
    },
  });
  if (mismatch !== '') throw new ExperimentError(`${cmd}: ${mismatch}`);
  const result = parseCalibrate(run.lines);
  if (run.code !== 0 || result.rows.length === 0) throw new ExperimentError(`${cmd}: '${run.command}' ended with code ${run.code} and no regression table; see ${log}`);
  const pairs = pairsInOrder(result.rows, v['chosen-only'] === true);
  if (pairs.length === 0) throw new ExperimentError(`${cmd}: calibrate fitted no pair${v['chosen-only'] === true ? ' it writes (try without --chosen-only)' : ''}; see ${log}`);

  const series = sigmaSeries(result.rows, result.byImproving, pairs);
  const samplesText = facts.interiorPerRoot === null ? `${facts.rows} positions` : `${facts.rows} interior nodes of ${facts.count} roots`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'mpc-sigma.svg'), lineChartSvg({
    title: `σ of v = a·v′ + b by depth pair and stage: ${samplesText}, depth ${facts.depth}`,
    xLabel: 'depth pair (d′, d), in order of d, then d′',
    yLabel: 'σ (centipawns)',
    series,
    categories: pairs.map(pairLabel),
    yFromZero: true,
  }));

  const rows: Cell[][] = [];
  for (const p of pairs) {
    for (const stage of stagesInOrder(result.rows)) {
      const r = result.rows.find((x) => x.stage === stage && x.shallow === p.shallow && x.deep === p.deep);
      const split = result.byImproving.find((x) => x.stage === stage && x.shallow === p.shallow && x.deep === p.deep);
      const subset = (s: { sigma: number | null; n: number } | undefined): Cell => (s === undefined ? null : `${fixed(s.sigma, 2)} (${s.n})`);
      rows.push([
        pairLabel(p), stage, r?.fit?.n, fixed(r?.fit?.a, 3), fixed(r?.fit?.b, 2), fixed(r?.fit?.sigma, 2), fixed(r?.fit?.r, 3),
        subset(split?.improving), subset(split?.notImproving), r?.chosen ? (split?.written ? '* (and split σ)' : '*') : '',
      ]);
    }
  }
  const improvingNote = result.byImproving.length > 0
    ? 'Dashed lines, hollow markers: σ about the same line at the nodes whose static eval was above the one two plies back (improving: long dashes, circles) and at the others (not improving: short dashes, squares), fitted by calibrate for the written pairs only; a split is written to the params file where both subsets have at least 30 points.'
    : facts.interiorPerRoot !== null && !facts.improvingColumn
      ? 'The CSV has no improving column (made before it existed), so there is no σ by improving.'
      : facts.interiorPerRoot === null ? 'Root samples carry no improving flag, so there is no σ by improving (that needs `kerf calibrate --interior K`).' : '';
  const md: string[] = [
    '# MPC: σ by depth pair and game stage',
    '',
    `σ is the residual standard deviation of the least-squares fit v = a·v′ + b of the depth-d score v on the depth-d′ score v′, per depth pair (d′, d) and Crafty game stage, in centipawns from the side to move: a cut at threshold t needs the shallow score t·σ/a beyond the bound. `
      + `Produced by \`experiments/${NAME}.ts sigma\`, which has \`kerf calibrate\` refit a copy of \`${fromCsv}\` (${samplesText}, scores to depth ${facts.depth}) and reads the table it prints.`,
    '',
    ...runInfoLines(ctx, scriptCommand(NAME, allArgs), quick),
    '',
    '![σ by depth pair and stage](mpc-sigma.svg)',
    '',
    `Solid lines: σ over every point of the stage (${result.stages ?? 'stage counts not printed'}). ${improvingNote}`.trimEnd(),
    '',
    ...table(
      ['pair', 'stage', 'n', 'a', 'b', 'σ', 'r', 'σ improving (n)', 'σ not improving (n)', 'written'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    'Fit window v′ in [−300, 300], mate scores left out (calibrate\'s rule, as the paper\'s); – = no fit (too few points); written = in the params file calibrate wrote.',
    '',
    '## Command run',
    '',
    ...codeBlock([`${run.command}    # ${run.seconds.toFixed(1)} s`]),
    '',
    `Samples: \`${copy}\` (a copy of \`${fromCsv}\`); fitted parameters: \`${paramsOut}\` (not installed as params/mpc.json); full output: \`${log}\`.`,
  ];
  writeFileSync(join(outDir, 'mpc-sigma.md'), md.join('\n') + '\n');
  process.stdout.write(`\n${cmd}: ${pairs.length} pairs, ${series.length} series; wrote ${join(outDir, 'mpc-sigma.md')} and ${join(outDir, 'mpc-sigma.svg')}\n`);
  return 0;
}

interface FalsecutPoint {
  t: Threshold;
  run: KerfRun;
  /** null: Step 8 made no cut at this t (kerf falsecut's error), so there is no rate. */
  summary: FalsecutSummary | null;
}

async function falsecutFigure(args: string[], allArgs: string[]): Promise<number> {
  const cmd = `${NAME} falsecut-t`;
  const v = parseFlags(cmd, args, {
    quick: { type: 'boolean' }, positions: { type: 'string' }, t: { type: 'string' }, depth: { type: 'string' }, limit: { type: 'string' },
    sample: { type: 'string' }, seed: { type: 'string' }, option: { type: 'string', multiple: true }, 'out-dir': { type: 'string' },
  }, FALSECUT_USAGE);
  if (v === null) return 0;
  const ctx = runContext();
  const quick = v.quick === true;
  const positions = v.positions ?? DEFAULT_POSITIONS;
  if (v.positions === undefined && !existsSync(DEFAULT_POSITIONS)) {
    throw new ExperimentError(`${cmd}: ${DEFAULT_POSITIONS} does not exist; build it with \`node experiments/run.mjs depth-at-fixed-time\` `
      + '(it writes the file first), or from the line numbers in docs/experiments/depth-at-fixed-time.md as docs/tools.md (section "False cuts of Step 8") shows, or give --positions FILE');
  }
  try {
    readFileSync(positions, 'utf8');
  } catch (err) {
    throw new ExperimentError(`${cmd}: cannot read '${positions}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  const sweep: FalsecutSweep = {
    positions,
    depth: intFlag(cmd, '--depth', v.depth, quick ? 7 : 9, 1, 20),
    limit: intFlag(cmd, '--limit', v.limit, quick ? 3 : 20, 1),
    sample: intFlag(cmd, '--sample', v.sample, quick ? 1 : 2, 1),
    seed: v.seed === undefined ? null : intFlag(cmd, '--seed', v.seed, 1, 0, 0xffffffff),
    options: checkExtraOptions(cmd, v.option ?? []),
  };
  const thresholds = parseThresholdList(cmd, v.t ?? DEFAULT_THRESHOLDS);
  const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
  const logOf = (t: Threshold): string => `out/experiments/${NAME}-falsecut-t${t.text}${quick ? '-quick' : ''}.log`;

  const measured: FalsecutPoint[] = [];
  for (const t of thresholds) {
    const run = await runKerf(falsecutArgs(sweep, t), { log: logOf(t) });
    const summary = parseFalsecut(run.lines);
    if (summary === null && !(run.code === 2 && run.stderr.includes('made no cut'))) {
      throw new ExperimentError(`${cmd}: '${run.command}' ended with code ${run.code} and no summary; see ${logOf(t)}`);
    }
    measured.push({ t, run, summary });
  }
  if (measured.every((m) => m.summary === null)) {
    throw new ExperimentError(`${cmd}: Step 8 made no cut at any t in ${sweep.limit} searches to depth ${sweep.depth}; try a greater --depth (MPC probes at the heights of its table)`);
  }

  const extras = sweep.options.length > 0 ? ` ${sweep.options.join(' ')}` : '';
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'mpc-falsecut-t.svg'), lineChartSvg({
    title: `False cuts of ProbCut=mpc${extras} against t: depth ${sweep.depth}, ${measured.find((m) => m.summary !== null)?.summary?.positions ?? sweep.limit} positions, ${sweep.sample === 1 ? 'every cut' : `1 in ${sweep.sample} cuts`} checked`,
    xLabel: 't (MPCThresholdMid = MPCThresholdEnd)',
    yLabel: 'false cuts, % of those verified (95 % Wilson)',
    series: [{
      label: 'false-cut rate, 95 % Wilson interval',
      color: '#1f5fa8',
      points: measured.map((m) => {
        const s = m.summary;
        const interval = s === null ? null : wilsonInterval(s.falseCuts, s.verified);
        if (s === null || interval === null) return null;
        const rate = 100 * s.falseCuts / s.verified;
        return {
          x: m.t.value, y: rate, low: 100 * interval[0], high: 100 * interval[1],
          title: `t = ${m.t.text}: ${s.falseCuts}/${s.verified} false (${rate.toFixed(2)} %), 95 % ${(100 * interval[0]).toFixed(2)}–${(100 * interval[1]).toFixed(2)} %, ${s.seen} cuts seen`,
        };
      }),
    }],
    yFromZero: true,
  }));

  const rows: Cell[][] = measured.map((m) => {
    const s = m.summary;
    if (s === null) return [m.t.text, 0, null, null, null, 'no cut', null, null, null];
    const interval = wilsonInterval(s.falseCuts, s.verified);
    return [
      m.t.text, s.seen, s.verified, s.skipped, s.falseCuts, s.verified === 0 ? 'nothing verified' : `${fixed(100 * s.falseCuts / s.verified, 2)} %`,
      interval === null ? null : `${fixed(100 * interval[0], 2)}–${fixed(100 * interval[1], 2)} %`, s.mainNodes, s.verificationNodes,
    ];
  });
  const md: string[] = [
    '# MPC: false-cut rate against the threshold t',
    '',
    `For each t, \`kerf falsecut\` searches the first ${sweep.limit} positions of \`${positions}\` to depth ${sweep.depth} with \`ProbCut=mpc\`${extras ? ` and \`${extras.trim()}\`` : ''}, `
      + 'MPCThresholdMid and MPCThresholdEnd set to t (replacing the t of every try in the params file), and checks every '
      + `${sweep.sample === 1 ? '' : `${sweep.sample}-th `}cut against a search of the node to the same depth with ProbCut off: a cut is false when that search contradicts it (docs/tools.md). `
      + `A smaller t asks for a smaller margin, so it is expected to cut more often and to be wrong more often. Produced by \`experiments/${NAME}.ts falsecut-t\`.`,
    '',
    ...runInfoLines(ctx, scriptCommand(NAME, allArgs), quick),
    '',
    '![False-cut rate against t](mpc-falsecut-t.svg)',
    '',
    ...table(
      ['t', 'cuts seen', 'verified', 'skipped (mate score)', 'false cuts', 'rate', '95 % Wilson interval', 'main search nodes', 'verification nodes'],
      rows,
      ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    'The Wilson interval takes the verified cuts as independent trials; cuts from the same few searches are not, so the real uncertainty is larger. '
      + 'Cuts seen counts every cut Step 8 made; verified, the sampled ones that were judged (a mate score as the verifying value or a bound is skipped).',
    '',
    '## Commands run',
    '',
    ...codeBlock(measured.map((m) => `${m.run.command}    # ${(m.run.seconds / 60).toFixed(1)} min`)),
    '',
    `Per-position lines: \`out/experiments/${NAME}-falsecut-t<t>${quick ? '-quick' : ''}.log\`.`,
  ];
  writeFileSync(join(outDir, 'mpc-falsecut-t.md'), md.join('\n') + '\n');
  process.stdout.write(`\n${cmd}: ${measured.map((m) => `t ${m.t.text}: ${m.summary === null ? 'no cut' : `${m.summary.falseCuts}/${m.summary.verified} false of ${m.summary.seen} cuts`}`).join('; ')}\n`
    + `${cmd}: wrote ${join(outDir, 'mpc-falsecut-t.md')} and ${join(outDir, 'mpc-falsecut-t.svg')}\n`);
  return 0;
}
