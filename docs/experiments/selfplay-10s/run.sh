#!/usr/bin/env bash
# The 1000-game MPC-vs-off match at 10 s + 0.1 s (issue 6, "What it must show" 4), split across
# sessions with --resume. The engine is a single-file build of commit d1e258e (bench 3334953) so
# that work on dist/ cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-d1e258e d1e258e && (cd /tmp/w-d1e258e && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-d1e258e)
# Then run this script from the project root; it continues from match.state.json when that exists.
set -euo pipefail
cd "$(dirname "$0")/../../.."
resume=()
[ -f docs/experiments/selfplay-10s/match.state.json ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-d1e258e name=mpc option.ProbCut=mpc option.MPCProbes=nodetype option.MPCParams=/work/main/docs/experiments/mpc-variants/paper-pairs.json" \
  --engine "cmd=/tmp/frozen/kerf-d1e258e name=off option.ProbCut=off" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency 2 \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/docs/experiments/selfplay-10s/match.pgn "${resume[@]}"
