#include "engine/evaluator.h"

#include "engine/chesseval.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace tabiya::engine {

using namespace geometry;

namespace {

// Tables below are written from the owner's side: row 0 is the owner's back rank,
// columns are files a.. from the owner's left. Values are our own rough judgement.

// ----------------------------------------------------------------- chess (8x8)
const int ChessPawnMg[64] = {
    0,  0,  0,  0,   0,   0,  0,  0,  //
    0,  4,  4,  -12, -12, 4,  4,  0,  //
    2,  0,  4,  8,   8,   4,  0,  2,  //
    0,  0,  10, 22,  22,  10, 0,  0,  //
    5,  5,  12, 25,  25,  12, 5,  5,  //
    14, 14, 20, 28,  28,  20, 14, 14, //
    38, 38, 40, 44,  44,  40, 38, 38, //
    0,  0,  0,  0,   0,   0,  0,  0,
};
const int ChessKingMg[64] = {
    18,  28,  8,   -4,  0,   6,   30,  20,  //
    12,  12,  -4,  -12, -12, -4,  12,  12,  //
    -14, -22, -24, -28, -28, -24, -22, -14, //
    -30, -34, -38, -42, -42, -38, -34, -30, //
    -40, -44, -48, -52, -52, -48, -44, -40, //
    -50, -54, -58, -62, -62, -58, -54, -50, //
    -55, -58, -60, -64, -64, -60, -58, -55, //
    -60, -60, -64, -68, -68, -64, -60, -60,
};

// Twice the distance from the board's centre in king steps minus one: 0 (centre) .. 6.
int centreDistance(int file, int rank, int width, int height) {
    return (std::abs(2 * file - (width - 1)) + std::abs(2 * rank - (height - 1))) / 2 - 1;
}

// --------------------------------------------------------------- xiangqi (9x10)
const int XiangqiSoldier[90] = {
    0,  0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  -3, 0,  5,  0,  -3, 0,  0,  //
    2,  0,  7,  0,  9,  0,  7,  0,  2,  //
    9,  16, 21, 32, 38, 32, 21, 16, 9,  //
    18, 26, 31, 40, 44, 40, 31, 26, 18, //
    19, 30, 42, 54, 58, 54, 42, 30, 19, //
    18, 28, 46, 62, 70, 62, 46, 28, 18, //
    0,  2,  3,  5,  8,  5,  3,  2,  0,
};

} // namespace

Evaluator::Evaluator(const Variant& variant)
    : m_variant(variant) {
    for (int k = 0; k < int(variant.kinds.size()) && k < MaxKinds; ++k) {
        const char letter = variant.kinds[k].letter;
        const bool xq = variant.isXiangqiLike();
        if (letter == 'P')
            m_pawn = k;
        else if (letter == 'N')
            m_knight = k;
        else if (letter == 'B')
            m_bishop = k;
        else if (letter == 'R')
            m_rook = k;
        else if (letter == 'Q')
            m_queen = k;
        else if (letter == 'K')
            m_king = k;
        else if (letter == 'A' && xq)
            m_advisor = k;
        else if (letter == 'C' && xq)
            m_cannon = k;
    }
    if (variant.name == "normal" && variant.width == 8 && variant.height == 8)
        buildChess();
    else if (variant.isXiangqiLike() && variant.width == 9 && variant.height == 10)
        buildXiangqi();
    else
        buildOther();
}

void Evaluator::setTable(int kind, int mgValue, int egValue, const int* mg, const int* eg) {
    const int w = m_variant.width, h = m_variant.height;
    m_value[kind] = (mgValue + egValue) / 2;
    for (int r = 0; r < h; ++r)
        for (int f = 0; f < w; ++f) {
            const int i = r * w + f;
            const int mgv = mgValue + (mg ? mg[i] : 0);
            const int egv = egValue + (eg ? eg[i] : 0);
            m_mg[White][kind][square(f, r)] = int16_t(mgv);
            m_eg[White][kind][square(f, r)] = int16_t(egv);
            // Black's table is White's mirrored top to bottom (files stay: the tables are
            // symmetric enough, and chess has king and queen on the same files for both).
            m_mg[Black][kind][square(f, h - 1 - r)] = int16_t(-mgv);
            m_eg[Black][kind][square(f, h - 1 - r)] = int16_t(-egv);
        }
}

