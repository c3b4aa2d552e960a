// Experiment: the ablation table of issue 26 (MPC in a modern search). For each named setting of
// Step 8 — by default the rows of the preliminary screen in docs/experiments/mpc-modern.md — the
// nodes `kerf bench` needs to a fixed depth and their ratio to the row `off`, the false-cut rate
// of `kerf falsecut`, and optionally the depth `kerf depthtest` reaches at a fixed time and the
// gain over `off` in plies, in one markdown table with the commands that produced it.
// Design choice: every measurement of every setting is cached as one JSON file under
// out/experiments/mpc-ablation/<tag>/ (lib/ablation-cache.ts), keyed by the engine, the options
// and the measurement's parameters, so a run of hours survives Ctrl-C and a rerun measures only
// what is missing or changed. The depth test searches each setting against `off` in the same run
// (and `off` against itself, which shows the test's own noise), so the gain is the tool's paired
// difference, not a difference of two runs made at different machine loads.

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cacheFileName, engineCodeFiles, filesDigest, keyPath, measurementKey, readCached, writeCached,
  type EngineIdentity, type MeasurementKey,
} from './lib/ablation-cache.js';
import {
  checkEngineWideOptions, checkSettingsList, DEFAULT_SETTINGS, parseSettingsFile, probCutOn, REFERENCE, runOptions, selectSettings,
  type AblationSetting,
} from './lib/ablation-settings.js';
import { ablationTable, type AblationRow, type DepthRun, type FalsecutOutcome } from './lib/ablation-table.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { DEFAULT_KERF, runKerf, type KerfRun } from './lib/kerf-run.js';
import { codeBlock } from './lib/markdown.js';
import { parseBenchTotal, type BenchTotal } from './lib/parse-bench.js';
import { parseDepthtest } from './lib/parse-depthtest.js';
import { falsecutCommand } from './lib/falsecut-sweep.js';
import { parseFalsecut } from './lib/parse-falsecut.js';
import { runContext, runInfoLines } from './lib/run-info.js';

const NAME = 'mpc-ablation';
const DEFAULT_POSITIONS = 'out/experiments/depth-positions-seed2-n300.epd';
const TAG_PATTERN = /^[A-Za-z0-9_.+-]+$/;

const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --settings FILE        the settings, a JSON list [{"name": "mpc", "options": ["ProbCut=mpc"]}, …]
                         (default: the rows of mpc-modern.md's preliminary screen: off, mpc, fixed,
                         mpc + each gate and MPCTTCut, MPCAdaptive, MPCImprovingSigma, MPCProbes=nodetype
                         with and without MPCReduce=1)
  --only a,b             only these settings, by name (the reference 'off' among them, unless --no-ratios)
  --option Name=value    added to every setting (repeatable), e.g. --option Improving=false
  --engine PATH          the Kerf executable (default ${DEFAULT_KERF}; frozen builds: scripts/freeze.sh <commit>
                         makes out/frozen/kerf-<commit>)
  --bench-depth D        kerf bench depth (default 10; --quick 5)
  --falsecut-depth D     depth of kerf falsecut's searches (default 9; --quick 6)
  --falsecut-limit K     its first K positions (default 20; --quick 2)
  --falsecut-sample N    verify every N-th cut (default 2)
  --falsecut-seed S      kerf falsecut's --seed (default: its own)
  --positions FILE       EPD of kerf falsecut and kerf depthtest (default ${DEFAULT_POSITIONS},
                         the held-out positions of depth-at-fixed-time; docs/tools.md rebuilds it)
  --depth-runs R         also run kerf depthtest R times per setting, each against 'off' (default 0: not run)
  --depth-movetime MS    its time per position (default 1000; --quick 200)
  --depth-limit K        its first K positions (default 300; --quick 3)
  --no-ratios            no ratio or gain columns (then the settings need no 'off'; not with --depth-runs)
  --tag NAME             cache folder out/experiments/${NAME}/NAME (default full; --quick: quick)
  --fresh                measure everything again (the cache is overwritten, not read)
  --out-dir DIR          report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/${NAME}.md. A rerun of the same command reuses every measurement already cached.`;

/** A measurement as the report lists it. */
interface Done {
  command: string;
  seconds: number;
  cachedFrom: string | null;
}

interface DepthRunResult extends DepthRun {
  compared: number;
  of: number;
}

function readText(path: string, flag: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new ExperimentError(`${NAME}: ${flag} '${path}': cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/** The child's last stderr line (kerf's one-line error), for a failure message. */
function lastError(run: KerfRun): string {
  const lines = run.stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return lines.length === 0 ? '' : ` (${lines[lines.length - 1]})`;
}

