#pragma once
// Chess's 8x8 board as 64-bit sets (a1 = bit 0, b1 = bit 1, ..., h8 = bit 63), for the
// evaluator's pawn structure and mobility terms: a mask operation per pawn and a few per
// piece instead of walking the mailbox square by square. Move generation and search stay
// on the mailbox (board/core), which serves every variant.

#include "board/core/types.h"

#include <array>
#include <bit>
#include <cstdint>

namespace tabiya::engine::chessbb {

constexpr uint64_t FileA = 0x0101010101010101ull;
constexpr uint64_t FileH = FileA << 7;

// The bit of a mailbox square of an 8x8 board. Unsigned, as a signed division and
// remainder by the stride cost more than the mask test they feed.
constexpr int index(Square s) {
    const unsigned u = unsigned(s);
    return int((u / geometry::Stride - geometry::PadRanks) * 8 + u % geometry::Stride);
}
constexpr uint64_t bit(Square s) {
    return uint64_t(1) << index(s);
}

constexpr uint64_t file(int f) {
    return FileA << f;
}
constexpr uint64_t fileAndNeighbours(int f) {
    return file(f) | ((file(f) << 1) & ~FileA) | ((file(f) >> 1) & ~FileH);
}
// The ranks above r (White's forward), and those below it.
constexpr uint64_t ranksAbove(int r) {
    return ~uint64_t(0) << (8 * r) << 8;
}
constexpr uint64_t ranksBelow(int r) {
    return ~(~uint64_t(0) << (8 * r));
}

// The squares the pawns of one side attack.
constexpr uint64_t whitePawnAttacks(uint64_t pawns) {
    return ((pawns << 7) & ~FileH) | ((pawns << 9) & ~FileA);
}
constexpr uint64_t blackPawnAttacks(uint64_t pawns) {
    return ((pawns >> 7) & ~FileA) | ((pawns >> 9) & ~FileH);
}

struct Tables {
    std::array<uint64_t, 64> knight{};
    std::array<uint64_t, 64> king{};
    // [direction][square]: the squares beyond the square, to the board's edge. Directions
    // 0-3 lead to higher bits (east, north, north-east, north-west), 4-7 to lower ones.
    std::array<std::array<uint64_t, 64>, 8> ray{};
};

constexpr Tables makeTables() {
    constexpr int rayDf[8] = {1, 0, 1, -1, -1, 0, -1, 1};
    constexpr int rayDr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    constexpr int knightDf[8] = {1, 2, 2, 1, -1, -2, -2, -1};
    constexpr int knightDr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    constexpr int kingDf[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    constexpr int kingDr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    auto on = [](int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; };
    Tables t;
    for (int sq = 0; sq < 64; ++sq) {
        const int f = sq % 8, r = sq / 8;
        for (int i = 0; i < 8; ++i)
            if (on(f + knightDf[i], r + knightDr[i]))
                t.knight[sq] |= uint64_t(1) << ((r + knightDr[i]) * 8 + f + knightDf[i]);
        for (int i = 0; i < 8; ++i)
            if (on(f + kingDf[i], r + kingDr[i]))
                t.king[sq] |= uint64_t(1) << ((r + kingDr[i]) * 8 + f + kingDf[i]);
        for (int d = 0; d < 8; ++d)
            for (int tf = f + rayDf[d], tr = r + rayDr[d]; on(tf, tr);
                 tf += rayDf[d], tr += rayDr[d])
                t.ray[d][sq] |= uint64_t(1) << (tr * 8 + tf);
    }
    return t;
}
inline constexpr Tables tables = makeTables();

// A slider's squares along one direction: up to and with the first piece met.
inline uint64_t rayAttacks(int direction, int sq, uint64_t occupied) {
    const uint64_t ray = tables.ray[direction][sq];
    const uint64_t blockers = ray & occupied;
    if (!blockers) return ray;
    const int first = direction < 4 ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
    return ray ^ tables.ray[direction][first];
}
inline uint64_t bishopAttacks(int sq, uint64_t occupied) {
    return rayAttacks(2, sq, occupied) | rayAttacks(3, sq, occupied) | rayAttacks(6, sq, occupied) |
           rayAttacks(7, sq, occupied);
}
inline uint64_t rookAttacks(int sq, uint64_t occupied) {
    return rayAttacks(0, sq, occupied) | rayAttacks(1, sq, occupied) | rayAttacks(4, sq, occupied) |
           rayAttacks(5, sq, occupied);
}

} // namespace tabiya::engine::chessbb
