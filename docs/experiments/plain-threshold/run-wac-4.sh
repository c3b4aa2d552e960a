#!/usr/bin/env bash
# Fourth WAC screen for the "Crafty 2003" Kerf (see run-wac.sh): shallow = height - 3
# (../mpc-variants/root-fit-d3-pairs.json) keeps WAC within 2 % at t = 1.0 but gains only +0.75
# ply at 1 s (../plain-d3-pairs/); at 400,000 nodes a lower threshold buys depth (t = 0.7: +0.78,
# t = 0.5: +1.18, against +0.47 at t = 1.0), so this checks what it costs on WAC.
# About 3.4 min per set.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold/fourth
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-mpc-d3-t0.7=$mpc MPCThresholdMid=0.7 MPCThresholdEnd=0.7" \
  --config "plain-mpc-d3-t0.5=$mpc MPCThresholdMid=0.5 MPCThresholdEnd=0.5" \
  "${plain[@]}" --out-dir "$here"
