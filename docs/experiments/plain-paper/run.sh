#!/usr/bin/env bash
# Issue 6, item 3 (depth at fixed time, WAC at 1 s) for the "Crafty 2003" Kerf: LMR, futility and
# reverse futility off on both sides (null move on), the MPC side with the paper's configuration,
# the pair whose 1000-game match is in ../selfplay-10s-plain-paper/. Runs two experiment scripts
# one after the other (about 25 min on 2 cores); each writes its report into this folder and its
# logs into out/experiments/.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-paper
paper="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit/mpc.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs depth-at-fixed-time --a "$paper" --b "ProbCut=off" "${plain[@]}" --out-dir "$here"
node experiments/run.mjs test-suites --suites wac --config "plain-off=ProbCut=off" --config "plain-mpc-paper=$paper" \
  "${plain[@]}" --out-dir "$here"
