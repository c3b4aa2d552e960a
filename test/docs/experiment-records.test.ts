// The committed match records stay resumable: every docs/experiments/*/config.env names a
// results folder whose match.pgn.gz holds exactly the games its match.state.json lists, the
// state's byte count is the file's (so --resume cuts nothing), and no fingerprint holds a
// machine's path. A strength-level record (experiments/uci-elo.sh: the config names STOCKFISH)
// or an opponent record (experiments/opponent.sh: OPPONENT) plays the frozen Kerf against that
// program; a versus record (experiments/versus.sh: BASE_COMMIT) against a frozen older Kerf; any
// other against itself. One against a program or an older Kerf that is not yet started has no
// results folder yet.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPgn } from '../../src/tools/match/pgn-file.js';
import { ROOT } from '../helpers/uci-process.js';

const EXPERIMENTS = join(ROOT, 'docs', 'experiments');
const runs = readdirSync(EXPERIMENTS).filter((d) => existsSync(join(EXPERIMENTS, d, 'config.env')));

describe('self-play match records', () => {
  it('exist', () => {
    expect(runs.length).toBeGreaterThanOrEqual(7);
  });

  for (const run of runs) {
    it(`${run}: config, PGN and state agree`, () => {
      const config = readFileSync(join(EXPERIMENTS, run, 'config.env'), 'utf8');
      const results = /^RESULTS=(\S+)$/m.exec(config)?.[1];
      expect(results).toBe(`results/${run}`);
      const commit = /^COMMIT=([0-9a-f]{7})\b/m.exec(config)?.[1];
      expect(commit).toBeDefined();
      const stockfish = /^(?:STOCKFISH|OPPONENT)=(\S+)$/m.exec(config)?.[1];
      const base = /^BASE_COMMIT=([0-9a-f]{7})\b/m.exec(config)?.[1];
      if ((stockfish !== undefined || base !== undefined) && !existsSync(join(ROOT, results!))) return; // not yet played
      const pgn = join(ROOT, results!, 'match.pgn.gz');
      const state = JSON.parse(readFileSync(join(ROOT, results!, 'match.state.json'), 'utf8'));
      expect(state.pgnBytes).toBe(statSync(pgn).size);
      // Games whose PGN text was lost (pgn-lost.json says which and why) count in the state only.
      const lostFile = join(ROOT, results!, 'pgn-lost.json');
      const lost: number[] = existsSync(lostFile) ? JSON.parse(readFileSync(lostFile, 'utf8')).rounds : [];
      const rounds = [...readPgn(pgn).matchAll(/^\[Round "(\d+)"\]/gm)].map((m) => Number(m[1]));
      expect(rounds).toHaveLength(state.games.length - lost.length);
      expect(new Set([...rounds, ...lost]).size).toBe(state.games.length);
      const fingerprint = JSON.parse(state.fingerprint);
      const argvs = fingerprint.engines.map((e: { argv: string[] }) => e.argv);
      if (stockfish !== undefined) expect(argvs).toEqual([[`kerf-${commit}`], [stockfish.split('/').at(-1)]]);
      else if (base !== undefined) expect(argvs).toEqual([[`kerf-${commit}`], [`kerf-${base}`]]);
      else expect(argvs).toEqual([[`kerf-${commit}`], [`kerf-${commit}`]]);
      expect(state.fingerprint).not.toMatch(/"\/|\/(tmp|home|root|work)\//);
    });
  }
});
