#!/usr/bin/env bash
# MPC against MPC off in a "Crafty 2003" Kerf (LMR, futility and reverse futility off on both
# sides, null move on), 10 s + 0.1 s, the book and settings of the issue-6 matches. The MPC side
# probes 3 plies shallower at every height 4-10 (shallow = height - 3, both probes, full-width, no
# quiescence pre-filter; ../mpc-variants/root-fit-d3-pairs.json) at t = 0.5 for both stages. Of
# the plain-search screens (../plain-threshold/) it is the deepest setting that kept WAC within
# 2 % of MPC off (274 against 278; t = 1.0 also 274 but only +0.75 ply at 1 s). The paper's pairs
# scored +78.1 +/- 18.1 Elo here (../selfplay-10s-plain-paper/) but lost 6 % on WAC; this match
# asks whether the WAC-safe setting keeps item 4's +30 Elo.
# The engine is a single-file build of commit 26cfd2a (bench 3334953), so that work on dist/
# cannot change it; rebuild it on a new machine first:
#   git worktree add /tmp/w-26cfd2a 26cfd2a && (cd /tmp/w-26cfd2a && ln -s /work/main/node_modules . \
#     && mkdir -p /tmp/frozen && node scripts/build.mjs --exe /tmp/frozen/kerf-26cfd2a)
# Then run this script from anywhere; it continues from match.state.json when that exists.
# KERF_MATCH_CONCURRENCY (default 2) sets the games played at once; it is not part of the match's
# fingerprint, so a run may be resumed with another value. Stop it with
#   pkill -INT -f "kerf match.*plain-mpc-d3-t05"
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=docs/experiments/selfplay-10s-plain-d3-t05
plain="option.LMR=false option.Futility=false option.ReverseFutility=false"
d3="option.ProbCut=mpc option.MPCProbes=both option.MPCProbeMoves=all option.MPCQSearchFilter=false option.MPCParams=/work/main/docs/experiments/mpc-variants/root-fit-d3-pairs.json option.MPCThresholdMid=0.5 option.MPCThresholdEnd=0.5"
resume=()
[ -f "$here/match.state.json" ] && resume=(--resume)
exec bin/kerf match \
  --engine "cmd=/tmp/frozen/kerf-26cfd2a name=plain-mpc-d3-t05 $d3 $plain" \
  --engine "cmd=/tmp/frozen/kerf-26cfd2a name=plain-off option.ProbCut=off $plain" \
  --games 1000 --tc 10+0.1 --book /work/main/data/book_2moves_v1.epd --concurrency "${KERF_MATCH_CONCURRENCY:-2}" \
  --draw "movenumber=40 movecount=8 score=10" --resign "movecount=3 score=600 twosided=true" \
  --pgn /work/main/$here/match.pgn "${resume[@]}"
