#include "engine/moveexclusions.h"

#include <algorithm>

namespace tabiya::engine {

void MoveExclusions::excludeAll(Position& pos) {
    MoveList legal;
    pos.generateLegal(legal);
    m_moves.assign(legal.begin(), legal.end());
}

void MoveExclusions::set(Move m, bool excluded) {
    auto it = std::find(m_moves.begin(), m_moves.end(), m);
    if (excluded && it == m_moves.end())
        m_moves.push_back(m);
    else if (!excluded && it != m_moves.end())
        m_moves.erase(it);
}

std::vector<Move> MoveExclusions::searchMoves(Position pos) const {
    std::vector<Move> moves;
    if (m_moves.empty()) return moves;
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal)
        if (std::find(m_moves.begin(), m_moves.end(), m) == m_moves.end()) moves.push_back(m);
    if (moves.empty()) moves.push_back(Move::null()); // matches nothing: all excluded
    return moves;
}

} // namespace tabiya::engine
