// `kerf tune` end to end in process, on a small data file: the report lines, --write producing a
// weights file that differs only in numbers, and argument errors. The live weights are restored
// afterwards (the command installs what it tuned).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/errors.js';
import { tuneCommand } from '../../src/cli/tune-command.js';
import { clearEvalCache } from '../../src/eval/eval-cache.js';
import { clearPawnHash } from '../../src/eval/pawn-hash.js';
import { KING_DANGER_BASE, KING_DANGER_SCALE, W_INITIAL, applyWeights } from '../../src/eval/weights.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'kerf-tune-'));

afterAll(() => {
  applyWeights(W_INITIAL, KING_DANGER_SCALE, KING_DANGER_BASE);
  clearPawnHash();
  clearEvalCache();
  rmSync(tmp, { recursive: true, force: true });
});

describe('kerf tune', () => {
  it('tunes a small file, reports losses before and after, and writes the weights', () => {
    const lines = readFileSync(`${ROOT}data/tcec_positions.epd`, 'utf8').split('\n').slice(0, 200);
    const data = join(tmp, 'small.epd');
    writeFileSync(data, lines.join('\n'));
    const weights = join(tmp, 'weights.ts');
    const source = readFileSync(`${ROOT}src/eval/weights.ts`, 'utf8');
    writeFileSync(weights, source);
    const out: string[] = [];
    expect(tuneCommand(['--data', data, '--epochs', '20', '--report-every', '10', '--write', weights], (l) => out.push(l))).toBe(0);
    expect(out[0]).toMatch(new RegExp(`^data: ${data}: \\d+ training, \\d+ validation positions from \\d+ games \\(every 10th game held out\\)$`));
    expect(out.some((l) => /^K = \d\.\d{4}/.test(l))).toBe(true);
    expect(out.some((l) => /^loss before: training 0\.\d{6}, validation 0\.\d{6}$/.test(l))).toBe(true);
    expect(out.filter((l) => l.startsWith('epoch ')).length).toBe(2);
    expect(out.some((l) => /^loss after: {2}training 0\.\d{6}, validation 0\.\d{6} \(engine evaluation, rounded weights\)$/.test(l))).toBe(true);
    expect(out.at(-1)).toBe(`wrote ${weights}`);
    const written = readFileSync(weights, 'utf8');
    expect(written.split('\n').length).toBe(source.split('\n').length);
    expect(written.replace(/-?\d+(\.\d+)?/g, '#')).toBe(source.replace(/-?\d+(\.\d+)?/g, '#'));
  });

  it('rejects bad arguments', () => {
    expect(() => tuneCommand(['--epochs', 'x'], () => {})).toThrow(CliError);
    expect(() => tuneCommand(['--dev', '--write', 'w.ts'], () => {})).toThrow(/--dev/);
    expect(() => tuneCommand(['--data', join(tmp, 'missing.epd')], () => {})).toThrow(/cannot read/);
  });
});
