#pragma once
// Makruk's counting rules, as Fairy-Stockfish 11.1 applies them to makruk, ai-wok and
// cambodian (XBoard has none): once no unpromoted pawn is left, a side may have to mate
// within a count of moves or the game is drawn. Board's honour: the side to move first
// after the last pawn goes, when it has more than its king, counts 64 moves. Pieces'
// honour: a side left with a bare king counts from the number of pieces on the board to
// a limit set by the other side's strongest pieces (two rooks 8, a rook 16, two khons 22,
// two knights 32, a khon 44, else 64); a capture or promotion that bares a king starts
// it again. (Later Fairy-Stockfish counts cambodian one move less, its board's honour
// only with at most three pieces; the reference engine here does not.)

#include "board/core/position.h"

namespace tabiya {

enum class CountingRule : uint8_t { None, Makruk };

struct CountingState {
    int limit = 0; // in plies; 0: no count running
    int ply = 0;   // the count, in plies
};

// The count after the moves played (replayed from the position the game started from).
CountingState countingState(const Position& pos);

// Has the count run out (and the side to move is not mated)? Only for variants with a
// counting rule.
bool countingDraw(Position& pos);

} // namespace tabiya
