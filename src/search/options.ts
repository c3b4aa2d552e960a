// The search's switches and tunables (SearchOptions) with their defaults, and the default table
// size: what the engine's settings table (src/engine/settings.ts) needs from the search without
// loading it, so the UCI front end, which only lists and checks options, stays light at start-up.

/**
 * Per-technique switches and tunables that UCI options set. The search owns these and their
 * defaults (defaultSearchOptions); the engine's settings table (src/engine/settings.ts) names them
 * for UCI and takes its advertised defaults from here.
 */
export interface SearchOptions {
  nullMove: boolean;
  lmr: boolean;
  futility: boolean;
  reverseFutility: boolean;
  checkExtension: boolean;
  aspiration: boolean;
  multiCut: boolean;
  /** MoveOverhead in ms. */
  moveOverhead: number;
  /** MultiPV: root lines searched and reported per iteration (1..MAX_MULTIPV). */
  multiPv: number;
}

/** The names of SearchOptions' on/off switches. */
export type SearchSwitchKey = { [K in keyof SearchOptions]: SearchOptions[K] extends boolean ? K : never }[keyof SearchOptions];

/** The options of a fresh searcher. */
export function defaultSearchOptions(): SearchOptions {
  return {
    nullMove: true,
    lmr: true,
    futility: true,
    reverseFutility: true,
    checkExtension: true,
    aspiration: true,
    multiCut: false,
    moveOverhead: 50,
    multiPv: 1,
  };
}


/** Transposition table size of a fresh searcher, in MiB (UCI option Hash's default). */
export const DEFAULT_HASH_MIB = 16;
