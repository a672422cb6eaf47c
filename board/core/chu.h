#pragma once
// Chu shogi: the built-in variant (XBoard's letters, start array and promotions) and the
// rules the generic move tables cannot express, as HaChu plays them:
// - no check: any move may leave the king attacked; a side whose king and crown prince
//   are both gone has lost (rules.cpp);
// - promotion is optional, into the far four ranks: a move entering the zone, or a
//   capture starting or ending in it ("Promote on entry", HaChu's default); a pawn or
//   lance entering the last rank must promote, one already in the zone stays as it is;
// - the lion's power (PieceKind::lionDirs): two king steps, capturing on the first and
//   then on the second square or not, or returning (igui); a step out and back is a
//   pass, which HaChu and XBoard write "@@@@" (a Double move back to its square through
//   any empty square next to it);
// - lion trading: a lion may not take a lion two squares away (nor by igui-less double
//   move over a pawn or go-between) when the victim was protected, and after a lion
//   fell to a non-lion the reply may not take a lion with a non-lion.

#include "board/core/move.h"
#include "board/core/types.h"

namespace tabiya {

class Position;
struct MoveList;
struct Variant;

Variant makeChu();

namespace chu {

// Every move by chu's rules but the lion-trading ones (isLegal checks those).
void generate(const Position& pos, MoveList& list);
// The lion-trading rules for a move from generate().
bool isLegal(Position& pos, Move m);
// Does c still have its king or crown prince?
bool hasRoyal(const Position& pos, Color c);

} // namespace chu
} // namespace tabiya
