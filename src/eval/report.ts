// The term-by-term table `kerf eval` prints, in the manner of Stockfish's `eval`: for each group of
// terms, White's and Black's middlegame and endgame sums and their difference, then the phase
// blend, the drawish-ending scale and the final score from White's and the side to move's view.
// Built from the traced evaluator (`#eval-traced/full.js`), so it explains exactly what the engine's
// evaluation computes; a test checks that the table adds up to the engine's score.
// Not for the hot path (strings).

import { Position } from '../board/position.js';
import { PHASE_MAX, WHITE } from '../board/types.js';
import { evaluateFullWhite as tracedEvaluation } from '#eval-traced/full.js';
import {
  SPECIAL_NAMES, SPECIAL_NONE, TRACE_ATTACK, TRACE_COEF, TRACE_DANGER, TRACE_DEFECTS, TRACE_STATE,
  TS_EG, TS_MG, TS_PHASE, TS_SCALE, TS_SPECIAL, TS_WHITE,
} from './trace.js';
import { TERMS, W, egOf, mgOf } from './weights.js';

export interface GroupRow {
  name: string;
  /** [white mg, white eg, black mg, black eg] */
  values: [number, number, number, number];
}

export interface EvaluationBreakdown {
  rows: GroupRow[];
  phase: number;
  scale: number;
  mg: number;
  eg: number;
  special: number;
  white: number;
  sideToMove: number;
  defects: [number, number];
  attack: [number, number];
}

/** Evaluate pos with the traced evaluator and sum the trace by group. */
export function evaluationBreakdown(pos: Position): EvaluationBreakdown {
  const white = tracedEvaluation(pos);
  const groups = new Map<string, [number, number, number, number]>();
  for (const t of TERMS) {
    if (!groups.has(t.group)) groups.set(t.group, [0, 0, 0, 0]);
    const g = groups.get(t.group)!;
    for (let i = t.offset; i < t.offset + t.size; i++) {
      for (let c = 0; c < 2; c++) {
        const n = TRACE_COEF[i * 2 + c];
        if (n === 0) continue;
        g[2 * c] += mgOf(W[i]) * n;
        g[2 * c + 1] += egOf(W[i]) * n;
      }
    }
  }
  const rows: GroupRow[] = [];
  for (const [name, values] of groups) {
    rows.push({ name, values });
    if (name === 'King safety') rows.push({ name: 'King danger', values: [-TRACE_DANGER[0], 0, -TRACE_DANGER[1], 0] });
  }
  return {
    rows,
    phase: TRACE_STATE[TS_PHASE],
    scale: TRACE_STATE[TS_SCALE],
    mg: TRACE_STATE[TS_MG],
    eg: TRACE_STATE[TS_EG],
    special: TRACE_STATE[TS_SPECIAL],
    white,
    sideToMove: pos.side === WHITE ? white : -white,
    defects: [TRACE_DEFECTS[0], TRACE_DEFECTS[1]],
    attack: [TRACE_ATTACK[0], TRACE_ATTACK[1]],
  };
}

function pawns(cp: number): string {
  return `${cp >= 0 ? '+' : '-'}${(Math.abs(cp) / 100).toFixed(2)}`;
}

function cell(v: number): string {
  return String(v).padStart(6);
}

/** The `kerf eval` text for pos. */
export function evaluationReport(pos: Position): string[] {
  const b = evaluationBreakdown(pos);
  const out: string[] = [];
  const stm = pos.side === WHITE ? 'white' : 'black';
  if (b.special !== SPECIAL_NONE) {
    out.push(`Special ending: ${SPECIAL_NAMES[b.special]} (replaces the term-by-term evaluation)`);
  } else {
    const rule = '-'.repeat(16) + '+' + '-'.repeat(14) + '+' + '-'.repeat(14) + '+' + '-'.repeat(14);
    out.push('Term            |    White     |    Black     |    Total');
    out.push('                |    MG    EG  |    MG    EG  |    MG    EG');
    out.push(rule);
    const sum = [0, 0, 0, 0];
    for (const row of b.rows) {
      const [wm, we, bm, be] = row.values;
      for (let k = 0; k < 4; k++) sum[k] += row.values[k];
      out.push(`${row.name.padEnd(16)}|${cell(wm)}${cell(we)}  |${cell(bm)}${cell(be)}  |${cell(wm - bm)}${cell(we - be)}`);
    }
    out.push(rule);
    out.push(`${'Total'.padEnd(16)}|${cell(sum[0])}${cell(sum[1])}  |${cell(sum[2])}${cell(sum[3])}  |${cell(sum[0] - sum[2])}${cell(sum[1] - sum[3])}`);
    out.push('');
    out.push(`King danger inputs: white defects ${b.defects[0]}, attack ${b.attack[0]}; black defects ${b.defects[1]}, attack ${b.attack[1]}`);
    const blend = Math.trunc((b.mg * b.phase + b.eg * (PHASE_MAX - b.phase)) / PHASE_MAX);
    out.push(`Phase ${b.phase}/${PHASE_MAX} (${PHASE_MAX} = middlegame), drawish-ending scale ${b.scale}/64`);
    out.push(`Blend: (${b.mg} * ${b.phase} + ${b.eg} * ${PHASE_MAX - b.phase}) / ${PHASE_MAX} = ${blend}`
      + (b.scale === 64 ? '' : `, scaled by ${b.scale}/64 = ${TRACE_STATE[TS_WHITE]}`));
  }
  out.push(`Final evaluation: ${pawns(b.white)} (${b.white} cp, White's view)`);
  out.push(`Final evaluation: ${pawns(b.sideToMove)} (${b.sideToMove} cp, side to move: ${stm})`);
  return out;
}
