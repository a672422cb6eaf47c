#include "engine/staticexchange.h"

#include <algorithm>
#include <bit>

namespace tabiya::engine {

namespace {
// The exchange's own scale: a king is worth more than anything it could win.
constexpr int ExchangeValue[RoleCount] = {100, 320, 330, 500, 950, 20000};
} // namespace

int staticExchange(const ChessSets& sets, int from, int to, int moverRole, int victimRole,
                   int epPawn) {
    int gain[40];
    int d = 0;
    gain[0] = victimRole >= 0 ? ExchangeValue[victimRole] : 0;
    uint64_t occ = sets.occupied ^ (uint64_t(1) << from);
    if (epPawn >= 0) occ ^= uint64_t(1) << epPawn;
    const int moverColor = (sets.color[White] >> from & 1) ? White : Black;
    int side = 1 - moverColor;
    int onSquare = moverRole; // the piece the next capture takes
    uint64_t attackers = sets.attackersTo(to, occ) & occ;
    while (d < 38) {
        const uint64_t mine = attackers & sets.color[side];
        if (!mine) break;
        int role = RolePawn;
        uint64_t pick = 0;
        for (; role < RoleCount; ++role)
            if ((pick = mine & sets.role[side][role])) break;
        // A king may not take a piece that is still guarded.
        if (role == RoleKing && (attackers & sets.color[1 - side])) break;
        ++d;
        gain[d] = ExchangeValue[onSquare] - gain[d - 1];
        occ ^= pick & (~pick + 1);
        // Sliders behind the piece that moved now see the square.
        attackers = sets.attackersTo(to, occ) & occ;
        onSquare = role;
        side = 1 - side;
    }
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

int staticExchange(const Position& pos, const ChessSets& sets, const ChessRoles& roles, Move m) {
    const int from = chessbb::index(m.from()), to = chessbb::index(m.to());
    const int mover = roles[kindOf(pos.at(m.from()))];
    if (m.type() == MoveType::EnPassant)
        return staticExchange(sets, from, to, mover, RolePawn, (from & ~7) | (to & 7));
    const Piece victim = pos.at(m.to());
    return staticExchange(sets, from, to, mover, isPiece(victim) ? roles[kindOf(victim)] : -1);
}

} // namespace tabiya::engine
