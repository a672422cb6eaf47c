#include "engine/cecpclock.h"

#include "engine/textutil.h"

namespace tabiya::engine {

bool CecpClock::setLevel(const std::vector<std::string>& words) {
    auto mps = words.size() > 1 ? text::parseInt(words[1], 0, 100000) : std::nullopt;
    auto base = words.size() > 2 ? text::parseMinutesSeconds(words[2]) : std::nullopt;
    const double inc = words.size() == 4 ? text::parseDecimal(words[3]).value_or(-1) : -1;
    if (!mps || !base || inc < 0 || inc > 1e6) return false;
    m_mps = int(*mps);
    m_baseMs = m_myMs = m_oppMs = *base;
    m_incMs = int64_t(inc * 1000);
    m_stMs = -1;
    return true;
}

bool CecpClock::setMoveTime(const std::string& seconds) {
    auto s = text::parseDecimal(seconds);
    if (!s || *s <= 0 || *s > 1e7) return false;
    m_stMs = int64_t(*s * 1000);
    return true;
}

TimeBudget CecpClock::budget(int fullmoveNumber) const {
    ClockState clock;
    if (m_stMs >= 0) {
        clock.fixedMs = m_stMs;
    } else {
        clock.myMs = m_myMs;
        clock.incrementMs = m_incMs;
        if (m_mps > 0) clock.movesToGo = m_mps - (fullmoveNumber - 1) % m_mps;
    }
    return TimeManager::budget(clock);
}

} // namespace tabiya::engine
