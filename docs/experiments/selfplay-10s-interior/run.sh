#!/usr/bin/env bash
# The 1000-game MPC-vs-off match at 10 s + 0.1 s (issue 6, "What it must show" 4) with the
# session-6 configuration: the regression fitted at interior search nodes (interior-pairs.json),
# probes by node type, high probes behind the quiescence pre-filter, t = 0.8 (screen S8). Split across sessions with
# --resume. The engine is a single-file build of commit 030f52c (bench 3334953) so that work on
# dist/ cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-030f52c 030f52c && (cd /tmp/w-030f52c && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-030f52c)
# Then run this script from anywhere; it continues from match.state.json when that exists.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/selfplay-10s-interior
resume=()
[ -f "$here/match.state.json" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-030f52c name=mpc option.ProbCut=mpc option.MPCProbes=nodetype option.MPCQSearchFilter=true option.MPCParams=/work/main/docs/experiments/mpc-variants/interior-pairs.json option.MPCThresholdMid=0.8 option.MPCThresholdEnd=0.8" \
  --engine "cmd=/tmp/frozen/kerf-030f52c name=off option.ProbCut=off" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency 2 \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/$here/match.pgn "${resume[@]}"
