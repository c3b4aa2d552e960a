// `kerf perft <depth> [--fen F] [--divide]` and `kerf perft --suite <epd> [--max-depth D]`.
// The last line of a single perft is `Nodes searched: N`; the suite ends with `N passed, M failed`
// and exits 1 on any mismatch.

import { getFen, positionFromFen, START_FEN } from '../board/fen.js';
import { moveToUci } from '../movegen/notation.js';
import { parsePerftSuite, perft, perftDivide } from '../tools/perft.js';
import { intArg, parseCommandArgs, readTextFile } from './args.js';
import { CliError } from './errors.js';

export function perftCommand(args: string[], out: (line: string) => void): number {
  const { values, positionals } = parseCommandArgs('perft', args, {
    fen: { type: 'string' },
    divide: { type: 'boolean' },
    suite: { type: 'string' },
    'max-depth': { type: 'string' },
  });
  if (values.suite !== undefined) {
    if (positionals.length > 0) throw new CliError(`perft: --suite takes no depth argument (got '${positionals.join(' ')}'); use --max-depth`);
    const maxDepth = values['max-depth'] === undefined ? Infinity : intArg('perft', '--max-depth', values['max-depth'], 1, 20);
    return runSuite(values.suite, maxDepth, out);
  }
  if (positionals.length !== 1) throw new CliError(`perft: expected one depth argument, got ${positionals.length}`);
  const depth = intArg('perft', 'depth', positionals[0], 0, 20);
  const parsed = positionFromFen(values.fen ?? START_FEN);
  if (!parsed.ok) throw new CliError(`perft: invalid FEN: ${parsed.message}`);
  const pos = parsed.value;
  if (/[A-Ha-h]/.test((values.fen ?? '').split(/\s+/)[2] ?? '')) pos.chess960 = true;
  const t0 = performance.now();
  let nodes = 0;
  if (values.divide) {
    for (const { move, nodes: n } of perftDivide(pos, depth)) {
      out(`${moveToUci(pos, move)}: ${n}`);
      nodes += n;
    }
    if (depth === 0) nodes = 1;
  } else {
    nodes = perft(pos, depth);
  }
  const ms = performance.now() - t0;
  out(`Time: ${ms.toFixed(0)} ms, NPS: ${Math.round(nodes / Math.max(ms, 0.001) * 1000)}`);
  out(`Nodes searched: ${nodes}`);
  return 0;
}

function runSuite(path: string, maxDepth: number, out: (line: string) => void): number {
  const suite = parsePerftSuite(readTextFile('perft', path));
  let passed = 0;
  let failed = 0;
  let nodes = 0;
  const t0 = performance.now();
  for (const error of suite.errors) { out(`error: ${error}`); failed++; }
  for (const line of suite.lines) {
    const parsed = positionFromFen(line.fen);
    if (!parsed.ok) {
      out(`line ${line.lineNumber}: invalid FEN: ${parsed.message}`);
      failed++;
      continue;
    }
    const pos = parsed.value;
    for (const { depth, nodes: expected } of line.depths) {
      if (depth > maxDepth) continue;
      const got = perft(pos, depth);
      nodes += got;
      if (got === expected) passed++;
      else {
        failed++;
        out(`MISMATCH line ${line.lineNumber} depth ${depth}: expected ${expected}, got ${got}  ${getFen(pos)}`);
      }
    }
  }
  const ms = performance.now() - t0;
  out(`${nodes} nodes in ${(ms / 1000).toFixed(1)} s (${Math.round(nodes / Math.max(ms, 0.001) * 1000)} nps)`);
  out(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