void Evaluator::buildChess() {
    m_family = Family::Chess;
    int mg[6][64], eg[6][64];
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const int i = r * 8 + f, cd = centreDistance(f, r, 8, 8);
            static const int pawnEg[8] = {0, 0, 4, 10, 22, 40, 70, 0};
            mg[0][i] = ChessPawnMg[i];
            eg[0][i] = pawnEg[r];
            mg[1][i] = 12 - 10 * cd - (r == 0 ? 8 : 0);
            eg[1][i] = 6 - 7 * cd;
            mg[2][i] = 6 - 4 * cd - (r == 0 ? 6 : 0) + (f == r || f == 7 - r ? 6 : 0);
            eg[2][i] = 4 - 4 * cd;
            mg[3][i] = (r == 6 ? 14 : 0) + (r == 0 && (f == 3 || f == 4) ? 6 : 0) -
                       (f == 0 || f == 7 ? 3 : 0);
            eg[3][i] = r == 6 ? 10 : 0;
            mg[4][i] = -2 * cd + (r == 0 ? -4 : 0);
            eg[4][i] = 10 - 5 * cd;
            mg[5][i] = ChessKingMg[i];
            eg[5][i] = 24 - 10 * cd;
        }
    const int mgValue[6] = {82, 330, 340, 480, 980, 0};
    const int egValue[6] = {100, 300, 320, 540, 990, 0};
    const int kinds[6] = {m_pawn, m_knight, m_bishop, m_rook, m_queen, m_king};
    const int phase[6] = {0, 1, 1, 2, 4, 0};
    m_phaseTotal = 24;
    for (int j = 0; j < 6; ++j)
        if (kinds[j] >= 0) {
            setTable(kinds[j], mgValue[j], egValue[j], mg[j], eg[j]);
            m_phase[kinds[j]] = phase[j];
        }
    if (m_king >= 0) m_value[m_king] = 10000;
    m_roles.fill(-1);
    for (int j = 0; j < 6; ++j)
        if (kinds[j] >= 0) m_roles[kinds[j]] = int8_t(j);
}

void Evaluator::buildXiangqi() {
    m_family = Family::Xiangqi;
    int mg[7][90], eg[7][90];
    for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 9; ++f) {
            const int i = r * 9 + f, fromCentre = std::abs(f - 4);
            const bool edge = f == 0 || f == 8;
            // Chariot: wants to leave the corner and reach the enemy's ranks.
            mg[0][i] = (r == 0 && edge ? -8 : 0) + (r >= 3 ? 5 : 0) + (r >= 5 ? 6 : 0) +
                       (r >= 7 ? 4 : 0) + (fromCentre <= 1 && r >= 5 ? 4 : 0);
            eg[0][i] = r + (fromCentre <= 2 ? 3 : 0);
            // Horse: forward and central; edges halve its jumps; the squares beside the
            // enemy palace are its best outposts; in front of its own general it blocks.
            int horse = 3 * std::min(r, 7) - (edge ? 12 : 0) - (f == 1 || f == 7 ? 3 : 0);
            if (r >= 6 && r <= 8 && fromCentre >= 1 && fromCentre <= 2) horse += 12;
            if (r == 1 && f == 4) horse -= 12;
            if (r == 9) horse = -4;
            mg[1][i] = horse;
            eg[1][i] = horse / 2 + 4 - 2 * fromCentre;
            // Elephant and advisor: the central posts defend both wings.
            mg[2][i] = eg[2][i] = (f == 4 && r == 2) ? 8 : (edge ? -4 : 0);
            mg[3][i] = eg[3][i] = (f == 4 && r == 1) ? 6 : (r == 2 ? -4 : 0);
            // General: at home; stepping up the palace exposes it.
            mg[4][i] = (r == 0 ? (f == 4 ? 4 : -4) : r == 1 ? -14 : -32);
            eg[4][i] = (r == 0 ? 0 : r == 1 ? -4 : -12) - 2 * fromCentre;
            // Cannon: the central file early, the enemy's back ranks as a threat.
            mg[5][i] = (f == 4 && r >= 1 && r <= 3 ? 14 : 0) - (edge ? 6 : 0) + (r == 9 ? 8 : 0) +
                       (r == 7 && fromCentre <= 1 ? 6 : 0) + (r >= 5 && r <= 6 ? 3 : 0);
            eg[5][i] = mg[5][i] / 2;
            mg[6][i] = XiangqiSoldier[i];
            eg[6][i] = XiangqiSoldier[i] * 3 / 2;
        }
    // Letters in builtinvariants.cpp order: R N B A K C P.
    const char letters[7] = {'R', 'N', 'B', 'A', 'K', 'C', 'P'};
    const int mgValue[7] = {1000, 410, 200, 200, 0, 460, 90};
    const int egValue[7] = {1050, 450, 190, 200, 0, 420, 130};
    const int phase[7] = {6, 3, 0, 0, 0, 3, 0};
    m_phaseTotal = 2 * 6 * 2 + 2 * 3 * 4; // two chariots, horses and cannons a side
    for (int j = 0; j < 7; ++j) {
        const int kind = m_variant.kindForLetter(letters[j]);
        if (kind < 0) continue;
        setTable(kind, mgValue[j], egValue[j], mg[j], eg[j]);
        m_phase[kind] = phase[j];
    }
    if (m_king >= 0) m_value[m_king] = 10000;
}

void Evaluator::buildOther() {
    m_family = Family::Other;
    for (int k = 0; k < int(m_variant.kinds.size()) && k < MaxKinds; ++k) {
        const int v = m_variant.kinds[k].royal ? 0 : m_variant.kinds[k].value;
        setTable(k, v, v, nullptr, nullptr);
        if (m_variant.kinds[k].royal) m_value[k] = 10000;
    }
}

