#include "engine/timemanager.h"

#include <algorithm>

namespace tabiya::engine {

TimeBudget TimeManager::budget(const ClockState& clock) {
    TimeBudget b;
    if (clock.fixedMs >= 0) {
        // Keep a margin for process and pipe latency, more on longer moves.
        const int64_t margin = std::min<int64_t>(50, clock.fixedMs / 10);
        b.softMs = b.hardMs = std::max<int64_t>(1, clock.fixedMs - margin);
        b.softMs = b.hardMs * 10; // fixed time: iterations are not cut short
    } else if (clock.myMs >= 0) {
        const int64_t overhead = std::min<int64_t>(60, clock.myMs / 20 + 5);
        const int64_t left = std::max<int64_t>(1, clock.myMs - overhead);
        const int movesToGo = clock.movesToGo > 0 ? std::min(clock.movesToGo, 40) : 32;
        const int64_t base = left / movesToGo + clock.incrementMs * 3 / 4;
        b.softMs = base;
        // Never more than a share of what is left, plus most of the time that comes back.
        b.hardMs = std::min(base * 4, left * 3 / (movesToGo > 1 ? 10 : 1) * 9 / 10 +
                                          clock.incrementMs * 3 / 4);
        if (movesToGo == 1) b.softMs = b.hardMs = left * 7 / 10;
        b.hardMs = std::clamp<int64_t>(b.hardMs, 1, std::max<int64_t>(1, left * 8 / 10));
        b.softMs = std::clamp<int64_t>(b.softMs, 1, b.hardMs);
    }
    if (clock.maxMoveMs >= 0) {
        const int64_t cap = std::max<int64_t>(1, clock.maxMoveMs - 30);
        b.hardMs = b.hardMs < 0 ? cap : std::min(b.hardMs, cap);
        b.softMs = b.softMs < 0 ? cap : std::min(b.softMs, cap);
    }
    return b;
}

} // namespace tabiya::engine
