#!/usr/bin/env bash
# Depth at fixed time for the "Crafty 2003" Kerf (LMR, futility and reverse futility off on both
# sides, null move on):
#   experiments/plain-depth.sh <folder>
# reads <folder>/depth-config.env (a shell file setting A and B, the UCI options of the two sides,
# e.g. A="ProbCut=mpc MPCThresholdMid=0.5 MPCThresholdEnd=0.5" B="ProbCut=off"), runs
# experiments/depth-at-fixed-time.ts with its defaults (300 positions at 1 s, 50 at 5 s, about
# 20 min) and the three switches off on both sides, and writes the report into <folder>. Paths
# are relative to the checkout root, where it runs. One script for every plain-search depth test:
# they differ only in the options each folder records.
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: experiments/plain-depth.sh <folder holding depth-config.env>" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(cd "$1" && pwd)"
# shellcheck source=/dev/null
source "$dir/depth-config.env"
if [ -z "${A:-}" ] || [ -z "${B:-}" ]; then echo "plain-depth: $1/depth-config.env must set A and B" >&2; exit 2; fi
cd "$root"
node experiments/run.mjs depth-at-fixed-time --a "$A" --b "$B" \
  --option LMR=false --option Futility=false --option ReverseFutility=false --out-dir "${dir#"$root"/}"
