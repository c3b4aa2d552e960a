// The data of the σ-by-depth-pair figure (mpc-plots sigma): from kerf calibrate's printed table
// and its σ-by-improving lines, the depth pairs in axis order and one line series per stage, plus
// a dashed one per stage for improving (circles) and for not-improving nodes (squares) where
// calibrate fitted those.
// Design choice: pairs go in order of d, then d′ (as calibrate prints them), so the shallow depths
// of each deep depth sit together and σ shrinking as d′ nears d shows as one tooth per d; a pair
// one stage has no fit for is a gap in that stage's line, never a zero.

import type { CalibrateRow, ImprovingSigmaRow } from './parse-calibrate.js';
import type { LineSeries } from './svg-lines.js';

export interface DepthPair {
  shallow: number;
  deep: number;
}

/** The colour of a stage's lines; an unknown stage gets grey. */
const STAGE_COLORS: Readonly<Record<string, string>> = { middlegame: '#1f5fa8', endgame: '#d9822b' };
export const IMPROVING_DASH = '7,4';
export const NOT_IMPROVING_DASH = '2,3';

export function pairLabel(p: DepthPair): string {
  return `(${p.shallow},${p.deep})`;
}

/** The distinct pairs of `rows` with a fit (only those written to the params file with `chosenOnly`), by d then d′. */
export function pairsInOrder(rows: readonly CalibrateRow[], chosenOnly = false): DepthPair[] {
  const pairs: DepthPair[] = [];
  for (const r of rows) {
    if (r.fit === null || (chosenOnly && !r.chosen)) continue;
    if (!pairs.some((p) => p.shallow === r.shallow && p.deep === r.deep)) pairs.push({ shallow: r.shallow, deep: r.deep });
  }
  return pairs.sort((x, y) => x.deep - y.deep || x.shallow - y.shallow);
}

/** The stages in the order calibrate printed them. */
export function stagesInOrder(rows: readonly CalibrateRow[]): string[] {
  return [...new Set(rows.map((r) => r.stage))];
}

/** One series per stage (solid), then per stage the improving and not-improving σ (dashed) where fitted. */
export function sigmaSeries(rows: readonly CalibrateRow[], byImproving: readonly ImprovingSigmaRow[], pairs: readonly DepthPair[]): LineSeries[] {
  const stages = stagesInOrder(rows);
  const at = <T extends DepthPair & { stage: string }>(list: readonly T[], stage: string, p: DepthPair): T | undefined =>
    list.find((r) => r.stage === stage && r.shallow === p.shallow && r.deep === p.deep);
  const series: LineSeries[] = stages.map((stage) => ({
    label: `${stage}: σ of all points`,
    color: STAGE_COLORS[stage] ?? '#777',
    points: pairs.map((p, i) => {
      const fit = at(rows, stage, p)?.fit;
      return fit ? { x: i, y: fit.sigma, title: `${stage} ${pairLabel(p)}: σ ${fit.sigma.toFixed(2)}, n ${fit.n}, r ${fit.r.toFixed(3)}` } : null;
    }),
  }));
  for (const stage of stages) {
    if (!byImproving.some((r) => r.stage === stage)) continue;
    for (const [name, dash, marker, pick] of [
      ['improving', IMPROVING_DASH, 'circle', (r: ImprovingSigmaRow) => r.improving],
      ['not improving', NOT_IMPROVING_DASH, 'square', (r: ImprovingSigmaRow) => r.notImproving],
    ] as const) {
      series.push({
        label: `${stage}: σ at ${name} nodes`,
        color: STAGE_COLORS[stage] ?? '#777',
        dash,
        marker,
        points: pairs.map((p, i) => {
          const row = at(byImproving, stage, p);
          const subset = row === undefined ? null : pick(row);
          return subset === null || subset.sigma === null ? null
            : { x: i, y: subset.sigma, title: `${stage} ${pairLabel(p)}, ${name}: σ ${subset.sigma.toFixed(2)}, n ${subset.n}` };
        }),
      });
    }
  }
  return series;
}
