#!/usr/bin/env bash
# The issue-25 screens, one after another: each switch of the list is played on against off in a
# fixed-node SPRT (experiments/selfplay.sh), with every earlier switch whose SPRT accepted H1 on
# in both engines, so each screen measures what its technique adds to the winners before it.
#   experiments/screen-chain.sh            play (or continue) the chain
#   experiments/screen-chain.sh --status   each screen's recorded result, play nothing
# Each screen is docs/experiments/<PREFIX>-<name>/config.env, written here the first time the chain
# reaches it (the winners so far go into both option sets) and never rewritten, so a rerun after
# an interruption resumes the screen under way with the same options and skips finished ones.
# COMMIT, the node budget and the SPRT bounds are below; changing them means a new chain, with a
# new PREFIX. Chain 1 (PREFIX sprt, COMMIT 7dd328f) ended when LMP lost its screen to Kerf's quiet
# ordering of the time; its records stay in docs/experiments/sprt-*. Chain 2 (dd68ab7, history on
# a usable scale) was stopped in its LMP screen, which used the short move count whenever the
# Improving switch was off (docs/experiments/chain2-lmp). Chain 3 plays b649797, where LMP without
# Improving uses the long count, and TTPV joins the list; LMP won there and went on by default, and
# the chain was stopped in its ContinuationHistory screen (+22.3 +/- 25.3 after 515 games) when the
# data-tuned weights and the speed-ups of session 20 changed the engine under it. Chain 4 played
# 1c77b0a (tuned weights, LMP on by default): ContinuationHistory, Improving and SEEPruning won and
# went on by default; it was stopped in its HistoryLMR screen (+2.1 +/- 14.1 after 1487 games, LLR
# -0.29: dropped) to make way for chain 5. Chain 5 plays 50ec11e, whose defaults are chain 4's
# winners (the same bench, 881917), with two new switches first: CorrectionHistory and TTScoreEval.
# CorrectionHistory lost (H0); chain 5 was stopped in its TTScoreEval screen (+3 after 1346 games)
# when the second tuned weights were merged. Chain 6 plays 27bffe3 (those weights, and singular
# extensions from depth 6), singular extensions first: the step most engines gain most from of
# those left. Singular extensions won; CaptureHistory (2000 games, -1.0) and IIR (2000 games) were
# undecided at the cap and dropped. Chain 7 played 778b4d6 (main's defaults were chain 6's: the
# same bench, 1695980) with three new screens first: no check extension (singular extensions
# extend the moves that matter; Kerf extended every check), LMR of losing captures, LMR of quiet
# checks; then chain 6's untried four. A name:!Switch entry screens the switch turned off (a
# default on) against on; a winner then goes into both option sets as option.Switch=false.
# No check extension won (H1, off by default since 75d8b94). NoisyLMR was stopped at 1447 games
# (+3.1 +/- 14.3, LLR -0.15: dropped, its record stays in docs/experiments/chain7-noisy-lmr) and
# has left the list, so the chain goes on with CheckLMR. Chain 7 was stopped there, before
# CheckLMR started, when the five evaluation terms won their screen (sprt-eval-terms-5) and were
# merged. Chain 8 played 6405860 (those terms, the check extension off): TTCaptureLMR,
# LMRResearchDepth and CheckLMR each ended undecided at the cap (dropped), and the chain stopped
# before QuiescenceTT. Chain 9 plays COMMIT below, main as shipped since (the same search but
# fixed-margin ProbCut on by default, and AdaptiveTime, which fixed nodes cannot see), with chain
# 8's four switches never screened. BASE holds the options both engines always carry: ProbCut off,
# as issue 25 measures its steps (issue 26 fits ProbCut to the finished search).
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX=chain9
COMMIT=aa8c60c
FULL=aa8c60c34c85a97e841bc15e087b1ce2c1525fbf
BASE="option.ProbCut=off"
NODES=20000
SPRT_BOUNDS="elo0=0 elo1=10"
MAX_GAMES=2000
# name:UCI switch, in the order they are screened.
CHAIN=(qsearch-tt:QuiescenceTT ttpv:TTPV history-pruning:HistoryPruning razoring:Razoring)

status_only=false
if [ "${1:-}" = --status ]; then status_only=true; elif [ $# -gt 0 ]; then echo "usage: experiments/screen-chain.sh [--status]" >&2; exit 2; fi

winners=""
for entry in "${CHAIN[@]}"; do
  name="${entry%%:*}"
  switch="${entry#*:}"
  # A leading ! screens the switch off against on.
  candidate=true base=false
  if [ "${switch#!}" != "$switch" ]; then switch="${switch#!}"; candidate=false; base=true; fi
  config="docs/experiments/$PREFIX-$name/config.env"
  if [ ! -f "$config" ]; then
    if $status_only; then echo "$switch: not started"; continue; fi
    mkdir -p "$(dirname "$config")"
    cat > "$config" <<CONFIG
# Issue 25 screen (experiments/screen-chain.sh): $switch=$candidate against $switch=$base at $NODES nodes a move, SPRT
# $SPRT_BOUNDS (alpha = beta = 0.05), paired openings from the 2-move book, two games at a time,
# both with $BASE. Winners of the earlier screens on in both:${winners:- none}.
# The engine is scripts/freeze.sh's build of $COMMIT.
# Play or continue:  experiments/selfplay.sh $config
# Summary only:      experiments/selfplay.sh $config --summary
COMMIT=$COMMIT  # $FULL
NAME_A=$name-on
OPTIONS_A="$BASE$winners option.$switch=$candidate"
NAME_B=$name-off
OPTIONS_B="$BASE$winners option.$switch=$base"
GAMES=$MAX_GAMES
TC=nodes=$NODES
SPRT="$SPRT_BOUNDS"
BOOK=data/book_2moves_v1.epd
DRAW="movenumber=40 movecount=8 score=10"
RESIGN="movecount=3 score=600 twosided=true"
RESULTS=results/$PREFIX-$name
CONFIG
  fi
  summary=""
  played=0
  state="results/$PREFIX-$name/match.state.json"
  if [ -f "$state" ]; then
    summary="$(experiments/selfplay.sh "$config" --summary 2>&1 || true)"
    played="$(node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).games.length))' "$state")"
  fi
  if ! grep -q "was accepted" <<<"$summary" && [ "$played" -lt "$MAX_GAMES" ]; then
    if $status_only; then echo "$switch: under way ($(grep -o 'Score of.*' <<<"$summary" | tail -1))"; break; fi
    experiments/selfplay.sh "$config"
    summary="$(experiments/selfplay.sh "$config" --summary 2>&1)"
  fi
  elo="$(grep -o 'Elo difference: .*' <<<"$summary" | head -1)"
  llr="$(grep -o 'SPRT: llr [-0-9.]*' <<<"$summary" | head -1)"
  if grep -q "H1 was accepted" <<<"$summary"; then
    echo "$switch: H1 accepted (kept): $elo; $llr"
    winners="$winners option.$switch=$candidate"
  elif grep -q "H0 was accepted" <<<"$summary"; then
    echo "$switch: H0 accepted (dropped): $elo; $llr"
  else
    echo "$switch: undecided after $MAX_GAMES games (dropped): $elo; $llr"
  fi
done
