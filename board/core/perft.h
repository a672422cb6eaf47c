#pragma once
// perft: count the leaf nodes of the legal move tree, the standard check of a move
// generator. The last ply is counted without being made (bulk counting).

#include "board/core/position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace tabiya {

uint64_t perft(Position& pos, int depth);
// Node counts below each root move, as "divide" prints them.
std::vector<std::pair<Move, uint64_t>> perftDivide(Position& pos, int depth);

} // namespace tabiya
