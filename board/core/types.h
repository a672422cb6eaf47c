#pragma once
// Basic vocabulary of board/core: colours, squares on the padded mailbox, piece codes.
// Plain C++20, no Qt: the engine's search runs on these, so they are small and fast.

#include <cstdint>

namespace tabiya {

// White is Red in xiangqi: the side that moves first.
enum Color : uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

// A square is an index into a mailbox with a fixed stride of 32 cells and four padding
// ranks above and below, so every leap of up to three steps from a board square lands on
// a cell that exists (files 16..31 of each row are padding on both sides; three ranks
// would not do for a leap three back and one left of a1, one cell before the mailbox).
// Boards up to 16x16 fit; the fixed stride makes (a - b) identify a direction for any
// board size.
using Square = int;

namespace geometry {
constexpr int Stride = 32;
constexpr int PadRanks = 4;
constexpr int MaxFiles = 16;
constexpr int MaxRanks = 16;
constexpr int Cells = Stride * (MaxRanks + 2 * PadRanks);
constexpr Square square(int file, int rank) {
    return (rank + PadRanks) * Stride + file;
}
constexpr int fileOf(Square s) {
    return s % Stride;
}
constexpr int rankOf(Square s) {
    return s / Stride - PadRanks;
}
constexpr int offset(int df, int dr) {
    return dr * Stride + df;
}
} // namespace geometry

constexpr Square NoSquare = 0; // cell 0 is padding, never a board square

// A piece code: kind index in the low six bits (chu has 39 kinds), one colour bit; 0 is
// an empty cell and OffBoard, a kind no variant uses with neither colour bit, marks
// padding, so "can I capture this" is a single AND with the enemy's bit.
using Piece = uint8_t;
constexpr Piece NoPiece = 0;
constexpr Piece WhiteBit = 0x40;
constexpr Piece BlackBit = 0x80;
constexpr Piece OffBoard = 0x3f;
constexpr int MaxKinds = 63;

constexpr Piece colorBit(Color c) {
    return c == White ? WhiteBit : BlackBit;
}
constexpr Piece makePiece(Color c, int kind) {
    return Piece(kind | colorBit(c));
}
constexpr int kindOf(Piece p) {
    return p & 0x3f;
}
constexpr Color colorOf(Piece p) {
    return (p & BlackBit) ? Black : White;
}
constexpr bool isPiece(Piece p) {
    return (p & (WhiteBit | BlackBit)) != 0;
}

} // namespace tabiya
