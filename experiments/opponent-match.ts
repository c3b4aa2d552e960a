// Experiment: Jiang & Buro's check against another program (section 4, Table 4: Crafty and
// MPC-Crafty against Yace) — Kerf in one or more configurations against an external UCI engine,
// by default Stockfish limited with UCI_LimitStrength / UCI_Elo. Same outputs as the self-play
// match: W/D/L, Elo ± 95%, LOS, pentanomial counts, and an Elo figure. Runs `kerf match` once
// per configuration.
// Design choice: the default plays both MPC off and MPC on against the same opponent, as Table 4
// does — a self-play gain is only convincing if it survives against a third party.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEngineSpec } from '../src/tools/engine-spec.js';
import { eloFromScore } from '../src/tools/match/stats.js';
import { ExperimentError, guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { engineSpecText, optionsText, parseConfig } from './lib/config.js';
import { MATCH_FLAGS, MATCH_USAGE, passThrough } from './lib/match-flags.js';
import { commandsRun, eloRows, finishReport, matchTable, type MatchRow, type ReferenceRow } from './lib/match-report.js';
import { playMatch, type MatchOutcome } from './lib/match-run.js';
import { PAPER, TABLE_4 } from './lib/paper.js';
import { runContext, runInfoLines } from './lib/run-info.js';
import { eloSvg } from './lib/svg-elo.js';

const NAME = 'opponent-match';
const USAGE = `node experiments/run.mjs ${NAME} [--quick] [flags]
  --config "label=Name=value …"   Kerf's options (repeatable: one match each;
                                  default "off=ProbCut=off" and "mpc=ProbCut=mpc")
  --opponent "<engine>"  any kerf match engine spec (default: Stockfish at --elo, see below)
  --elo N                UCI_Elo of the default opponent (default 1500; Debian's Stockfish 15.1 takes 1350–2850)
  --kerf "<cmd>"         Kerf's command (default kerf, this checkout's bin/kerf)
${MATCH_USAGE}
  --out-dir DIR          report directory (default docs/experiments; --quick: out/experiments/quick)
Default opponent: "cmd=/usr/games/stockfish name=sf<N> option.Threads=1 option.Hash=16
  option.UCI_LimitStrength=true option.UCI_Elo=<N>".
Writes DIR/opponent.md and DIR/opponent-elo.svg; PGNs, state and logs in out/experiments/opponent-<name>-<label>.*`;

export function stockfishSpec(elo: number): string {
  return `cmd=/usr/games/stockfish name=sf${elo} option.Threads=1 option.Hash=16 option.UCI_LimitStrength=true option.UCI_Elo=${elo}`;
}

/** Table 4 as reference rows: percentages only, so the Elo is derived and has no interval. */
export function paperOpponentRows(): ReferenceRow[] {
  return TABLE_4.flatMap((r) => [
    { label: `${r.pairing}, 2 min + 10 s`, games: 64, percent: r.fast, elo: { elo: eloFromScore(r.fast / 100), error: NaN } },
    { label: `${r.pairing}, 8 min + 20 s`, games: 64, percent: r.slow, elo: { elo: eloFromScore(r.slow / 100), error: NaN } },
  ]);
}

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const v = parseFlags(NAME, args, {
      quick: { type: 'boolean' }, config: { type: 'string', multiple: true }, opponent: { type: 'string' }, elo: { type: 'string' },
      kerf: { type: 'string' }, 'out-dir': { type: 'string' }, ...MATCH_FLAGS,
    }, USAGE);
    if (v === null) return 0;
    const ctx = runContext();
    const quick = v.quick === true;
    const outDir = v['out-dir'] ?? (quick ? 'out/experiments/quick' : 'docs/experiments');
    const configs = (v.config ?? ['off=ProbCut=off', 'mpc=ProbCut=mpc']).map((c) => parseConfig(NAME, c));
    const elo = intFlag(NAME, '--elo', v.elo, 1500, 0, 10000);
    const opponent = v.opponent ?? stockfishSpec(elo);
    const parsed = parseEngineSpec(opponent);
    if (!parsed.ok) throw new ExperimentError(`${NAME}: --opponent: ${parsed.message}`);
    const oppName = parsed.value.name;
    if (configs.some((c) => c.label === oppName)) throw new ExperimentError(`${NAME}: a --config label equals the opponent's name '${oppName}'`);
    const kerf = v.kerf ?? 'kerf';
    const games = intFlag(NAME, '--games', v.games, quick ? 2 : 1000, 1);
    const concurrency = intFlag(NAME, '--concurrency', v.concurrency, 1, 1, 64);
    const tc = v.tc ?? (quick ? '2+0.02' : '10+0.1');
    const book = v.book ?? 'data/book_2moves_v1.epd';
    const safeOpp = oppName.replace(/[^A-Za-z0-9_.+-]/g, '_');

    const outcomes: Array<{ label: string; outcome: MatchOutcome }> = [];
    for (const config of configs) {
      const outcome = await playMatch({
        stem: `opponent-${safeOpp}-${config.label}${quick ? '-quick' : ''}`,
        engines: [engineSpecText(kerf, `kerf-${config.label}`, config.options), opponent],
        games, concurrency, tc, book, extra: passThrough(v), fresh: v.fresh === true,
      }, NAME);
      outcomes.push({ label: config.label, outcome });
      if (outcome.summary.interrupted) break;
    }

    const rows: MatchRow[] = outcomes.map(({ label, outcome }) => ({ label: `kerf-${label} vs ${oppName}`, summary: outcome.summary }));
    const references = paperOpponentRows();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'opponent-elo.svg'), eloSvg(`Kerf against ${oppName} at ${tc}: Kerf's Elo difference`, eloRows(rows, [])));
    const md: string[] = [
      `# Match against another engine: Kerf vs ${oppName}`,
      '',
      `Repeats the outside check of ${PAPER} (section 4, Table 4: Crafty and MPC-Crafty against Yace): Kerf (A) in each configuration plays the same opponent (B), each opening twice with colours swapped. `
        + `Produced by \`experiments/${NAME}.ts\`, which runs \`kerf match\` once per configuration.`,
      '',
      ...runInfoLines(ctx, scriptCommand(NAME, args), quick),
      '',
      '## Result',
      '',
      ...matchTable(rows, references),
      '',
      `Opponent: \`${opponent}\`. Time control ${tc} (base seconds + increment), openings from \`${book}\`, ${concurrency} game${concurrency === 1 ? '' : 's'} at a time, Kerf command \`${kerf}\`. `
        + `Configurations: ${configs.map((c) => `kerf-${c.label} = \`${optionsText(c)}\``).join(', ')}${(v.option ?? []).length > 0 ? `; both engines also got \`${(v.option ?? []).join(' ')}\`` : ''}. `
        + 'What compares with the paper is the difference between the configurations against the same opponent, not the absolute score: the opponent and its strength differ.',
      '',
      'Paper (Table 4): 64-game tournaments against Yace, with Crafty\'s points %. The paper prints no W/D/L for them, so their Elo is derived from the percentage alone, without an interval; '
        + 'MPC-Crafty (t_mid, t_end) gives the thresholds.',
      '',
      '![Elo with 95% intervals](opponent-elo.svg)',
      '',
      ...commandsRun(outcomes),
    ];
    return finishReport(NAME, outDir, 'opponent', md, outcomes);
  });
}
