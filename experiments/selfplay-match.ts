// Experiment: Jiang & Buro's self-play match (section 4) — Kerf with MPC against Kerf without,
// paired openings from a balanced book; W/D/L, Elo with its 95% interval, LOS, pentanomial counts
// and a figure of Elo with error bars, one row per configuration (several --config give a
// threshold sweep like the paper's Tables 2 and 3). Runs `kerf match` once per configuration.
// Design choice: each configuration is its own match against the same baseline, with its own
// resumable PGN, so a sweep can be stopped and extended one configuration at a time.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eloTrinomial } from '../src/tools/match/stats.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { engineSpecText, optionsText, parseConfig } from './lib/config.js';
import { table } from './lib/markdown.js';
import { MATCH_FLAGS, MATCH_USAGE, passThrough } from './lib/match-flags.js';
import { commandsRun, eloRows, finishReport, matchTable, type MatchRow, type ReferenceRow } from './lib/match-report.js';
import { playMatch, type MatchOutcome } from './lib/match-run.js';
import { PAPER, SELFPLAY_MATCH, TABLE_2, TABLE_3 } from './lib/paper.js';
import { runContext, runInfoLines } from './lib/run-info.js';
import { eloSvg } from './lib/svg-elo.js';

const NAME = 'selfplay-match';
const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --config "label=Name=value …"   engine A's options (repeatable: one match each; default "mpc=ProbCut=mpc")
  --baseline "label=Name=value …" engine B's options (default "off=ProbCut=off")
  --kerf "<cmd>"       the engine command for both sides (default kerf, this checkout's bin/kerf)
${MATCH_USAGE}
  --out-dir DIR        report directory (default docs/experiments; --quick: out/experiments/quick)
Writes DIR/selfplay.md and DIR/selfplay-elo.svg; PGNs, state and logs in out/experiments/selfplay-<label>.*`;

/** The paper's 64-game result, with Elo, error and LOS computed from its W/D/L by kerf match's own formula. */
export function paperSelfplayRow(): ReferenceRow {
  const wdl = { wins: SELFPLAY_MATCH.wins, draws: SELFPLAY_MATCH.draws, losses: SELFPLAY_MATCH.losses };
  const e = eloTrinomial(wdl)!;
  return { label: 'MPC-Crafty vs Crafty', games: SELFPLAY_MATCH.games, wdl, percent: SELFPLAY_MATCH.percent, elo: { elo: e.elo, error: e.error, los: e.los * 100 } };
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, config: { type: 'string', multiple: true }, baseline: { type: 'string' }, kerf: { type: 'string' },
      'out-dir': { type: 'string' }, ...MATCH_FLAGS,
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
    const configs = (v.config ?? ['mpc=ProbCut=mpc']).map((c) => parseConfig(NAME, c));
    const baseline = parseConfig(NAME, v.baseline ?? 'off=ProbCut=off');
    if (new Set([...configs, baseline].map((c) => c.label)).size !== configs.length + 1) throw new ExperimentError(`${NAME}: every --config and the --baseline need their own label`);
    const kerf = v.kerf ?? 'kerf';
    const games = intFlag(NAME, '--games', v.games, quick ? 2 : 1000, 1);
    const concurrency = intFlag(NAME, '--concurrency', v.concurrency, 1, 1, 64);
    const tc = v.tc ?? (quick ? '2+0.02' : '10+0.1');
    const book = v.book ?? 'data/book_2moves_v1.epd';

    const outcomes: Array<{ label: string; outcome: MatchOutcome }> = [];
    for (const config of configs) {
      const outcome = await playMatch({
        stem: `${NAME.split('-')[0]}-${config.label}${quick ? '-quick' : ''}`,
        engines: [engineSpecText(kerf, config.label, config.options), engineSpecText(kerf, baseline.label, baseline.options)],
        games, concurrency, tc, book, extra: passThrough(v), fresh: v.fresh === true,
      }, NAME);
      outcomes.push({ label: config.label, outcome });
      if (outcome.summary.interrupted) break;
    }

    const rows: MatchRow[] = outcomes.map(({ label, outcome }) => ({ label: `${label} vs ${baseline.label}`, summary: outcome.summary }));
    const paper = paperSelfplayRow();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'selfplay-elo.svg'), eloSvg(`Kerf self-play at ${tc}: A's Elo against ${baseline.label}`, eloRows(rows, [paper])));
    const md: string[] = [
      '# Self-play match: MPC on vs off',
      '',
      `Repeats the self-play match of ${PAPER} (abstract and section 4): the engine with MPC (A) plays the same engine without it (B), each opening twice with colours swapped. `
        + `Produced by \`experiments/${NAME}.ts\`, which runs \`kerf match\` once per configuration.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      '## Result',
      '',
      ...matchTable(rows, [paper]),
      '',
      `Time control ${tc} (base seconds + increment), openings from \`${book}\`, ${concurrency} game${concurrency === 1 ? '' : 's'} at a time, engine command \`${kerf}\`. `
        + `Configurations: ${configs.map((c) => `${c.label} = \`${optionsText(c)}\``).join(', ')}; baseline ${baseline.label} = \`${optionsText(baseline)}\`${(v.option ?? []).length > 0 ? `; both with \`${(v.option ?? []).join(' ')}\`` : ''}. `
        + 'The pentanomial columns count game pairs by A\'s points in the pair; with paired openings they give the honest error bar (fastchess\'s formula), the per-game columns are cutechess\'s.',
      '',
      `Paper: MPC-Crafty against Crafty, ${SELFPLAY_MATCH.games} games at ${SELFPLAY_MATCH.timeControl}, +${SELFPLAY_MATCH.wins} −${SELFPLAY_MATCH.losses} =${SELFPLAY_MATCH.draws} (${SELFPLAY_MATCH.percent}%). `
        + 'Its Elo, error and LOS are not printed in the paper: they are derived here from its W/D/L with kerf match\'s per-game formula (src/tools/match/stats.ts).',
      '',
      '![Elo with 95% intervals](selfplay-elo.svg)',
      '',
      '<details><summary>The paper\'s threshold sweeps (MPC-Crafty vs Crafty, 64 games each, points %)</summary>',
      '',
      'Table 2 (t_mid = 1.0, 2 min + 12 s):',
      '',
      ...table(['t_end', ...TABLE_2.map((r) => String(r.tEnd))], [['MPC %', ...TABLE_2.map((r) => r.percent.toFixed(1))]]),
      '',
      'Table 3 (t_end = 1.0, 10 min + 60 s):',
      '',
      ...table(['t_mid', ...TABLE_3.map((r) => String(r.tMid))], [['MPC %', ...TABLE_3.map((r) => r.percent.toFixed(1))]]),
      '',
      'Kerf\'s thresholds are the UCI options MPCThresholdMid and MPCThresholdEnd, e.g. `--config "tmid1.2=ProbCut=mpc MPCThresholdMid=1.2"`.',
      '',
      '</details>',
      '',
      ...commandsRun(outcomes),
    ];
    return finishReport(NAME, outDir, 'selfplay', md, outcomes);
  });
}
