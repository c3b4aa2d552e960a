#!/usr/bin/env bash
# Second WAC screen for the "Crafty 2003" Kerf (see run-wac.sh): thresholds t = 1.3-2.0 did not
# bring WAC back, so this tries much higher thresholds (3.0, 5.0) and the shallow depth instead:
# the paper's pairs only (heights 6-10, no small-height checks) and shallow = height - 3 at every
# height 4-10 (a refit of the same root-fit CSV, ../mpc-variants/root-fit-d3-pairs.json).
# About 3.4 min per set.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold/second
mpc="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false"
root=MPCParams=docs/experiments/mpc-variants/root-fit/mpc.json
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-mpc-t3.0=$mpc $root MPCThresholdMid=3.0 MPCThresholdEnd=3.0" \
  --config "plain-mpc-t5.0=$mpc $root MPCThresholdMid=5.0 MPCThresholdEnd=5.0" \
  --config "plain-mpc-paper-pairs=$mpc MPCParams=docs/experiments/mpc-variants/paper-pairs.json" \
  --config "plain-mpc-d3-pairs=$mpc MPCParams=docs/experiments/mpc-variants/root-fit-d3-pairs.json" \
  "${plain[@]}" --out-dir "$here"
