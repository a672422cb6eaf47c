#pragma once
// landingSquare: where a move puts the moving piece, as people see it. board/core records
// castling as king-takes-rook (unambiguous in Fischer random chess); the view marks,
// animates and accepts the king's real destination.

#include "board/core/move.h"
#include "board/core/variant.h"

namespace tabiya {

inline Square landingSquare(const Variant& v, Move m) {
    if (m.type() != MoveType::Castle) return m.to();
    return geometry::square(m.to() > m.from() ? v.width - 2 : 2, geometry::rankOf(m.from()));
}

} // namespace tabiya
