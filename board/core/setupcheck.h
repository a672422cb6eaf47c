#pragma once
// Whether a position is one a game can start from, and if not, what is wrong with it: the
// one check every way into a game goes through (a FEN typed, pasted, loaded from a file or
// a PGN FEN tag, an opening file of a match). Engines crash or forfeit on positions like
// "no kings" or "the side to move can take the king", and the rules would score them as
// stalemate or insufficient material, so such positions never start a game.
// The problem is a code plus the piece it is about, so the app can word it for people.

#include "board/core/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace tabiya {

enum class SetupProblem {
    None,
    UnreadableFen,      // detail: the FEN reader's reason
    RoyalCount,         // side has no royal piece or more than one (piece: its name)
    OpponentInCheck,    // the side to move could capture the royal piece
    PawnOnEdgeRank,     // a pawn on its first or last rank (piece)
    OutsideZone,        // a piece outside the zone it may stand in (piece)
    SoldierBehindStart, // a xiangqi soldier behind its starting rank (piece)
};

struct SetupCheck {
    SetupProblem problem = SetupProblem::None;
    Color side = White; // whose piece it is about
    std::string piece;  // the piece kind's English name ("King", "General", "Pawn")
    std::string detail; // for UnreadableFen: why, in English

    bool ok() const { return problem == SetupProblem::None; }
    // In plain English, for logs, engines and the core's own error strings.
    std::string describe() const;
};

// What is wrong with the position as a start position; ok() when nothing.
SetupCheck checkSetup(const Position& pos);

// Reads a FEN and checks it: the position, or nothing with *problem saying why.
std::optional<Position> playablePositionFromFen(const Variant& variant, std::string_view fen,
                                                SetupCheck* problem = nullptr);

// The FEN as one line: runs of white space (line breaks, tabs, a stray \r) become one
// space, and none at either end. What engines get in setboard must be a single line.
std::string normalizedFen(std::string_view fen);

} // namespace tabiya
