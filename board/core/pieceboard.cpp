#include "board/core/pieceboard.h"

#include "board/core/zobrist.h"

namespace tabiya {

using namespace geometry;

void PieceBoard::clear(const Variant& v) {
    for (Square s = 0; s < Cells; ++s)
        m_board[s] = v.onBoard[s] ? NoPiece : OffBoard;
    m_count = {0, 0};
    m_index.fill(0);
    m_royal = {NoSquare, NoSquare};
}

void PieceBoard::findRoyal(const Variant& v, Color c) {
    // Twokings: the king met first scanning a1, a2, ..., b1, ...; elsewhere the last one
    // left (an edited position may hold two).
    m_royal[c] = NoSquare;
    for (int j = 0; j < m_count[c]; ++j) {
        const Square s = m_squares[c][j];
        if (kindOf(m_board[s]) != v.royalKind) continue;
        if (v.firstKingIsRoyal && m_royal[c] != NoSquare &&
            fileOf(m_royal[c]) * Stride + rankOf(m_royal[c]) < fileOf(s) * Stride + rankOf(s))
            continue;
        m_royal[c] = s;
    }
}

uint64_t PieceBoard::hash() const {
    uint64_t h = 0;
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < m_count[c]; ++i)
            h ^= zobrist::pieceKey(m_board[m_squares[c][i]], m_squares[c][i]);
    return h;
}

bool PieceBoard::royalsFace() const {
    const Square a = m_royal[White], b = m_royal[Black];
    if (a == NoSquare || b == NoSquare || fileOf(a) != fileOf(b)) return false;
    const int step = a < b ? Stride : -Stride;
    for (Square s = a + step; s != b; s += step)
        if (m_board[s] != NoPiece) return false;
    return true;
}

} // namespace tabiya
