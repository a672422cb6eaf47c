#pragma once
// Chess960 (Fischer Random) start positions by their standard number 0..959 (Scharnagl's
// numbering, which XBoard and every engine share): 518 is the usual start. Pure functions,
// so a position number means the same arrangement everywhere.

#include <string>

namespace tabiya {

constexpr int Chess960Positions = 960;
constexpr int Chess960Standard = 518; // RNBQKBNR

// White's back rank of position `number`, a to h ("RNBQKBNR"); empty when out of range.
std::string chess960BackRank(int number);
// The start position of `number` as X-FEN (KQkq: each side's only rook on that wing);
// empty when out of range.
std::string chess960Fen(int number);

} // namespace tabiya
