#include "engine/pruning.h"

#include "engine/staticexchange.h"

#include <cmath>
#include <optional>

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
    const ChessRoles* roles = eval.chessRoles();
    std::optional<ChessSets> sets; // built for the first capture that needs it
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
            // Taking a guarded piece with a more valuable one: in chess the static exchange
            // decides, elsewhere the guard alone (a cheap test).
            const int attacker = eval.pieceValue(kindOf(pos.at(m.from())));
            if (attacker > victim + 50) {
                if (!roles) {
                    if (pos.isAttacked(m.to(), them)) continue;
                } else {
                    if (!sets) sets.emplace(pos, *roles);
                    if (staticExchange(pos, *sets, *roles, m) < 0) continue;
                }
            }
        }
        moves.moves[n++] = m;
    }
    moves.count = n;
}

} // namespace tabiya::engine
