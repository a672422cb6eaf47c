// Position's editing functions: a set-up built piece by piece (FEN, Edit Position, an
// engine's setup). Each edit starts the history afresh and recomputes the hash.
#include "board/core/position.h"

#include "board/core/setupcheck.h"

#include <algorithm>

namespace tabiya {

void Position::put(Square s, Piece p) {
    if (!m_variant->contains(s)) return;
    if (at(s) != NoPiece) m_pieces.remove(*m_variant, s);
    if (p != NoPiece) m_pieces.add(*m_variant, s, p);
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setSideToMove(Color c) {
    m_side = c;
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setCastlingRookFile(Color c, int side, int file) {
    state().castleFile[c * 2 + side] = int8_t(file);
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setVirgin(Color c, int file, bool on) {
    uint16_t& bits = state().virgin[c];
    bits = on ? uint16_t(bits | 1u << file) : uint16_t(bits & ~(1u << file));
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setEpSquare(Square s) {
    state().ep = s;
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setHand(Color c, int kind, int count) {
    m_hand[c][kind] = count;
    m_states.assign(1, state());
    recomputeHash();
}

void Position::setCounters(int halfmoveClock, int fullmoveNumber) {
    state().halfmoveClock = halfmoveClock;
    m_states.assign(1, state());
    m_fullmoveStart = std::max(1, fullmoveNumber);
    m_plyParity = m_side == Black ? 1 : 0;
}

std::string Position::validate() const {
    return checkSetup(*this).describe();
}

} // namespace tabiya
