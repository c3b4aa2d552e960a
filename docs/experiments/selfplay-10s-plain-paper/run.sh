#!/usr/bin/env bash
# MPC against MPC off in a "Crafty 2003" Kerf: late move reductions, futility pruning and reverse
# futility pruning switched off on both sides (null move stays on), 10 s + 0.1 s, the book and
# settings of the issue-6 matches. The MPC side runs the paper's configuration: both probes,
# full-width, no quiescence pre-filter, the regression fitted on root positions
# (docs/experiments/mpc-variants/root-fit/mpc.json, t = 1.0 from the file).
# Why: at 400,000 nodes this configuration gains +0.92 ply [+0.62, +1.22] in the plain engine but
# only +0.16 [-0.21, +0.53] in the full one (docs/experiments/mpc-screens.md, session 12). The
# match asks whether the plain engine's extra depth turns into the paper's game result.
# The engine is a single-file build of commit c2993c7 (bench 3334953), so that work on dist/
# cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-c2993c7 c2993c7 && (cd /tmp/w-c2993c7 && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-c2993c7)
# Then run this script from anywhere; it continues from match.state.json when that exists.
# KERF_MATCH_CONCURRENCY (default 2) sets the games played at once; it is not part of the match's
# fingerprint, so a run may be resumed with another value.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/selfplay-10s-plain-paper
plain="option.LMR=false option.Futility=false option.ReverseFutility=false"
paper="option.ProbCut=mpc option.MPCProbes=both option.MPCProbeMoves=all option.MPCQSearchFilter=false option.MPCParams=/work/main/docs/experiments/mpc-variants/root-fit/mpc.json"
resume=()
[ -f "$here/match.state.json" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-c2993c7 name=plain-mpc-paper $paper $plain" \
  --engine "cmd=/tmp/frozen/kerf-c2993c7 name=plain-off option.ProbCut=off $plain" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/$here/match.pgn "${resume[@]}"
