#pragma once
// Evaluator: the static score of a position for tabiya-engine, in centipawns from the side
// to move's point of view. Material and piece-square tables tapered between middle game
// and end game, plus terms per variant (in chess those of ChessEval: pawn structure,
// mobility, king shelter and danger, threats; horse and chariot mobility and palace
// safety in xiangqi). Unknown variants get material only.

#include "board/core/position.h"
#include "engine/chesssets.h"

#include <array>
#include <cstdint>

namespace tabiya::engine {

enum class Style { Normal, Aggressive, Solid };

class Evaluator {
public:
    explicit Evaluator(const Variant& variant);

    int evaluate(const Position& pos) const;
    // Rough worth of a piece kind, for move ordering and pruning margins.
    int pieceValue(int kind) const { return m_value[kind]; }
    void setStyle(Style style) { m_style = style; }
    Style style() const { return m_style; }

    // Any piece but king and pawns worth a minor one: null move is unsafe without one
    // (pawn endings are full of zugzwang).
    bool hasPieces(const Position& pos, Color c) const;
    // Chess (8x8 normal): the role of each kind, for ChessSets; null in other variants.
    const ChessRoles* chessRoles() const { return m_family == Family::Chess ? &m_roles : nullptr; }

private:
    enum class Family { Chess, Xiangqi, Other };
    void buildChess();
    void buildXiangqi();
    void buildOther();
    void setTable(int kind, int mgValue, int egValue, const int* mg, const int* eg);
    int xiangqiExtras(const Position& pos, int& mg, int& eg) const;

    const Variant& m_variant;
    Family m_family = Family::Other;
    Style m_style = Style::Normal;
    // [colour][kind][square]: material plus placement, White's view (Black's negated).
    std::array<std::array<std::array<int16_t, geometry::Cells>, MaxKinds>, 2> m_mg{};
    std::array<std::array<std::array<int16_t, geometry::Cells>, MaxKinds>, 2> m_eg{};
    std::array<int, MaxKinds> m_value{};
    std::array<int, MaxKinds> m_phase{};
    int m_phaseTotal = 1;
    // Kind indices of the variant's pieces, by role (-1 when absent).
    int m_pawn = -1, m_knight = -1, m_bishop = -1, m_rook = -1, m_queen = -1, m_king = -1;
    int m_advisor = -1, m_cannon = -1;
    ChessRoles m_roles{};
};

} // namespace tabiya::engine
