#pragma once
// Writing UCI and UCCI commands from typed values: "position" and the arguments of "go".
// Pure functions, tested directly.
//
// The two dialects differ in the words of "go": UCI gives both clocks by colour
// (wtime/btime/winc/binc), UCCI by side (time/increment for the side to move,
// opptime/oppincrement for the other). UCCI has no movetime: a time per move is "time X
// movestogo 1". UCCI times are sent in milliseconds: the spec (2.3 on) makes milliseconds
// the unit it recommends, engines that still count seconds say so by offering usemillisec
// (which UcciEngine then sets), and Fairy-Stockfish reads milliseconds without it.

#include "protocol/timecontrol.h"

#include <QString>
#include <QStringList>

namespace tabiya::uci {

enum class Dialect { Uci, Ucci };

// The clocks a search starts with (-1: unknown, no clocks sent).
struct GoClocks {
    qint64 whiteMs = -1; // Red in xiangqi
    qint64 blackMs = -1;
    bool whiteToMove = true; // whose clock is UCCI's "time"
    int movesToGo = 0;       // 0: the clocks are game clocks
};

// What follows "go": "ponder" first when pondering; "infinite", a time per move, or the
// clocks; then "depth N", "nodes N", "mate N" (UCI) when limited; then UCI's
// "searchmoves M..." when given.
QString goArguments(Dialect dialect, const TimeControl& tc, const GoClocks& clocks, bool ponder,
                    const QStringList& searchMoves = {});
// "position startpos moves e2e4 e7e5" or "position fen FEN moves ..."; no "moves" when
// there are none.
QString positionCommand(const QString& fen, const QStringList& moves);

} // namespace tabiya::uci
