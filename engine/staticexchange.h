#pragma once
// Static exchange evaluation for chess: what a move wins or loses on its destination
// square when both sides then capture there, least valuable piece first, each free to
// stop. The quiescence search drops the captures that lose material by it, and the move
// picker puts them after the quiet moves.

#include "engine/chesssets.h"

namespace tabiya::engine {

// The exchange's worth in centipawns to the side making the move from -> to (0..63):
// `moverRole` moves, `victimRole` stands on `to` (-1 when empty; a pawn for en passant,
// with `epPawn` its square, else -1).
int staticExchange(const ChessSets& sets, int from, int to, int moverRole, int victimRole,
                   int epPawn = -1);

// The same for a move of pos (a capture or a quiet move; not a castling or promotion).
int staticExchange(const Position& pos, const ChessSets& sets, const ChessRoles& roles, Move m);

} // namespace tabiya::engine
