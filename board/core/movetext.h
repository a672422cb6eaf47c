#pragma once
// Squares and moves as CECP and CXBoard write them: "e2e4", "e7e8q", "e1g1", "O-O",
// "P@h3", "c4d5,d5e4", "@@@@"; ranks count from 0 on boards with exactly ten ranks
// (xiangqi: "h2e2"), from 1 on all others. Janggi's pass is written as the king's square
// twice ("e1e1"), the one form every Fairy-Stockfish reads, and read also as "@@@@" (XBoard,
// newer Fairy-Stockfish) and "pass" (Fairy-Stockfish 11.1). Chu's lion double moves are
// two legs ("f4f5,f5f6"; igui "f4f5,f5f4") and its pass "@@@@", as XBoard and HaChu
// write them.

#include "board/core/position.h"

#include <string>
#include <string_view>

namespace tabiya {

std::string squareName(const Variant& v, Square s);
// Reads a square at text[pos], advancing pos past it; NoSquare when there is none.
Square parseSquare(const Variant& v, std::string_view text, size_t& pos);

enum class CastlingNotation {
    KingTwoSquares, // e1g1: what CECP engines send in normal chess
    KingTakesRook,  // e1h1: unambiguous in Fischer random chess
    OO,             // O-O / O-O-O: XBoard's choice for Fischer random chess
};

// The move as a CECP engine expects it (the move must be legal in pos).
std::string coordinateText(const Position& pos, Move m,
                           CastlingNotation castling = CastlingNotation::KingTwoSquares);

// The legal move meant by coordinate text in any of the forms above, Move::null() for
// "@@@@", or none when the text is malformed or the move illegal. In janggi "@@@@",
// "pass" and the king's square twice are the pass when it is legal.
Move parseCoordinateMove(Position& pos, std::string_view text);

// Janggi: the legal pass (MoveType::Pass) of the side to move; chu: a lion's pass (none
// when no lion may pass); else Move::null(), the meaning of "@@@@" and "--" in other
// variants.
Move passOrNull(Position& pos);

} // namespace tabiya
