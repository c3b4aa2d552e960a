// Formats search reports as UCI text: `info depth … seldepth … [multipv k] score cp|mate … nodes
// nps time hashfull pv …` and `bestmove … ponder …`. `multipv k` appears only in a MultiPV search
// (MultiPV > 1), so single-PV output is what it always was. The PV is printed from the root position, so it is legal by
// construction (the search only stores legal moves).

import { Position } from '../board/position.js';
import { moveToUci } from '../movegen/notation.js';
import { MATE_BOUND, mateInMoves } from '../search/constants.js';
import type { IterationInfo, SearchResult } from '../search/search.js';

export function scoreText(score: number): string {
  return score >= MATE_BOUND || score <= -MATE_BOUND ? `mate ${mateInMoves(score)}` : `cp ${score}`;
}

/** PV as UCI text (move text depends only on the move and the Chess960 flag, not on the ply). */
export function pvText(root: Position, pv: readonly number[]): string {
  return pv.map((m) => moveToUci(root, m)).join(' ');
}

export function infoLine(root: Position, info: IterationInfo): string {
  const nps = Math.round((info.nodes * 1000) / Math.max(1, info.timeMs));
  const bound = info.bound === 'lower' ? ' lowerbound' : info.bound === 'upper' ? ' upperbound' : '';
  const multiPv = info.multiPv > 0 ? ` multipv ${info.multiPv}` : '';
  let line = `info depth ${info.depth} seldepth ${info.selDepth}${multiPv} score ${scoreText(info.score)}${bound}`
    + ` nodes ${info.nodes} nps ${nps} time ${info.timeMs} hashfull ${info.hashfull}`;
  if (info.pv.length > 0) line += ` pv ${pvText(root, info.pv)}`;
  return line;
}

/** `info currmove … currmovenumber …`: the root move being searched (printed after the first second). */
export function currmoveLine(root: Position, move: number, number: number): string {
  return `info currmove ${moveToUci(root, move)} currmovenumber ${number}`;
}

/**
 * The lines that end a search: for a root with no legal move (mate or stalemate) a depth-0 info
 * line with its score, as no iteration reported one, then the bestmove line.
 */
export function resultLines(root: Position, result: SearchResult): string[] {
  const best = bestmoveLine(root, result);
  if (result.bestMove !== 0) return [best];
  return [`info depth 0 score ${result.score === 0 ? 'cp 0' : 'mate 0'}`, best];
}

export function bestmoveLine(root: Position, result: SearchResult): string {
  if (result.bestMove === 0) return 'bestmove 0000';
  let line = `bestmove ${moveToUci(root, result.bestMove)}`;
  if (result.ponderMove !== 0) line += ` ponder ${moveToUci(root, result.ponderMove)}`;
  return line;
}
