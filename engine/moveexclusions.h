#pragma once
// MoveExclusions: the root moves the GUI took out of the engine's consideration (CECP
// exclude / include), for analysis and play alike, until the position changes.

#include "board/core/position.h"

#include <vector>

namespace tabiya::engine {

class MoveExclusions {
public:
    void excludeAll(Position& pos); // every legal move
    void clear() { m_moves.clear(); }
    void set(Move m, bool excluded);
    bool empty() const { return m_moves.empty(); }
    // The moves left to search: empty when none is excluded (all may be searched); a
    // null move, which matches nothing, when every one is.
    std::vector<Move> searchMoves(Position pos) const;

private:
    std::vector<Move> m_moves;
};

} // namespace tabiya::engine
