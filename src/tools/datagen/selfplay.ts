// One self-play game for `kerf datagen`: a seeded random opening, then Kerf against itself at a
// fixed node count per move, adjudicated; the quiet positions it passed through become records
// labelled with the search score and, once the game is over, its result.
// Design choice: a game depends only on (seed, game id) and the settings. Its random source is
// seeded from both, and the searcher's tables and the evaluation caches are cleared before it, so
// whichever worker plays it, after whatever other games, it comes out the same — that is what
// makes a file independent of --threads and lets a resumed run continue exactly where it stopped.

import { START_FEN, setFen } from '../../board/fen.js';
import { Position } from '../../board/position.js';
import { WHITE } from '../../board/types.js';
import { clearEvalCache } from '../../eval/eval-cache.js';
import { clearPawnHash } from '../../eval/pawn-hash.js';
import { generateMoves } from '../../movegen/movegen.js';
import { isMateScore } from '../../search/constants.js';
import type { Searcher } from '../../search/search.js';
import { Adjudicator, type AdjudicationRules } from '../match/adjudication.js';
import { makeRandom } from '../../random.js';
import { keepsPosition } from './keep.js';
import { RECORD_SIZE, encodeRecord } from './format.js';

export interface SelfPlaySettings {
  seed: number;
  /** Node budget of every search. */
  nodes: number;
  /** Uniformly random legal moves from the start position before the engine plays. */
  randomPlies: number;
  /** Keep only positions whose static evaluation equals their quiescence score. */
  qsearchFilter: boolean;
  /** A game still on at this full move is drawn. */
  maxMoves: number;
}

/** An opening whose first search scores beyond this (cp, either side) is drawn again. */
export const OPENING_SCORE_LIMIT = 400;
/** Openings tried per game before giving up (in practice a handful suffice). */
const MAX_OPENING_TRIES = 1000;
/**
 * Adjudication, cutechess-style (src/tools/match/adjudication.ts): a side wins when for 4 moves
 * each its score is ≥ +1000 and the opponent's ≤ −1000; a draw when from move 40 both scores stay
 * within ±10 cp for 8 moves each; a draw at the move limit (SelfPlaySettings.maxMoves, default
 * 200). A mate score ends the game at once.
 */
export const ADJUDICATION: AdjudicationRules = {
  resign: { moveCount: 4, score: 1000, twoSided: true },
  draw: { moveNumber: 40, moveCount: 8, score: 10 },
};
export const DEFAULT_MAX_MOVES = 200;

export type GameEnd =
  | 'checkmate' | 'stalemate' | 'repetition' | 'fifty-move' | 'insufficient material'
  | 'mate score' | 'adjudicated win' | 'adjudicated draw' | 'move limit';

export interface PlayedGame {
  gameId: number;
  /** `positions` records of RECORD_SIZE bytes, in the order played. */
  records: Uint8Array;
  positions: number;
  /** From White's view: 1, 0.5, 0. */
  result: 0 | 0.5 | 1;
  end: GameEnd;
  /** Plies played, the random opening included. */
  plies: number;
}

/** The random source of game `gameId`: a 32-bit mix of the run's seed and the id. */
export function gameSeed(seed: number, gameId: number): number {
  let h = Math.imul(seed ^ 0x3c6ef372, 0x9e3779b1) ^ gameId;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

const moves = new Int32Array(256);

function resetCaches(searcher: Searcher): void {
  searcher.newGame();
  clearEvalCache();
  clearPawnHash();
}

/** Set `pos` to an opening of `plies` random moves that a short search finds roughly level. */
function playOpening(pos: Position, searcher: Searcher, settings: SelfPlaySettings, random: () => number): void {
  for (let attempt = 0; attempt < MAX_OPENING_TRIES; attempt++) {
    setFen(pos, START_FEN);
    let ended = false;
    for (let i = 0; i < settings.randomPlies && !ended; i++) {
      const n = generateMoves(pos, moves, 0, false);
      if (n === 0) ended = true;
      else pos.makeMove(moves[Math.floor(random() * n)]);
    }
    if (ended || generateMoves(pos, moves, 0, false) === 0) continue;
    resetCaches(searcher);
    const check = searcher.search(pos, { nodes: settings.nodes });
    if (Math.abs(check.score) <= OPENING_SCORE_LIMIT) return;
  }
  throw new Error(`no level opening in ${MAX_OPENING_TRIES} tries`);
}

/** Play game `gameId` with `searcher` and return its records. */
export function playGame(searcher: Searcher, settings: SelfPlaySettings, gameId: number): PlayedGame {
  const pos = new Position();
  playOpening(pos, searcher, settings, makeRandom(gameSeed(settings.seed, gameId)));
  resetCaches(searcher);
  const adjudicator = new Adjudicator({ ...ADJUDICATION, maxMoves: settings.maxMoves });
  // At most one record per ply up to the move limit (the game starts at move 1 or later).
  const records = new Uint8Array((2 * settings.maxMoves + 2) * RECORD_SIZE);
  let kept = 0;
  let result: 0 | 0.5 | 1;
  let end: GameEnd;
  for (;;) {
    // The rules first: mate, stalemate, threefold repetition, fifty moves, bare kings.
    if (generateMoves(pos, moves, 0, false) === 0) {
      if (pos.inCheck()) { result = pos.side === WHITE ? 0 : 1; end = 'checkmate'; } else { result = 0.5; end = 'stalemate'; }
      break;
    }
    if (pos.repetitionCount() >= 2) { result = 0.5; end = 'repetition'; break; }
    if (pos.halfmove >= 100) { result = 0.5; end = 'fifty-move'; break; }
    if (pos.isInsufficientMaterial()) { result = 0.5; end = 'insufficient material'; break; }

    const found = searcher.search(pos, { nodes: settings.nodes });
    const score = found.score;
    const side = pos.side;
    const moveNumber = pos.fullmove;
    if (keepsPosition(pos, found.bestMove, score, settings.qsearchFilter)) {
      encodeRecord(pos, side === WHITE ? score : -score, 0, gameId, records, kept * RECORD_SIZE);
      kept++;
    }
    pos.makeMove(found.bestMove);
    if (isMateScore(score)) {
      const moverWins = score > 0;
      result = (side === WHITE) === moverWins ? 1 : 0;
      end = 'mate score';
      break;
    }
    const verdict = adjudicator.afterMove(side as 0 | 1, moveNumber, score);
    if (verdict !== undefined) {
      result = verdict.result === '1-0' ? 1 : verdict.result === '0-1' ? 0 : 0.5;
      end = verdict.result !== '1/2-1/2' ? 'adjudicated win' : verdict.reason.endsWith('move limit') ? 'move limit' : 'adjudicated draw';
      break;
    }
  }
  // Now that the result is known, write it into every record (bits 5-6 of byte 26).
  const code = result === 1 ? 2 : result === 0.5 ? 1 : 0;
  for (let i = 0; i < kept; i++) {
    const at = i * RECORD_SIZE + 26;
    records[at] = (records[at] & ~0x60) | (code << 5);
  }
  return { gameId, records: records.slice(0, kept * RECORD_SIZE), positions: kept, result, end, plies: pos.gamePly };
}
