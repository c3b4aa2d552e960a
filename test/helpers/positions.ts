// Positions shared by the search and UCI tests.

/** A rich middlegame (both sides castled or able to, pieces on, tactics around). */
export const MIDDLEGAME = 'r1bq1rk1/ppp2pp1/5n1p/2nPp3/2P1P2B/P1PB1N1P/6P1/R2QK2R w KQ - 0 1';
/** White is checkmated (fool's mate). */
export const FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
