// Turns the chosen fits into a params/mpc.json document (the schema in src/search/mpc/params.ts)
// and its text. The calibrator validates what it wrote with the engine's own validator before
// saving, so a file it produces always loads.
// Design choice: numbers are rounded (a to 4 decimals, b and σ to 2) — finer digits are noise
// at a few hundred points per fit, and short numbers keep the file readable in a diff. A try gets
// sigma_improving / sigma_not_improving (with their counts) only when its pair has σ by improving
// (interior samples) and each subset has at least MIN_FIT_POINTS points, the least a pooled fit
// needs to be written at all; otherwise neither key, and the engine uses sigma for both.

import {
  MPC_PARAMS_VERSION, MPC_STAGE_DEFINITION, type MpcCheckJson, type MpcParamsJson, type MpcTryJson,
} from '../../search/mpc/params.js';
import { MIN_FIT_POINTS, type ChosenPair } from './pair-choice.js';
import type { ImprovingSigmas } from './regression.js';

export interface ParamsMetadata {
  note: string;
  madeBy: string;
  positions: string;
  depth: number;
  fit: Record<string, unknown>;
}

function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Does a pair's σ by improving have points enough in both subsets to be written? */
export function improvingSigmaWritable(split: ImprovingSigmas): boolean {
  return split.improving.n >= MIN_FIT_POINTS && split.notImproving.n >= MIN_FIT_POINTS;
}

/** The σ-by-improving keys of a try, or none (too few points in a subset, or no flags at all). */
function improvingKeys(c: ChosenPair): Partial<MpcTryJson> {
  const split = c.byImproving;
  if (split === undefined || !improvingSigmaWritable(split)) return {};
  const sigmaImproving = round(split.improving.sigma, 2);
  const sigmaNotImproving = round(split.notImproving.sigma, 2);
  // σ = 0 (every residual zero) is no margin the engine accepts; leave the pair on its pooled σ.
  if (!(sigmaImproving > 0 && sigmaNotImproving > 0)) return {};
  return { sigma_improving: sigmaImproving, sigma_not_improving: sigmaNotImproving, n_improving: split.improving.n, n_not_improving: split.notImproving.n };
}

function checksOf(chosen: readonly ChosenPair[], stage: number, t: number): MpcCheckJson[] {
  const heights = [...new Set(chosen.filter((c) => c.stage === stage).map((c) => c.deep))].sort((x, y) => x - y);
  return heights.map((height) => ({
    height,
    tries: chosen
      .filter((c) => c.stage === stage && c.deep === height)
      .sort((x, y) => x.shallow - y.shallow)
      .map((c): MpcTryJson => ({
        shallow: c.shallow, t, a: round(c.fit.a, 4), b: round(c.fit.b, 2), sigma: round(c.fit.sigma, 2), r: round(c.fit.r, 4), n: c.fit.n,
        ...improvingKeys(c),
      })),
  }));
}

export function buildParamsJson(chosen: readonly ChosenPair[], t: number, meta: ParamsMetadata): MpcParamsJson {
  return {
    version: MPC_PARAMS_VERSION,
    stage: {
      definition: MPC_STAGE_DEFINITION,
      description: "endgame when both sides' piece material (Q=9, R=5, B=N=3, pawns 0) is below 15, else middlegame",
    },
    stages: {
      middlegame: { checks: checksOf(chosen, 0, t) },
      endgame: { checks: checksOf(chosen, 1, t) },
    },
    note: meta.note,
    made_by: meta.madeBy,
    positions: meta.positions,
    depth: meta.depth,
    fit: meta.fit,
  };
}

/** JSON text, indented, with any value that fits in 100 columns kept on one line. */
export function formatJson(value: unknown, indent = ''): string {
  const compact = JSON.stringify(value);
  if (typeof value !== 'object' || value === null || compact.length + indent.length <= 100) return compact;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
}
