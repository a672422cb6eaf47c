#pragma once
// Moves in a variant whose rules Tabiya cannot check (an engine-defined variant with a rule
// board/core cannot express): the engine judges them, as XBoard's -testLegality false
// lets it. Any piece of the side to move may go to any square that does not hold one of
// its own; a move reads from an engine's coordinates ("e2e4", "a7a8q", "P@e4") when it is
// not one of the moves the rules Tabiya has know. Pure functions.

#include "board/core/position.h"

#include <string_view>

namespace tabiya {

// May the side to move make m, as far as the board tells without rules?
bool isPlausibleMove(const Position& pos, Move m);
// The move coordinate text means on this board: a legal move when the rules know one,
// else a plausible one; none when the text names no such move.
Move parseUncheckedMove(Position& pos, std::string_view text);

} // namespace tabiya
