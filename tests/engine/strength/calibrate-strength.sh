#!/bin/sh
# calibrate-strength.sh: measures tabiya-engine's strength levels against an anchor that
# states its own Elo, and prints per level the score, the Elo difference with its 95%
# interval and the level's Elo as measured. A long run, not part of ctest.
#
#   chess:   Stockfish (15.1: UCI_Elo 1350..2850) through PolyGlot, with UCI_LimitStrength
#            and UCI_Elo set to the level;
#   xiangqi: Fairy-Stockfish in its own CECP mode, UCI_LimitStrength and UCI_Elo likewise.
#
# Below the anchor's floor (1350) a level plays the anchor at 1350 and its Elo is
# extrapolated with the logistic model: 1350 + the measured difference. That holds while
# the difference stays within about 400 (a score above ~9%); a level further down is
# measured against a tabiya-engine level calibrated before (--reference ELO).
#
# Usage (from the source tree, after building tabiya and tabiya-engine):
#   tests/engine/strength/calibrate-strength.sh [--variant chess|xiangqi]
#       [--levels "1400 1700 2000 2300 2600"] [--games 200] [--base 60] [--inc 0.6]
#       [--concurrency 1] [--build build] [--engine PATH] [--reference ELO]
# Stockfish's UCI_Elo was calibrated by its authors at 60 s + 0.6 s, hence the default
# time control; a quick look (--games 20 --base 10 --inc 0.1) shows the way, not the truth.
set -eu

variant=chess
levels="1400 1700 2000 2300 2600"
games=200
base=60
inc=0.6
concurrency=1
build=build
reference=
engine=
while [ $# -gt 0 ]; do
    case "$1" in
    --variant) variant=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --base) base=$2; shift 2 ;;
    --inc) inc=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --engine) engine=$2; shift 2 ;;
    --reference) reference=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done

[ -n "$engine" ] || engine=$build/bin/tabiya-engine
tabiya=$build/bin/tabiya
for f in "$engine" "$tabiya"; do
    [ -x "$f" ] || { echo "$f is missing: build tabiya and tabiya-engine" >&2; exit 2; }
done
openings=$(dirname "$0")/../openings
case "$variant" in
chess) matchVariant=normal; anchorProgram=/usr/games/stockfish; book=$openings/chess.pgn ;;
xiangqi) matchVariant=xiangqi; anchorProgram=/usr/games/fairy-stockfish; book=$openings/xiangqi.pgn ;;
*) echo "variant: chess or xiangqi" >&2; exit 2 ;;
esac
[ -x "$anchorProgram" ] || { echo "$anchorProgram is missing" >&2; exit 2; }
[ "$variant" = xiangqi ] || [ -x /usr/games/polyglot ] || { echo "polyglot is missing" >&2; exit 2; }

# The engine's settings file would otherwise bring a saved strength of its own.
settings=$(mktemp)
trap 'rm -f "$settings"' EXIT
export TABIYA_ENGINE_SETTINGS="$settings"

echo "variant $variant, $games games per level at $base s + $inc s, concurrency $concurrency"
printf '%-6s %-16s %6s %-22s %-22s %s\n' level anchor games score "difference (95%)" "measured Elo (95%)"
# tabiya -headless takes the base time as MIN[:SEC].
tc=$(awk -v s="$base" 'BEGIN { printf "%d:%02d", int(s / 60), s % 60 }')
for level in $levels; do
    set -- -fcp "$engine" -firstOptions "Limit Strength=1,Elo=$level"
    if [ -n "$reference" ]; then
        anchorElo=$reference
        anchorName="tabiya $reference"
        set -- "$@" -scp "$engine" -secondOptions "Limit Strength=1,Elo=$reference"
    else
        anchorElo=$level
        [ "$anchorElo" -lt 1350 ] && anchorElo=1350
        [ "$anchorElo" -gt 2850 ] && anchorElo=2850
        if [ "$variant" = chess ]; then
            anchorName="Stockfish $anchorElo"
            set -- "$@" -scp "/usr/games/polyglot -noini -ec $anchorProgram -uci UCI_LimitStrength=true -uci UCI_Elo=$anchorElo"
        else
            anchorName="FairySF $anchorElo"
            set -- "$@" -scp "$anchorProgram" -secondOptions "UCI_LimitStrength=1,UCI_Elo=$anchorElo"
        fi
    fi
    # Openings from the book, each with both colours, as the strength runs play them.
    out=$("$tabiya" -headless "$@" -variant "$matchVariant" -mg "$games" -tc "$tc" -inc "$inc" \
        -concurrency "$concurrency" -lgf "$book" -lgi -2)
    # The last score and Elo lines are the match's (tabiya prints them after every game).
    score=$(printf '%s\n' "$out" | sed -n 's/^Score of .* vs .*: \(.*\)$/\1/p' | tail -n 1)
    diff=$(printf '%s\n' "$out" | sed -n 's/^Elo difference: \([-0-9]*\) (95% interval \([-0-9]*\) \.\. \([-0-9]*\))$/\1 \2 \3/p' | tail -n 1)
    set -- $diff
    printf '%-6s %-16s %6s %-22s %-22s %s\n' "$level" "$anchorName" "$games" \
        "$score" "$1 [$2 .. $3]" \
        "$((anchorElo + $1)) [$((anchorElo + $2)) .. $((anchorElo + $3))]"
    # How the games ended: losses on time, forfeits or crashes (a loaded machine) are
    # worth a look before believing the figures.
    printf '%s\n' "$out" | sed -n 's/^Game [0-9]*: .* \([-0-9/*]*\) {\(.*\)}$/\1: \2/p' |
        sort | uniq -c | sed 's/^/  /'
done
