#pragma once
// MovePicker: one node's moves, best first, for search and qsearch alike: the table's
// move, then captures and promotions (most valuable victim, least valuable attacker),
// the two killers, the counter move (the last answer that refuted the opponent's move),
// then quiet moves by history; then the captures that lose material (chess: by the static
// exchange), and underpromotions last. The order is
// found lazily (one selection step a move), as most nodes cut after one or two moves.

#include "board/core/position.h"
#include "engine/evaluator.h"

#include <algorithm>
#include <array>

namespace tabiya::engine {

// Quiet moves' history: side, moving piece kind, destination square.
using HistoryTable = std::array<std::array<std::array<int, geometry::Cells>, MaxKinds>, 2>;

class MovePicker {
public:
    // Orders moves in place (the list must outlive the picker).
    MovePicker(const Position& pos, const Evaluator& eval, MoveList& moves, Move ttMove,
               const std::array<Move, 2>& killers, const HistoryTable& history,
               Move counter = Move());
    // The next move by score; none when all were handed out.
    Move next();
    // Does no move still to be handed out satisfy `pred`?
    template <class Pred> bool noneLeft(Pred pred) const {
        return std::none_of(m_moves.begin() + m_next, m_moves.end(), pred);
    }

private:
    static constexpr int TTMoveScore = 1 << 30;
    static constexpr int GoodCaptureScore = 1 << 28;
    static constexpr int KillerScore = 1 << 27;
    static constexpr int CounterScore = KillerScore - 1;
    // Below every quiet move's history (which stays within +-16384).
    static constexpr int BadCaptureScore = -60000;

    MoveList& m_moves;
    std::array<int, MoveList::Capacity> m_scores;
    int m_next = 0;
};

} // namespace tabiya::engine
