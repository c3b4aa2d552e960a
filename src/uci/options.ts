// The UCI options Kerf offers: one table that `uci` prints, `setoption` validates against, and
// `kerf go --option Name=value` reuses. Validation here is pure (no engine state), so the UCI
// front end can reject a bad value at once, before anything reaches the search worker.

import { DEFAULT_EVALUATOR, EVALUATORS } from '../eval/evaluate.js';

export type OptionType = 'spin' | 'check' | 'combo' | 'string' | 'button';

export interface OptionSpec {
  name: string;
  type: OptionType;
  default: string;
  min?: number;
  max?: number;
  vars?: readonly string[];
  /** One line for the README option table. */
  help: string;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'Hash', type: 'spin', default: '16', min: 1, max: 4096, help: 'Transposition table size in MiB.' },
  { name: 'Threads', type: 'spin', default: '1', min: 1, max: 1, help: 'Search threads (Kerf searches with one).' },
  { name: 'Ponder', type: 'check', default: 'false', help: 'Tells Kerf the GUI may send go ponder.' },
  { name: 'UCI_Chess960', type: 'check', default: 'false', help: 'Chess960: castling moves are written king-takes-rook.' },
  { name: 'MoveOverhead', type: 'spin', default: '50', min: 0, max: 5000, help: 'Milliseconds kept in reserve per move for GUI and process latency.' },
  { name: 'Evaluation', type: 'combo', default: DEFAULT_EVALUATOR, vars: EVALUATORS, help: 'Evaluation function (simple = material and PST only).' },
  { name: 'NullMove', type: 'check', default: 'true', help: 'Null-move pruning (search Step 9).' },
  { name: 'LMR', type: 'check', default: 'true', help: 'Late move reductions (Step 11c).' },
  { name: 'Futility', type: 'check', default: 'true', help: 'Futility pruning of quiet moves near the leaves (Step 11a).' },
  { name: 'ReverseFutility', type: 'check', default: 'true', help: 'Reverse futility pruning / static null move (Step 6).' },
  { name: 'CheckExtension', type: 'check', default: 'true', help: 'Extend checking moves by one ply (Step 11b).' },
  { name: 'AspirationWindows', type: 'check', default: 'true', help: 'Aspiration windows in iterative deepening.' },
  { name: 'ProbCut', type: 'combo', default: 'off', vars: ['off', 'probcut', 'mpc'], help: 'Selective pruning before null move (Step 8): off, ProbCut (one pair), or Multi-ProbCut.' },
  { name: 'MPCParams', type: 'string', default: '', help: 'Path of an MPC parameter JSON file; empty = the built-in params/mpc.json.' },
  { name: 'MPCThresholdMid', type: 'string', default: '', help: 'Override the cut threshold t in the middlegame (e.g. 1.2); empty = from the parameters.' },
  { name: 'MPCThresholdEnd', type: 'string', default: '', help: 'Override the cut threshold t in the endgame; empty = from the parameters.' },
  { name: 'ProbCutPV', type: 'check', default: 'false', help: 'Also apply ProbCut/MPC at PV nodes.' },
  { name: 'MPCProbes', type: 'combo', default: 'high', vars: ['both', 'high', 'low', 'nodetype'], help: 'Which ProbCut/MPC probes run: both (the paper), only the high (fail-high) cut, only the low one, or by node type (high at expected cut nodes, low at expected all nodes).' },
  { name: 'MPCQSearchFilter', type: 'check', default: 'true', help: 'Run a high ProbCut/MPC probe only where a quiescence search at its bound already reaches it.' },
  { name: 'MPCProbeMoves', type: 'combo', default: 'captures', vars: ['all', 'captures'], help: 'What a high ProbCut/MPC probe searches: every move (the paper), or only the captures SEE does not call losing, each checked by quiescence first.' },
  { name: 'MultiCut', type: 'check', default: 'false', help: 'Multi-Cut pruning at expected cut nodes (Step 10).' },
  { name: 'Clear Hash', type: 'button', default: '', help: 'Empty the transposition table.' },
];

/** The spec of an option, by case-insensitive name. */
export function optionSpec(name: string): OptionSpec | undefined {
  const lower = name.toLowerCase();
  return OPTION_SPECS.find((s) => s.name.toLowerCase() === lower);
}

export type OptionCheck = { ok: true; name: string; value: string } | { ok: false; error: string };

/** Validate and normalise a value for an option (names are case-insensitive, as UCI says). */
export function checkOption(name: string, value: string): OptionCheck {
  const spec = optionSpec(name);
  if (!spec) return { ok: false, error: `unknown option '${name}'` };
  const v = value.trim();
  switch (spec.type) {
    case 'spin': {
      if (!/^[+-]?\d+$/.test(v)) return { ok: false, error: `option ${spec.name} needs a whole number, got '${v}'` };
      const n = Number(v);
      if (n < (spec.min ?? -Infinity) || n > (spec.max ?? Infinity)) {
        return { ok: false, error: `option ${spec.name} must be between ${spec.min} and ${spec.max}, got ${n}` };
      }
      return { ok: true, name: spec.name, value: String(n) };
    }
    case 'check': {
      const lower = v.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return { ok: false, error: `option ${spec.name} must be true or false, got '${v}'` };
      return { ok: true, name: spec.name, value: lower };
    }
    case 'combo': {
      const match = spec.vars?.find((x) => x.toLowerCase() === v.toLowerCase());
      if (match === undefined) return { ok: false, error: `option ${spec.name} must be one of ${spec.vars?.join(', ')}, got '${v}'` };
      return { ok: true, name: spec.name, value: match };
    }
    case 'button':
      return { ok: true, name: spec.name, value: '' };
    case 'string': {
      if (spec.name === 'MPCThresholdMid' || spec.name === 'MPCThresholdEnd') {
        if (v === '' || v === '<empty>') return { ok: true, name: spec.name, value: '' };
        const n = Number(v);
        if (!/^\d*\.?\d+$/.test(v) || !Number.isFinite(n) || n > 10) {
          return { ok: false, error: `option ${spec.name} must be a number from 0 to 10 or empty, got '${v}'` };
        }
        return { ok: true, name: spec.name, value: String(n) };
      }
      return { ok: true, name: spec.name, value: v === '<empty>' ? '' : v };
    }
  }
}

/** The `option name … type …` lines for `uci`. */
export function optionLines(): string[] {
  return OPTION_SPECS.map((s) => {
    let line = `option name ${s.name} type ${s.type}`;
    if (s.type !== 'button') line += ` default ${s.type === 'string' && s.default === '' ? '<empty>' : s.default}`;
    if (s.type === 'spin') line += ` min ${s.min} max ${s.max}`;
    if (s.type === 'combo') for (const v of s.vars ?? []) line += ` var ${v}`;
    return line;
  });
}
