#pragma once
// ChessEval: the chess evaluation's terms beyond material and piece-square tables, on
// the board as 64-bit sets (ChessSets): pawn structure (passed, isolated, doubled pawns,
// a passer's path and the kings' distance to it), mobility, rooks on open files, the
// bishop pair, the king's pawn shelter, attacks on the king's zone (king danger) and
// threats (pieces attacked by pawns or lesser pieces, pieces left hanging).
// Middle-game and end-game parts apart, White's view.

#include "engine/chesssets.h"

namespace tabiya::engine {

enum class Style;

class ChessEval {
public:
    ChessEval(const ChessSets& sets, Style style);
    // Adds the terms to mg and eg.
    void addTerms(int& mg, int& eg);

private:
    // What one side's pieces attack, gathered in the first pass.
    struct Attacks {
        std::array<uint64_t, RoleCount> byRole{};
        uint64_t all = 0, twice = 0;
        int kingAttackers = 0, kingAttackWeight = 0, kingZoneHits = 0;
    };
    void pieces(int c);
    void pawns(int c);
    void passedPawn(int c, int sq, int own);
    bool isOutpost(int c, int sq) const;
    void kingSafety(int c);
    void threats(int c);
    void add(int c, int mgv, int egv) {
        m_mg += c == 0 ? mgv : -mgv;
        m_eg += c == 0 ? egv : -egv;
    }
    void attack(int c, int role, uint64_t reach);

    const ChessSets& m_sets;
    const int m_aggressive, m_solid;
    std::array<Attacks, 2> m_att{};
    std::array<uint64_t, 2> m_kingZone{};
    std::array<uint64_t, 2> m_unsafe{}; // squares a side's mobility does not count
    int m_mg = 0, m_eg = 0;
};

} // namespace tabiya::engine
