#!/usr/bin/env bash
# Fifth WAC screen for the "Crafty 2003" Kerf (see run-wac.sh): shallow = height - 3 at t = 0.5
# again (274 in fourth/, where t = 0.7 solved 272): the setting whose 1000-game match is in
# ../selfplay-10s-plain-d3-t05/, checked a second time. About 3.4 min.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold/fifth
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-mpc-d3-t0.5-again=$mpc MPCThresholdMid=0.5 MPCThresholdEnd=0.5" \
  "${plain[@]}" --out-dir "$here"
