#pragma once
// MoveList: the moves generation (movegen.h) and legality (legality.h) fill in.

#include "board/core/move.h"

#include <algorithm>
#include <array>

namespace tabiya {

// A fixed-capacity list on the stack: generation never allocates.
struct MoveList {
    static constexpr int Capacity = 1024;
    std::array<Move, Capacity> moves;
    int count = 0;

    void push(Move m) { moves[count++] = m; }
    int size() const { return count; }
    bool empty() const { return count == 0; }
    Move operator[](int i) const { return moves[i]; }
    Move* begin() { return moves.data(); }
    Move* end() { return moves.data() + count; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + count; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }
};

} // namespace tabiya
