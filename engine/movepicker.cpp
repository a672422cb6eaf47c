#include "engine/movepicker.h"

#include "engine/staticexchange.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace tabiya::engine {

MovePicker::MovePicker(const Position& pos, const Evaluator& eval, MoveList& moves, Move ttMove,
                       const std::array<Move, 2>& killers, const HistoryTable& history,
                       Move counter)
    : m_moves(moves) {
    const Color us = pos.sideToMove();
    const ChessRoles* roles = eval.chessRoles();
    std::optional<ChessSets> sets; // built for the first capture that needs it
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (m == ttMove) {
            m_scores[i] = TTMoveScore;
            continue;
        }
        const MoveType type = m.type();
        const Piece mover = pos.movingPiece(m);
        // Asked once for both uses below (speed: the move ordering scores every move).
        const bool capture = pos.isCapture(m);
        if (capture || type == MoveType::Promotion) {
            const int victim = type == MoveType::EnPassant ? 100
                               : capture                   ? eval.pieceValue(kindOf(pos.at(m.to())))
                                                           : 0;
            const int promo = type == MoveType::Promotion ? eval.pieceValue(m.kind()) : 0;
            const int attacker = eval.pieceValue(kindOf(mover));
            // Most valuable victim first, least valuable attacker next.
            m_scores[i] = GoodCaptureScore + (victim + promo) * 16 - std::min(attacker, 2000) / 8;
            if (type == MoveType::Promotion && promo < 500) {
                m_scores[i] = -100000; // underpromotions last
            } else if (roles && type != MoveType::Promotion && attacker > victim + 50) {
                if (!sets) sets.emplace(pos, *roles);
                if (staticExchange(pos, *sets, *roles, m) < 0)
                    m_scores[i] = BadCaptureScore + victim / 8 - attacker / 64;
            }
            continue;
        }
        if (m == killers[0])
            m_scores[i] = KillerScore + 1;
        else if (m == killers[1])
            m_scores[i] = KillerScore;
        else if (m == counter)
            m_scores[i] = CounterScore;
        else
            m_scores[i] = history[us][kindOf(mover)][m.to()];
    }
}

Move MovePicker::next() {
    const int i = m_next;
    if (i >= m_moves.size()) return Move();
    int best = i;
    for (int j = i + 1; j < m_moves.size(); ++j)
        if (m_scores[j] > m_scores[best]) best = j;
    std::swap(m_moves.moves[i], m_moves.moves[best]);
    std::swap(m_scores[i], m_scores[best]);
    ++m_next;
    return m_moves[i];
}

} // namespace tabiya::engine
