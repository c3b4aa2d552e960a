// The kerf match flags both match experiments pass straight through (time control, book,
// adjudication, SPRT, …), read once here so the two scripts agree on names and defaults.
// Design choice: these are forwarded to kerf match verbatim rather than re-validated — kerf match
// is the one place that knows their syntax, and its error message is the one the user should see.

import type { FlagSpec } from './cli.js';

export const MATCH_FLAGS = {
  games: { type: 'string' }, concurrency: { type: 'string' }, tc: { type: 'string' }, book: { type: 'string' },
  'book-order': { type: 'string' }, seed: { type: 'string' }, sprt: { type: 'string' }, draw: { type: 'string' },
  resign: { type: 'string' }, maxmoves: { type: 'string' }, grace: { type: 'string' }, option: { type: 'string', multiple: true },
  fresh: { type: 'boolean' },
} as const satisfies FlagSpec;

export const MATCH_USAGE = `  --games N            games per match (default 1000; --quick 2); with --sprt the most it may play
  --concurrency K      games at once (default 1)
  --tc T               time control, cutechess syntax (default 10+0.1; --quick 2+0.02)
  --book FILE          openings, played twice with colours swapped (default data/book_2moves_v1.epd)
  --book-order O --seed S --sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05" --draw "…" --resign "…"
  --maxmoves N --grace MS --option Name=value (both engines)   passed to kerf match as they are
  --fresh              delete this match's PGN and state and start over (default: resume them)`;

type Values = { [K in keyof typeof MATCH_FLAGS]?: (typeof MATCH_FLAGS)[K] extends { multiple: true } ? string[] : (typeof MATCH_FLAGS)[K] extends { type: 'boolean' } ? boolean : string };

/** The pass-through flags as kerf match arguments. */
export function passThrough(v: Values): string[] {
  const out: string[] = [];
  for (const key of ['book-order', 'seed', 'sprt', 'draw', 'resign', 'maxmoves', 'grace'] as const) {
    const value = v[key];
    if (value !== undefined) out.push(`--${key}`, value);
  }
  for (const o of v.option ?? []) out.push('--option', o);
  return out;
}
