#pragma once
// SessionRules: what the CECP and CXBoard sessions decide alike, in one place: when the
// engine resigns, whether it takes a draw offer, what it ponders on and what pondering
// found, and the pause that holds a search that ended until resume.

#include "board/core/position.h"
#include "engine/engineoptions.h"
#include "engine/eventqueue.h"
#include "engine/searchpool.h"
#include "engine/searchtypes.h"

#include <optional>

namespace tabiya::engine {

class SessionRules {
public:
    explicit SessionRules(const EngineOptions& options);

    // Resigning: the engine's move scored this; true when it gives up instead (the Resign
    // option is on and three moves in a row scored below -Resign Threshold).
    bool resignsAfter(int score);
    void forgetLosingMoves() { m_losingMoves = 0; }
    // A draw offer is taken when we stand worse, or the game has long been level, or a
    // rule draws it already.
    bool acceptsDraw(const Position& pos) const;
    int lastScore() const { return m_lastScore; }
    void setLastScore(int score) { m_lastScore = score; }

    // Pondering: the position after the reply we expect, when that reply is legal and
    // does not end the game; it is remembered as the move to hit.
    std::optional<Position> ponderOn(const Position& pos, Move expected);
    SearchLimits ponderLimits(int depth) const; // depth 0: none
    Move ponderMove() const { return m_ponderMove; }
    void forgetPonderMove() { m_ponderMove = Move(); }
    void ponderFinished(const SearchResult& r);
    bool ponderDone() const { return m_ponderDone; }
    const SearchResult& ponderResult() const { return m_ponderResult; }

    // Pause: the search sleeps; true when it was not paused before.
    bool pause(SearchPool& pool);
    // A search that ended while paused is held (true) to be handed out by resume().
    bool holdWhilePaused(const Event& e);
    // Ends a pause (true when there was one); held gets the search that ended meanwhile.
    bool resume(SearchPool& pool, std::optional<Event>& held);
    // A pause holds the search it paused, not later ones: true when there was one.
    bool endPause();
    bool paused() const { return m_paused; }

private:
    const EngineOptions& m_options;
    int m_lastScore = 0, m_losingMoves = 0;
    Move m_ponderMove;
    bool m_ponderDone = false;
    SearchResult m_ponderResult;
    bool m_paused = false, m_heldDone = false;
    Event m_held;
};

} // namespace tabiya::engine
