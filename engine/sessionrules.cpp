#include "engine/sessionrules.h"

#include "board/core/rules.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

SessionRules::SessionRules(const EngineOptions& options)
    : m_options(options) {}

bool SessionRules::resignsAfter(int score) {
    m_lastScore = score;
    const int threshold = m_options.intValue("Resign Threshold");
    m_losingMoves = score < -threshold ? m_losingMoves + 1 : 0;
    return m_options.intValue("Resign") && m_losingMoves >= 3;
}

bool SessionRules::acceptsDraw(const Position& pos) const {
    Position p = pos; // the rules cache in the history what they find
    const bool drawn = drawByRule(p).isOver();
    return drawn || m_lastScore < -80 || (std::abs(m_lastScore) <= 15 && pos.gamePly() >= 80);
}

std::optional<Position> SessionRules::ponderOn(const Position& pos, Move expected) {
    if (expected.isNone()) return std::nullopt;
    Position p = pos;
    if (!p.isLegalMove(expected)) return std::nullopt;
    p.makeMove(expected);
    if (adjudicate(p).isOver()) return std::nullopt;
    m_ponderMove = expected;
    m_ponderDone = false;
    return p;
}

SearchLimits SessionRules::ponderLimits(int depth) const {
    SearchLimits limits;
    limits.ponder = true;
    if (depth > 0) limits.depth = std::min(depth, MaxPly - 1);
    limits.contempt = m_options.intValue("Contempt");
    return limits;
}

void SessionRules::ponderFinished(const SearchResult& r) {
    m_ponderDone = true;
    m_ponderResult = r;
}

bool SessionRules::pause(SearchPool& pool) {
    if (m_paused) return false;
    m_paused = true;
    pool.pause(); // thinking, pondering or analysis sleeps where it is
    return true;
}

bool SessionRules::holdWhilePaused(const Event& e) {
    if (!m_paused) return false;
    m_held = e;
    m_heldDone = true;
    return true;
}

bool SessionRules::resume(SearchPool& pool, std::optional<Event>& held) {
    if (!m_paused) return false;
    m_paused = false;
    pool.resume();
    if (m_heldDone) { // the search had just ended as the pause came
        m_heldDone = false;
        held = m_held;
    }
    return true;
}

bool SessionRules::endPause() {
    const bool was = m_paused;
    m_paused = m_heldDone = false;
    return was;
}

} // namespace tabiya::engine
