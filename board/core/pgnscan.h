#pragma once
// Where the games of a PGN text are and what their tags say, found without reading their
// moves: a file of many games is listed from this, and a game is read (readPgn on its
// bytes) only when it is wanted. The game boundaries are readPgn's: a game ends with its
// result token, or where the next game's first tag starts after its movetext; comments,
// strings in tags and '%' escape lines are skipped as readPgn skips them, so a '[' or a
// result inside a comment ends nothing.

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tabiya {

// One game in the text.
struct PgnGameSpan {
    size_t offset = 0; // its first byte (a tag's '[' or its first movetext token)
    size_t length = 0; // up to and including its result token, else up to the next game
    int line = 1;      // the 1-based line it starts on
    int column = 1;    // and the column (read it with readPgn(bytes, column))
    // The tags a game list shows (the seven tag roster, Variant, FEN), in file order.
    std::vector<std::pair<std::string, std::string>> tags;

    std::string tag(std::string_view name) const;
};

struct PgnScan {
    std::vector<PgnGameSpan> games;
    // Bytes of the text the games cover. Unless the text was final, what follows is a game
    // not finished yet (no result, no next game): scan it again with more text after it.
    size_t consumed = 0;
    int consumedLine = 1; // the line and column at `consumed`
    int consumedColumn = 1;
};

// The games of text, their offsets, lines and columns counted from where text starts in
// its file (offset, line, column). Without `final` the last game is left unless something
// closes it (its result token, the next game's tag), so text can be fed a piece at a time:
// keep text[consumed..] and append the next piece, from consumedLine and consumedColumn.
PgnScan scanPgnGames(std::string_view text, bool final, size_t offset = 0, int line = 1,
                     int column = 1);

} // namespace tabiya
