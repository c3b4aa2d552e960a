#!/usr/bin/env bash
# One self-play match record: a frozen build of one commit against itself with two option sets.
#   experiments/selfplay.sh <config.env>              play (or continue) the match the file records
#   experiments/selfplay.sh <config.env> --summary    print the recorded games' summary, play nothing
# The config (docs/experiments/<run>/config.env) is a shell file setting COMMIT, NAME_A, OPTIONS_A,
# NAME_B, OPTIONS_B (each `option.Name=value …`), GAMES, TC, BOOK, DRAW, RESIGN and RESULTS (the
# folder of match.pgn.gz and match.state.json), and optionally SPRT (e.g. "elo0=0 elo1=10": the
# match stops when the test decides); paths in it are relative to the checkout root, where the
# match runs. TC is a clock (10+0.1) or a node budget per move (nodes=20000, for cheap screens).
# The engine is scripts/freeze.sh's build of COMMIT (out/frozen/kerf-<sha>), so no later edit of
# the working tree changes the code that plays. When RESULTS holds a state
# file, the match continues with --resume. KERF_MATCH_CONCURRENCY (default 2) sets the games
# played at once; it is not part of the match's fingerprint, so a run may resume with another.
# Stop a match with Ctrl-C (or SIGINT to its `kerf match` process): the games finished so far stay.
set -euo pipefail
# shellcheck source=lib/recorded-match.sh
source "$(dirname "$0")/lib/recorded-match.sh"
recorded_match selfplay "$@" -- NAME_A OPTIONS_A NAME_B OPTIONS_B
play_recorded_match "cmd=$exe name=$NAME_A $OPTIONS_A" "cmd=$exe name=$NAME_B $OPTIONS_B"
