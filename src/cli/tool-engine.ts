// Flag helpers shared by the engine-driving tools (epd, depthtest): `--engine "<cmd>"` (default:
// this checkout's Kerf) plus `--option "Name=value"` flags, and the one-of search limit flags.
// Design choice: with no --engine the tools test Kerf itself, so `kerf epd wac.epd --movetime 100`
// needs nothing else installed; any UCI engine is one flag away.

import { CliError } from './errors.js';
import { intArg } from './args.js';
import { parseEngineSpec, parseOptionAssignment, type EngineSpec } from '../tools/engine-spec.js';
import type { GoLimits } from '../tools/uci-client.js';

export function engineFromFlags(command: string, engineText: string | undefined, options: readonly string[], extra: Array<[string, string]> = []): EngineSpec {
  const parsed = parseEngineSpec(engineText ?? 'kerf');
  if (!parsed.ok) throw CliError.from(parsed, command);
  const flagged: Array<[string, string]> = options.map((text) => {
    const r = parseOptionAssignment(text);
    if (!r.ok) throw CliError.from(r, `${command}: --option`);
    return [r.value.name, r.value.value];
  });
  return { ...parsed.value, options: [...parsed.value.options, ...flagged, ...extra] };
}

/** Exactly one of --movetime, --depth, --nodes, as UCI go limits. */
export function searchLimits(command: string, values: { movetime?: string; depth?: string; nodes?: string }): GoLimits {
  const given = (['movetime', 'depth', 'nodes'] as const).filter((k) => values[k] !== undefined);
  if (given.length !== 1) throw new CliError(`${command}: give exactly one of --movetime, --depth, --nodes (got ${given.length === 0 ? 'none' : given.map((g) => '--' + g).join(', ')})`);
  if (values.movetime !== undefined) return { movetime: intArg(command, '--movetime', values.movetime, 1) };
  if (values.depth !== undefined) return { depth: intArg(command, '--depth', values.depth, 1, 200) };
  return { nodes: intArg(command, '--nodes', values.nodes, 1) };
}

/** How long a search may take before it counts as hung: the movetime plus slack, or --timeout. */
export function searchTimeout(command: string, limits: GoLimits, timeoutFlag: string | undefined): number {
  if (timeoutFlag !== undefined) return intArg(command, '--timeout', timeoutFlag, 1);
  return limits.movetime !== undefined ? limits.movetime + 10000 : 600000;
}
