// MPC parameter file faults over UCI, against the real bundle: `setoption name MPCParams value
// <path>` with a missing file, a directory, an unreadable file, a FIFO, an empty, truncated or
// oversized file, a wrong schema version, a non-finite or NaN number, an out-of-range value, and a
// file that turns invalid between games. Each gives exactly one named `info string error
// MPCParams: …` line, and the engine keeps searching with the parameters it had.
//
// "Keeps the parameters it had" is proved, not assumed: a custom params file whose checks differ
// from the built-in ones is loaded first, and after every fault a fresh (ucinewgame) MPC search
// must reproduce that file's node count and its `debug on` ProbCut statistics line for line —
// statistics that name each check height and shallow depth, so the built-in table (or none) could
// not produce them.
//
// Run as root, the test starts the engine as the unprivileged user `nobody` (uid/gid 65534), so
// that a chmod 000 file is unreadable to it as to any user (root would read it anyway). The engine
// then runs from a copy of bin/kerf and dist/kerf.js in a world-readable directory, wherever the
// checkout is, and the parameter files are in a world-readable directory too.

import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MPC_PARAMS_FILE } from '../../src/search/mpc/params.js';
import { ensureBundle, ROOT, UciProcess } from '../helpers/uci-process.js';
import { legalUci } from '../helpers/legal.js';
import { MIDDLEGAME } from '../helpers/positions.js';

const DEPTH = 6;
const isRoot = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };

/** A valid file unlike the built-in one: middlegame checks at heights 3 and 4 only. */
function customParams(): Record<string, unknown> {
  const attempt = (shallow: number): Record<string, number> => ({ shallow, t: 1.5, a: 1, b: 0, sigma: 40 });
  return {
    version: 1,
    stage: { definition: 'crafty' },
    stages: {
      middlegame: { checks: [{ height: 3, tries: [attempt(1)] }, { height: 4, tries: [attempt(2)] }] },
      endgame: { checks: [] },
    },
    note: 'params-faults test: a table the built-in one is not',
  };
}
const CUSTOM_TEXT = JSON.stringify(customParams(), null, 2);

interface SearchRecord {
  nodes: number;
  stats: string[];
  move: string;
}

let dir = '';
let e: UciProcess;
let custom: SearchRecord;

/** A fresh game (ucinewgame) from MIDDLEGAME to DEPTH with debug statistics. */
async function search(): Promise<SearchRecord> {
  e.send('ucinewgame');
  e.send(`position fen ${MIDDLEGAME}`);
  const from = e.mark();
  e.send(`go depth ${DEPTH}`);
  const best = await e.bestmove(from, 20000);
  const lines = e.textsFrom(from, best.index);
  const nodesLine = lines.find((t) => t.startsWith('info string nodes '));
  expect(nodesLine, lines.join('\n')).toBeDefined();
  expect(legalUci(MIDDLEGAME)).toContain(best.move);
  return {
    nodes: Number(/nodes (\d+)/.exec(nodesLine!)![1]),
    stats: lines.filter((t) => t.startsWith('info string probcut ')),
    move: best.move,
  };
}

/** setoption MPCParams, then the lines it caused up to readyok. */
async function setParams(path: string): Promise<string[]> {
  const from = e.mark();
  e.send(`setoption name MPCParams value ${path}`);
  await e.sync(5000);
  return e.textsFrom(from).filter((t) => t !== 'readyok');
}

/** bin/kerf and its bundle copied to a new world-readable directory; the copy's bin/kerf. */
function unprivilegedCopy(): string {
  chmodSync(dir, 0o755);
  const copy = join(dir, 'engine');
  for (const part of ['bin', 'dist']) mkdirSync(join(copy, part), { recursive: true, mode: 0o755 });
  copyFileSync(join(ROOT, 'bin', 'kerf'), join(copy, 'bin', 'kerf'));
  copyFileSync(join(ROOT, 'dist', 'kerf.js'), join(copy, 'dist', 'kerf.js'));
  // Both files are ES modules, as the project's package.json says of its own.
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }\n');
  return join(copy, 'bin', 'kerf');
}

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(async () => {
  ensureBundle();
  dir = mkdtempSync(join(tmpdir(), 'hardening-params-'));
  e = new UciProcess([], isRoot ? { bin: unprivilegedCopy(), ...NOBODY } : {});
  await e.handshake();
  e.send('setoption name ProbCut value mpc');
  // The custom table's heights are exactly the ones probed (no probes above it).
  e.send('setoption name MPCExtend value false');
  e.send('debug on');
  const loaded = await setParams(file('custom.json', CUSTOM_TEXT));
  expect(loaded).toHaveLength(1);
  // The confirmation names the file and quotes its note.
  expect(loaded[0]).toMatch(/^info string MPCParams loaded '.*custom\.json': params-faults test: /);
  custom = await search();
});

