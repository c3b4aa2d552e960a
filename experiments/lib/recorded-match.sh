# Sourced by the recorded-match scripts (selfplay.sh, uci-elo.sh): checks the arguments, loads the
# run's config.env from the checkout root, checks that it sets every variable the caller names,
# and sets `games` (the config's count, or with --summary the recorded games only, so nothing is
# played), `exe` (the frozen Kerf of COMMIT: built by scripts/freeze.sh, or with --summary the
# build that played) and `resume` (--resume when RESULTS holds a state file).
#   recorded_match <script-name> "$@" -- VAR …
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
  if [ "${args[1]:-}" = --summary ]; then
    [ -f "$state" ] || { echo "$name: no $state to summarise" >&2; exit 2; }
    games="$(node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).games.length))' "$state")"
    exe="$root/out/frozen/kerf-${COMMIT:0:7}"
  else
    exe="$(scripts/freeze.sh "$COMMIT")"
  fi
  resume=()
  if [ -f "$state" ]; then resume=(--resume); fi
}
