#!/bin/sh
# bench-xboard.sh: XBoard's CPU per half-move in the game bench-window plays (Fairy-Max
# against Fairy-Max, 0:20 + 0.2 s, Two Machines), to put beside bench-window's figure.
# Run both back to back on the same display (the machine's load changes the figures):
#   DISPLAY=:N tests/tools/bench-xboard.sh      DISPLAY=:N build/bin/bench-window 40
# XBoard plays one game; its process CPU (not the engines') when the game's record is
# written (at its end), less the CPU of its start (a run that starts the same engines and
# stops after 3 s without a move), divided by the half-moves in the saved game. (With -mg 1
# XBoard went on using the CPU after the game, so the script stops it itself.)
# The X server's CPU over the same game (less its CPU over the start) is printed too, and the
# sum: XBoard draws through cairo and XRender, so much of its drawing is the server's work
# (bench-window prints the same figures for Tabiya). The server's process id is read from
# the display's lock file.
# Needs xboard and fairymax (Debian: xboard, fairymax). Prints figures; not a test.
set -eu
xboard=${XBOARD:-/usr/games/xboard}
engine=${ENGINE:-/usr/games/fairymax}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cpu_of() { # utime + stime of a process, in clock ticks
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}
ticks=$(getconf CLK_TCK)
display_number=${DISPLAY#:}
display_number=${display_number%%.*}
xpid=$(tr -d ' ' <"/tmp/.X${display_number}-lock" 2>/dev/null || true)
xcpu() { # the X server's CPU in ticks, 0 when it cannot be read
    if [ -n "$xpid" ] && [ -r "/proc/$xpid/stat" ]; then cpu_of "$xpid"; else echo 0; fi
}

# The start alone: the same engines loaded, no game played.
"$xboard" -fcp "$engine" -scp "$engine" -tc 0:20 -inc 0.2 \
    -sgf "$dir/none.pgn" >/dev/null 2>&1 &
pid=$!
xbefore=$(xcpu)
sleep 3
start=$(cpu_of $pid)
xstart=$(($(xcpu) - xbefore))
kill $pid
wait $pid 2>/dev/null || true

# One Two Machines game; its record is written when it ends (checked once a second).
"$xboard" -fcp "$engine" -scp "$engine" -tc 0:20 -inc 0.2 -mode TwoMachines \
    -sgf "$dir/game.pgn" >/dev/null 2>&1 &
pid=$!
xbefore=$(xcpu)
waited=0
while [ ! -s "$dir/game.pgn" ] && [ $waited -lt 600 ] && kill -0 $pid 2>/dev/null; do
    sleep 1
    waited=$((waited + 1))
done
sleep 1
total=$(cpu_of $pid)
xtotal=$(($(xcpu) - xbefore))
kill $pid
wait $pid 2>/dev/null || true
# Half-moves: the movetext's SAN tokens (no comments, numbers or result).
plies=$(sed -e '/^\[/d' -e 's/{[^}]*}//g' "$dir/game.pgn" | tr ' ' '\n' |
    grep -cE '^[a-hKQRBNO][^.]*$' || true)
awk -v total="$total" -v start="$start" -v ticks="$ticks" -v plies="$plies" \
    -v xtotal="$xtotal" -v xstart="$xstart" -v xpid="$xpid" 'BEGIN {
    game = (total - start) / ticks
    printf "half-moves: %d\nXBoard CPU: %.3f s (start %.3f s)\n", plies, total / ticks, start / ticks
    printf "XBoard CPU per half-move: %.2f ms\n", plies ? game * 1000 / plies : 0
    if (xpid != "" && plies) {
        xgame = (xtotal - xstart) / ticks
        printf "X server CPU per half-move: %.2f ms\n", xgame * 1000 / plies
        printf "XBoard and X server CPU per half-move: %.2f ms\n", (game + xgame) * 1000 / plies
    }
}'
