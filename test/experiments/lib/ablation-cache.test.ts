// The MPC ablation's cache: the key changes with every part of a measurement (engine, options,
// kind, each parameter) but not with the order of the options, and a cached file is used only
// for its own key.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheFileName, canonicalKey, engineCodeFiles, measurementKey, readCached, writeCached, type EngineIdentity, type MeasurementKey,
} from '../../../experiments/lib/ablation-cache.js';

const engine: EngineIdentity = { path: 'bin/kerf', digest: 'a'.repeat(64), signature: 2211274 };
const params = { positions: 'p.epd', positionsDigest: '0123', depth: 9, limit: 20, sample: 2, seed: null };
const base = measurementKey(engine, ['ProbCut=mpc', 'MPCAdaptive=true'], 'falsecut', params);

describe('the cache key', () => {
  it('is the same for the same measurement, whatever the order of the options', () => {
    const again = measurementKey({ ...engine }, ['MPCAdaptive=true', 'ProbCut=mpc'], 'falsecut', { seed: null, sample: 2, limit: 20, depth: 9, positionsDigest: '0123', positions: 'p.epd' });
    expect(canonicalKey(again)).toBe(canonicalKey(base));
    expect(cacheFileName(again)).toBe(cacheFileName(base));
    expect(cacheFileName(base)).toMatch(/^falsecut-[0-9a-f]{16}\.json$/);
  });

  it('changes with the engine, the options, the kind and each parameter', () => {
    const variants: MeasurementKey[] = [
      measurementKey({ ...engine, path: 'out/frozen/kerf-ef64f5a' }, base.options, 'falsecut', params),
      measurementKey({ ...engine, signature: 2211275 }, base.options, 'falsecut', params),
      measurementKey({ ...engine, digest: 'b'.repeat(64) }, base.options, 'falsecut', params),
      measurementKey(engine, ['ProbCut=mpc'], 'falsecut', params),
      measurementKey(engine, ['ProbCut=mpc', 'MPCAdaptive=false'], 'falsecut', params),
      measurementKey(engine, base.options, 'bench', params),
      ...Object.entries({ positions: 'q.epd', positionsDigest: '4567', depth: 10, limit: 21, sample: 1, seed: 7 })
        .map(([name, value]) => measurementKey(engine, base.options, 'falsecut', { ...params, [name]: value })),
    ];
    const names = new Set([cacheFileName(base), ...variants.map(cacheFileName)]);
    expect(names.size).toBe(variants.length + 1);
  });

  it('tells a depth-test run and its reference options apart', () => {
    const run = (r: number, against: string[]) => measurementKey(engine, ['ProbCut=mpc'], 'depthtest', { movetime: 1000, limit: 300, against, run: r });
    expect(cacheFileName(run(1, ['ProbCut=off']))).not.toBe(cacheFileName(run(2, ['ProbCut=off'])));
    expect(cacheFileName(run(1, ['ProbCut=off']))).not.toBe(cacheFileName(run(1, ['ProbCut=off', 'Hash=32'])));
  });
});

describe('readCached and writeCached', () => {
  const dirs: string[] = [];
  afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

  it('round-trip an entry and miss for any other key, a foreign file or a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ablation-cache-'));
    dirs.push(dir);
    expect(readCached(dir, base)).toBeNull();
    const entry = { key: base, setting: 'mpc+adaptive', command: 'kerf falsecut …', seconds: 12.5, measuredAt: '2026-11-26 05:00 UTC', result: { status: 'no-cut' } };
    const path = writeCached(dir, entry);
    expect(readdirSync(dir)).toEqual([cacheFileName(base)]);
    expect(readCached(dir, base)).toEqual(entry);
    expect(readCached(dir, measurementKey(engine, base.options, 'falsecut', { ...params, depth: 10 }))).toBeNull();
    // The file under this key's name holds another key (a collision or a hand edit): a miss.
    writeFileSync(path, JSON.stringify({ ...entry, key: measurementKey(engine, ['ProbCut=fixed'], 'falsecut', params) }));
    expect(readCached(dir, base)).toBeNull();
    writeFileSync(path, '{"key":');
    expect(readCached(dir, base)).toBeNull();
  });
});

describe('engineCodeFiles', () => {
  it('adds the bundle bin/kerf loads, and takes a frozen build alone', () => {
    expect(engineCodeFiles('bin/kerf')).toEqual(['bin/kerf', 'dist/kerf.js']);
    expect(engineCodeFiles('out/frozen/kerf-ef64f5a')).toEqual(['out/frozen/kerf-ef64f5a']);
  });
});
