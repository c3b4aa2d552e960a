import { describe, expect, it } from 'vitest';
import { Adjudicator, parseDrawRule, parseResignRule } from '../../../src/tools/match/adjudication.js';

describe('rule parsing', () => {
  it('reads cutechess-style key=value rules', () => {
    expect(parseDrawRule('movenumber=40 movecount=8 score=10')).toEqual({ ok: true, value: { moveNumber: 40, moveCount: 8, score: 10 } });
    expect(parseResignRule('movecount=3 score=600')).toEqual({ ok: true, value: { moveCount: 3, score: 600, twoSided: false } });
    expect(parseResignRule('movecount=3 score=600 twosided=true')).toEqual({ ok: true, value: { moveCount: 3, score: 600, twoSided: true } });
  });
  it('names what is wrong', () => {
    expect(parseDrawRule('movenumber=40 movecount=0 score=10')).toEqual({ ok: false, kind: 'InvalidAdjudication', message: "movecount must be a whole number ≥ 1, got '0'" });
    expect(parseResignRule('movecount=3')).toEqual({ ok: false, kind: 'InvalidAdjudication', message: 'missing score' });
    expect(parseResignRule('movecount=3 score=5 twosided=yes')).toEqual({ ok: false, kind: 'InvalidAdjudication', message: "twosided must be true or false, got 'yes'" });
    expect(parseDrawRule('moves=3')).toEqual({ ok: false, kind: 'InvalidAdjudication', message: "unknown key 'moves' (keys: movenumber, movecount, score)" });
  });
});

describe('Adjudicator', () => {
  it('draws only after the move number and a full run for both sides', () => {
    const a = new Adjudicator({ draw: { moveNumber: 3, moveCount: 2, score: 10 } });
    expect(a.afterMove(0, 1, 5)).toBeUndefined();
    expect(a.afterMove(1, 1, -5)).toBeUndefined();
    expect(a.afterMove(0, 2, 0)).toBeUndefined();
    expect(a.afterMove(1, 2, 0)).toBeUndefined(); // runs are long enough, but move 2 < 3
    expect(a.afterMove(0, 3, 11)).toBeUndefined(); // white's run broken
    expect(a.afterMove(1, 3, 0)).toBeUndefined();
    expect(a.afterMove(0, 4, 0)).toBeUndefined();
    expect(a.afterMove(1, 4, 0)).toBeUndefined(); // white has 1 in a row again
    expect(a.afterMove(0, 5, 0)).toEqual({ result: '1/2-1/2', reason: 'Draw by adjudication' });
  });
  it('lets a side resign after its own losing run; two-sided needs the winner to agree', () => {
    const one = new Adjudicator({ resign: { moveCount: 2, score: 500, twoSided: false } });
    expect(one.afterMove(0, 10, -600)).toBeUndefined();
    expect(one.afterMove(1, 10, 0)).toBeUndefined();
    expect(one.afterMove(0, 11, -100000)).toEqual({ result: '0-1', reason: 'Black wins by adjudication' });

    const two = new Adjudicator({ resign: { moveCount: 2, score: 500, twoSided: true } });
    expect(two.afterMove(0, 10, 600)).toBeUndefined();
    expect(two.afterMove(1, 10, -600)).toBeUndefined();
    expect(two.afterMove(0, 11, 100)).toBeUndefined(); // white stops agreeing
    expect(two.afterMove(1, 11, -600)).toBeUndefined();
    expect(two.afterMove(0, 12, 700)).toBeUndefined();
    expect(two.afterMove(1, 12, -700)).toBeUndefined(); // white's run is 1
    expect(two.afterMove(0, 13, 700)).toEqual({ result: '1-0', reason: 'White wins by adjudication' });
  });
  it('a missing score resets the runs', () => {
    const a = new Adjudicator({ resign: { moveCount: 2, score: 500, twoSided: false } });
    a.afterMove(1, 1, -600);
    a.afterMove(1, 2, undefined);
    expect(a.afterMove(1, 3, -600)).toBeUndefined();
  });
  it('draws at the move limit once Black completes the move', () => {
    const a = new Adjudicator({ maxMoves: 2 });
    expect(a.afterMove(0, 2, undefined)).toBeUndefined();
    expect(a.afterMove(1, 2, undefined)).toEqual({ result: '1/2-1/2', reason: 'Draw by adjudication: move limit' });
  });
});
