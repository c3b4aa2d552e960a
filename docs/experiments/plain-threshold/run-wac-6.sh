#!/usr/bin/env bash
# Sixth WAC screen for the "Crafty 2003" Kerf (see run-wac.sh): MPC off and shallow = height - 3
# at t = 0.5 (../mpc-variants/root-fit-d3-pairs.json), one after the other on an otherwise idle
# machine. t = 0.5 solved 274 and 272 in fourth/ and fifth/ with another job on the second core,
# on either side of item 3's limit (273 against MPC off's 278); this is the third count of each.
# About 3.4 min per set.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold/sixth
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-off-idle=ProbCut=off" \
  --config "plain-mpc-d3-t0.5-idle=$mpc MPCThresholdMid=0.5 MPCThresholdEnd=0.5" \
  "${plain[@]}" --out-dir "$here"
