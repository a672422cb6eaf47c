#pragma once
// Reading PGN text into games (pgn.h): every game of a file or of a pasted text, with the
// errors found on the way.

#include "board/core/pgn.h"

#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

struct PgnError {
    int game = 0;   // 0-based index of the game in the text
    int line = 0;   // 1-based
    int column = 0; // 1-based, in bytes
    std::string message;
};

struct PgnReadResult {
    std::vector<PgnGame> games; // a game with an error keeps the moves before it
    std::vector<PgnError> errors;
};

// Reads every game in the text. Never throws and never crashes on bad input: what
// cannot be understood is reported with its line and column, and reading resumes with
// the next game. firstColumn: where the text starts on its line (a game cut out of a
// file; a '%' escape line starts in column 1 only).
PgnReadResult readPgn(std::string_view text, int firstColumn = 1);

} // namespace tabiya
