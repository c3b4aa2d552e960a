# Sourced by the match scripts that play Debian's engines (uci-elo.sh, opponent.sh): makes sure
# the program a config names is installed, installing Debian's package for it when it is not
# (stockfish, glaurung, toga2 live in /usr/games), so a fresh machine needs no step by hand.
#   ensure_debian_engine /usr/games/glaurung
# shellcheck shell=bash
ensure_debian_engine() {
  local program="$1"
  [ -x "$program" ] && return 0
  local package
  package="$(basename "$program")"
  case "$package" in
    stockfish | glaurung | toga2) ;;
    *) echo "$program is not installed, and is not one of Debian's engines this script can install" >&2; exit 2 ;;
  esac
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "$program is not installed: run 'apt-get install $package' as root" >&2
    exit 2
  fi
  echo "installing Debian's $package for $program" >&2
  apt-get update -qq >/dev/null && apt-get install -y -qq "$package" >/dev/null
  [ -x "$program" ] || { echo "apt-get did not install $program" >&2; exit 2; }
}
