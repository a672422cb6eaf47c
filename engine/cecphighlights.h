#pragma once
// CecpHighlights: CECP's highlight feature as a conversation: the GUI says which piece
// is lifted, hovered over a square and put down; the engine answers with the squares to
// light up (boardmarks.h) and, on a promotion, the pieces to choose from.

#include "board/core/position.h"

#include <string>

namespace tabiya::engine {

class CecpHighlights {
public:
    void reset() { m_lifted = NoSquare; } // the position changed
    // The line answering "lift", "put" or "hover" on square s; empty when there is none.
    std::string answer(Position& pos, const std::string& command, Square s);

private:
    Square m_lifted = NoSquare;
};

} // namespace tabiya::engine
