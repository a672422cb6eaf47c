#!/usr/bin/env bash
# The layer rules of README's Architecture section, checked on the sources so they hold by
# test, not by review:
#   board/core and engine/ include no Qt;
#   nothing under board/ or protocol/ includes a header of app/, and board/core and engine/
#   nothing above them (includes are paths from the repository root);
#   app/session includes no Qt Widgets header (it drives the window and the headless CLI);
#   no protocol text above protocol/: no string literal in app/ starts with a CECP or
#   CXBoard keyword (what an engine says or is sent), since raw engine text stays in
#   protocol/ and the layers above get typed signals.
# Prints every breach as file:line and exits 1 when there is one.
#
#   tests/layers/check_layers.sh SOURCE_DIR QT_WIDGETS_INCLUDE_DIR
set -u
src=${1:?source folder}
widgets=${2:?QtWidgets include folder}
cd "$src" || exit 2
status=0

breach() { # rule, grep -n output
    [ -z "$2" ] && return
    printf '%s\n%s\n' "$1" "$2"
    status=1
}

sources() { find "$@" -type f \( -name '*.cpp' -o -name '*.h' \) | sort; }

# 1. No Qt below the protocol layer.
breach "board/core and engine/ include Qt:" \
    "$(sources board/core engine | xargs grep -nE '^\s*#\s*include\s*<Q[A-Za-z]*(/|>)' || true)"

# 2. The lower layers do not know the application. Includes name their layer by path from
#    the repository root, so an include of app/ is one that starts with it.
breach "board/ or protocol/ include a header of app/:" \
    "$(sources board protocol | xargs grep -nE '^\s*#\s*include\s*"app/' || true)"

# 2b. board/core and engine/ see nothing above them (no board/view, protocol/ or app/).
breach "board/core or engine/ include a header of a layer above:" \
    "$(sources board/core engine | xargs grep -nE '^\s*#\s*include\s*"(board/view|protocol|app)/' || true)"

# 3. app/session stays free of widgets.
widget_headers=$(ls "$widgets" | grep -E '^Q[A-Za-z]+$|\.h$' | sed 's/\.h$//' | sort -u |
    tr '\n' '|' | sed 's/|$//')
breach "app/session includes a Qt Widgets header:" \
    "$(sources app/session | xargs grep -nE "^\s*#\s*include\s*<(QtWidgets/)?($widget_headers)(\.h)?>" || true)"

# 4. No protocol keyword strings above protocol/. A literal that starts with one of these is
#    protocol text being written or read; comment lines are passed over, and messages that
#    only mention a keyword ("no cxboardok in reply to cxboard 1.") do not start with it.
keywords='feature |usermove|cxboardok|Illegal move|Invalid move|tellics|telluser|tellopponent|tellothers|tellall|askuser|done=[01]|bk"|protover|readyok|bestmove|uciok|ucciok|isready|ucinewgame|setoption name|banmoves|setboard|playother|pong |ping |Error \('
breach "app/ holds protocol text (a string literal starting with a protocol keyword):" \
    "$(sources app | xargs grep -nE "\"($keywords)" | grep -vE '^[^:]+:[0-9]+:\s*//' || true)"

[ "$status" -eq 0 ] && echo "layer rules hold"
exit "$status"
