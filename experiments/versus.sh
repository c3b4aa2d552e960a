#!/usr/bin/env bash
# One match record between two commits: a frozen build of COMMIT against a frozen build of
# BASE_COMMIT (e.g. the strength issue's new search against d2c1a46).
#   experiments/versus.sh <config.env>              play (or continue) the match the file records
#   experiments/versus.sh <config.env> --summary    print the recorded games' summary, play nothing
# The config (docs/experiments/<run>/config.env) sets COMMIT, NAME_A, OPTIONS_A, BASE_COMMIT,
# NAME_B, OPTIONS_B (each `option.Name=value …`; Hash etc.), GAMES, TC, BOOK, DRAW, RESIGN,
# RESULTS, and optionally SPRT; paths are relative to the checkout root, where the match runs.
# TC is a clock (10+0.1) or a node budget per move (nodes=20000).
# Both engines are scripts/freeze.sh builds, so no later edit of the working tree changes the code
# that plays; when RESULTS holds a state file the match continues with --resume.
# KERF_MATCH_CONCURRENCY (default 2) sets the games played at once.
set -euo pipefail
# shellcheck source=lib/recorded-match.sh
source "$(dirname "$0")/lib/recorded-match.sh"
recorded_match versus "$@" -- NAME_A OPTIONS_A BASE_COMMIT NAME_B OPTIONS_B
if [ "${2:-}" = --summary ]; then base="$root/out/frozen/kerf-${BASE_COMMIT:0:7}"; else base="$(scripts/freeze.sh "$BASE_COMMIT")"; fi
limit=(--tc "$TC")
if [[ "$TC" == nodes=* ]]; then limit=(--nodes "${TC#nodes=}"); fi
sprt=()
if [ -n "${SPRT:-}" ]; then sprt=(--sprt "$SPRT"); fi
exec bin/kerf match \
  --engine "cmd=$exe name=$NAME_A $OPTIONS_A" \
  --engine "cmd=$base name=$NAME_B $OPTIONS_B" \
  --games "$games" "${limit[@]}" "${sprt[@]}" --book "$BOOK" --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "$DRAW" --resign "$RESIGN" \
  --pgn "$RESULTS/match.pgn.gz" "${resume[@]}"
