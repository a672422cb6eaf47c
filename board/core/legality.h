#pragma once
// Legality: which pseudo-legal moves leave the own royal piece safe (with the shortcuts
// of the variant's expose table), and the rules that bend it: atomic's explosions,
// uchifuzume, janggi's passes and bikjang, spartan's two kings, chu's lion trading,
// mandatory captures. Lists, counts and tests of legal moves for everything above the core.

#include "board/core/move.h"

#include <cstdint>

namespace tabiya {

class Position;
struct MoveList;

namespace legality {

// For a move from generatePseudoLegal: does it leave the own royal piece safe?
bool isLegal(Position& pos, Move m);
// Any move, e.g. from a hash table or the user: pseudo-legal and legal here?
bool isLegalMove(Position& pos, Move m);
void generateLegal(Position& pos, MoveList& list);
uint64_t countLegal(Position& pos);
bool hasLegalMove(Position& pos);

} // namespace legality
} // namespace tabiya
