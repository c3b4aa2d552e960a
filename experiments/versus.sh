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
base="$(frozen_kerf "$BASE_COMMIT")"
play_recorded_match "cmd=$exe name=$NAME_A $OPTIONS_A" "cmd=$base name=$NAME_B $OPTIONS_B"
