// The figures of Jiang & Buro, "First experimental results of ProbCut applied to chess" (2003),
// that Kerf's experiments repeat, typed from the paper (Advances in Computer Games 10, 2003).
// Section and table numbers are the paper's.
// Design choice: only figures the paper prints are here; anything derived from them (an Elo for
// a percentage) is computed where it is shown and labelled as derived.

export const PAPER = 'Jiang & Buro (2003), "First experimental results of ProbCut applied to chess"';

/** Table 1 (section 3): v = a·v′ + b fitted on Crafty's searches of ~2700 positions, v′ in [−300, 300]. */
export interface PaperFit {
  shallow: number;
  deep: number;
  stage: 'middlegame' | 'endgame';
  a: number;
  b: number;
  sigma: number;
  r: number;
}

export const TABLE_1: readonly PaperFit[] = [
  { shallow: 3, deep: 5, stage: 'middlegame', a: 0.998, b: -7, sigma: 55.8, r: 0.90 },
  { shallow: 3, deep: 5, stage: 'endgame', a: 1.026, b: -4.1, sigma: 51.8, r: 0.94 },
  { shallow: 4, deep: 8, stage: 'middlegame', a: 1.02, b: 2.36, sigma: 82, r: 0.82 },
  { shallow: 4, deep: 8, stage: 'endgame', a: 1.11, b: 1.75, sigma: 75, r: 0.90 },
];

/** The depth pairs of MPC-Crafty (section 4), for both stages. */
export const MPC_PAIRS: readonly [number, number][] = [[2, 6], [3, 7], [4, 8], [3, 9], [4, 10]];

/** Sections 3 and 4: mean depth at 30 s per position on ~300 real-game positions. */
export const DEPTH_TEST = {
  seconds: 30,
  positions: 'about 300 real-game positions',
  crafty: 11.5,
  probcut: 11.6,
  mpc: 12.0,
};

/**
 * Abstract: MPC-Crafty beat Crafty +22 −10 =32 (59.4%) in a 64-game match. Section 4 gives 59.4%
 * as the best score of the Table 3 sweep (10 min + 60 s per game).
 */
export const SELFPLAY_MATCH = { wins: 22, losses: 10, draws: 32, games: 64, percent: 59.4, timeControl: '10 min + 60 s' };

/** Table 2: t_end sweep (t_mid = 1.0), MPC-Crafty's points % in 64-game matches vs Crafty, 2 min + 12 s. */
export const TABLE_2: readonly { tEnd: number; percent: number }[] = [
  { tEnd: 0.5, percent: 53.9 }, { tEnd: 0.6, percent: 59.3 }, { tEnd: 0.7, percent: 53.1 }, { tEnd: 0.8, percent: 48.5 },
  { tEnd: 0.9, percent: 51.6 }, { tEnd: 1.0, percent: 57.8 }, { tEnd: 1.05, percent: 52.3 }, { tEnd: 1.1, percent: 54.7 },
  { tEnd: 1.2, percent: 51.6 }, { tEnd: 1.3, percent: 51.6 },
];

/** Table 3: t_mid sweep (t_end = 1.0), MPC-Crafty's points % in 64-game matches vs Crafty, 10 min + 60 s. */
export const TABLE_3: readonly { tMid: number; percent: number }[] = [
  { tMid: 0.8, percent: 54.7 }, { tMid: 0.9, percent: 59.4 }, { tMid: 1.0, percent: 57.8 },
  { tMid: 1.1, percent: 58.6 }, { tMid: 1.2, percent: 59.4 }, { tMid: 1.3, percent: 53.1 },
];

/** Table 4: 64-game matches against Yace, Crafty's points %, at 2 min + 10 s and 8 min + 20 s. */
export const TABLE_4: readonly { pairing: string; fast: number; slow: number }[] = [
  { pairing: 'Crafty vs Yace', fast: 42.0, slow: 50.8 },
  { pairing: 'MPC-Crafty (1.2, 1.0) vs Yace', fast: 53.1, slow: 56.3 },
  { pairing: 'MPC-Crafty (1.0, 1.0) vs Yace', fast: 57.0, slow: 55.5 },
];
