#pragma once
// Attack tests on a Position: is a square attacked by a side, through the variant's
// reverse leap and ray tables, bent rides, janggi's palace lines and the cylinder's
// wrapping files. Read-only queries; check, legality and castling are built on them.

#include "board/core/types.h"
#include "board/core/variant.h"

namespace tabiya {

class Position;

namespace attacks {

bool isAttacked(const Position& pos, Square target, Color by);
// Spartan: how many royal pieces c has, and does it have some, all of them attacked?
int royalCount(const Position& pos, Color c);
bool allRoyalsAttacked(const Position& pos, Color c);
// Atomic: the kings stand side by side (neither can take the other, so neither is in check).
bool kingsTouch(const Position& pos);
// May the castling king not pass s? Attacked squares are barred, except in atomic next to
// the enemy king.
bool barsCastling(const Position& pos, Square s, Color by);

// Cylinder: the square (df, dr) away with the files wrapping round, NoSquare off the
// board's top or bottom.
inline Square wrapStep(const Variant& v, Square s, int df, int dr) {
    const int w = v.width;
    const int r = geometry::rankOf(s) + dr;
    if (r < 0 || r >= v.height) return NoSquare;
    return geometry::square(((geometry::fileOf(s) + df) % w + w) % w, r);
}

// PathLeap: is one of the paths from `from` clear?
inline bool pathOpen(const Variant& v, const Piece* board, Square from, int paths) {
    const Variant::LegPaths& p = v.pathTable[size_t(paths)];
    for (int i = 0; i < p.count; ++i)
        if (board[from + p.legs[size_t(i)][0]] == NoPiece &&
            board[from + p.legs[size_t(i)][1]] == NoPiece)
            return true;
    return false;
}

} // namespace attacks
} // namespace tabiya
