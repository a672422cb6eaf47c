#pragma once
// TimeControl: how much time a side gets, as plain data. The protocol layer turns it into
// level/st/sd/nps (CECP) or go rtime/btime/... (CXBoard); the session layer runs its clocks
// from the same values.

#include <QtGlobal>

namespace tabiya {

struct TimeControl {
    // Conventional or incremental clock: movesPerSession moves in baseMs, then the same
    // again (0 = the whole game, i.e. sudden death or incremental). incrementMs may hold
    // fractions of a second (CECP "level 0 2 0.5").
    int movesPerSession = 40;
    qint64 baseMs = 5 * 60 * 1000;
    qint64 incrementMs = 0;
    // Time per move, unused time not carried over (CECP st, CXBoard mtime); when set the
    // clock fields are unused.
    qint64 fixedMoveMs = 0;
    // Search limits that come on top of the clock (0 = none).
    int maxDepth = 0;
    qint64 maxNodes = 0;       // CXBoard go nodes
    qint64 nodesPerSecond = 0; // CECP nps: the engine reads nodes as time
    int mateMoves = 0;         // CXBoard go mate: look for a mate in this many moves
    bool infinite = false;     // no clock at all (analysis, CXBoard go infinite)

    bool isFixedPerMove() const { return fixedMoveMs > 0; }
    // UCI's and CXBoard's movestogo for a search after pliesPlayed plies of the game (the
    // engine has made half of them): the moves left in the session, 0 when the clock is a
    // game clock.
    int movesToGo(int pliesPlayed) const {
        if (movesPerSession <= 0 || infinite || isFixedPerMove()) return 0;
        return movesPerSession - (pliesPlayed / 2) % movesPerSession;
    }
    bool isIncremental() const { return incrementMs > 0; }
    bool operator==(const TimeControl&) const = default;
};

} // namespace tabiya
