#pragma once
// Writing CXBoard commands from typed values: the arguments of "go" in forced mode, the
// "clock GAME MOVE OVERTIME" of the engine-driven mode and "position"; and what every CXBoard
// engine can do. Pure functions, tested directly.
//
// Where the spec is vague (it is, here), the choices:
// - A time per move (CECP st) is "mtime X": "Moves must be limited to X msec". "movetime"
//   means "search for exactly X", which a clock that forfeits on overstepping cannot
//   promise, so Tabiya never sends it.
// - CXBoard has no increment and no moves-per-session in "clock": the increment becomes
//   OVERTIME (the time a move gets once the game clock is gone, which is what an
//   incremental clock gives an engine that has used up its base), and a classical control
//   gives its base time as the game clock. Both leave the engine less time than it has,
//   never more. A move clock of 0:00 means no limit per move (tabiya-engine reads it so).

#include "protocol/engineconfig.h"
#include "protocol/enginetypes.h"
#include "protocol/timecontrol.h"

#include <QString>
#include <QStringList>

namespace tabiya::cxboard {

// The clocks a search starts with (-1: unknown) and the moves left in the session.
struct GoClocks {
    qint64 redMs = -1; // -1: unknown (no clocks sent); other negatives are sent as 0
    qint64 blackMs = -1;
    int movesToGo = 0; // 0: the clocks are game clocks
};

// What follows "go": "infinite", "mtime 2000", "rtime 6000 btime 5000 movestogo 40",
// then "depth N", "nodes N", "mate N" when limited; "ponder" first when pondering.
QString goArguments(const TimeControl& tc, const GoClocks& clocks, bool ponder = false);
// "clock 5:00 0:00 0:02.5" for the engine-driven mode; empty for an infinite control.
QString clockCommand(const TimeControl& tc);
// Minutes and seconds as the spec writes them: "5:00", "0:30", "1:02.5".
QString minutesSeconds(qint64 ms);
// What a new game sends before its position: "name OPPONENT", "computer", and in the
// engine-driven mode the clock (the engine keeps it in play mode).
QStringList newGameCommands(const GameSetup& setup, bool engineDriven);
// "position startpos" or "position cfen FEN", then " moves M1 M2" (coordinates) when there
// are moves: the spec writes "moves" even with none; we leave it out then, as UCI does.
QString positionCommand(const QString& fen, const QList<MoveText>& moves);

// The capabilities every CXBoard engine has by the protocol's definition: xiangqi,
// setboard (position), analysis, pause, isready as ping, playother; exclusion emulated
// with "go searchmoves" on the root move list; numbered lines.
EngineCapabilities capabilities();

} // namespace tabiya::cxboard
