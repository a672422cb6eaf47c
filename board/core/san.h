#pragma once
// Standard algebraic notation (SAN), both ways: "Nf3", "exd6", "O-O", "e8=Q+", "Qxf7#".
// Works for any variant with single-letter pieces; xiangqi is written as XBoard writes
// it in PGN (H for the horse, E for the elephant, ranks 0-9, "ih5" for a soldier's
// sideways step).

#include "board/core/position.h"

#include <string>
#include <string_view>

namespace tabiya {

// The upper-case letter SAN uses for a piece kind in this variant.
char sanLetter(const Variant& v, int kind);

// SAN for a legal move in pos, with disambiguation, promotion and check/mate marks.
// "--" for the null move.
std::string sanText(Position& pos, Move m);

// The legal move meant by SAN text, accepting what engines and other programs send:
// check and annotation marks (+ # ! ?), "e8Q" and "e8=Q", "exd6 e.p.", O-O and 0-0,
// long algebraic ("Rh1-h7", "Ng1f3", "e2-e4"), plain coordinates ("e2e4"), lower-case
// piece letters where they cannot be a file ("nf3"; "bxc3" is a pawn capture when one
// exists), and "--" for the null move. None when illegal, ambiguous or malformed.
Move parseSan(Position& pos, std::string_view text);

} // namespace tabiya
