#pragma once
// Writing games (pgn.h) as PGN export text.

#include "board/core/pgn.h"

#include <string>
#include <vector>

namespace tabiya {

struct PgnWriteOptions {
    XiangqiNotation xiangqi = XiangqiNotation::San;
    int columns = 80;     // lines of movetext are at most this long (a longer token stands alone)
    ChineseStyle chinese; // script and digits when xiangqi is Chinese
};

// One game as PGN export text: the seven tag roster first, then the other tags, then
// movetext wrapped at options.columns, ending with the result and a blank line.
std::string writePgn(const PgnGame& game, const PgnWriteOptions& options = {});
std::string writePgn(const std::vector<PgnGame>& games, const PgnWriteOptions& options = {});

} // namespace tabiya