afterAll(async () => {
  await e?.close();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('a valid custom file', () => {
  it('is in force: its statistics name only its own check heights, unlike the built-in table', async () => {
    expect(custom.stats.length).toBeGreaterThan(0);
    for (const line of custom.stats) expect(line).toMatch(/^info string probcut middlegame (d=3 d'=1|d=4 d'=2) high \d+\/\d+ low \d+\/\d+$/);
    // The same search with the built-in table differs, so the comparisons below can fail.
    expect(await setParams('<empty>')).toEqual([expect.stringMatching(/^info string MPCParams built-in: \S/)]);
    const builtIn = await search();
    expect(builtIn.stats).not.toEqual(custom.stats);
    expect(await setParams(join(dir, 'custom.json'))).toEqual([expect.stringMatching(/^info string MPCParams loaded /)]);
    expect(await search()).toEqual(custom);
  });
});

const truncated = CUSTOM_TEXT.slice(0, Math.floor(CUSTOM_TEXT.length * 0.4));

/** name, how to make the path, the error line expected. */
const FAULTS: Array<[string, () => string, RegExp]> = [
  ['a missing file', () => join(dir, 'missing.json'), /^MPCParams: cannot read '.*missing\.json' \(ENOENT\)$/],
  ['a directory', () => dir, /^MPCParams: cannot read '.*hardening-params-\w+' \(EISDIR\)$/],
  ['a FIFO (whose read would block the search thread for good)', () => {
    const path = join(dir, 'fifo.json');
    const made = spawnSync('mkfifo', [path]);
    if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
    return path;
  }, /^MPCParams: cannot read '.*fifo\.json' \(not a regular file\)$/],
  ['a device (/dev/zero, which never ends)', () => '/dev/zero', /^MPCParams: cannot read '\/dev\/zero' \(not a regular file\)$/],
  ['an empty file', () => file('empty.json', ''), /^MPCParams: invalid JSON at position 0 \(line 1, column 1\): .+ \(in '.*empty\.json'\)$/],
  ['truncated JSON', () => file('truncated.json', truncated),
    new RegExp(`^MPCParams: invalid JSON at position ${truncated.length} \\(line \\d+, column \\d+\\): .+ \\(in '.*truncated\\.json'\\)$`)],
  ['a wrong schema version', () => file('v2.json', JSON.stringify({ ...customParams(), version: 2 })),
    /^MPCParams: version must be 1, got 2 \(in '.*v2\.json'\)$/],
  ['an overflowing number (1e999 parses as Infinity)', () => file('inf.json', CUSTOM_TEXT.replace('"sigma": 40', '"sigma": 1e999')),
    /^MPCParams: stages\.middlegame\.checks\[0\]\.tries\[0\]\.sigma must be a finite number, got Infinity \(in '.*inf\.json'\)$/],
  ['a NaN literal (not JSON)', () => file('nan.json', CUSTOM_TEXT.replace('"a": 1', '"a": NaN')),
    /^MPCParams: invalid JSON at position \d+ \(line \d+, column \d+\): .+ \(in '.*nan\.json'\)$/],
  ['an out-of-range value (sigma 0)', () => file('zero.json', CUSTOM_TEXT.replace('"sigma": 40', '"sigma": 0')),
    /^MPCParams: stages\.middlegame\.checks\[0\]\.tries\[0\]\.sigma must be > 0, got 0 \(in '.*zero\.json'\)$/],
  ['a file over the 16 MiB limit', () => file('huge.json', Buffer.alloc((16 << 20) + 1, 0x20)),
    /^MPCParams: '.*huge\.json' is 16777217 bytes, more than the 16777216 allowed$/],
];

describe('each fault: one named error, and the previous parameters stay in force', () => {
  for (const [name, makePath, expected] of FAULTS) {
    it(name, async () => {
      const lines = await setParams(makePath());
      expect(lines).toHaveLength(1);
      expect(lines[0].startsWith('info string error ')).toBe(true);
      expect(lines[0].slice('info string error '.length)).toMatch(expected);
      expect(await search()).toEqual(custom);
    });
  }

  it('an unreadable file (chmod 000)', async () => {
    const path = file('unreadable.json', CUSTOM_TEXT);
    chmodSync(path, 0o000);
    const lines = await setParams(path);
    expect(lines).toEqual([expect.stringMatching(/^info string error MPCParams: cannot read '.*unreadable\.json' \(EACCES\)$/)]);
    expect(await search()).toEqual(custom);
  });
});

describe('a file that turns invalid between games', () => {
  it('keeps the parameters of the last good load, and a repaired file loads again', async () => {
    const path = file('changing.json', CUSTOM_TEXT);
    expect(await setParams(path)).toEqual([expect.stringMatching(/^info string MPCParams loaded /)]);
    expect(await search()).toEqual(custom);
    // Between games the file is rewritten (an interrupted calibrate run, say).
    writeFileSync(path, truncated);
    const lines = await setParams(path);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^info string error MPCParams: invalid JSON at position \d+ /);
    expect(await search()).toEqual(custom);
    // Repaired with the built-in table's contents: now that one is in force.
    writeFileSync(path, readFileSync(join(ROOT, DEFAULT_MPC_PARAMS_FILE)));
    expect(await setParams(path)).toEqual([expect.stringMatching(/^info string MPCParams loaded /)]);
    const repaired = await search();
    expect(await setParams('<empty>')).toEqual([expect.stringMatching(/^info string MPCParams built-in: \S/)]);
    expect(await search()).toEqual(repaired);
    expect(repaired.stats).not.toEqual(custom.stats);
  });
});
