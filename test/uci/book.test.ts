// The opening book over UCI: with OwnBook and BookFile set, a go in a book position answers at
// once with a book move (announced by `info string book move …`) legal in that position; a book
// file that is missing or corrupt gets one `info string error …` and the engine plays on from
// search; out of book it searches as usual.

import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, EngineSet } from '../helpers/uci-process.js';

const BOOK = fileURLToPath(new URL('../fixtures/book/kerf-selfplay.bin', import.meta.url));
const engines = new EngineSet();

beforeAll(() => ensureBundle());
afterEach(async () => { await engines.closeAll(); });

function isLegal(fen: string | undefined, moves: string[], uci: string): boolean {
  const chess = fen === undefined ? new Chess() : new Chess(fen);
  for (const m of moves) chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return chess.moves({ verbose: true }).some((m) => m.from + m.to + (m.promotion ?? '') === uci);
}

describe('OwnBook + BookFile', () => {
  it('answers a book position with a legal book move and confirms the book', async () => {
    const e = await engines.start();
    let from = e.mark();
    e.send(`setoption name BookFile value ${BOOK}`);
    e.send('setoption name OwnBook value true');
    await e.sync();
    const confirmations = e.textsFrom(from).filter((t) => t.startsWith('info string BookFile'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatch(new RegExp(`^info string BookFile loaded '${BOOK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}': [1-9]\\d* entries$`));
    from = e.mark();
    e.send('position startpos');
    e.send('go wtime 10000 btime 10000');
    const best = await e.bestmove(from, 10000);
    const texts = e.textsFrom(from, best.index + 1);
    const move = /^bestmove (\S+)/.exec(texts.at(-1) ?? '')?.[1] ?? '';
    expect(texts).toContain(`info string book move ${move}`);
    expect(isLegal(undefined, [], move)).toBe(true);
  });

  it('a missing or corrupt book file: one error line each, then the go is searched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kerf-uci-book-'));
    const corrupt = join(dir, 'corrupt.bin');
    writeFileSync(corrupt, Buffer.alloc(24));
    const e = await engines.start();
    const from = e.mark();
    e.send(`setoption name BookFile value ${join(dir, 'none.bin')}`);
    e.send(`setoption name BookFile value ${corrupt}`);
    e.send('setoption name OwnBook value true');
    await e.sync();
    const errors = e.textsFrom(from).filter((t) => t.startsWith('info string error'));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('none.bin');
    expect(errors[1]).toContain('not a multiple of 16');
    const goFrom = e.mark();
    e.send('position startpos moves e2e4');
    e.send('go depth 4');
    const best = await e.bestmove(goFrom, 20000);
    const texts = e.textsFrom(goFrom, best.index + 1);
    expect(texts.some((t) => t.startsWith('info depth 4 '))).toBe(true);
    expect(texts.some((t) => t.startsWith('info string book move'))).toBe(false);
    expect(isLegal(undefined, ['e2e4'], /^bestmove (\S+)/.exec(texts.at(-1) ?? '')?.[1] ?? '')).toBe(true);
  });
});
