#pragma once
// Writing CECP commands from typed values: level/st/sd/nps from a TimeControl, time/otim
// in centiseconds, the edit-mode commands for a FEN (engines without setboard), results.
// Pure functions, tested directly.

#include "enginetypes.h"
#include "timecontrol.h"

#include <QString>
#include <QStringList>

namespace tabiya::cecp {

// "level 40 5 0", "level 0 2:30 1.5", or "st 10"; then "sd N" / "nps N" when limited.
QStringList timeControlCommands(const TimeControl& tc);
// "time N" with N in centiseconds, never negative.
QString timeCommand(const char* word, qint64 ms);
// "result 1-0 {reason}".
QString resultCommand(EngineResult result, const QString& reason);

// The side to move of a FEN ('w' unless the second field says 'b').
bool fenWhiteToMove(const QString& fen);
// The commands between "edit" and "." that set up fen's board: "#", white pieces, "c",
// black pieces. Ranks are numbered from 0 on ten-rank boards (xiangqi), else from 1.
// Empty when the board field cannot be read.
QStringList editCommands(const QString& fen);
// The dummy move XBoard's black-to-move kludge plays before "edit" ("a2a3"; on ten-rank
// boards "a3a4", a soldier's step, since a2a3 is no move there).
QString blackToMoveKludgeMove(const QString& fen);

} // namespace tabiya::cecp
