#pragma once
// Zobrist keys: fixed pseudo-random numbers, the same on every run, so hash-dependent
// results (the engine's bench node count) are reproducible.

#include "board/core/types.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace tabiya::zobrist {

struct Keys {
    // [colour * 64 + kind][cell]
    std::array<std::array<uint64_t, geometry::Cells>, 128> piece;
    std::array<std::array<uint64_t, 17>, 4> castle; // [slot][file + 1]
    std::array<uint64_t, geometry::Cells> ep;
    std::array<std::array<std::array<uint64_t, 64>, MaxKinds>, 2> hand; // [colour][kind][count]
    uint64_t side;
    std::array<std::array<uint64_t, 16>, 2> virgin; // [colour][file]: not moved yet
};

// Draws the keys; keys() calls it once.
Keys makeKeys();

// Inline, so that make and unmake pay the guard's load and branch and not a call: out of
// line (with the drawing inlined into it, saving six registers each call) it cost the
// engine's bench 2.7% of its instructions.
inline const Keys& keys() {
    static const Keys k = makeKeys();
    return k;
}

inline uint64_t pieceKey(Piece p, Square s) {
    return keys().piece[colorOf(p) * 64 + kindOf(p)][s];
}

} // namespace tabiya::zobrist
