#pragma once
// Writing CECP commands from typed values: level/st/sd/nps from a TimeControl, time/otim
// in centiseconds, the edit-mode commands for a FEN (engines without setboard), results.
// Pure functions, tested directly.

#include "protocol/engineconfig.h"
#include "protocol/enginetypes.h"
#include "protocol/timecontrol.h"

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

// What a new game's commands depend on besides the setup: what the engine said.
struct NewGameDialect {
    bool stUnsupported = false; // GNU Chess 4 forms of section 13: "level 1 T" for st,
    bool sdUnsupported = false; // "depth" then N for sd
    bool nps = true;            // feature nps
    bool name = false;          // feature name=1: the opponent's name is wanted
    bool ics = false;           // feature ics=1: "ics -" is wanted
};
// From "new" up to the "force" before the position: random, variant, the time control,
// post, hard or easy, name, ics, computer.
QStringList newGameCommands(const GameSetup& setup, const NewGameDialect& dialect);
// The commands that set up fen: setboard, or edit mode with the black-to-move kludge;
// empty when edit mode cannot express fen.
QStringList positionCommands(const QString& fen, bool setboard);
// The commands that start a search on the side to move, with the idioms of section 13:
// with colors=1 the side is named, around the clock update (times: time and otim).
QStringList goCommands(bool whiteToMove, bool colors, const QStringList& times);

// memory, cores and egtpath for what the engine declared (memory=1, smp=1, egt=...): all of
// them, or (feature given) those a feature declared after the handshake brings. memory
// goes to memory=1 engines unless memoryMb is negative (0: defaultMemoryMb).
QStringList resourceCommands(const EngineCapabilities& caps, const EngineConfig& config,
                             int defaultMemoryMb, const QString& feature = {});

// A word of the commands we send, which an engine that does not know the command may
// echo back in "Illegal move: WORD" (section 13): an error, not an illegal move.
bool isCommandWord(const QString& word);

} // namespace tabiya::cecp
