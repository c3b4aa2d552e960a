// The match report lines, in cutechess-cli's wording where it has one, so existing scripts parse
// them:
//   Score of A vs B: 10 - 5 - 3  [0.639] 18
//   ...      A playing White: 6 - 2 - 1  [0.722] 9
//   ...      A playing Black: 4 - 3 - 2  [0.556] 9
//   ...      White vs Black: 9 - 6 - 3  [0.583] 18
//   Elo difference: 99.5 +/- 170.5, LOS: 89.2 %, DrawRatio: 16.7 %
//   Ptnml(0-2): [0, 1, 3, 4, 1], pentanomial Elo: 104.33 +/- 120.01, nElo: … , LOS: 95.12 %
//   SPRT: llr 2.97 (100.8%), lbound -2.94, ubound 2.94 - H1 was accepted
//   Incidents: A 0 crashes, 0 illegal moves, 0 time losses; B …
// Design choice: Elo, error and LOS on the "Elo difference" line are the trinomial (per game)
// figures exactly as cutechess prints them; the pentanomial figures, which the SPRT uses and which
// are the honest ones for paired openings, get their own line in fastchess's format.

import { eloPentanomial, eloTrinomial, type Wdl } from './stats.js';
import { llrPentanomial, sprtBounds, sprtDecision, type SprtConfig } from './sprt.js';
import type { Incidents, Tally } from './tally.js';

function num(x: number, digits: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return x.toFixed(digits);
}

function wdlLine(wdl: Wdl): string {
  const n = wdl.wins + wdl.draws + wdl.losses;
  const score = n === 0 ? 0 : (wdl.wins + wdl.draws / 2) / n;
  return `${wdl.wins} - ${wdl.losses} - ${wdl.draws}  [${score.toFixed(3)}] ${n}`;
}

function incidentText(i: Incidents): string {
  return `${i.crash} crashes, ${i.illegal} illegal moves, ${i.time} time losses`;
}

/** The SPRT status line; `decided` appends cutechess's " - H1 was accepted". */
export function sprtLine(t: Tally, sprt: SprtConfig): { line: string; llr: number; decision: 'H0' | 'H1' | undefined } {
  const llr = llrPentanomial(t.pentanomial, sprt);
  const { lower, upper } = sprtBounds(sprt.alpha, sprt.beta);
  const decision = sprtDecision(llr, sprt);
  // Percentage of the way to the bound the LLR is heading for, as cutechess prints it.
  const pct = llr >= 0 ? llr / upper * 100 : llr / lower * 100;
  let line = `SPRT: llr ${num(llr, 2)} (${num(pct, 1)}%), lbound ${num(lower, 2)}, ubound ${num(upper, 2)}`;
  if (decision) line += ` - ${decision} was accepted`;
  return { line, llr, decision };
}

/** The one-line running score printed after each game. */
export function scoreLine(nameA: string, nameB: string, t: Tally): string {
  return `Score of ${nameA} vs ${nameB}: ${wdlLine(t.a)}`;
}

/** The full report block. */
export function summaryLines(nameA: string, nameB: string, t: Tally, sprt?: SprtConfig): string[] {
  const lines = [
    scoreLine(nameA, nameB, t),
    `...      ${nameA} playing White: ${wdlLine(t.aWhite)}`,
    `...      ${nameA} playing Black: ${wdlLine(t.aBlack)}`,
    `...      White vs Black: ${wdlLine(t.whiteVsBlack)}`,
  ];
  const tri = eloTrinomial(t.a);
  if (tri) {
    const drawRatio = t.a.draws / t.games * 100;
    lines.push(`Elo difference: ${num(tri.elo, 1)} +/- ${num(tri.error, 1)}, LOS: ${num(tri.los * 100, 1)} %, DrawRatio: ${num(drawRatio, 1)} %`);
  }
  const penta = eloPentanomial(t.pentanomial);
  const ptnml = `Ptnml(0-2): [${t.pentanomial.join(', ')}]`;
  lines.push(penta
    ? `${ptnml}, pentanomial Elo: ${num(penta.elo, 2)} +/- ${num(penta.error, 2)}, nElo: ${num(penta.nElo, 2)} +/- ${num(penta.nEloError, 2)}, LOS: ${num(penta.los * 100, 2)} %`
    : `${ptnml} (no complete pairs)`);
  if (sprt) lines.push(sprtLine(t, sprt).line);
  lines.push(`Incidents: ${nameA} ${incidentText(t.incidents.a)}; ${nameB} ${incidentText(t.incidents.b)}`);
  return lines;
}
