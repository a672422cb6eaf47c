// Fuzz target: PGN reading (readPgn) and writing (writePgn), chess and xiangqi, with
// comments, NAGs, variations, FEN tags and every xiangqi notation we read.
// Invariants: whatever we read, we write as PGN that reads back without errors into as
// many games with the same tags, and writing those again gives the same text (read ->
// write -> read is stable); xiangqi games written in WXF and Chinese read back to the same games.
// scanPgnGames finds the games readPgn reads, and each game's bytes read alone are one game
// with the same moves and result (a game list loads a game from its bytes).

#include "board/core/pgnreader.h"
#include "board/core/pgnscan.h"
#include "board/core/pgnwriter.h"
#include "tests/fuzz/fuzztarget.h"

#include <string>

using namespace tabiya;

namespace {

std::string firstError(const PgnReadResult& r) {
    if (r.errors.empty()) return {};
    const PgnError& e = r.errors.front();
    return "game " + std::to_string(e.game) + " line " + std::to_string(e.line) + " column " +
           std::to_string(e.column) + ": " + e.message;
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PgnReadResult first = readPgn(text);
    const std::string written = writePgn(first.games);
    const PgnReadResult again = readPgn(written);
    FUZZ_CHECK(again.errors.empty(),
               "our own PGN fails to read: " + firstError(again) + "\n--- written:\n" + written);
    FUZZ_CHECK(again.games.size() == first.games.size(),
               std::to_string(first.games.size()) + " games read, " +
                   std::to_string(again.games.size()) + " after writing\n--- written:\n" + written);
    for (size_t g = 0; g < first.games.size(); ++g)
        for (const auto& [name, value] : first.games[g].tags) {
            if (name == "SetUp" || name == "Result") continue; // written from the game
            // The seven tag roster is always written, an empty value as unknown ("?").
            const bool roster = name == "Event" || name == "Site" || name == "Date" ||
                                name == "Round" || name == "White" || name == "Black";
            const std::string expected = !value.empty() || !roster ? value
                                         : name == "Date"          ? "????.??.??"
                                                                   : "?";
            FUZZ_CHECK(again.games[g].tag(name) == expected,
                       "tag " + name + " \"" + value + "\" of game " + std::to_string(g) +
                           " read back as \"" + again.games[g].tag(name) + "\"\n--- written:\n" +
                           written);
        }
    const PgnScan scan = scanPgnGames(text, true);
    FUZZ_CHECK(scan.games.size() == first.games.size(),
               std::to_string(first.games.size()) + " games read, " +
                   std::to_string(scan.games.size()) + " found by scanPgnGames");
    for (size_t g = 0; g < scan.games.size(); ++g) {
        const PgnGameSpan& span = scan.games[g];
        const PgnReadResult alone = readPgn(text.substr(span.offset, span.length), span.column);
        FUZZ_CHECK(alone.games.size() == 1 &&
                       writePgn(alone.games.front()) == writePgn(first.games[g]),
                   "game " + std::to_string(g) + " reads differently from its bytes alone");
    }
    const std::string rewritten = writePgn(again.games);
    FUZZ_CHECK(rewritten == written,
               "written twice differently\n--- first:\n" + written + "--- second:\n" + rewritten);

    for (XiangqiNotation notation : {XiangqiNotation::Wxf, XiangqiNotation::Chinese}) {
        bool anyXiangqi = false;
        for (const PgnGame& g : first.games)
            anyXiangqi = anyXiangqi || g.variant->isXiangqiLike();
        if (!anyXiangqi) break;
        PgnWriteOptions options;
        options.xiangqi = notation;
        const std::string other = writePgn(first.games, options);
        const PgnReadResult read = readPgn(other);
        FUZZ_CHECK(read.errors.empty(), "our own WXF/Chinese PGN fails to read: " +
                                            firstError(read) + "\n--- written:\n" + other);
        FUZZ_CHECK(writePgn(read.games) == written,
                   "WXF/Chinese PGN reads back differently\n--- written:\n" + other +
                       "--- read back as:\n" + writePgn(read.games) + "--- expected:\n" + written);
    }
    return 0;
}
