// Strategic Test Suite scoring: the points a move earns in an STS position. The points come from
// c8 (points) with c9 (UCI moves) when both are present, else from c0 ("f5=10, Be5+=2, …", SAN).
// A move not listed earns 0; the maximum is the best listed value (10 in the original suite).
// Design choice: c8/c9 win over c0 because they need no SAN resolution and are what the suite's
// UCI edition was made for; c0 is the fallback for files that carry only the original comment.

import { comment, type EpdRecord } from './parse.js';
import { sanBoard, sanToUci } from './san.js';
import { fail, ok, type Result } from '../../result.js';

export interface StsTable {
  /** UCI move → points. */
  points: Map<string, number>;
  max: number;
}

export type StsResult = Result<StsTable | undefined, 'InvalidEpd'>;

function finish(points: Map<string, number>): StsTable {
  let max = 0;
  for (const p of points.values()) max = Math.max(max, p);
  return { points, max };
}

/** The points table of a record, `value: undefined` when it has no STS opcodes, or an error. */
export function stsTable(record: EpdRecord): StsResult {
  const c8 = comment(record, 8);
  const c9 = comment(record, 9);
  if (c8 !== undefined && c9 !== undefined) {
    const pts = c8.trim().split(/\s+/);
    const moves = c9.trim().split(/\s+/);
    if (pts.length !== moves.length) return fail('InvalidEpd', `c8 has ${pts.length} points but c9 has ${moves.length} moves`);
    const points = new Map<string, number>();
    for (let i = 0; i < pts.length; i++) {
      if (!/^\d+$/.test(pts[i])) return fail('InvalidEpd', `c8 point '${pts[i]}' is not a whole number`);
      if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(moves[i])) return fail('InvalidEpd', `c9 move '${moves[i]}' is not a UCI move`);
      points.set(moves[i], Math.max(points.get(moves[i]) ?? 0, Number(pts[i])));
    }
    return ok(finish(points));
  }
  const c0 = comment(record, 0);
  // Only a c0 shaped like "move=points, …" is a score list (other suites use c0 for prose).
  if (c0 === undefined || !/^\s*\S+=\d+(\s*,\s*\S+=\d+)*\s*$/.test(c0)) return ok(undefined);
  const board = sanBoard(record.fen);
  if (!board.ok) return fail('InvalidEpd', `chess.js cannot load the position: ${board.message}`);
  const points = new Map<string, number>();
  for (const item of c0.split(',')) {
    const [san, pts] = item.trim().split('=');
    const uci = sanToUci(board.value, san);
    if (!uci.ok) return fail('InvalidEpd', `c0: ${uci.message}`);
    points.set(uci.value, Math.max(points.get(uci.value) ?? 0, Number(pts)));
  }
  return ok(finish(points));
}

/** Points for a move under a table (0 when unlisted). */
export function stsPoints(table: StsTable, uciMove: string): number {
  return table.points.get(uciMove) ?? 0;
}
