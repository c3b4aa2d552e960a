// Experiment: Jiang & Buro's speed test (sections 3–4) — the same positions searched for the same
// time with MPC on (A) and off (B); mean depth reached, the paired difference with its 95% CI, who
// went deeper, and the depth distributions as a figure. Runs `kerf depthtest` once per time.
// Design choice: the positions are a seeded sample of the TCEC set with the calibration positions
// held out (lib/depth-sample.ts), written to a file under out/experiments/ and listed by line
// number in the report, so the exact set can be rebuilt without this script.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { CALIBRATION_EXCLUDE_COUNT, CALIBRATION_FILES, CALIBRATION_SEED, disjointSample, INTERIOR_ROOTS } from './lib/depth-sample.js';
import { runKerf, type KerfRun } from './lib/kerf-run.js';
import { codeBlock, fixed, signed, table } from './lib/markdown.js';
import { DEPTH_TEST, PAPER } from './lib/paper.js';
import { parseDepthtest, type DepthtestSummary } from './lib/parse-depthtest.js';
import { runContext, runInfoLines } from './lib/run-info.js';
import { histogramSvg } from './lib/svg-histogram.js';

const NAME = 'depth-at-fixed-time';
const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --positions FILE     EPD to sample from (default data/tcec_positions.epd)
  --n N                positions at --movetime (default 300; --quick 6)
  --seed S             sample seed (default 2)
  --movetime MS        time per position (default 1000)
  --long-movetime MS   time per position for the subset (default 5000)
  --long-n M           the subset: the first M sampled positions (default 50; --quick 2; 0 skips it)
  --a "<opts>"         option set A (default "ProbCut=mpc")
  --b "<opts>"         option set B (default "ProbCut=off")
  --option Name=value  for both sets (repeatable), e.g. --option Hash=64
  --engine "<cmd>"     UCI engine to test (default this checkout's kerf)
  --calib-count N      calibration sample held out, recomputed as kerf calibrate draws it (default ${CALIBRATION_EXCLUDE_COUNT})
  --calib-seed S       its seed (default ${CALIBRATION_SEED})
  --interior-roots N   roots of interior-positions held out, recomputed as it draws them from
                       --positions (default ${INTERIOR_ROOTS.count}: those behind params/mpc.json; 0: none)
  --interior-seed S    their seed (default ${INTERIOR_ROOTS.seed})
  --exclude-csv FILE   also hold out the positions of this calibrate CSV (repeatable;
                       default: every calibrate CSV in out/ and params/)
  --out-dir DIR        report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/${NAME}.md and DIR/depth-hist-<MS>ms.svg; logs in out/experiments/.`;

function calibrationCsvs(): string[] {
  const found: string[] = [];
  for (const dir of ['out', 'params']) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.csv')) continue;
      const path = join(dir, f);
      if (readFileSync(path, 'utf8').startsWith('key,stage,nodes,v1')) found.push(path);
    }
  }
  return found;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new ExperimentError(`${NAME}: cannot read '${path}' (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

interface Measured {
  movetime: number;
  run: KerfRun;
  summary: DepthtestSummary;
  svg: string;
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, positions: { type: 'string' }, n: { type: 'string' }, seed: { type: 'string' },
      movetime: { type: 'string' }, 'long-movetime': { type: 'string' }, 'long-n': { type: 'string' },
      a: { type: 'string' }, b: { type: 'string' }, option: { type: 'string', multiple: true }, engine: { type: 'string' },
      'calib-count': { type: 'string' }, 'calib-seed': { type: 'string' }, 'exclude-csv': { type: 'string', multiple: true },
      'interior-roots': { type: 'string' }, 'interior-seed': { type: 'string' },
      'out-dir': { type: 'string' },
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const source = v.positions ?? 'data/tcec_positions.epd';
    const n = intFlag(NAME, '--n', v.n, quick ? 6 : 300, 1);
    const seed = intFlag(NAME, '--seed', v.seed, 2, 0, 0xffffffff);
    const movetime = intFlag(NAME, '--movetime', v.movetime, 1000, 1);
    const longMovetime = intFlag(NAME, '--long-movetime', v['long-movetime'], 5000, 1);
    const longN = Math.min(n, intFlag(NAME, '--long-n', v['long-n'], quick ? 2 : 50, 0));
    const optsA = v.a ?? 'ProbCut=mpc';
    const optsB = v.b ?? 'ProbCut=off';
    const calibCount = intFlag(NAME, '--calib-count', v['calib-count'], CALIBRATION_EXCLUDE_COUNT, 0);
    const calibSeed = intFlag(NAME, '--calib-seed', v['calib-seed'], CALIBRATION_SEED, 0, 0xffffffff);
    const interiorCount = intFlag(NAME, '--interior-roots', v['interior-roots'], INTERIOR_ROOTS.count, 0);
    const interiorSeed = intFlag(NAME, '--interior-seed', v['interior-seed'], INTERIOR_ROOTS.seed, 0, 0xffffffff);
    const csvPaths = v['exclude-csv'] ?? calibrationCsvs();
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');

    const sample = disjointSample({
      target: { path: source, text: read(source) },
      calibration: { files: CALIBRATION_FILES.map((f) => ({ name: f.path, text: read(f.path), weight: f.weight })), count: calibCount, seed: calibSeed },
      interiorRoots: { count: interiorCount, seed: interiorSeed },
      csvs: csvPaths.map((path) => ({ path, text: read(path) })),
      n,
      seed,
    });
    if (sample.lines.length < n) throw new ExperimentError(`${NAME}: only ${sample.lines.length} positions are left after the exclusions, asked for ${n}`);
    mkdirSync('out/experiments', { recursive: true });
    const epd = `out/experiments/depth-positions-seed${seed}-n${n}.epd`;
    writeFileSync(epd, sample.lines.map((l) => l.text).join('\n') + '\n');
    process.stdout.write(`${NAME}: ${n} positions from ${source} (${sample.total} readable; ${sample.excludedCalibration} held out as calibration sample, ${sample.excludedInteriorRoots} as interior-calibration roots, ${sample.excludedCsv} more from CSVs) -> ${epd}\n`);

    const measured: Measured[] = [];
    const runs: Array<[number, number]> = [[movetime, n], ...(longN > 0 ? [[longMovetime, longN] as [number, number]] : [])];
    for (const [ms, count] of runs) {
      const kerfArgs = [
        'depthtest', epd, '--movetime', String(ms), '--a', optsA, '--b', optsB, '--limit', String(count),
        ...(v.engine !== undefined ? ['--engine', v.engine] : []), ...(v.option ?? []).flatMap((o) => ['--option', o]),
      ];
      const run = await runKerf(kerfArgs, { log: `out/experiments/${NAME}-${ms}ms${quick ? '-quick' : ''}.log` });
      const summary = parseDepthtest(run.lines);
      if (run.code !== 0 || summary === null) throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no summary; see its log`);
      const depthsA = summary.positions.flatMap((p) => (p.a !== null && p.b !== null ? [p.a] : []));
      const depthsB = summary.positions.flatMap((p) => (p.a !== null && p.b !== null ? [p.b] : []));
      const svgName = `depth-hist-${ms}ms.svg`;
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, svgName), histogramSvg(
        `Depth reached in ${ms} ms per position, ${summary.compared} positions`,
        'depth of the last completed iteration (plies)',
        [{ label: `A: ${optsA}`, values: depthsA, color: '#1f5fa8' }, { label: `B: ${optsB}`, values: depthsB, color: '#d9822b' }],
      ));
      measured.push({ movetime: ms, run, summary, svg: svgName });
    }

    const stageCount = (stage: string): number => sample.lines.filter((l) => l.stage === stage).length;
    const md: string[] = [
      '# Depth reached at a fixed time: MPC on vs off',
      '',
      `Repeats the speed test of ${PAPER}, sections 3–4: every position is searched for the same time with option set A and with option set B (one after the other, alternating which goes first), and the depth of the last completed iteration is compared. Produced by \`experiments/${NAME}.ts\`.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      '## Result',
      '',
      ...table(
        ['time per position', 'positions', `A mean depth`, `B mean depth`, 'A − B (95% CI)', 'A deeper / equal / B deeper', 'A mean nodes', 'B mean nodes'],
        [
          ...measured.map((m) => [
            `${m.movetime / 1000} s`, `${m.summary.compared} of ${m.summary.of}`, fixed(m.summary.meanA, 2), fixed(m.summary.meanB, 2),
            `${signed(m.summary.meanDiff, 2)}${m.summary.ci95 ? ` [${signed(m.summary.ci95[0], 2)}, ${signed(m.summary.ci95[1], 2)}]` : ''}`,
            `${m.summary.aDeeper} / ${m.summary.equal} / ${m.summary.bDeeper}`, m.summary.nodesA, m.summary.nodesB,
          ]),
          [`paper: ${DEPTH_TEST.seconds} s`, DEPTH_TEST.positions, `${DEPTH_TEST.mpc.toFixed(1)} (MPC-Crafty)`, `${DEPTH_TEST.crafty.toFixed(1)} (Crafty)`, `+${(DEPTH_TEST.mpc - DEPTH_TEST.crafty).toFixed(1)} (no interval given)`, null, null, null],
        ],
        ['l', 'r', 'r', 'r', 'l', 'c', 'r', 'r'],
      ),
      '',
      `A = \`${optsA}\`, B = \`${optsB}\`${(v.option ?? []).length > 0 ? `, both with \`${(v.option ?? []).join(' ')}\`` : ''}; engine ${v.engine === undefined ? 'Kerf (this checkout, bin/kerf)' : `\`${v.engine}\``}. `
        + `The interval is the tool's Student-t interval of the mean paired difference. The paper's single-depth-pair ProbCut (threshold 1.0) reached ${DEPTH_TEST.probcut} plies in the same test; Crafty ran on the paper's 2003 machines (Pentium-3 850 MHz to Athlon-MP 2 GHz, its footnote 3) at 30 s, so only the direction and size of the difference compare, not the depths.`,
      '',
      ...measured.flatMap((m) => [`![Depth distribution at ${m.movetime} ms](${m.svg})`, '']),
      '## Positions',
      '',
      `${n} positions drawn with seed ${seed} from \`${source}\` (${sample.total} readable lines), ${stageCount('middlegame')} middlegame and ${stageCount('endgame')} endgame by Crafty's rule. `
        + `${longN > 0 ? `The ${longMovetime / 1000} s run uses the first ${longN} of them. ` : ''}`
        + `Held out first: the ${sample.excludedCalibration} positions of this file in kerf calibrate's sample for --count ${calibCount} --seed ${calibSeed} over its default files `
        + `(recomputed with its own sampler; the sample for a smaller count is a subset), `
        + `${sample.excludedInteriorRoots} more among the roots of experiments/interior-positions for --roots ${interiorCount} --seed ${interiorSeed} (the trees params/mpc.json was fitted in), `
        + `and ${sample.excludedCsv} further positions found in calibration CSVs`
        + `${sample.csvNotes.length > 0 ? ` (${sample.csvNotes.join('; ')})` : ' (none found)'}. ${sample.candidates} positions were left to draw from.`,
      '',
      '<details><summary>Line numbers in the source file, in sample order</summary>',
      '',
      sample.lines.map((l) => l.lineNumber).join(' '),
      '',
      '</details>',
      '',
      '## Commands run',
      '',
      ...codeBlock(measured.map((m) => `${m.run.command}    # ${(m.run.seconds / 60).toFixed(1)} min`)),
      '',
      `Per-position lines: \`out/experiments/${NAME}-<MS>ms${quick ? '-quick' : ''}.log\`.`,
    ];
    writeFileSync(join(outDir, `${NAME}.md`), md.join('\n') + '\n');
    process.stdout.write(`\n${NAME}: wrote ${join(outDir, `${NAME}.md`)} and ${measured.map((m) => m.svg).join(', ')}\n`);
    return 0;
  });
}
