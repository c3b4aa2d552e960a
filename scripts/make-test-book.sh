#!/bin/sh
# Regenerates the Polyglot test book and the games it was made from:
#   test/fixtures/book/kerf-selfplay.pgn   40 fixed-node Kerf self-play games from the start position
#   test/fixtures/book/kerf-selfplay.bin   the book Debian's polyglot makes of their first 16 plies
# Needs Debian's polyglot (apt-get install polyglot; it installs /usr/games/polyglot) and the
# devDependencies (chess.js). The games are deterministic (fixed nodes, openings in file order),
# so a rerun on the same Kerf gives the same files (the PGN's Date tag aside); a change to the
# search gives other games, and the tests (test/book/polyglot-book.test.ts) read whatever PGN is
# committed with the book.
set -eu
cd "$(dirname "$0")/.."

POLYGLOT=${POLYGLOT:-$(command -v polyglot || echo /usr/games/polyglot)}
if [ ! -x "$POLYGLOT" ]; then
  echo "make-test-book: Debian's polyglot not found (apt-get install polyglot, or set POLYGLOT=path)" >&2
  exit 1
fi

OUT=test/fixtures/book
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

node scripts/build.mjs
# 20 two-ply openings (several share a first move), each played once with each colour.
node scripts/make-test-book.mjs openings "$TMP/openings.epd"
bin/kerf match --engine "cmd=kerf" --engine "cmd=kerf" --games 40 --nodes 1500 \
  --book "$TMP/openings.epd" --book-order sequential --concurrency 1 \
  --resign "movecount=3 score=600" --draw "movenumber=40 movecount=8 score=10" \
  --pgn "$TMP/match.pgn"
# polyglot ignores the FEN tag: give every game its opening's moves from the start position.
node scripts/make-test-book.mjs rewrite "$TMP/match.pgn" "$OUT/kerf-selfplay.pgn"
# -min-game 1: keep every move played (polyglot's default drops moves seen in fewer than 3 games).
"$POLYGLOT" make-book -pgn "$OUT/kerf-selfplay.pgn" -bin "$OUT/kerf-selfplay.bin" -max-ply 16 -min-game 1
ls -l "$OUT"
