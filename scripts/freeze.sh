#!/usr/bin/env bash
# Freeze an engine for a long match: build the single-file executable of a named commit.
#   scripts/freeze.sh <commit> [outdir]      (outdir defaults to out/frozen in this checkout)
# prints the executable's path on stdout (kerf-<first 7 hex of the commit>) and, on stderr, its
# bench signature, which must equal the `Bench:` of that commit's message for a functional commit.
# The commit's tree is exported with `git archive` into a temporary folder (the checkout is not
# touched), its dependencies installed with `npm ci` (or linked from this checkout when both
# package-lock.json files are identical, which saves the download), and built with that commit's
# own scripts/build.mjs --exe. Design choice: a match engine is a file named by its commit, not
# dist/kerf.js, so that rebuilding the working tree mid-match cannot change the code that plays;
# an existing executable is reused, so a script may call this before every resumed session.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: scripts/freeze.sh <commit> [outdir]" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
full="$(git -C "$root" rev-parse --verify --quiet "$1^{commit}")" || { echo "freeze: '$1' is not a commit of $root" >&2; exit 2; }
short="${full:0:7}"
outdir="${2:-$root/out/frozen}"
mkdir -p "$outdir"
outdir="$(cd "$outdir" && pwd)"
exe="$outdir/kerf-$short"
if [ ! -x "$exe" ]; then
  work="$(mktemp -d "${TMPDIR:-/tmp}/kerf-freeze-$short.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  git -C "$root" archive "$full" | tar -x -C "$work"
  if [ -d "$root/node_modules" ] && cmp -s "$work/package-lock.json" "$root/package-lock.json"; then
    ln -s "$root/node_modules" "$work/node_modules"
  else
    (cd "$work" && npm ci --no-audit --no-fund --silent >&2)
  fi
  # Built under this run's own name and renamed into place, so two scripts freezing the same
  # commit at once (two screens started together) cannot take each other's half-written file.
  (cd "$work" && node scripts/build.mjs --exe "$exe.tmp.$$" >&2)
  mv -f "$exe.tmp.$$" "$exe"
fi
echo "freeze: $exe: bench $("$exe" bench 2>/dev/null | tail -1 | cut -d' ' -f1) (commit $full)" >&2
echo "$exe"
