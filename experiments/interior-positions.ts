// Experiment input: positions from *inside* Kerf's search trees, for testing whether the MPC
// regression fitted on root positions (kerf calibrate's default sample) describes the nodes where
// MPC actually probes. Each root (a seeded sample of an EPD file) is searched with MPC off to a
// fixed depth; among the interior nodes the probe step would see — non-PV, not in check, not the
// root, remaining depth within --min-height..--max-height — a seeded reservoir keeps --per-root of
// them. The output is an EPD that `kerf calibrate --positions FILE` takes as it is.
// The node sampling is kerf calibrate's own (src/tools/calibrate/interior.ts, which `kerf calibrate
// --interior K` uses in one step); this script keeps its original seeding — one reservoir whose
// random source runs on across the roots — so that it still reproduces params/mpc.json's sample.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { positionFromFen, setFen } from '../src/board/fen.js';
import { Position } from '../src/board/position.js';
import { gameStage, STAGE_NAMES } from '../src/search/mpc/stage.js';
import { defaultSearchOptions } from '../src/search/options.js';
import { Searcher } from '../src/search/search.js';
import { PROBCUT_OFF } from '../src/search/mpc/settings.js';
import { sampleInteriorNodes, type InteriorNode } from '../src/tools/calibrate/interior.js';
import { boardKey } from '../src/tools/calibrate/positions.js';
import { makeRandom } from '../src/random.js';
import { Reservoir } from '../src/tools/calibrate/reservoir.js';
import { guard, intFlag, parseFlags, scriptCommand } from './lib/cli.js';
import { interiorRoots } from './lib/interior-roots.js';

const NAME = 'interior-positions';
const USAGE = `node experiments/run.mjs ${NAME} [flags]
  --positions FILE   roots (default data/tcec_positions.epd)
  --roots N          roots searched (default 700)
  --seed S           seed of the root sample and the reservoirs (default 11)
  --depth D          root search depth (default 11)
  --min-height H     smallest remaining depth sampled (default 6)
  --max-height H     largest remaining depth sampled (default 10)
  --per-root K       interior nodes kept per root (default 3)
  --cut-only         only expected cut nodes (where MPCProbes=nodetype runs the high probe)
  --out FILE         EPD written (default out/experiments/interior-positions.epd)
Each output line: FEN; c0 "root <line> height <h> cutNode <0|1> stage <stage>".`;

export async function main(args: string[]): Promise<number> {
  return guard(async () => {
    const flags = parseFlags(NAME, args, {
      positions: { type: 'string' }, roots: { type: 'string' }, seed: { type: 'string' }, depth: { type: 'string' },
      'min-height': { type: 'string' }, 'max-height': { type: 'string' }, 'per-root': { type: 'string' },
      'cut-only': { type: 'boolean' }, out: { type: 'string' },
    }, USAGE);
    if (flags === null) return 0;
    const source = flags.positions ?? 'data/tcec_positions.epd';
    const roots = intFlag(NAME, '--roots', flags.roots, 700, 1);
    const seed = intFlag(NAME, '--seed', flags.seed, 11);
    const depth = intFlag(NAME, '--depth', flags.depth, 11, 2, 30);
    const minHeight = intFlag(NAME, '--min-height', flags['min-height'], 6, 1, 30);
    const maxHeight = intFlag(NAME, '--max-height', flags['max-height'], 10, minHeight, 30);
    const perRoot = intFlag(NAME, '--per-root', flags['per-root'], 3, 1, 1000);
    const cutOnly = flags['cut-only'] === true;
    const out = flags.out ?? 'out/experiments/interior-positions.epd';

    const chosen = interiorRoots(readFileSync(source, 'utf8'), roots, seed);

    const searcher = new Searcher(16);
    searcher.options = defaultSearchOptions();
    searcher.probCut.settings.mode = PROBCUT_OFF;
    const reservoir = new Reservoir<InteriorNode>(perRoot, makeRandom(seed * 7919 + 1));
    sampleInteriorNodes(searcher, minHeight, maxHeight, cutOnly)(reservoir);
    const scratch = new Position();
    const stageOf = (fen: string): string => (setFen(scratch, fen).ok ? STAGE_NAMES[gameStage(scratch)] : '?');

    const written = new Set<string>();
    const output: string[] = [];
    const started = Date.now();
    for (let r = 0; r < chosen.length; r++) {
      const parsed = positionFromFen(chosen[r].fen);
      if (!parsed.ok) continue;
      searcher.newGame();
      reservoir.reset();
      searcher.search(parsed.value, { depth });
      for (const k of reservoir.items) {
        const key = boardKey(k.fen);
        if (written.has(key)) continue;
        written.add(key);
        output.push(`${k.fen}; c0 "root ${chosen[r].line} height ${k.height} cutNode ${k.cutNode ? 1 : 0} stage ${stageOf(k.fen)}";`);
      }
      if ((r + 1) % 50 === 0) process.stderr.write(`${NAME}: ${r + 1}/${chosen.length} roots, ${output.length} positions, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${output.join('\n')}\n`);
    process.stdout.write(`${output.length} interior positions from ${chosen.length} roots written to ${out}\n`);
    process.stdout.write(`made by: ${scriptCommand(NAME, args)}\n`);
    return 0;
  });
}
