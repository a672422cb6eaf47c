#pragma once
// Pure text helpers of the CXBoard session: the "position" and "go" commands read into a
// position, limits and a clock, and the info lines. Line in, struct or text out: unit-testable.

#include "board/core/position.h"
#include "engine/searchtypes.h"
#include "engine/timemanager.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tabiya::engine::cxboard {

// "position startpos|cfen FEN [moves M ...]" read: the position after the moves, or none
// with the error kind ("illegal position", "malformed position"). A move that cannot be
// played ends the list there: the position is the one before it, illegalMove its text.
struct PositionRequest {
    std::optional<Position> position;
    std::string error;
    std::string illegalMove;
};
PositionRequest parsePosition(const Variant& variant, const std::vector<std::string>& words);

// "go" and its parameters, read.
struct GoRequest {
    SearchLimits limits; // searchmoves, depth, nodes, mate (no time yet)
    ClockState clock;    // where the time for the move comes from
    bool ponder = false, infinite = false;
};
// Why a "go" was refused: an error kind ("bad number", "unknown go parameter"), or the
// text of an illegal move among the searchmoves.
struct GoError {
    std::string kind;
    std::string illegalMove;
};
std::variant<GoRequest, GoError> parseGo(Position& pos, const std::vector<std::string>& words);

// "cp 35", "mate -3".
std::string scoreText(int score);
// "info depth .. seldepth .. multipv .. score .. time .. nodes .. nps .. hashfull .. pv ..",
// or for progress "info depth .. currmove .. currmovenumber .."; empty when nothing to say.
std::string infoLine(const SearchReport& r, const Position& root);

} // namespace tabiya::engine::cxboard
