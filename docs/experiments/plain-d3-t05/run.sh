#!/usr/bin/env bash
# Issue 6, item 3 for the "Crafty 2003" Kerf (LMR, futility, reverse futility off on both sides,
# null move on) with MPC probing 3 plies shallower at every height 4-10 (shallow = height - 3;
# ../mpc-variants/root-fit-d3-pairs.json) at t = 0.5 instead of the file's 1.0: at t = 1.0 it kept
# WAC within 2 % but gained only +0.75 ply at 1 s (../plain-d3-pairs/). Depth at fixed time
# (300 positions at 1 s, 50 at 5 s, about 19 min); its WAC runs are in ../plain-threshold/fourth/ and fifth/.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-d3-t05
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json MPCThresholdMid=0.5 MPCThresholdEnd=0.5"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs depth-at-fixed-time --a "$mpc" --b "ProbCut=off" "${plain[@]}" --out-dir "$here"
