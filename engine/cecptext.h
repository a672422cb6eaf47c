#pragma once
// Pure text helpers of the CECP session: what a move looks like, thinking and stat01
// lines, and the old edit mode's piece placement. Line in, text out: unit-testable.

#include "board/core/position.h"
#include "engine/openingbook.h"
#include "engine/searchtypes.h"

#include <string>
#include <vector>

namespace tabiya::engine::cecp {

// Could this word be a move the GUI sent without "usermove" ("e2e4", "O-O", "P@e4")?
bool looksLikeMove(const std::string& word);
// The legal prefix of a line, in coordinate notation from root.
std::string movesText(Position root, const std::vector<Move>& pv);
// CECP score scale: centipawns; mates as +-(100000 + moves).
int cecpScore(int score);
// "depth score time nodes seldepth nps tbhits<TAB>pv", with "?" / "!" for bounds.
std::string thinkingLine(const SearchReport& r, const Position& root);
std::string stat01Line(int64_t ms, uint64_t nodes, int depth, int movesLeft, int movesTotal,
                       const std::string& move);
// One edit-mode line other than "c", "#" and ".": "Pe4" places a piece of `color`,
// "xe4" empties a square. False when the line means nothing.
bool applyEditLine(Position& pos, Color color, const std::string& line);

// CECP's answer to bk: a line a book move (" e2e4 45% (90)"), each starting with a
// blank, or one saying there is none; then the empty line that ends it.
std::vector<std::string> bookLines(const OpeningBook& book, const Position& pos);

} // namespace tabiya::engine::cecp
