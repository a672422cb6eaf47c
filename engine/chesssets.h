#pragma once
// ChessSets: a chess position's pieces as 64-bit sets by colour and role, built from the
// piece lists in one pass, for the evaluator's attack terms and the static exchange
// evaluation (StaticExchange). Roles are chess's six men, whatever kind indices the
// variant gives them (ChessRoles maps one to the other).

#include "board/core/position.h"
#include "engine/chessbitboards.h"

#include <array>
#include <cstdint>

namespace tabiya::engine {

enum ChessRole : int8_t { RolePawn, RoleKnight, RoleBishop, RoleRook, RoleQueen, RoleKing };
constexpr int RoleCount = 6;

// Kind index -> role (-1: a kind chess does not have).
using ChessRoles = std::array<int8_t, MaxKinds>;

struct ChessSets {
    std::array<std::array<uint64_t, RoleCount>, 2> role{};
    std::array<uint64_t, 2> color{};
    uint64_t occupied = 0;
    std::array<int, 2> kingSquare{-1, -1}; // 0..63

    ChessSets(const Position& pos, const ChessRoles& roles) {
        for (int c = 0; c < 2; ++c) {
            const auto& squares = pos.pieceSquares(Color(c));
            for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
                const int sq = chessbb::index(squares[i]);
                const int r = roles[kindOf(pos.at(squares[i]))];
                if (r < 0) continue;
                role[c][r] |= uint64_t(1) << sq;
                if (r == RoleKing) kingSquare[c] = sq;
            }
            for (int r = 0; r < RoleCount; ++r)
                color[c] |= role[c][r];
        }
        occupied = color[0] | color[1];
    }

    // Every piece of either colour that attacks sq through the occupancy given.
    uint64_t attackersTo(int sq, uint64_t occ) const {
        using namespace chessbb;
        const uint64_t b = uint64_t(1) << sq;
        const uint64_t diagonal =
            role[0][RoleBishop] | role[1][RoleBishop] | role[0][RoleQueen] | role[1][RoleQueen];
        const uint64_t straight =
            role[0][RoleRook] | role[1][RoleRook] | role[0][RoleQueen] | role[1][RoleQueen];
        return (blackPawnAttacks(b) & role[White][RolePawn]) |
               (whitePawnAttacks(b) & role[Black][RolePawn]) |
               (tables.knight[sq] & (role[0][RoleKnight] | role[1][RoleKnight])) |
               (tables.king[sq] & (role[0][RoleKing] | role[1][RoleKing])) |
               (bishopAttacks(sq, occ) & diagonal) | (rookAttacks(sq, occ) & straight);
    }
};

} // namespace tabiya::engine
