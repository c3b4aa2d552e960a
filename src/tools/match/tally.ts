// The running score of a match between engines A and B, rebuilt from the list of finished games:
// W/D/L from A's view, split by A's colour and by White vs Black, the pentanomial counts of the
// completed pairs (games 2p and 2p+1 share an opening with colours swapped), and each engine's
// crashes, illegal moves and time losses.
// Design choice: the tally is a pure function of the finished games rather than counters updated
// in place — the same list is what the resume file stores, so a resumed match cannot drift from
// one that ran straight through, and games may finish out of order under concurrency.

import type { Incident } from './game.js';
import type { Pentanomial, Wdl } from './stats.js';

export interface FinishedGame {
  /** 0-based game index: pair = index >> 1; even index = A has White. */
  index: number;
  result: '1-0' | '0-1' | '1/2-1/2';
  reason: string;
  incident?: { side: 'white' | 'black'; kind: Incident };
}

export interface Incidents {
  crash: number;
  illegal: number;
  time: number;
}

export interface Tally {
  games: number;
  /** A's results overall, as White, as Black. */
  a: Wdl;
  aWhite: Wdl;
  aBlack: Wdl;
  /** White's results against Black, whoever played them. */
  whiteVsBlack: Wdl;
  pentanomial: Pentanomial;
  pairs: number;
  incidents: { a: Incidents; b: Incidents };
}

export function aHasWhite(index: number): boolean {
  return index % 2 === 0;
}

/** A's points (1, ½, 0) in a finished game. */
export function aPoints(game: FinishedGame): number {
  const whitePoints = game.result === '1-0' ? 1 : game.result === '0-1' ? 0 : 0.5;
  return aHasWhite(game.index) ? whitePoints : 1 - whitePoints;
}

function add(wdl: Wdl, points: number): void {
  if (points === 1) wdl.wins++;
  else if (points === 0) wdl.losses++;
  else wdl.draws++;
}

export function tally(games: readonly FinishedGame[]): Tally {
  const zero = (): Wdl => ({ wins: 0, draws: 0, losses: 0 });
  const t: Tally = {
    games: games.length,
    a: zero(), aWhite: zero(), aBlack: zero(), whiteVsBlack: zero(),
    pentanomial: [0, 0, 0, 0, 0],
    pairs: 0,
    incidents: { a: { crash: 0, illegal: 0, time: 0 }, b: { crash: 0, illegal: 0, time: 0 } },
  };
  const pairPoints = new Map<number, number[]>();
  for (const g of games) {
    const p = aPoints(g);
    add(t.a, p);
    add(aHasWhite(g.index) ? t.aWhite : t.aBlack, p);
    add(t.whiteVsBlack, g.result === '1-0' ? 1 : g.result === '0-1' ? 0 : 0.5);
    const pair = g.index >> 1;
    const list = pairPoints.get(pair) ?? [];
    list.push(p);
    pairPoints.set(pair, list);
    if (g.incident) {
      const aAtFault = (g.incident.side === 'white') === aHasWhite(g.index);
      t.incidents[aAtFault ? 'a' : 'b'][g.incident.kind]++;
    }
  }
  for (const points of pairPoints.values()) {
    if (points.length !== 2) continue;
    t.pentanomial[(points[0] + points[1]) * 2]++;
    t.pairs++;
  }
  return t;
}
