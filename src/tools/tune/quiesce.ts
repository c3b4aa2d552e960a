// A small quiescence search for the tuner: resolves captures and promotions (MVV-LVA order,
// alpha-beta, stand pat on the full evaluation) and returns the principal variation, so the
// tuner can fit the evaluation of the quiet position at its end — Texel's recipe, because a static
// evaluation of a position with a capture pending measures the capture, not the weights.
// Design choice: written here rather than borrowed from src/search so the tuner does not depend
// on the search's pruning (SEE, futility, MPC) or its state; a depth cap keeps it cheap.

import { KIND_PROMOTION, moveFrom, moveKind, moveTo, promotionType } from '../../board/move.js';
import { Position } from '../../board/position.js';
import { generateMoves } from '../../movegen/movegen.js';
import { evaluateFull } from '../../eval/full.js';

const MAX_QPLY = 12;
const moves = new Int32Array(MAX_QPLY * 256);
const orderKeys = new Int32Array(256);
const pv = new Int32Array(MAX_QPLY * MAX_QPLY);
const pvLength = new Int32Array(MAX_QPLY + 1);

/** MVV-LVA key: the captured piece first, the cheaper capturer first among equals. */
function orderKey(pos: Position, m: number): number {
  const from = moveFrom(m);
  const to = moveTo(m);
  const victim = pos.board[to] & 7;
  const promo = moveKind(m) === KIND_PROMOTION ? promotionType(m) : 0;
  return victim * 16 + promo * 8 - (pos.board[from] & 7);
}

function search(pos: Position, alpha: number, beta: number, ply: number): number {
  pvLength[ply] = 0;
  const stand = evaluateFull(pos);
  if (ply >= MAX_QPLY - 1 || stand >= beta) return stand;
  if (stand > alpha) alpha = stand;
  const base = ply * 256;
  const n = generateMoves(pos, moves, base, true) - base;
  for (let i = 0; i < n; i++) orderKeys[i] = orderKey(pos, moves[base + i]);
  for (let i = 0; i < n; i++) {
    // Selection sort step: bring the best remaining move to position i.
    let best = i;
    for (let j = i + 1; j < n; j++) if (orderKeys[j] > orderKeys[best]) best = j;
    const m = moves[base + best];
    moves[base + best] = moves[base + i];
    moves[base + i] = m;
    const k = orderKeys[best];
    orderKeys[best] = orderKeys[i];
    orderKeys[i] = k;
    pos.makeMove(m);
    const v = -search(pos, -beta, -alpha, ply + 1);
    pos.unmakeMove();
    if (v > alpha) {
      alpha = v;
      pv[ply * MAX_QPLY] = m;
      const len = pvLength[ply + 1];
      for (let j = 0; j < len; j++) pv[ply * MAX_QPLY + 1 + j] = pv[(ply + 1) * MAX_QPLY + j];
      pvLength[ply] = len + 1;
      if (v >= beta) break;
    }
  }
  return alpha;
}

/**
 * Play the quiescence principal variation from pos (the position is changed: call
 * pos.unmakeMove() the returned number of times to restore it). Returns the number of moves played.
 */
export function playQuietLine(pos: Position): number {
  search(pos, -100000, 100000, 0);
  const n = pvLength[0];
  const line = pv.slice(0, n);
  for (let i = 0; i < n; i++) pos.makeMove(line[i]);
  return n;
}
