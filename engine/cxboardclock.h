#pragma once
// CxboardClock: the clocks CXBoard's play mode leaves to the engine ("clock GAME MOVE
// OVERTIME"): both sides' time, the one that runs, a pause, and from them the time the
// engine may take for its next move.

#include "engine/timemanager.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace tabiya::engine {

class CxboardClock {
public:
    // "clock GAME MOVE OVERTIME" (minutes or minutes:seconds); false when a time is bad.
    bool set(const std::vector<std::string>& words);
    void newGame(); // play mode begins: both sides get the game time, if not set yet
    void start();   // the running clock counts from now
    void stop() { m_running = false; }
    void countFromNow() { m_start = std::chrono::steady_clock::now(); }
    // The running clock stops: what it used comes off the engine's or the opponent's time,
    // and the other one counts from now.
    void charge(bool engine);
    void pause(bool engineRuns);
    void resume(); // after pause(): the clock that ran runs again
    void endPause(bool wasPaused);
    // The engine's clock for its next move: when thinking, and when pondering was a hit.
    ClockState forThinking() const;
    ClockState forPonderHit() const;

private:
    int64_t m_gameMs = -1, m_moveCapMs = -1, m_overtimeMs = 0;
    int64_t m_myMs = -1, m_oppMs = -1;
    std::chrono::steady_clock::time_point m_start;
    bool m_running = false;
    bool m_paused = false; // a pause stopped the clock that ran
};

} // namespace tabiya::engine
