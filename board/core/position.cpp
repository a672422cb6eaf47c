#include "board/core/position.h"

#include "board/core/zobrist.h"

#include <algorithm>

namespace tabiya {

using namespace geometry;

Position::Position(const Variant& variant)
    : m_variant(&variant) {
    clear();
}

Position Position::startPosition(const Variant& variant) {
    return *fromFen(variant, variant.startFen);
}

void Position::clear() {
    m_pieces.clear(*m_variant);
    m_exploded.clear();
    for (auto& h : m_hand)
        h.fill(0);
    m_side = White;
    m_fullmoveStart = 1;
    m_plyParity = 0;
    m_states.assign(1, StateInfo{});
    m_states.reserve(256);
    recomputeHash();
}

Square Position::castlingKingSquare(Color c) const {
    const Variant& v = *m_variant;
    if (v.royalKind >= 0 && !v.firstKingIsRoyal) return m_pieces.royal(c);
    if (v.castlingKind < 0) return NoSquare;
    const int rank = c == White ? 0 : v.height - 1;
    const Piece king = makePiece(c, v.castlingKind);
    for (int f : {v.width / 2, (v.width - 1) / 2})
        if (at(f, rank) == king) return square(f, rank);
    return NoSquare;
}

void Position::recomputeHash() {
    const auto& keys = zobrist::keys();
    StateInfo& st = state();
    uint64_t h = m_pieces.hash();
    for (int c = 0; c < 2; ++c)
        for (int k = 0; k < MaxKinds; ++k)
            h ^= keys.hand[c][k][std::min(m_hand[c][k], 63)];
    for (int slot = 0; slot < 4; ++slot)
        if (st.castleFile[slot] >= 0) h ^= keys.castle[slot][st.castleFile[slot] + 1];
    if (st.ep != NoSquare) h ^= keys.ep[st.ep];
    for (int c = 0; c < 2; ++c)
        for (int f = 0; f < MaxFiles; ++f)
            if (st.virgin[c] >> f & 1) h ^= keys.virgin[c][f];
    if (m_side == Black) h ^= keys.side;
    st.hash = h;
    st.checked = -1;
}

bool Position::computeCheck() const {
    const StateInfo& st = state();
    const Square royal = m_pieces.royal(m_side);
    if (m_variant->dupleCheck)
        st.checked = attacks::allRoyalsAttacked(*this, m_side);
    else
        st.checked = royal != NoSquare && isAttacked(royal, ~m_side) &&
                     !(m_variant->atomic && attacks::kingsTouch(*this));
    return st.checked;
}

// Janggi: has the game ended by a pass (two in a row, or one leaving bikjang standing)?
// Then no move follows, as in Fairy-Stockfish (rules.h scores the end).
bool Position::endedByPass() const {
    const int n = int(m_states.size()) - 1;
    if (n < 1 || !m_states[size_t(n)].move.isPass()) return false;
    return (m_variant->bikjang && kingsFace()) || (n >= 2 && m_states[size_t(n - 1)].move.isPass());
}

int Position::repetitions(int plies) const {
    const StateInfo& st = state();
    const int n = int(m_states.size()) - 1;
    // With drops a position can come back after a capture (XBoard looks back regardless).
    const int limit = std::min({m_variant->holdings ? n : st.halfmoveClock, n, plies});
    int count = 0;
    for (int back = 2; back <= limit; back += 2)
        if (m_states[n - back].hash == st.hash) ++count;
    return count;
}

} // namespace tabiya
