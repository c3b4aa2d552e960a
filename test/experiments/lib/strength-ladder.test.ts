// Issue 25's chart of Kerf against the Debian engines: the CSV of matches parses strictly (a bad
// line is named), each row's Elo is the trinomial estimate kerf match prints, and the committed
// figure docs/strength-ladder.svg is exactly what the committed CSV draws (so neither is edited
// without the other).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ladderRow, ladderSvg, parseLadderCsv } from '../../../experiments/lib/strength-ladder.js';

const HEADER = 'commit,opponent,tc,wins,losses,draws,source';

describe('strength ladder', () => {
  it('reads matches, skipping comments and blank lines; a source may hold commas', () => {
    const r = parseLadderCsv(`# note\n${HEADER}\n\nd2c1a46,Toga II,5+0.05,6,17,7,fastchess, 2 at a time\n`);
    expect(r).toEqual({ ok: true, rows: [{ commit: 'd2c1a46', opponent: 'Toga II', tc: '5+0.05', wins: 6, losses: 17, draws: 7, source: 'fastchess, 2 at a time' }] });
  });

  it('names the line of a bad header, commit, count or empty match', () => {
    expect(parseLadderCsv('commit,opponent\n')).toEqual({ ok: false, message: `line 1: expected the header '${HEADER}'` });
    expect(parseLadderCsv(`${HEADER}\nzz,Toga II,5+0.05,1,2,3,x\n`)).toEqual({ ok: false, message: "line 2: 'zz' is not a commit hash" });
    expect(parseLadderCsv(`${HEADER}\nd2c1a46,Toga II,5+0.05,1,two,3,x\n`)).toEqual({ ok: false, message: 'line 2: wins, losses and draws must be whole numbers' });
    expect(parseLadderCsv(`${HEADER}\nd2c1a46,Toga II,5+0.05,0,0,0,x\n`)).toEqual({ ok: false, message: 'line 2: a match with no games' });
    expect(parseLadderCsv('')).toEqual({ ok: false, message: 'no header line' });
  });

  it("a row's Elo is the logistic difference of its score, with a 95 % interval", () => {
    // 8-16-6: score 11/30, −95 Elo (the Glaurung figure).
    const row = ladderRow({ commit: 'd2c1a46', opponent: 'Glaurung 2.2', tc: '5+0.05', wins: 8, losses: 16, draws: 6, source: '' });
    expect(Math.round(row.elo)).toBe(-95);
    expect(row.error).toBeGreaterThan(80);
    expect(row.error).toBeLessThan(160);
    expect(row.label).toBe('d2c1a46 vs Glaurung 2.2, 5+0.05 (30)');
  });

  it('the committed figure is what the committed CSV draws', () => {
    const parsed = parseLadderCsv(readFileSync('docs/strength-ladder.csv', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.length).toBeGreaterThan(0);
    expect(readFileSync('docs/strength-ladder.svg', 'utf8')).toBe(ladderSvg(parsed.rows));
  });
});
