// Reads the summary block `kerf match` prints at the end (src/tools/match/summary.ts documents
// the wording, which is cutechess-cli's and fastchess's):
//   Score of A vs B: 10 - 5 - 3  [0.639] 18
//   Elo difference: 99.5 +/- 170.5, LOS: 89.2 %, DrawRatio: 16.7 %
//   Ptnml(0-2): [0, 1, 3, 4, 1], pentanomial Elo: 104.33 +/- 120.01, nElo: 1.2 +/- 3.4, LOS: 95.12 %
//   SPRT: llr 2.97 (100.8%), lbound -2.94, ubound 2.94 - H1 was accepted
// Design choice: the last Score line wins — the same line is printed after every game, and only
// the one in the closing block is the final tally.

export interface MatchSummary {
  nameA: string;
  nameB: string;
  /** From A's point of view. */
  wins: number;
  losses: number;
  draws: number;
  games: number;
  score: number;
  /** Trinomial (per game) Elo of A, its 95% half-width, LOS in %, draw ratio in %. */
  elo?: { elo: number; error: number; los: number; drawRatio: number };
  pentanomial?: [number, number, number, number, number];
  pentaElo?: { elo: number; error: number; nElo: number; nEloError: number; los: number };
  sprt?: string;
  incidents?: string;
  interrupted: boolean;
}

/** 'nan', 'inf', '-inf' as kerf prints them. */
function num(text: string): number {
  if (text === 'nan') return NaN;
  if (text === 'inf') return Infinity;
  if (text === '-inf') return -Infinity;
  return Number(text);
}

const NUM = '(-?[\\d.]+|nan|-?inf)';

/** The final summary of a kerf match run, or null if it printed none (e.g. it failed to start). */
export function parseMatchSummary(lines: readonly string[]): MatchSummary | null {
  let scoreAt = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].startsWith('Score of ')) { scoreAt = i; break; }
  }
  if (scoreAt < 0) return null;
  const m = /^Score of (.+) vs (.+): (\d+) - (\d+) - (\d+)\s+\[([\d.]+)\] (\d+)$/.exec(lines[scoreAt]);
  if (m === null) return null;
  const summary: MatchSummary = {
    nameA: m[1], nameB: m[2], wins: Number(m[3]), losses: Number(m[4]), draws: Number(m[5]),
    score: Number(m[6]), games: Number(m[7]), interrupted: false,
  };
  for (const line of lines.slice(scoreAt + 1)) {
    let x: RegExpExecArray | null;
    if ((x = new RegExp(`^Elo difference: ${NUM} \\+/- ${NUM}, LOS: ${NUM} %, DrawRatio: ${NUM} %$`).exec(line))) {
      summary.elo = { elo: num(x[1]), error: num(x[2]), los: num(x[3]), drawRatio: num(x[4]) };
    } else if ((x = /^Ptnml\(0-2\): \[(\d+), (\d+), (\d+), (\d+), (\d+)\](.*)$/.exec(line))) {
      summary.pentanomial = [Number(x[1]), Number(x[2]), Number(x[3]), Number(x[4]), Number(x[5])];
      const p = new RegExp(`^, pentanomial Elo: ${NUM} \\+/- ${NUM}, nElo: ${NUM} \\+/- ${NUM}, LOS: ${NUM} %$`).exec(x[6]);
      if (p) summary.pentaElo = { elo: num(p[1]), error: num(p[2]), nElo: num(p[3]), nEloError: num(p[4]), los: num(p[5]) };
    } else if (line.startsWith('SPRT: ')) {
      summary.sprt = line.slice(6);
    } else if (line.startsWith('Incidents: ')) {
      summary.incidents = line.slice(11);
    } else if (line.startsWith('Match interrupted')) {
      summary.interrupted = true;
    }
  }
  return summary;
}
