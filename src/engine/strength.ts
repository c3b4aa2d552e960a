// Strength levels (UCI_LimitStrength + UCI_Elo): how a requested Elo becomes a weaker game move.
// Two levers, both deterministic given a seed, neither of them sleeping:
//   1. a node budget per move, growing geometrically with Elo (the go's own limits still apply,
//      so the clock can only make a move faster, never slower: no loss on time);
//   2. a MultiPV search and a seeded, weighted pick among the lines whose score is within a margin
//      of the best: weight exp(-(best - score) / spread), the spread shrinking linearly to zero as
//      Elo rises, so the top of the range always plays the best line.
// Design choice: this is engine state, not search state. The search only sees an ordinary `nodes`
// limit and an ordinary MultiPV count; nothing in the hot path knows a strength level exists.
// The constants were set by a screen against Stockfish 15.1's own UCI_Elo ladder
// (docs/strength-levels.md records the screens, the 10+0.1 calibration and its recheck on a later
// engine, with their commands).

import type { RootLine, SearchLimits } from '../search/search.js';

/**
 * The UCI_Elo range Kerf offers. The top is about Kerf's full strength on Stockfish 15.1's ladder
 * (docs/strength-levels.md): a higher label could not be backed by a measurement.
 */
export const ELO_MIN = 1350;
export const ELO_MAX = 2000;
/** UCI_Elo's default: the bottom of the range, as Stockfish's (only used with UCI_LimitStrength on). */
export const ELO_DEFAULT = 1500;

/**
 * Node budget at ELO_MIN, and the Elo bought by each doubling of it: 1.3k nodes at 1350, 2.9k at
 * 1500, 11k at 1750, 42k at 2000. Set by the screens of docs/strength-levels.md against
 * Stockfish's ladder at 5+0.05: about 650 nodes with a 50 cp spread lost 0-5 to its 1500, 2k nodes
 * (48 cp) scored 8-12 against its 1500 (about 1430) and 5.6k nodes (25 cp) 7.5/10 against it
 * (about 1690): ~130 Elo per doubling, with the spread shrinking alongside. Kerf unlimited scored
 * between about 1800 and 2180 on the ladder there, depending on the machine's load, so the top
 * of the range is 2000, whose budget is below what Kerf searches in a 10+0.1 move on an idle
 * machine: every level is then set by its budget, not by the machine. The clock still ends a move
 * earlier when it is shorter.
 */
export const NODES_AT_MIN = 1300;
export const ELO_PER_DOUBLING = 130;

/** Lines searched when a level picks among near-best moves (the search's MultiPV). */
export const STRENGTH_MULTIPV = 4;

/**
 * The pick's spread in centipawns at ELO_MIN, falling linearly to 0 at ELO_MAX; a line is a
 * candidate only within MARGIN_SPREADS spreads of the best. At the bottom (spread 50 cp) a move
 * 50 cp worse than the best is chosen e^-1 ≈ 0.37 times as often as the best, and nothing more
 * than 125 cp worse is ever chosen: weak, but it does not hang pieces on purpose (Stockfish's own
 * levels pick among four MultiPV lines too, from a shallower search).
 */
export const SPREAD_AT_MIN_CP = 50;
export const MARGIN_SPREADS = 2.5;

/** What a strength level asks of one search. */
export interface StrengthPlan {
  /** The node budget for the move. */
  readonly nodes: number;
  /** MultiPV lines to search (1 = the best line only). */
  readonly multiPv: number;
  /** The pick's spread in centipawns (0 = always the best line). */
  readonly spreadCp: number;
}

export function strengthPlan(elo: number): StrengthPlan {
  const e = Math.min(ELO_MAX, Math.max(ELO_MIN, elo));
  const nodes = Math.round(NODES_AT_MIN * 2 ** ((e - ELO_MIN) / ELO_PER_DOUBLING));
  const spreadCp = SPREAD_AT_MIN_CP * (ELO_MAX - e) / (ELO_MAX - ELO_MIN);
  return { nodes, multiPv: spreadCp > 0 ? STRENGTH_MULTIPV : 1, spreadCp };
}

/** The go's limits with the level's node budget: the smaller of the go's own and the level's. */
export function limitedLimits(limits: SearchLimits, plan: StrengthPlan): SearchLimits {
  const own = limits.nodes !== undefined && limits.nodes > 0 ? limits.nodes : Infinity;
  return { ...limits, nodes: Math.min(own, plan.nodes) };
}

/**
 * The index in `lines` (best first) of the line to play: the best when the spread is 0 or only
 * one line is near enough; otherwise a weighted draw from `random` among the lines within the
 * margin. Consumes one random number only when there is a choice.
 */
export function pickLine(lines: readonly RootLine[], spreadCp: number, random: () => number): number {
  if (lines.length <= 1 || spreadCp <= 0) return 0;
  const best = lines[0].score;
  const margin = spreadCp * MARGIN_SPREADS;
  // Lines come best first, but an interrupted iteration's lines lead the last completed one's,
  // so no order is assumed here: every line within the margin is a candidate.
  const candidates: number[] = [];
  const weights: number[] = [];
  let total = 0;
  for (let i = 0; i < lines.length; i++) {
    const loss = best - lines[i].score;
    if (loss > margin) continue;
    const w = Math.exp(-Math.max(0, loss) / spreadCp);
    candidates.push(i);
    weights.push(w);
    total += w;
  }
  if (candidates.length <= 1) return 0;
  let r = random() * total;
  for (let k = 0; k < candidates.length; k++) {
    r -= weights[k];
    if (r < 0) return candidates[k];
  }
  return candidates[candidates.length - 1];
}
