// Experiment: redraw issue 25's chart of Kerf against the Debian engines over its commits,
// docs/strength-ladder.svg, from the matches listed in docs/strength-ladder.csv
// (experiments/lib/strength-ladder.ts). Plays nothing: add a line to the CSV after a match.

import { readFileSync, writeFileSync } from 'node:fs';
import { ExperimentError, guard, parseFlags } from './lib/cli.js';
import { ladderSvg, parseLadderCsv } from './lib/strength-ladder.js';

const NAME = 'strength-ladder';
const USAGE = `node experiments/run.mjs ${NAME} [--csv FILE] [--svg FILE]
  --csv FILE   the matches (default docs/strength-ladder.csv)
  --svg FILE   the figure written (default docs/strength-ladder.svg)`;

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const flags = parseFlags(NAME, args, { csv: { type: 'string' }, svg: { type: 'string' } }, USAGE);
    if (flags === null) return 0;
    const csv = flags.csv ?? 'docs/strength-ladder.csv';
    const svg = flags.svg ?? 'docs/strength-ladder.svg';
    let text: string;
    try {
      text = readFileSync(csv, 'utf8');
    } catch (err) {
      throw new ExperimentError(`${NAME}: cannot read ${csv}: ${(err as Error).message}`);
    }
    const parsed = parseLadderCsv(text);
    if (!parsed.ok) throw new ExperimentError(`${NAME}: ${csv}: ${parsed.message}`);
    writeFileSync(svg, ladderSvg(parsed.rows));
    process.stdout.write(`${NAME}: ${parsed.rows.length} matches from ${csv}, wrote ${svg}\n`);
    return 0;
  });
}
