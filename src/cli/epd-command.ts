// `kerf epd <file>… (--movetime MS | --depth D | --nodes N) [--option "Name=value"]…
//  [--engine "<cmd>"] [--limit K] [--timeout MS]`: runs EPD test suites against Kerf (default) or
// any UCI engine. One line per position (id, engine move, expected, solved, depth, nodes, STS
// points), then `solved N/M`, the STS score (per file when several), mean depth and mean nodes.
// Exits 0 whatever the engine solves: the score is the output, not a pass/fail. Bad EPD lines are
// reported on stderr with file and line number and skipped.
// Design choice: the per-position line is printed even on a terminal (above the progress bar), so
// a run is a record that can be diffed against another engine's or another option's.

import { basename } from 'node:path';
import { parseCommandArgs, intArg, readTextFile } from './args.js';
import { CliError } from './errors.js';
import { engineFromFlags, searchLimits, searchTimeout } from './tool-engine.js';
import { parseEpd, type EpdRecord } from '../tools/epd/parse.js';
import { sanBoard, type SanBoard } from '../tools/epd/san.js';
import { isSolved, stsFor, totalLines, totals, type PositionOutcome } from '../tools/epd/suite.js';
import { ProbeEngine } from '../tools/probe.js';
import { EngineError } from '../tools/uci-client.js';
import { createProgress } from '../tools/progress.js';

/** SAN of a UCI move for display, or the UCI text itself if chess.js cannot place it. */
function sanOf(board: SanBoard, uci: string): string {
  if (!board.ok) return uci;
  try {
    const m = board.value.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    board.value.undo();
    return m.san;
  } catch {
    return uci;
  }
}

function expected(record: EpdRecord): string {
  const parts: string[] = [];
  if (record.bmSan) parts.push(`bm ${record.bmSan.join(' ')}`);
  if (record.amSan) parts.push(`am ${record.amSan.join(' ')}`);
  return parts.length > 0 ? parts.join(', ') : '-';
}

export async function epdCommand(args: string[], out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('epd', args, {
    movetime: { type: 'string' },
    depth: { type: 'string' },
    nodes: { type: 'string' },
    option: { type: 'string', multiple: true },
    engine: { type: 'string' },
    limit: { type: 'string' },
    timeout: { type: 'string' },
  });
  if (positionals.length === 0) throw new CliError('epd: give at least one EPD file (usage: kerf epd <file>… --movetime MS | --depth D | --nodes N)');
  const limits = searchLimits('epd', values);
  const timeoutMs = searchTimeout('epd', limits, values.timeout);
  const limit = values.limit === undefined ? Infinity : intArg('epd', '--limit', values.limit, 1);
  const spec = engineFromFlags('epd', values.engine, values.option ?? []);

  // Load every file first: a missing file is an error before any engine time is spent.
  const items: Array<{ file: string; record: EpdRecord }> = [];
  for (const path of positionals) {
    const parsed = parseEpd(readTextFile('epd', path), { limit });
    for (const e of parsed.errors) process.stderr.write(`kerf: epd: ${path}:${e.lineNumber}: ${e.message} (line skipped)\n`);
    for (const record of parsed.records) items.push({ file: basename(path), record });
  }
  if (items.length === 0) throw new CliError('epd: no positions to search');

  const engine = new ProbeEngine(spec, { warmUpMs: ProbeEngine.warmUpFor(limits) });
  const outcomes: PositionOutcome[] = [];
  const progress = createProgress(items.length, out);
  try {
    try {
      await engine.start();
    } catch (err) {
      if (err instanceof EngineError) throw new CliError(`epd: ${err.message}`);
      throw err;
    }
    for (let i = 0; i < items.length; i++) {
      const { file, record } = items[i];
      const name = record.id ?? `${file}:${record.lineNumber}`;
      let r;
      try {
        r = await engine.search(record.fen, limits, timeoutMs);
      } catch (err) {
        if (err instanceof EngineError) throw new CliError(`epd: ${err.message}`);
        throw err;
      }
      const outcome: PositionOutcome = { file, record };
      let line: string;
      if (!r.ok) {
        outcome.error = r.message;
        line = `[${i + 1}/${items.length}] ${name}: search failed: ${r.message}`;
      } else {
        const found = r.value;
        outcome.move = found.bestmove;
        const solved = isSolved(record, found.bestmove);
        if (solved !== undefined) outcome.solved = solved;
        const sts = stsFor(record, found.bestmove);
        if (sts) outcome.sts = sts;
        if (found.depth !== undefined) outcome.depth = found.depth;
        if (found.nodes !== undefined) outcome.nodes = found.nodes;
        const verdict = solved === undefined ? '' : solved ? '  solved' : '  not solved';
        const points = sts ? `  points ${sts.points}/${sts.max}` : '';
        line = `[${i + 1}/${items.length}] ${name}: ${sanOf(sanBoard(record.fen), found.bestmove)} (${found.bestmove})  expected ${expected(record)}${verdict}${points}  depth ${found.depth ?? '-'}  nodes ${found.nodes ?? '-'}`;
      }
      outcomes.push(outcome);
      progress.log(line);
      const t = totals(outcomes);
      progress.update(i + 1, `solved ${t.solved}/${t.solvable}`);
    }
  } finally {
    progress.stop();
    await engine.close();
  }
  for (const line of totalLines(totals(outcomes))) out(line);
  return 0;
}