function duration(seconds: number): string {
  return seconds < 120 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`;
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, settings: { type: 'string' }, only: { type: 'string' }, option: { type: 'string', multiple: true },
      engine: { type: 'string' }, 'bench-depth': { type: 'string' }, 'falsecut-depth': { type: 'string' }, 'falsecut-limit': { type: 'string' },
      'falsecut-sample': { type: 'string' }, 'falsecut-seed': { type: 'string' }, positions: { type: 'string' }, 'depth-runs': { type: 'string' },
      'depth-movetime': { type: 'string' }, 'depth-limit': { type: 'string' }, 'no-ratios': { type: 'boolean' }, tag: { type: 'string' },
      fresh: { type: 'boolean' }, 'out-dir': { type: 'string' },
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const ratios = v['no-ratios'] !== true;
    const fresh = v.fresh === true;

    const depthRuns = intFlag(NAME, '--depth-runs', v['depth-runs'], 0, 0, 100);
    if (depthRuns > 0 && !ratios) {
      throw new ExperimentError(`${NAME}: --depth-runs searches every setting against '${REFERENCE}' and reports the gain over it; leave out --no-ratios`);
    }
    const list = v.settings === undefined
      ? checkSettingsList(NAME, 'the built-in settings', DEFAULT_SETTINGS, ratios)
      : parseSettingsFile(NAME, v.settings, readText(v.settings, '--settings'), ratios);
    const settings = selectSettings(NAME, list, v.only, ratios);
    const extras = checkEngineWideOptions(NAME, v.option ?? [], settings);
    const reference = settings.find((s) => s.name === REFERENCE);

    const engine = keyPath(v.engine ?? DEFAULT_KERF);
    if (!existsSync(engine) || !statSync(engine).isFile()) {
      throw new ExperimentError(`${NAME}: --engine '${v.engine ?? DEFAULT_KERF}': no such file (scripts/freeze.sh <commit> makes out/frozen/kerf-<commit>)`);
    }
    const codeFiles = engineCodeFiles(engine);
    for (const f of codeFiles) if (!existsSync(f)) throw new ExperimentError(`${NAME}: ${f} is missing; run \`npm run build\` first`);

    const benchDepth = intFlag(NAME, '--bench-depth', v['bench-depth'], quick ? 5 : 10, 1, 64);
    const falsecut = {
      depth: intFlag(NAME, '--falsecut-depth', v['falsecut-depth'], quick ? 6 : 9, 1, 20),
      limit: intFlag(NAME, '--falsecut-limit', v['falsecut-limit'], quick ? 2 : 20, 1),
      sample: intFlag(NAME, '--falsecut-sample', v['falsecut-sample'], 2, 1),
      seed: v['falsecut-seed'] === undefined ? null : intFlag(NAME, '--falsecut-seed', v['falsecut-seed'], 1, 0, 0xffffffff),
    };
    const depthTest = {
      movetime: intFlag(NAME, '--depth-movetime', v['depth-movetime'], quick ? 200 : 1000, 1),
      limit: intFlag(NAME, '--depth-limit', v['depth-limit'], quick ? 3 : 300, 1),
    };
    const withCuts = settings.filter((s) => probCutOn(runOptions(s, extras)));
    const positions = keyPath(v.positions ?? DEFAULT_POSITIONS);
    const needPositions = withCuts.length > 0 || depthRuns > 0;
    if (needPositions && v.positions === undefined && !existsSync(DEFAULT_POSITIONS)) {
      throw new ExperimentError(`${NAME}: ${DEFAULT_POSITIONS} does not exist; build it with \`node experiments/run.mjs depth-at-fixed-time\` `
        + '(it writes the file first), or from the line numbers in docs/experiments/depth-at-fixed-time.md as docs/tools.md (section "False cuts of Step 8") shows, or give --positions FILE');
    }
    // The file's digest is in the key of every measurement on it: a rebuilt file is measured again.
    if (needPositions) readText(positions, '--positions');
    const positionsDigest = needPositions ? filesDigest([positions]).slice(0, 16) : null;

    const tag = v.tag ?? (quick ? 'quick' : 'full');
    if (!TAG_PATTERN.test(tag)) throw new ExperimentError(`${NAME}: --tag '${tag}' may hold only letters, digits and . _ + - (it names a folder)`);
    const cacheDir = `out/experiments/${NAME}/${tag}`;
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');

    const done: Done[] = [];
    let fromCache = 0;
    /** The cached result of `key`, or run kerf with `kerfArgs`, read the result with `interpret` and cache it. */
    const measure = async <T>(setting: string, key: MeasurementKey, kerfArgs: string[], interpret: (run: KerfRun, log: string) => T): Promise<T> => {
      const cached = fresh ? null : readCached<T>(cacheDir, key);
      if (cached !== null) {
        process.stdout.write(`${NAME}: ${setting}: ${key.kind} from the cache (${cached.command})\n`);
        done.push({ command: cached.command, seconds: cached.seconds, cachedFrom: cached.measuredAt });
        fromCache++;
        return cached.result;
      }
      const log = join(cacheDir, 'logs', `${setting}-${cacheFileName(key).replace(/\.json$/, '')}.log`);
      const run = await runKerf(kerfArgs, { engine, log });
      if (run.code === 130 || run.code === -1) {
        throw new ExperimentError(`${NAME}: '${run.command}' was stopped (Ctrl-C or a signal); the ${done.length - fromCache} measurements finished in this run are cached in ${cacheDir}: rerun the same command to continue`);
      }
      const result = interpret(run, log);
      const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
      writeCached(cacheDir, { key, setting, command: run.command, seconds: run.seconds, measuredAt, result });
      done.push({ command: run.command, seconds: run.seconds, cachedFrom: null });
      return result;
    };
    const benchTotal = (run: KerfRun, log: string): BenchTotal => {
      const total = parseBenchTotal(run.lines);
      if (run.code !== 0 || total === null) {
        throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no '<N> nodes <M> nps' line${lastError(run)}; see ${log}`);
      }
      return total;
    };

    // The engine's identity: its bench signature, cached by the digest of its code.
    const digest = filesDigest(codeFiles);
    const signature = (await measure('engine', measurementKey({ path: engine, digest, signature: null }, [], 'signature', { depth: 'default' }), ['bench'], benchTotal)).nodes;
    const identity: EngineIdentity = { path: engine, digest, signature };

    const rows = new Map<string, AblationRow>(settings.map((s) => [s.name, { name: s.name, options: s.options, benchNodes: null, falsecut: null, depthRuns: [] }]));
    const row = (s: AblationSetting): AblationRow => rows.get(s.name)!;

    for (const s of settings) {
      const options = runOptions(s, extras);
      const key = measurementKey(identity, options, 'bench', { depth: benchDepth });
      row(s).benchNodes = (await measure(s.name, key, ['bench', String(benchDepth), ...options.flatMap((o) => ['--option', o])], benchTotal)).nodes;
    }

    for (const s of withCuts) {
      const options = runOptions(s, extras);
      const key = measurementKey(identity, options, 'falsecut', { positions, positionsDigest, ...falsecut });
      const kerfArgs = falsecutCommand({ positions, ...falsecut }, options);
      row(s).falsecut = await measure<FalsecutOutcome>(s.name, key, kerfArgs, (run, log) => {
        const summary = parseFalsecut(run.lines);
        if (summary !== null && run.code === 0) {
          return { status: 'measured', counts: { falseCuts: summary.falseCuts, verified: summary.verified, seen: summary.seen, skipped: summary.skipped } };
        }
        if (run.code === 2 && run.stderr.includes('made no cut')) return { status: 'no-cut' };
        throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no 'false cuts F/S' line${lastError(run)}; see ${log}`);
      });
    }

    if (depthRuns > 0 && reference !== undefined) {
      const against = runOptions(reference, []);
      for (let r = 1; r <= depthRuns; r++) {
        for (const s of settings) {
          const key = measurementKey(identity, runOptions(s, extras), 'depthtest', {
            positions, positionsDigest, movetime: depthTest.movetime, limit: depthTest.limit, against: runOptions(reference, extras).sort(), run: r,
          });
          const kerfArgs = [
            'depthtest', positions, '--movetime', String(depthTest.movetime), '--a', s.options.join(' '), '--b', against.join(' '),
            '--limit', String(depthTest.limit), ...extras.flatMap((o) => ['--option', o]),
          ];
          const result = await measure<DepthRunResult>(s.name, key, kerfArgs, (run, log) => {
            const summary = parseDepthtest(run.lines);
            if (run.code !== 0 || summary === null) {
              throw new ExperimentError(`${NAME}: '${run.command}' ended with code ${run.code} and no summary${lastError(run)}; see ${log}`);
            }
            return { meanDepth: summary.meanA, gain: summary.meanDiff, ci95: summary.ci95, compared: summary.compared, of: summary.of };
          });
          row(s).depthRuns = [...row(s).depthRuns, result];
        }
      }
    }

    const ordered = settings.map(row);
    const extrasText = extras.length === 0 ? '' : ` Every setting also ran with \`${extras.join(' ')}\`.`;
    const md: string[] = [
      '# MPC ablation (issue 26)',
      '',
      `Each named setting of Step 8 measured three ways: the nodes \`kerf bench\` needs to depth ${benchDepth} over its built-in positions, each searched from a fresh state; `
        + `the false-cut rate of \`kerf falsecut\` on the first ${falsecut.limit} positions of \`${positions}\` searched to depth ${falsecut.depth}, ${falsecut.sample === 1 ? 'every cut' : `one cut in ${falsecut.sample}`} checked against a search of the node to the same depth with ProbCut off (docs/tools.md)`
        + `${depthRuns > 0 ? `; and the depth of the last completed iteration \`kerf depthtest\` reaches in ${depthTest.movetime} ms on the first ${depthTest.limit} positions of the same file, ${depthRuns === 1 ? 'once' : `${depthRuns} times`}` : ''}. `
        + `Produced by \`experiments/${NAME}.ts\`.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      `Engine: \`${engine}\`, bench signature ${signature} (\`bench\` at its default depth and options), sha256 of its code ${digest.slice(0, 12)}${codeFiles.length > 1 ? ` (${codeFiles.join(' and ')})` : ''}.${extrasText}`,
      '',
      '## Result',
      '',
      ...ablationTable(ordered, {
        benchDepth,
        falsecut: { depth: falsecut.depth, positions: falsecut.limit },
        depth: depthRuns > 0 ? { movetimeMs: depthTest.movetime, runs: depthRuns } : null,
        ratios,
      }),
      '',
      `${ratios ? `vs ${REFERENCE}: bench nodes over those of the row \`${REFERENCE}\`. ` : ''}`
        + 'Cuts seen: every cut Step 8 made in the falsecut searches (– where ProbCut is off, so there is none to check; 0 and "no cut" where it is on but cut nothing at that depth). '
        + 'False cuts: of the sampled cuts that were judged (a mate score as the verifying value or a bound is skipped); the Wilson interval takes them as independent trials, which cuts from the same few searches are not, so the real uncertainty is larger.',
      ...(depthRuns > 0
        ? ['', `Depth: each row is one \`kerf depthtest\` per run with the row's options as A and \`${REFERENCE}\`'s as B, position by position; the mean depth is A's, the gain the tool's mean paired difference A − B`
          + `${depthRuns === 1 ? ' with its 95 % t interval' : `, averaged over the ${depthRuns} runs with the lowest and highest run in brackets`}. `
          + `The row \`${REFERENCE}\` is searched against itself, so its gain shows the test's own noise.`]
        : []),
      '',
      'Nodes to a fixed depth and the false-cut rate screen the components; whether one is kept is decided by games (issue 26).',
      '',
      '## Commands run',
      '',
      ...codeBlock(done.map((d) => `${d.command}    # ${duration(d.seconds)}${d.cachedFrom === null ? '' : `, cached, run ${d.cachedFrom}`}`)),
      '',
      `Measurements: \`${cacheDir}/<kind>-<hash>.json\`, one per command; their output: \`${cacheDir}/logs/\`.`,
    ];
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${NAME}.md`), md.join('\n') + '\n');
    process.stdout.write(`\n${NAME}: ${settings.length} settings, ${done.length - fromCache} measurements run, ${fromCache} from the cache (${cacheDir}); wrote ${join(outDir, `${NAME}.md`)}\n`);
    return 0;
  });
}
