// Experiment: tactical and positional test suites with MPC off and on — WAC and Bratko-Kopec
// (solved N/M) and the 15 STS files (points, and how often the best move was found) — in one
// table, one column per option set. Runs `kerf epd` once per (option set, suite).
// Design choice: the paper has no test-suite results; this is Kerf's own check that forward
// pruning does not cost tactics (WAC, BK) or judgement (STS), so every option set gets the same
// positions at the same fixed time, and the engine can be any UCI program for a reference column.

import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { runKerf, type KerfRun } from './lib/kerf-run.js';
import { optionsText, parseConfig, type Config } from './lib/config.js';
import { codeBlock, countOf, fixed, table, type Cell } from './lib/markdown.js';
import { parseEpdTotals, type EpdTotals } from './lib/parse-epd.js';
import { runContext, runInfoLines } from './lib/run-info.js';

const NAME = 'test-suites';
const DATA = 'data';
const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --config "label=Name=value …"   an option set (repeatable; default "off=ProbCut=off" and "mpc=ProbCut=mpc")
  --option Name=value             for every set (repeatable), e.g. --option Hash=64
  --engine "<cmd>"                UCI engine (default this checkout's kerf)
  --suites wac,bk,sts             which suites (default all three)
  --wac-ms MS / --bk-ms MS        time per position (default 1000 each)
  --sts-ms MS                     time per STS position (default 500)
  --limit K                       first K positions of each file (default all; --quick 2)
  --out-dir DIR                   report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/${NAME}.md; logs in out/experiments/.`;

interface Suite {
  key: string;
  title: string;
  files: string[];
  ms: number;
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, config: { type: 'string', multiple: true }, option: { type: 'string', multiple: true },
      engine: { type: 'string' }, suites: { type: 'string' }, 'wac-ms': { type: 'string' }, 'bk-ms': { type: 'string' },
      'sts-ms': { type: 'string' }, limit: { type: 'string' }, 'out-dir': { type: 'string' },
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
    const configs = (v.config ?? ['off=ProbCut=off', 'mpc=ProbCut=mpc']).map((c) => parseConfig(NAME, c));
    if (new Set(configs.map((c) => c.label)).size !== configs.length) throw new ExperimentError(`${NAME}: two --config share a label`);
    const limit = v.limit === undefined ? (quick ? 2 : undefined) : intFlag(NAME, '--limit', v.limit, 0, 1);
    const stsFiles = readdirSync(join(DATA, 'sts')).filter((f) => /^STS\d+_.*\.epd$/.test(f)).sort().map((f) => join(DATA, 'sts', f));
    const all: Suite[] = [
      { key: 'wac', title: 'WAC (Win at Chess)', files: [join(DATA, 'wac.epd')], ms: intFlag(NAME, '--wac-ms', v['wac-ms'], 1000, 1) },
      { key: 'bk', title: 'Bratko-Kopec', files: [join(DATA, 'bratko-kopec.epd')], ms: intFlag(NAME, '--bk-ms', v['bk-ms'], 1000, 1) },
      { key: 'sts', title: 'STS 1–15', files: stsFiles, ms: intFlag(NAME, '--sts-ms', v['sts-ms'], 500, 1) },
    ];
    const wanted = (v.suites ?? 'wac,bk,sts').split(',').map((s) => s.trim());
    for (const w of wanted) if (!all.some((s) => s.key === w)) throw new ExperimentError(`${NAME}: --suites: unknown suite '${w}' (wac, bk, sts)`);
    const suites = all.filter((s) => wanted.includes(s.key));

    const results = new Map<string, { run: KerfRun; totals: EpdTotals }>();
    for (const suite of suites) {
      for (const config of configs) {
        const kerfArgs = [
          'epd', ...suite.files, '--movetime', String(suite.ms), ...(limit !== undefined ? ['--limit', String(limit)] : []),
          ...(v.engine !== undefined ? ['--engine', v.engine] : []),
          ...[...(v.option ?? []), ...config.options.map(([n, val]) => `${n}=${val}`)].flatMap((o) => ['--option', o]),
        ];
        const run = await runKerf(kerfArgs, { log: `out/experiments/${NAME}-${suite.key}-${config.label}${quick ? '-quick' : ''}.log` });
        const totals = parseEpdTotals(run.lines);
        if (run.code !== 0 || totals === null) throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no totals; see its log`);
        results.set(`${suite.key}/${config.label}`, { run, totals });
      }
    }

    const get = (suite: Suite, c: Config): EpdTotals => results.get(`${suite.key}/${c.label}`)!.totals;
    const rows: Cell[][] = [];
    for (const suite of suites) {
      const first = get(suite, configs[0]);
      const n = first.solvable;
      const perTime = `${suite.ms / 1000} s`;
      if (suite.key === 'sts') {
        rows.push([`${suite.title}: points`, perTime, n, ...configs.map((c) => {
          const t = get(suite, c).stsTotal;
          return t ? `${t.points} / ${t.max} (${(t.points / t.max * 100).toFixed(1)}%)` : null;
        })]);
        rows.push([`${suite.title}: best move found`, perTime, n, ...configs.map((c) => countOf(get(suite, c).solved, get(suite, c).solvable))]);
      } else {
        rows.push([`${suite.title}: solved`, perTime, n, ...configs.map((c) => countOf(get(suite, c).solved, get(suite, c).solvable))]);
      }
      rows.push([`${suite.title}: mean depth`, perTime, n, ...configs.map((c) => fixed(get(suite, c).meanDepth, 2))]);
      const failed = configs.map((c) => get(suite, c).failed);
      if (failed.some((f) => f > 0)) rows.push([`${suite.title}: searches failed`, perTime, n, ...failed]);
    }
    const sts = suites.find((s) => s.key === 'sts');
    const stsTable: string[] = [];
    if (sts) {
      const files = get(sts, configs[0]).sts.map((f) => f.file);
      stsTable.push(
        '<details><summary>STS points per theme</summary>',
        '',
        ...table(['file', 'positions', ...configs.map((c) => c.label)], files.map((file) => [
          file.replace(/\.epd$/, ''), get(sts, configs[0]).sts.find((f) => f.file === file)?.positions,
          ...configs.map((c) => {
            const f = get(sts, c).sts.find((x) => x.file === file);
            return f ? `${f.points} / ${f.max}` : null;
          }),
        ]), ['l', 'r', ...configs.map(() => 'r' as const)]),
        '',
        '</details>',
        '',
      );
    }
    const md: string[] = [
      '# Test suites: MPC off and on',
      '',
      `Every option set searches the same positions for the same fixed time with \`kerf epd\`; a position counts as solved when the engine's move is a best move (bm) and not an avoid move (am). STS scores the move by the suite's own points (10 for the best move). `
        + 'Jiang & Buro (2003) report no test-suite results; this is a check that MPC costs neither tactics (WAC, Bratko-Kopec) nor positional judgement (STS). '
        + `Produced by \`experiments/${NAME}.ts\`.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      '## Result',
      '',
      ...table(['suite', 'time per position', 'positions', ...configs.map((c) => `${c.label}: \`${optionsText(c)}\``)], rows,
        ['l', 'r', 'r', ...configs.map(() => 'r' as const)]),
      '',
      `Engine: ${v.engine === undefined ? 'Kerf (this checkout, bin/kerf)' : `\`${v.engine}\``}${(v.option ?? []).length > 0 ? `, with \`${(v.option ?? []).join(' ')}\` for every set` : ''}. `
        + `${limit !== undefined ? `Only the first ${limit} positions of each file. ` : ''}Files: \`${DATA}/wac.epd\` (300), \`${DATA}/bratko-kopec.epd\` (24), \`${DATA}/sts/STS01…STS15_*.epd\` (15 × 100); sources in \`${DATA}/SOURCES.txt\`.`,
      '',
      ...stsTable,
      '## Commands run',
      '',
      ...codeBlock([...results.values()].map(({ run }) => `${run.command}    # ${(run.seconds / 60).toFixed(1)} min`)),
      '',
      `Per-position lines: \`out/experiments/${NAME}-<suite>-<label>${quick ? '-quick' : ''}.log\`.`,
    ];
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${NAME}.md`), md.join('\n') + '\n');
    process.stdout.write(`\n${NAME}: wrote ${join(outDir, `${NAME}.md`)}\n`);
    return 0;
  });
}
