#!/usr/bin/env bash
# One self-play match record: a frozen build of one commit against itself with two option sets.
#   experiments/selfplay.sh <config.env>              play (or continue) the match the file records
#   experiments/selfplay.sh <config.env> --summary    print the recorded games' summary, play nothing
# The config (docs/experiments/<run>/config.env) is a shell file setting COMMIT, NAME_A, OPTIONS_A,
# NAME_B, OPTIONS_B (each `option.Name=value …`), GAMES, TC, BOOK, DRAW, RESIGN and RESULTS (the
# folder of match.pgn.gz and match.state.json); paths in it are relative to the checkout root,
# where the match runs. The engine is scripts/freeze.sh's build of COMMIT (out/frozen/kerf-<sha>),
# so no later edit of the working tree changes the code that plays. When RESULTS holds a state
# file, the match continues with --resume. KERF_MATCH_CONCURRENCY (default 2) sets the games
# played at once; it is not part of the match's fingerprint, so a run may resume with another.
# Stop a match with Ctrl-C (or SIGINT to its `kerf match` process): the games finished so far stay.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ] || { [ $# -eq 2 ] && [ "$2" != --summary ]; }; then
  echo "usage: experiments/selfplay.sh <config.env> [--summary]" >&2
  exit 2
fi
config="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# shellcheck source=/dev/null
source "$config"
for v in COMMIT NAME_A OPTIONS_A NAME_B OPTIONS_B GAMES TC BOOK DRAW RESIGN RESULTS; do
  if [ -z "${!v:-}" ]; then echo "selfplay: $1 does not set $v" >&2; exit 2; fi
done
mkdir -p "$RESULTS"
state="$RESULTS/match.state.json"
games="$GAMES"
if [ "${2:-}" = --summary ]; then
  # Only the recorded games, so nothing is played and no engine is started (nor needed).
  [ -f "$state" ] || { echo "selfplay: no $state to summarise" >&2; exit 2; }
  games="$(node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).games.length))' "$state")"
  exe="$root/out/frozen/kerf-${COMMIT:0:7}"
else
  exe="$(scripts/freeze.sh "$COMMIT")"
fi
resume=()
[ -f "$state" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=$exe name=$NAME_A $OPTIONS_A" \
  --engine "cmd=$exe name=$NAME_B $OPTIONS_B" \
  --games "$games" --tc "$TC" --book "$BOOK" --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "$DRAW" --resign "$RESIGN" \
  --pgn "$RESULTS/match.pgn.gz" "${resume[@]}"
