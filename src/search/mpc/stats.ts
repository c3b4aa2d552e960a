// What the ProbCut / MPC probes did in one search, for `info string` in debug mode: probes and cuts
// per (stage, height, try) and the nodes spent inside high and low probes. Counters live in typed
// arrays, touched only when a probe runs, so statistics cost nothing when ProbCut is off.

import { MAX_MPC_TRIES, mpcHeightShift, mpcIndex, type MpcTable } from './params.js';
import { STAGE_COUNT, STAGE_NAMES } from './stage.js';

const STAT_HEIGHTS = 33;
const STAT_TRIES = 4;
/** probes-high, cuts-high, probes-low, cuts-low */
const STAT_FIELDS = 4;
/** Probe kinds, indexing probeNodes (and, times two, the probe counters among STAT_FIELDS). */
export const PROBE_HIGH = 0;
export const PROBE_LOW = 1;

export class MpcStatistics {
  readonly counts = new Float64Array(STAGE_COUNT * STAT_HEIGHTS * STAT_TRIES * STAT_FIELDS);
  /** Nodes spent inside high probes and inside low probes (the cost side of the statistics). */
  readonly probeNodes = new Float64Array(2);
  /** The part of probeNodes spent in probes that then cut (the rest bought nothing). */
  readonly cutProbeNodes = new Float64Array(2);

  /** Cuts made from the TT alone (MPCTTCut), with no probe searched. */
  ttCuts = 0;

  reset(): void {
    this.ttCuts = 0;
    this.counts.fill(0);
    this.probeNodes.fill(0);
    this.cutProbeNodes.fill(0);
  }

  /** Where the counters of try `i` at this stage and height start (heights and tries past the end share the last row). */
  base(stage: number, height: number, i: number): number {
    return ((stage * STAT_HEIGHTS + (height < STAT_HEIGHTS ? height : STAT_HEIGHTS - 1)) * STAT_TRIES + (i < STAT_TRIES ? i : STAT_TRIES - 1)) * STAT_FIELDS;
  }

  /** A probe of `kind` ran at `base`. */
  countProbe(base: number, kind: number): void {
    this.counts[base + 2 * kind]++;
  }

  /** A probe of `kind` at `base` cut, after spending `nodes`. */
  countCut(base: number, kind: number, nodes: number): void {
    this.counts[base + 2 * kind + 1]++;
    this.cutProbeNodes[kind] += nodes;
  }

  /**
   * Lines describing probes and cuts per (stage, height, try); `table` supplies each try's shallow
   * depth, or, for fixed-margin ProbCut, the height less `fixedReduction`.
   */
  describe(table: MpcTable | null, fixedReduction = 0): string[] {
    const lines: string[] = [];
    const c = this.counts;
    for (let stage = 0; stage < STAGE_COUNT; stage++) {
      for (let h = 0; h < STAT_HEIGHTS; h++) {
        for (let i = 0; i < STAT_TRIES; i++) {
          const s = this.base(stage, h, i);
          if (c[s] === 0 && c[s + 2] === 0) continue;
          // (Above the stage's top fitted height only MPCExtend probes: the top's tries, shifted.)
          const shift = table ? mpcHeightShift(table, stage, h) : -1;
          const shallow = fixedReduction > 0 ? h - fixedReduction
            : table && shift >= 0 && i < MAX_MPC_TRIES ? table.shallow[mpcIndex(stage, h - shift, i)] + shift : -1;
          lines.push(`probcut ${STAGE_NAMES[stage]} d=${h} d'=${shallow} high ${c[s + 1]}/${c[s]} low ${c[s + 3]}/${c[s + 2]}`);
        }
      }
    }
    if (this.ttCuts > 0) lines.push(`probcut tt cuts ${this.ttCuts}`);
    return lines;
  }

  /**
   * What the probes cost: the nodes spent inside high and inside low probes and their share of
   * the search's `totalNodes`; null when no probe ran.
   */
  describeCost(totalNodes: number): string | null {
    const high = this.probeNodes[PROBE_HIGH];
    const low = this.probeNodes[PROBE_LOW];
    if (!this.counts.some((n) => n > 0)) return null;
    const share = (n: number): string => (totalNodes > 0 ? (100 * n / totalNodes).toFixed(1) : '0.0');
    return `probe cost high ${high} (${share(high)}%) low ${low} (${share(low)}%) of ${totalNodes} nodes;`
      + ` in probes that cut high ${this.cutProbeNodes[PROBE_HIGH]} low ${this.cutProbeNodes[PROBE_LOW]}`;
  }
}
