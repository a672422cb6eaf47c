#pragma once
// StateInfo: what Position's make() must remember for unmake(), one per ply of its
// history, and what repetition detection compares.

#include "board/core/move.h"

#include <array>
#include <cstdint>

namespace tabiya {

struct StateInfo {
    uint64_t hash = 0;
    Move move; // the move that led here (none for the root)
    Piece captured = NoPiece;
    Piece capturedMid = NoPiece;                      // chu: taken on a Double move's mid() square
    Piece moved = NoPiece;                            // the piece that moved, before any promotion
    Square ep = NoSquare;                             // square a pawn may capture onto en passant
    std::array<int8_t, 4> castleFile{-1, -1, -1, -1}; // [colour * 2 + side], side 0 = king side
    int halfmoveClock = 0;
    uint8_t exploded = 0; // atomic: pieces this move blew up (on Position's stack)
    // Files of each side's first rank whose piece has not moved (Variant::tracksVirgin).
    std::array<uint16_t, 2> virgin{};
    mutable int8_t checked = -1; // side to move in check: -1 unknown, 0, 1
};

} // namespace tabiya
