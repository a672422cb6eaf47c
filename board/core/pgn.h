#pragma once
// PGN games as plain data, and the move notations PGN uses per variant. The tree keeps
// everything a PGN file can say about the moves: comments, NAGs and variations, so a game
// read (pgnreader.h) and written back (pgnwriter.h) loses nothing but layout. Chess
// movetext is SAN; xiangqi movetext is read in any notation we know (XBoard's SAN,
// coordinates, ICCS, WXF, Chinese) and written as XBoard writes it (SAN with H/E and ranks
// 0-9) unless asked for WXF or Chinese.

#include "board/core/position.h"
#include "board/core/xiangqinotation.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tabiya {

struct PgnMove;
using PgnLine = std::vector<PgnMove>;

struct PgnMove {
    Move move;                       // legal in the position before it
    std::string text;                // the move as read (empty when built in code)
    std::string commentBefore;       // a comment that came before the move
    std::string comment;             // comments after the move, joined by a space
    std::vector<int> nags;           // $1.. (and !, ?, !!, ??, !?, ?! read as $1..$6)
    std::vector<PgnLine> variations; // alternatives to this move, from the same position
};

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags; // in file order
    const Variant* variant = &Variant::chess();
    std::string startFen; // empty: the variant's start position
    std::string comment;  // a comment before the first move
    PgnLine moves;        // the main line
    std::string result = "*";
    // Its Variant or FEN tag failed to read (the reader's error says why): there is no
    // start to play it from, and those tags are not kept.
    bool setupRefused = false;

    std::string tag(const std::string& name) const;
    void setTag(const std::string& name, const std::string& value);
    // The position the game starts from (the FEN tag, or the variant's start).
    Position startPosition() const;
    // The position at the end of the main line, with the moves in its history.
    Position endPosition() const;
};

// A game of the moves made on pos since it was set up (its history), starting from
// wherever that was; tags and result are left for the caller.
PgnGame pgnGameFromPosition(const Position& pos);

enum class XiangqiNotation { San, Wxf, Chinese };

// The move text of one move in the notation the writer uses for the variant.
std::string pgnMoveText(Position& pos, Move m, XiangqiNotation xiangqi = XiangqiNotation::San,
                        ChineseStyle chinese = {});
// Any notation we read for the variant: SAN, coordinates, and for xiangqi WXF and Chinese.
Move parsePgnMove(Position& pos, std::string_view text);

} // namespace tabiya