int Evaluator::evaluate(const Position& pos) const {
    int mg = 0, eg = 0, phase = 0;
    for (int c = 0; c < 2; ++c) {
        const auto& squares = pos.pieceSquares(Color(c));
        for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
            const Square s = squares[i];
            const int k = kindOf(pos.at(s));
            mg += m_mg[c][k][s];
            eg += m_eg[c][k][s];
            phase += m_phase[k];
        }
    }
    if (m_family == Family::Chess)
        ChessEval(ChessSets(pos, m_roles), m_style).addTerms(mg, eg);
    else if (m_family == Family::Xiangqi)
        xiangqiExtras(pos, mg, eg);
    phase = std::min(phase, m_phaseTotal);
    int score = (mg * phase + eg * (m_phaseTotal - phase)) / m_phaseTotal;
    // Drawish endings: a side without pawns and little extra material rarely wins.
    if (m_family == Family::Chess) {
        const int strong = score > 0 ? White : Black;
        bool hasPawn = false;
        for (int i = 0; i < pos.pieceCount(Color(strong)) && !hasPawn; ++i)
            hasPawn = kindOf(pos.at(pos.pieceSquares(Color(strong))[i])) == m_pawn;
        if (!hasPawn && std::abs(score) < 400) score /= 4;
    }
    const int tempo = 10;
    return (pos.sideToMove() == White ? score : -score) + tempo;
}

bool Evaluator::hasPieces(const Position& pos, Color c) const {
    for (int i = 0; i < pos.pieceCount(c); ++i) {
        const int k = kindOf(pos.at(pos.pieceSquares(c)[i]));
        const auto& kind = m_variant.kinds[k];
        if (!kind.royal && !kind.pawn && pieceValue(k) >= 300) return true;
    }
    return false;
}

int Evaluator::xiangqiExtras(const Position& pos, int& mg, int& eg) const {
    const int aggressive = m_style == Style::Aggressive ? 1 : 0;
    const int solid = m_style == Style::Solid ? 1 : 0;
    int attackers[2] = {0, 0}, defenders[2] = {0, 0};
    const int elephant = m_bishop;
    for (int c = 0; c < 2; ++c) {
        const int sign = c == White ? 1 : -1;
        const Color us = Color(c), them = ~us;
        const auto& squares = pos.pieceSquares(us);
        const Square enemyKing = pos.royalSquare(them);
        for (int i = 0; i < pos.pieceCount(us); ++i) {
            const Square s = squares[i];
            const int k = kindOf(pos.at(s));
            if (k == m_advisor || k == elephant) {
                ++defenders[c];
                continue;
            }
            if (k == m_rook) {
                attackers[c] += 2;
                int mobility = 0;
                for (const auto& a : m_variant.atoms[c][k]) {
                    Square to = s + a.offset;
                    while (pos.at(to) == NoPiece) {
                        ++mobility;
                        to += a.offset;
                    }
                    if (pos.at(to) != OffBoard && colorOf(pos.at(to)) == them) ++mobility;
                }
                mg += sign * (mobility - 8) * 2;
                eg += sign * (mobility - 8) * 3;
            } else if (k == m_knight) {
                ++attackers[c];
                int mobility = 0;
                for (const auto& a : m_variant.atoms[c][k]) {
                    if (pos.at(s + a.legOffset) != NoPiece) continue;
                    const Piece q = pos.at(s + a.offset);
                    if (q != OffBoard && (q == NoPiece || colorOf(q) == them)) ++mobility;
                }
                mg += sign * (mobility - 4) * 5;
                eg += sign * (mobility - 4) * 5;
            } else if (k == m_cannon) {
                ++attackers[c];
                // A cannon on the enemy general's file with nothing between ("empty
                // head") pins everything; one screen is a standing threat.
                if (enemyKing != NoSquare && fileOf(s) == fileOf(enemyKing)) {
                    const int step = s < enemyKing ? Stride : -Stride;
                    int screens = 0;
                    for (Square t = s + step; t != enemyKing; t += step)
                        screens += pos.at(t) != NoPiece;
                    if (screens == 0)
                        mg += sign * (30 + 10 * aggressive);
                    else if (screens == 1)
                        mg += sign * 8;
                }
            } else if (k == m_pawn) {
                if ((c == White ? rankOf(s) : 9 - rankOf(s)) >= 5) ++attackers[c];
            }
        }
    }
    // Missing advisors and elephants hurt in proportion to the enemy's attacking force.
    for (int c = 0; c < 2; ++c) {
        const int sign = c == White ? 1 : -1;
        const int threat = std::min(attackers[1 - c], 10);
        const int missing = std::max(0, 4 - defenders[c]);
        mg -= sign * missing * threat * (2 + solid) * (2 + aggressive) / 4;
        eg -= sign * missing * threat / 2;
    }
    return 0;
}

} // namespace tabiya::engine
