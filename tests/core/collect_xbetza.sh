#!/bin/sh
# Collects the `piece` lines real engines send in xboard mode after `variant X`, for every
# variant each lists in feature variants=, one per line as "engine|variant|piece line"
# ("fairy-stockfish|janggi|piece R& RB"). The table in
# test_xbetza.cpp was built from its output. Not run by ctest (it needs the engines and takes
# about four minutes): run it by hand after an engine upgrade and compare.
#   tests/core/collect_xbetza.sh > /tmp/pieces.txt
#   cut -d'|' -f3 /tmp/pieces.txt | cut -d' ' -f3 | sort -u     # the distinct descriptions
set -u

variants_of() { # engine -> its feature variants= list, one per line
    { printf 'xboard\nprotover 2\n'; sleep 1; echo quit; } | timeout 10 "$1" 2>/dev/null |
        sed -n 's/.*variants="\([^"]*\)".*/\1/p' | tr ',' '\n'
}

pieces_of() { # engine variant -> its piece lines
    { printf 'xboard\nprotover 2\nvariant %s\n' "$2"; sleep 1; echo quit; } |
        timeout 10 "$1" 2>/dev/null | tr -d '\r' | grep '^piece '
}

for engine in /usr/games/fairy-stockfish /usr/games/fairymax /usr/games/sjaakii; do
    [ -x "$engine" ] || continue
    name=$(basename "$engine")
    for v in $(variants_of "$engine"); do
        pieces_of "$engine" "$v" | sed "s/^/$name|$v|/"
    done
done
