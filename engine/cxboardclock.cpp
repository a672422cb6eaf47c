#include "engine/cxboardclock.h"

#include "engine/textutil.h"

#include <algorithm>

namespace tabiya::engine {

bool CxboardClock::set(const std::vector<std::string>& words) {
    auto game = text::parseMinutesSeconds(words[1]);
    auto perMove = text::parseMinutesSeconds(words[2]);
    auto overtime = text::parseMinutesSeconds(words[3]);
    if (!game || !perMove || !overtime) return false;
    m_gameMs = *game;
    m_moveCapMs = *perMove > 0 ? *perMove : -1;
    m_overtimeMs = *overtime;
    m_myMs = m_oppMs = m_gameMs;
    return true;
}

void CxboardClock::newGame() {
    if (m_myMs < 0 && m_gameMs >= 0) m_myMs = m_oppMs = m_gameMs;
}

void CxboardClock::start() {
    m_start = std::chrono::steady_clock::now();
    m_running = true;
}

void CxboardClock::charge(bool engine) {
    if (!m_running) return;
    const int64_t used = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - m_start)
                             .count();
    int64_t& t = engine ? m_myMs : m_oppMs;
    if (t >= 0) t = std::max<int64_t>(0, t - used);
    m_start = std::chrono::steady_clock::now();
}

void CxboardClock::pause(bool engineRuns) {
    // Both clocks stop: the one running is charged up to now and held.
    m_paused = m_running;
    if (m_running) charge(engineRuns);
    m_running = false;
}

void CxboardClock::resume() {
    if (m_paused) start();
}

void CxboardClock::endPause(bool wasPaused) {
    if (wasPaused && m_paused && !m_running) start();
    m_paused = false;
}

ClockState CxboardClock::forThinking() const {
    ClockState clock;
    if (m_myMs > 0)
        clock.myMs = m_myMs;
    else if (m_overtimeMs > 0)
        clock.fixedMs = m_overtimeMs;
    else if (m_gameMs < 0)
        clock.fixedMs = 2000; // no clock given: a couple of seconds a move
    else
        clock.fixedMs = 100; // flag fallen and no overtime: move at once
    clock.maxMoveMs = m_moveCapMs;
    return clock;
}

ClockState CxboardClock::forPonderHit() const {
    ClockState clock;
    clock.myMs = m_myMs > 0 ? m_myMs : -1;
    clock.fixedMs = m_myMs > 0 ? -1 : (m_overtimeMs > 0 ? m_overtimeMs : 2000);
    clock.maxMoveMs = m_moveCapMs;
    return clock;
}

} // namespace tabiya::engine
