#!/usr/bin/env bash
# Issue 6, item 3 for the "Crafty 2003" Kerf (LMR, futility, reverse futility off on both sides,
# null move on) with MPC probing 3 plies shallower at every height 4-10 (shallow = height - 3;
# ../mpc-variants/root-fit-d3-pairs.json, refitted from the root-fit CSV), the configuration that
# kept WAC within 2 % in ../plain-threshold/second/. Depth at fixed time (300 positions at 1 s,
# 50 at 5 s, about 15 min).
#   run.sh        the file's own t = 1.0, report in this folder (WAC: ../plain-threshold/second/, third/)
#   run.sh 0.7    t = 0.7 for both stages, report in ../plain-d3-t07/ (WAC: ../plain-threshold/fourth/)
#   run.sh 0.5    t = 0.5 for both stages, report in ../plain-d3-t05/ (WAC: ../plain-threshold/fourth/, fifth/)
set -euo pipefail
cd "$(dirname "$0")/../../.."
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json"
here=docs/experiments/plain-d3-pairs
if [ $# -ge 1 ]; then
  mpc="$mpc MPCThresholdMid=$1 MPCThresholdEnd=$1"
  here=docs/experiments/plain-d3-t${1//./}
fi
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs depth-at-fixed-time --a "$mpc" --b "ProbCut=off" "${plain[@]}" --out-dir "$here"
