#pragma once
// ContinuationHistory: how well a quiet move did as the answer to a given move one ply
// before (the opponent's last move) and two plies before (our own last one), as a table
// indexed by that earlier move (its piece and destination) and the quiet move (the same).
// A move that answered a move well elsewhere in the tree is tried early when that move
// comes again: the plain history table knows the move but not what it answered. Kept for
// boards of up to 90 squares with up to 8 kinds a side (chess, xiangqi); in other
// variants it stays off and every lookup is empty.

#include "board/core/position.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace tabiya::engine {

class ContinuationHistory {
public:
    static constexpr int Squares = 90, Kinds = 8, Entries = 2 * Kinds * Squares;
    using Row = std::array<int16_t, Entries>;

    // Sizes the table for a variant (forgetting it when the board changes); off when the
    // variant does not fit.
    void configure(const Variant& v) {
        const bool fits = v.width * v.height <= Squares && int(v.kinds.size()) <= Kinds;
        if (!fits) {
            m_rows.clear();
            m_width = 0;
            return;
        }
        if (m_width == v.width && !m_rows.empty()) return;
        m_width = v.width;
        m_rows.assign(Entries, Row{});
    }
    // The entry of `piece` arriving on `to`; -1 when off.
    int index(Piece piece, Square to) const {
        if (m_width == 0 || !isPiece(piece)) return -1;
        const int sq = geometry::rankOf(to) * m_width + geometry::fileOf(to);
        return (int(colorOf(piece)) * Kinds + kindOf(piece)) * Squares + sq;
    }
    int index(const Position& pos, Move m) const {
        if (m.isNone() || m.isNull()) return -1;
        return index(pos.movingPiece(m), m.to());
    }
    // The row of answers to the move with this entry (null for -1).
    Row* row(int entry) { return entry < 0 ? nullptr : &m_rows[size_t(entry)]; }

    // The same ageing as the history table: values stay within +-16384.
    static void update(int16_t& h, int delta) {
        h = int16_t(h + delta - h * std::abs(delta) / 16384);
    }

private:
    std::vector<Row> m_rows;
    int m_width = 0;
};

} // namespace tabiya::engine
