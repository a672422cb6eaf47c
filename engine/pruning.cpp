#include "engine/pruning.h"

#include <cmath>

namespace tabiya::engine {

namespace {

std::array<std::array<int8_t, 64>, 64> makeLateMoveReductions() {
    std::array<std::array<int8_t, 64>, 64> r{};
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            r[d][m] = int8_t(0.5 + std::log(double(d)) * std::log(double(m)) / 2.2);
    return r;
}

} // namespace

const std::array<std::array<int8_t, 64>, 64> LateMoveReductions = makeLateMoveReductions();

void keepTacticalMoves(const Position& pos, const Evaluator& eval, MoveList& moves, int standPat,
                       int alpha) {
    const Color them = ~pos.sideToMove();
    int n = 0;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const bool capture = pos.isCapture(m);
        const bool promo = m.type() == MoveType::Promotion && eval.pieceValue(m.kind()) >= 500;
        if (!capture && !promo) continue;
        if (capture && !promo) {
            const int victim =
                m.type() == MoveType::EnPassant ? 100 : eval.pieceValue(kindOf(pos.at(m.to())));
            // Delta pruning: even winning the piece outright cannot lift us to alpha.
            if (standPat + victim + 200 <= alpha) continue;
            // A cheap exchange test: taking a guarded piece with a more valuable one.
            const int attacker = eval.pieceValue(kindOf(pos.at(m.from())));
            if (attacker > victim + 50 && pos.isAttacked(m.to(), them)) continue;
        }
        moves.moves[n++] = m;
    }
    moves.count = n;
}

} // namespace tabiya::engine
