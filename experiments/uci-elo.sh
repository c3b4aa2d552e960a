#!/usr/bin/env bash
# One strength-level calibration match: a frozen build of one commit at UCI_Elo=ELO against
# Stockfish at the same UCI_Elo label (docs/strength-levels.md).
#   experiments/uci-elo.sh <config.env>              play (or continue) the match the file records
#   experiments/uci-elo.sh <config.env> --summary    print the recorded games' summary, play nothing
# The config (docs/experiments/uci-elo-*/config.env) is a shell file setting COMMIT, ELO,
# STOCKFISH (the program), STOCKFISH_OPTIONS (`option.Name=value …` besides UCI_LimitStrength and
# UCI_Elo), GAMES, TC, GRACE (ms a side may overrun its clock before it loses on time), BOOK, DRAW,
# RESIGN and RESULTS (the folder of match.pgn.gz and match.state.json); paths in it are relative to
# the checkout root, where the match runs. Kerf is scripts/freeze.sh's build of COMMIT, so no
# later edit of the working tree changes the code that plays; when RESULTS holds a state file the
# match continues with --resume. KERF_MATCH_CONCURRENCY (default 2) sets the games played at once.
# Stockfish is installed from Debian when missing.
# Stop a match with Ctrl-C (or SIGINT to its `kerf match` process): the games finished so far stay.
set -euo pipefail
# shellcheck source=lib/recorded-match.sh
source "$(dirname "$0")/lib/recorded-match.sh"
# shellcheck source=lib/debian-engines.sh
source "$(dirname "$0")/lib/debian-engines.sh"
recorded_match uci-elo "$@" -- ELO STOCKFISH STOCKFISH_OPTIONS GRACE
$summary || ensure_debian_engine "$STOCKFISH"
play_recorded_match "cmd=$exe name=kerf-$ELO option.UCI_LimitStrength=true option.UCI_Elo=$ELO" \
  "cmd=$STOCKFISH name=sf-$ELO option.UCI_LimitStrength=true option.UCI_Elo=$ELO $STOCKFISH_OPTIONS" --grace "$GRACE"
