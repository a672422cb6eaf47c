#pragma once
// PieceBoard: where the pieces of a Position stand. The padded mailbox (geometry::Cells
// cells, OffBoard around the board), each side's piece list with every square's index in
// it, and the royal squares, kept in step by add, remove and move: Position's make and
// unmake change the board only through them. They are the search's hot path, so they are
// inline here; the variant is passed in (Position holds it) for its royal kind.

#include "board/core/variant.h"

#include <array>
#include <cstdint>

namespace tabiya {

class PieceBoard {
public:
    // The variant's board empty (OffBoard around it), no pieces, no royal squares.
    void clear(const Variant& v);

    Piece at(Square s) const { return m_board[s]; }
    const Piece* cells() const { return m_board.data(); }
    const std::array<Square, 256>& squares(Color c) const { return m_squares[c]; }
    int count(Color c) const { return m_count[c]; }
    Square royal(Color c) const { return m_royal[c]; }
    // The Zobrist keys of every piece on the board together.
    uint64_t hash() const;
    // Janggi: the royal pieces stand on one file with nothing between (bikjang).
    bool royalsFace() const;

    void add(const Variant& v, Square s, Piece p) {
        const Color c = colorOf(p);
        m_board[s] = p;
        m_index[s] = uint8_t(m_count[c]);
        m_squares[c][m_count[c]++] = s;
        if (kindOf(p) == v.royalKind) placedRoyal(v, c, s);
    }
    void remove(const Variant& v, Square s) {
        const Color c = colorOf(m_board[s]);
        const bool royal = kindOf(m_board[s]) == v.royalKind;
        const int i = m_index[s];
        const Square last = m_squares[c][--m_count[c]];
        m_squares[c][i] = last;
        m_index[last] = uint8_t(i);
        m_board[s] = NoPiece;
        // An edited position may hold two royal pieces a side: when one goes, the royal
        // square is the other's, not none (validate() and the search read it).
        if (royal) findRoyal(v, c);
    }
    void move(const Variant& v, Square from, Square to) {
        const Piece p = m_board[from];
        const Color c = colorOf(p);
        m_board[to] = p;
        m_board[from] = NoPiece;
        m_index[to] = m_index[from];
        m_squares[c][m_index[to]] = to;
        if (kindOf(p) == v.royalKind) placedRoyal(v, c, to);
    }
    // The piece on s becomes p, of the same side and not royal (a promotion, its unmake).
    void replace(Square s, Piece p) { m_board[s] = p; }

private:
    // A royal piece of c now stands on s.
    void placedRoyal(const Variant& v, Color c, Square s) {
        if (v.firstKingIsRoyal)
            findRoyal(v, c);
        else
            m_royal[c] = s;
    }
    void findRoyal(const Variant& v, Color c);

    std::array<Piece, geometry::Cells> m_board{};
    std::array<std::array<Square, 256>, 2> m_squares{};
    std::array<int, 2> m_count{};
    std::array<uint8_t, geometry::Cells> m_index{};
    std::array<Square, 2> m_royal{NoSquare, NoSquare};
};

} // namespace tabiya
