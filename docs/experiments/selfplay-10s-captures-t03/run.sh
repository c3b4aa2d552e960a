#!/usr/bin/env bash
# The 1000-game MPC-vs-off match at 10 s + 0.1 s (issue 6, "What it must show" 4) with capture
# high probes (MPCProbes=high MPCProbeMoves=captures, as in selfplay-10s-captures/) at threshold
# t = 0.3 instead of 0.8 (MPCThresholdMid/End): session 10 measured +0.57 ply at 400,000 nodes
# (t = 0.8: +0.35) and WAC at 1 s 287/300 (t = 0.8: 281, off: 289), docs/experiments/mpc-screens.md.
# The engine is a single-file build of commit 78245f5 (bench 3334953; this configuration 3038418)
# so that work on dist/ cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-78245f5 78245f5 && (cd /tmp/w-78245f5 && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-78245f5)
# Then run this script from anywhere; it continues from match.state.json when that exists.
# KERF_MATCH_CONCURRENCY (default 2) sets the games played at once; it is not part of the match's
# fingerprint, so a run may be resumed with another value.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/selfplay-10s-captures-t03
resume=()
[ -f "$here/match.state.json" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-78245f5 name=mpc-cap-high-t0.3 option.ProbCut=mpc option.MPCProbes=high option.MPCProbeMoves=captures option.MPCThresholdMid=0.3 option.MPCThresholdEnd=0.3" \
  --engine "cmd=/tmp/frozen/kerf-78245f5 name=off option.ProbCut=off" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/$here/match.pgn "${resume[@]}"
