#pragma once
// The move tree of a PgnGame as a person edits it: a path names one move anywhere in the
// tree (the main line or a variation at any depth), and pure functions find the position
// after it, step through the tree, and add, promote, delete and cut lines. The move list
// and its menu work on these; the session's Game keeps the main line and converts.

#include "board/core/pgn.h"

#include <vector>

namespace tabiya {

// A move in the tree: {m0} is move m0 (0-based) of the main line; {m0, v0, m1} is move m1
// of variation v0 of main-line move m0; each further pair goes one variation deeper
// ({m0, v0, m1, v1, m2}: move m2 of variation v1 of that move m1). Empty: the start.
using PgnPath = std::vector<int>;

// The move the path names; null when the path names none.
const PgnMove* pgnMoveAt(const PgnGame& game, const PgnPath& path);
PgnMove* pgnMoveAt(PgnGame& game, const PgnPath& path);
// The line the path's last move is in (the main line for {m0}); null when there is none.
const PgnLine* pgnLineOf(const PgnGame& game, const PgnPath& path);
// True when the path names a move of a variation (not of the main line).
inline bool pgnInVariation(const PgnPath& path) {
    return path.size() > 1;
}

// The position after the path's move (the start position for the empty path), with the
// moves in its history; nullopt when the path names no move.
std::optional<Position> pgnPositionAt(const PgnGame& game, const PgnPath& path);
// The moves from the start to the path's move, with it (nothing when it names none).
std::vector<Move> pgnMovesTo(const PgnGame& game, const PgnPath& path);

// The move before (the one whose position the path's move was played from; across the
// start of a variation, the move before the one it replaces) and the next one in the same
// line (the path itself at the end of its line).
PgnPath pgnPreviousPath(const PgnPath& path);
PgnPath pgnNextPath(const PgnGame& game, const PgnPath& path);

// Plays `move` after the path's move: the next move of the line when it is that move, a
// variation of the next move that starts with it, else the end of the line grows or a new
// variation of the next move begins. Returns the new move's path (nullopt when the move is
// not legal there). The move's text is left empty (writers compute it).
std::optional<PgnPath> pgnAddMove(PgnGame& game, const PgnPath& path, Move move);

// The variation the path's move is in becomes the line it branched from, and that line's
// rest (from the branch on) becomes its first variation. Returns the same move's new path,
// nullopt when the path is not in a variation.
std::optional<PgnPath> pgnPromoteVariation(PgnGame& game, const PgnPath& path);

// Removes the variation the path's move is in, with everything in it. Returns the path of
// the move before the variation began (what a person sees next), nullopt when the path is
// not in a variation.
std::optional<PgnPath> pgnDeleteVariation(PgnGame& game, const PgnPath& path);

// Removes the moves after the path's move in its line (and their variations). The main
// line cut short loses its result ("*"). False when the path names no move or nothing
// follows it.
bool pgnTruncateAfter(PgnGame& game, const PgnPath& path);

} // namespace tabiya
