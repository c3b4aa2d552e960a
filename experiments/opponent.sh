#!/usr/bin/env bash
# One match record of Kerf against another UCI program at full strength (e.g. Debian's Glaurung
# 2.2 or Toga II): a frozen build of COMMIT against OPPONENT.
#   experiments/opponent.sh <config.env>              play (or continue) the match the file records
#   experiments/opponent.sh <config.env> --summary    print the recorded games' summary, play nothing
# The config (docs/experiments/<run>/config.env) sets COMMIT, KERF_OPTIONS, OPPONENT (the
# program), OPPONENT_NAME, OPPONENT_OPTIONS (`option.Name=value …`), GAMES, TC, GRACE (ms a side
# may overrun its clock before it loses on time), BOOK, DRAW, RESIGN and RESULTS; paths are
# relative to the checkout root. Kerf is scripts/freeze.sh's build of COMMIT; when RESULTS holds a
# state file the match continues with --resume. KERF_MATCH_CONCURRENCY (default 2) sets the games
# played at once. A Debian engine the config names is installed when missing.
set -euo pipefail
# shellcheck source=lib/recorded-match.sh
source "$(dirname "$0")/lib/recorded-match.sh"
# shellcheck source=lib/debian-engines.sh
source "$(dirname "$0")/lib/debian-engines.sh"
recorded_match opponent "$@" -- KERF_OPTIONS OPPONENT OPPONENT_NAME OPPONENT_OPTIONS GRACE
$summary || ensure_debian_engine "$OPPONENT"
play_recorded_match "cmd=$exe name=kerf $KERF_OPTIONS" "cmd=$OPPONENT name=$OPPONENT_NAME $OPPONENT_OPTIONS" --grace "$GRACE"
