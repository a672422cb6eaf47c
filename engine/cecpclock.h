#pragma once
// CecpClock: CECP's time control as the GUI sets it (level, st, time, otim), and the
// time the engine may take for its next move under it.

#include "engine/timemanager.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tabiya::engine {

class CecpClock {
public:
    // "level MPS BASE INC" (BASE minutes or minutes:seconds); false when malformed.
    bool setLevel(const std::vector<std::string>& words);
    // "st SECONDS": a fixed time per move; false unless a positive number.
    bool setMoveTime(const std::string& seconds);
    void setOwnCentiseconds(int64_t cs) { m_myMs = cs < 0 ? 0 : cs * 10; } // over time: move now
    void setOpponentCentiseconds(int64_t cs) { m_oppMs = cs * 10; }
    void newGame() { m_myMs = m_oppMs = m_baseMs; }
    TimeBudget budget(int fullmoveNumber) const;
    int64_t ownMs() const { return m_myMs; }
    int64_t opponentMs() const { return m_oppMs; }

private:
    int m_mps = 0; // moves per session, 0: the whole game
    int64_t m_baseMs = 300000, m_incMs = 0, m_stMs = -1, m_myMs = 300000, m_oppMs = 300000;
};

} // namespace tabiya::engine
