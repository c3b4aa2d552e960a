#!/usr/bin/env bash
# Issue 6, item 3's second condition for the "Crafty 2003" Kerf (LMR, futility, reverse futility
# off, null move on): the paper's MPC configuration (../plain-paper/) lost 17 WAC positions at 1 s
# (261 vs 278). This screens the cut threshold t (the paper tried 1.0-1.3) and high-only probes on
# WAC at 1 s, about 3.4 min per set, to find a setting that keeps WAC within 2 % of MPC off.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/plain-threshold
paper="ProbCut=mpc MPCProbes=both MPCProbeMoves=all MPCQSearchFilter=false MPCParams=docs/experiments/mpc-variants/root-fit/mpc.json"
plain=(--option LMR=false --option Futility=false --option ReverseFutility=false)
node experiments/run.mjs test-suites --suites wac \
  --config "plain-mpc-t1.3=$paper MPCThresholdMid=1.3 MPCThresholdEnd=1.3" \
  --config "plain-mpc-t1.6=$paper MPCThresholdMid=1.6 MPCThresholdEnd=1.6" \
  --config "plain-mpc-t2.0=$paper MPCThresholdMid=2.0 MPCThresholdEnd=2.0" \
  --config "plain-mpc-high=${paper/MPCProbes=both/MPCProbes=high}" \
  "${plain[@]}" --out-dir "$here"
