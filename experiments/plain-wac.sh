#!/usr/bin/env bash
# WAC at 1 s for the "Crafty 2003" Kerf (LMR, futility and reverse futility off, null move on):
#   experiments/plain-wac.sh <folder>
# reads <folder>/wac-configs.txt (one `label=Name=value Name=value…` set of UCI options per line;
# lines starting with # are comments), runs experiments/test-suites.ts on WAC for each set with the
# three switches off on every side, and writes the report into <folder>. Paths are relative to
# the checkout root, where it runs. One script for every screen of docs/experiments/plain-threshold/:
# the screens differ only in their option sets, which each folder records.
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: experiments/plain-wac.sh <folder holding wac-configs.txt>" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(cd "$1" && pwd)"
configs=()
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  configs+=(--config "$line")
done < "$dir/wac-configs.txt"
cd "$root"
node experiments/run.mjs test-suites --suites wac "${configs[@]}" \
  --option LMR=false --option Futility=false --option ReverseFutility=false --out-dir "${dir#"$root"/}"
