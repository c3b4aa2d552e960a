# Sourced by the recorded-match scripts (selfplay.sh, versus.sh, uci-elo.sh, opponent.sh).
#   recorded_match <script-name> "$@" -- VAR …
# checks the arguments, loads the run's config.env from the checkout root, checks that it sets
# every variable the caller names, and sets `summary` (true with --summary: `kerf match --summary`
# prints the recorded games and plays nothing), `games` (the config's count) and `exe`
# (frozen_kerf of COMMIT).
#   frozen_kerf <commit>
# prints the frozen Kerf of a commit: built by scripts/freeze.sh, or with --summary the build that
# played.
#   play_recorded_match "<engine spec A>" "<engine spec B>" [more kerf match flags …]
# runs the match the config records: its games, TC (a clock such as 10+0.1, or nodes=N), SPRT
# (optional), book, SEED (optional: the openings in the random order this seed shuffles, not the
# book's own, so a run draws other openings than an earlier one from the same book), adjudication
# and PGN, continued with --resume when RESULTS holds a state file; KERF_MATCH_CONCURRENCY
# (default 2) games at a time.
# shellcheck shell=bash
recorded_match() {
  local name="$1"; shift
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  if [ ${#args[@]} -lt 1 ] || [ ${#args[@]} -gt 2 ] || { [ ${#args[@]} -eq 2 ] && [ "${args[1]}" != --summary ]; }; then
    echo "usage: experiments/$name.sh <config.env> [--summary]" >&2
    exit 2
  fi
  local config
  config="$(cd "$(dirname "${args[0]}")" && pwd)/$(basename "${args[0]}")"
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  cd "$root"
  # shellcheck source=/dev/null
  source "$config"
  local v
  for v in COMMIT GAMES TC BOOK DRAW RESIGN RESULTS "$@"; do
    if [ -z "${!v:-}" ]; then echo "$name: ${args[0]} does not set $v" >&2; exit 2; fi
  done
  mkdir -p "$RESULTS"
  local state="$RESULTS/match.state.json"
  games="$GAMES"
  summary=false
  if [ "${args[1]:-}" = --summary ]; then
    summary=true
    [ -f "$state" ] || { echo "$name: no $state to summarise" >&2; exit 2; }
  fi
  exe="$(frozen_kerf "$COMMIT")"
}

frozen_kerf() {
  if $summary; then echo "$root/out/frozen/kerf-${1:0:7}"; else scripts/freeze.sh "$1"; fi
}

play_recorded_match() {
  local engine_a="$1" engine_b="$2"
  shift 2
  local limit=(--tc "$TC")
  if [[ "$TC" == nodes=* ]]; then limit=(--nodes "${TC#nodes=}"); fi
  local extra=()
  if [ -n "${SPRT:-}" ]; then extra+=(--sprt "$SPRT"); fi
  if [ -n "${SEED:-}" ]; then extra+=(--book-order random --seed "$SEED"); fi
  if [ -f "$RESULTS/match.state.json" ]; then extra+=(--resume); fi
  if $summary; then extra+=(--summary); fi
  exec bin/kerf match --engine "$engine_a" --engine "$engine_b" \
    --games "$games" "${limit[@]}" --book "$BOOK" --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
    --draw "$DRAW" --resign "$RESIGN" --pgn "$RESULTS/match.pgn.gz" "$@" "${extra[@]}"
}
