// Parsing of a UCI `info …` line into numbers the tools use (depth, seldepth, score, nodes, time,
// pv). Design choice: unknown tokens are skipped rather than rejected — engines add their own
// (wdl, hashfull, tbhits, refutation) and a research tool must not fail on a line it only
// partly needs; `string` ends the line, and `pv` runs to the next known keyword.

export interface InfoLine {
  depth?: number;
  seldepth?: number;
  multipv?: number;
  /** Centipawns from the side to move's view, when the score is `cp`. */
  scoreCp?: number;
  /** Moves to mate (negative: being mated), when the score is `mate`. */
  scoreMate?: number;
  /** Set when the score is only a bound (aspiration fail). */
  bound?: 'lower' | 'upper';
  nodes?: number;
  nps?: number;
  time?: number;
  pv?: string[];
  string?: string;
}

// Keywords that end a pv (a pv may be followed by other fields on some engines).
const KEYWORDS = new Set([
  'depth', 'seldepth', 'time', 'nodes', 'pv', 'multipv', 'score', 'currmove', 'currmovenumber',
  'hashfull', 'nps', 'tbhits', 'sbhits', 'cpuload', 'string', 'refutation', 'currline', 'wdl',
]);

function int(word: string | undefined): number | undefined {
  if (word === undefined || !/^-?\d+$/.test(word)) return undefined;
  return Number(word);
}

/** The fields of an `info` line, or undefined when the line is not an info line. */
export function parseInfoLine(line: string): InfoLine | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info') return undefined;
  const info: InfoLine = {};
  let i = 1;
  while (i < words.length) {
    const key = words[i++];
    switch (key) {
      case 'depth': info.depth = int(words[i++]); break;
      case 'seldepth': info.seldepth = int(words[i++]); break;
      case 'multipv': info.multipv = int(words[i++]); break;
      case 'nodes': info.nodes = int(words[i++]); break;
      case 'nps': info.nps = int(words[i++]); break;
      case 'time': info.time = int(words[i++]); break;
      case 'score': {
        const kind = words[i++];
        const value = int(words[i++]);
        if (kind === 'cp') info.scoreCp = value;
        else if (kind === 'mate') info.scoreMate = value;
        if (words[i] === 'lowerbound') { info.bound = 'lower'; i++; }
        else if (words[i] === 'upperbound') { info.bound = 'upper'; i++; }
        break;
      }
      case 'pv': {
        const pv: string[] = [];
        while (i < words.length && !KEYWORDS.has(words[i])) pv.push(words[i++]);
        info.pv = pv;
        break;
      }
      case 'string':
        info.string = words.slice(i).join(' ');
        i = words.length;
        break;
      default:
        // Unknown or unused field (hashfull, wdl, currmove …): its values are skipped by the
        // next iteration, which treats each non-keyword word as an unknown key.
        break;
    }
  }
  return info;
}

/** Is this the engine's best line? (Unnumbered, or `multipv 1` — a MultiPV engine's other lines are not its evaluation.) */
export function isBestLine(info: InfoLine): boolean {
  return info.multipv === undefined || info.multipv === 1;
}

/** A score as one number for adjudication: centipawns, with mates mapped beyond any cp value. */
export function scoreOf(info: InfoLine): number | undefined {
  // `mate 0` (already mated) counts as losing, like negative mate distances.
  if (info.scoreMate !== undefined) return info.scoreMate > 0 ? 100000 - info.scoreMate : -100000 - info.scoreMate;
  return info.scoreCp;
}
