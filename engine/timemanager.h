#pragma once
// TimeManager: how long to think about one move, from the clock as the protocols describe
// it: classical (moves per session), incremental, sudden death, fixed time per move.

#include <cstdint>

namespace tabiya::engine {

struct ClockState {
    int64_t myMs = -1; // our remaining time (-1: no clock)
    int64_t incrementMs = 0;
    int movesToGo = 0;      // moves until the next time control (0: the rest of the game)
    int64_t fixedMs = -1;   // think exactly this long (CECP st, CXBoard movetime)
    int64_t maxMoveMs = -1; // never think longer than this per move (CXBoard mtime)
};

struct TimeBudget {
    int64_t softMs = -1; // don't begin another iteration after this
    int64_t hardMs = -1; // stop at this
};

class TimeManager {
public:
    static TimeBudget budget(const ClockState& clock);
};

} // namespace tabiya::engine
