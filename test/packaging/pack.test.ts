// Packaging, end to end: `npm pack` ships exactly the engine's files (bin/kerf, bin/kerf.cmd,
// dist/kerf.js, the built-in params/mpc-modern-r5-tfixed.json and params/mpc.json, README.md,
// package.json, and the two data files that the defaults of `kerf calibrate` and `kerf tune`
// read, with data/SOURCES.txt); the tarball installed with `npm install -g --prefix <tmp>` gives
// a `kerf` command that works from any directory (uci → uciok, bench 2 → its OpenBench last line);
// and the single-file executable that `make EXE=…` builds (scripts/build.mjs --exe, called
// directly to skip the makefile's `npm ci`) does the same, both outside any package and inside a
// "type": "module" one.
//
// Design choice a reader may question: the package is packed from a temporary copy of the sources
// (node_modules linked in), not from the project root, because `npm pack` runs `prepack`, which
// rebuilds dist/kerf.js — and the project tree is shared with people running matches on that file.

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/uci-process.js';

const SHIPPED = ['README.md', 'bin/kerf', 'bin/kerf.cmd', 'data/SOURCES.txt', 'data/endgames_sample.epd', 'data/tcec_positions.epd', 'dist/kerf.js', 'package.json', 'params/mpc-modern-r5-tfixed.json', 'params/mpc.json'];
/** What `npm pack` needs from the tree: the package, the sources prepack builds from, the build scripts. */
const PACK_INPUTS = ['package.json', 'README.md', 'bin', 'data', 'params', 'src', 'scripts/build.mjs', 'scripts/traced-eval.mjs', 'tsconfig.json'];

let work = '';
let tarball = '';

function run(cmd: string, args: string[], cwd: string, timeout = 60000): { code: number | null; out: string; err: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Run a kerf command with UCI input; quit once a line starts with `until`; resolve with stdout lines at exit. */
function uciSession(cmd: string, args: string[], cwd: string, input: string, until: string): Promise<{ code: number | null; lines: string[]; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`${cmd}: no exit within 20 s; output:\n${out}\n${err}`)); }, 20000);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, lines: out.split('\n').filter((l) => l !== ''), err }); });
    // quit only after the awaited answer: the session's end must not race it.
    child.stdout.on('data', () => { if (out.split('\n').some((l) => l.startsWith(until)) && child.stdin.writable) child.stdin.end('quit\n'); });
    child.stdin.write(input);
  });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hardening-pack-'));
  const src = join(work, 'src-copy');
  for (const p of PACK_INPUTS) cpSync(join(ROOT, p), join(src, p), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(src, 'node_modules'), 'dir');
  const packed = run('npm', ['pack', '--silent', '--pack-destination', work], src);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.err}`);
  const name = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (name === undefined) throw new Error(`npm pack made no tarball: ${packed.out}`);
  tarball = join(work, name);
});

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('ships exactly the engine files', () => {
    const listed = run('tar', ['-tzf', tarball], work);
    expect(listed.code, listed.err).toBe(0);
    const files = listed.out.split('\n').filter((l) => l !== '' && !l.endsWith('/')).map((l) => l.replace(/^package\//, '')).sort();
    expect(files).toEqual(SHIPPED);
  });

  it('installs into a prefix, and that kerf answers uci and runs bench from another directory', async () => {
    const prefix = join(work, 'prefix');
    const installed = run('npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], work, 120000);
    expect(installed.code, installed.err).toBe(0);
    const kerf = join(prefix, 'bin', 'kerf');
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(elsewhere);
    const session = await uciSession(kerf, [], elsewhere, 'uci\n', 'uciok');
    expect(session.code).toBe(0);
    expect(session.lines[0]).toMatch(/^id name Kerf /);
    expect(session.lines).toContain('uciok');
    expect(session.err).toBe('');
    const bench = run(kerf, ['bench', '2'], elsewhere);
    expect(bench.code, bench.err).toBe(0);
    expect(bench.out.trim().split('\n').at(-1)).toMatch(/^\d+ nodes \d+ nps$/);
  });
});

describe('make EXE=… (scripts/build.mjs --exe)', () => {
  // Node loads an extensionless file as CommonJS outside any package, but as an ES module inside
  // a package that says "type": "module" — as `make EXE=kerf-test && ./kerf-test bench` does in
  // this project's root. The executable must run in both.
  it.each([
    ['outside any package', undefined],
    ['inside a "type": "module" package (like the project root)', '{ "type": "module" }'],
  ])('builds one executable file that runs bench 2 and uci %s', async (_where, packageJson) => {
    const elsewhere = mkdtempSync(join(work, 'exe-'));
    if (packageJson !== undefined) writeFileSync(join(elsewhere, 'package.json'), packageJson);
    const exe = join(elsewhere, 'kerf-test');
    const built = run(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--exe', exe], ROOT);
    expect(built.code, built.err).toBe(0);
    const bench = run(exe, ['bench', '2'], elsewhere);
    expect(bench.code, bench.err).toBe(0);
    expect(bench.out.trim().split('\n').at(-1)).toMatch(/^\d+ nodes \d+ nps$/);
    // UCI starts the search thread from the same file (import.meta.url mapped onto the file's path).
    const session = await uciSession(exe, [], elsewhere, 'uci\nposition startpos\ngo depth 2\n', 'bestmove');
    expect(session.code).toBe(0);
    expect(session.lines).toContain('uciok');
    expect(session.lines.filter((l) => /^bestmove [a-h][1-8][a-h][1-8]/.test(l))).toHaveLength(1);
    expect(session.err).toBe('');
    // Outside a checkout the tools' `kerf` is the executable itself (this directory has no bin/kerf).
    writeFileSync(join(elsewhere, 'one.epd'), '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id "mate in one";\n');
    const epd = run(exe, ['epd', 'one.epd', '--depth', '2'], elsewhere);
    expect(epd.code, epd.err).toBe(0);
    expect(epd.out.split('\n')).toContain('solved 1/1');
  });
});
