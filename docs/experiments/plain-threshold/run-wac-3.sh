#!/usr/bin/env bash
# Third WAC screen for the "Crafty 2003" Kerf (see run-wac.sh): MPC off again and shallow =
# height - 3 again (../mpc-variants/root-fit-d3-pairs.json), a repeat of the two sets that decide
# item 3's WAC condition (278 and 274 in the first runs), and the root fit without its 1- and
# 2-ply probes (heights 5-10 only, ../mpc-variants/root-fit-heights5-10.json). WAC at 1 s moves by
# a few positions from run to run, so one count each is too thin. About 3.4 min per set.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold/third
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-off-again=ProbCut=off" \
  --config "plain-mpc-d3-pairs-again=$mpc MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json" \
  --config "plain-mpc-heights5-10=$mpc MPCParams=docs/experiments/mpc-variants/root-fit-heights5-10.json" \
  "${plain[@]}" --out-dir "$here"
