#pragma once
// Pseudo-legal move generation: every move of the side to move by its pieces' atoms
// (leaps, rides, hops, bent rides, the cylinder's wrapping moves), with promotions,
// en passant, castling, drops, gating and janggi's pass; legality.h filters them.
// The search's hot path: generation never allocates.

#include "board/core/move.h"
#include "board/core/types.h"

namespace tabiya {

class Position;
struct MoveList;

namespace movegen {

void generatePseudoLegal(const Position& pos, MoveList& list);
// The captures (en passant included) and promotions of generatePseudoLegal, in its order;
// chu's moves all (a quiescence search filters what it gets anyway).
void generateTactical(const Position& pos, MoveList& list);
// Could a pawn of `by` capture en passant on ep? Only such an e.p. square is recorded, so
// that repetition and hashes ignore phantom ones.
bool canCaptureEnPassant(const Position& pos, Square ep, Color by);

} // namespace movegen
} // namespace tabiya
