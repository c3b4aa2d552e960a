#!/usr/bin/env bash
# The 1000-game MPC-vs-off match at 10 s + 0.1 s (issue 6, "What it must show" 4) with the
# session-8 configuration: high probes only (MPCProbes=high), each searching only the captures SEE
# does not call losing (MPCProbeMoves=captures), with the default params/mpc.json (the interior fit,
# t = 0.8). It won screen C2 at 5+0.05 (docs/experiments/mpc-screens.md, session 8). Split across
# sessions with --resume. The engine is a single-file build of commit 395dcaf (bench 3334953) so
# that work on dist/ cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-395dcaf 395dcaf && (cd /tmp/w-395dcaf && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-395dcaf)
# Then run this script from anywhere; it continues from match.state.json when that exists.
# KERF_MATCH_CONCURRENCY (default 2) sets the games played at once; it is not part of the match's
# fingerprint, so a run may be resumed with another value.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/selfplay-10s-captures
resume=()
[ -f "$here/match.state.json" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-395dcaf name=mpc-cap-high option.ProbCut=mpc option.MPCProbes=high option.MPCProbeMoves=captures" \
  --engine "cmd=/tmp/frozen/kerf-395dcaf name=off option.ProbCut=off" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/$here/match.pgn "${resume[@]}"
