#!/usr/bin/env bash
# Issue 6, item 3 for the "Crafty 2003" Kerf (LMR, futility, reverse futility off on both sides,
# null move on) with MPC probing 3 plies shallower at every height 4-10 (shallow = height - 3;
# ../mpc-variants/root-fit-d3-pairs.json, refitted from the root-fit CSV), the configuration that
# kept WAC within 2 % in ../plain-threshold/second/. Depth at fixed time (300 positions at 1 s,
# 50 at 5 s, about 15 min); its WAC run is in ../plain-threshold/second/.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-d3-pairs
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs depth-at-fixed-time --a "$mpc" --b "ProbCut=off" "${plain[@]}" --out-dir "$here"
