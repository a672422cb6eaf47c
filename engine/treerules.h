#pragma once
// The game's rules as the search sees them inside its tree: draws by rule and, in
// xiangqi, a repetition lost by perpetual check. Stricter than adjudication: one earlier
// occurrence of a position is enough to call it repeated.

#include "board/core/position.h"

namespace tabiya::engine {

// True when a rule decides pos (ply plies below the root); score is then its value for
// the side to move: drawScore for a draw, a rule win or loss for a perpetual check.
bool treeRuleScore(const Position& pos, int ply, int drawScore, int& score);

} // namespace tabiya::engine
