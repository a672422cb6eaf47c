// Fuzz target: move text as people, PGN files and engines write it: SAN (parseSan),
// coordinates (parseCoordinateMove), xiangqi WXF and Chinese, and parsePgnMove over all of
// them. The first line is a FEN (chess, else xiangqi; "xiangqi" or anything unreadable
// picks that variant's start position); every further word is a move tried in the
// position reached so far, and played when legal.
// Invariants: a move read is legal; what we write for it (SAN, coordinates, PGN text, WXF,
// Chinese) reads back to the same move; in the first positions reached, every legal move's
// texts read back to that move; the moves unmake back to the start.

#include "board/core/movetext.h"
#include "board/core/pgn.h"
#include "board/core/san.h"
#include "board/core/xiangqinotation.h"
#include "tests/fuzz/fuzztarget.h"

#include <string>

using namespace tabiya;

namespace {

Position startFrom(std::string_view firstLine) {
    const std::string fen(firstLine);
    if (auto p = Position::fromFen(Variant::chess(), fen); p && p->validate().empty()) return *p;
    if (auto p = Position::fromFen(Variant::xiangqi(), fen); p && p->validate().empty()) return *p;
    if (firstLine.find("xiangqi") != std::string_view::npos)
        return Position::startPosition(Variant::xiangqi());
    return Position::startPosition(Variant::chess());
}

std::string where(const Position& pos, const std::string& text) {
    return "\"" + text + "\" in " + pos.fen();
}

void checkReadsBack(Position& pos, Move m, const std::string& why) {
    const bool xiangqi = pos.variant().isXiangqiLike();
    const std::string san = sanText(pos, m);
    FUZZ_CHECK(parseSan(pos, san) == m, why + ": SAN \"" + san + "\" reads differently");
    const std::string coord = coordinateText(pos, m);
    FUZZ_CHECK(parseCoordinateMove(pos, coord) == m,
               why + ": coordinates \"" + coord + "\" read differently");
    const std::string pgn = pgnMoveText(pos, m);
    FUZZ_CHECK(parsePgnMove(pos, pgn) == m, why + ": PGN text \"" + pgn + "\" reads differently");
    if (xiangqi) {
        const std::string wxf = wxfText(pos, m);
        FUZZ_CHECK(parseWxf(pos, wxf) == m, why + ": WXF \"" + wxf + "\" reads differently");
        const std::string chinese = chineseText(pos, m);
        FUZZ_CHECK(parseChinese(pos, chinese) == m,
                   why + ": Chinese \"" + chinese + "\" reads differently");
    }
}

// A word read as a move in every notation we know; the first legal reading, or none.
Move readWord(Position& pos, const std::string& word) {
    const bool xiangqi = pos.variant().isXiangqiLike();
    Move found;
    for (Move m :
         {parseSan(pos, word), parseCoordinateMove(pos, word), parsePgnMove(pos, word),
          xiangqi ? parseWxf(pos, word) : Move(), xiangqi ? parseChinese(pos, word) : Move()}) {
        if (m.isNone()) continue;
        if (m.isNull()) {
            // The null move's spellings the parsers accept on purpose: "--" (PGN tools),
            // "@@@@" (CECP), "0000" (UCI) and "Z0" (ChessBase).
            bool spelled = false;
            for (const char* null : {"--", "@@@@", "0000", "Z0"})
                spelled = spelled || word.find(null) != std::string::npos;
            FUZZ_CHECK(spelled, where(pos, word) + " read as the null move");
            continue;
        }
        FUZZ_CHECK(pos.isLegalMove(m), where(pos, word) + " read as an illegal move");
        checkReadsBack(pos, m, where(pos, word));
        if (found.isNone()) found = m;
    }
    return found;
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto lines = fuzz::lines(text);
    Position pos = startFrom(lines.front());
    const std::string startFen = pos.fen();
    int played = 0;
    for (size_t i = 1; i < lines.size() && played < 40; ++i) {
        size_t at = 0;
        const std::string_view line = lines[i];
        while (at < line.size() && played < 40) {
            const size_t end = std::min(line.find(' ', at), line.size());
            const std::string word(line.substr(at, end - at));
            at = end + 1;
            if (word.empty()) continue;
            const Move m = readWord(pos, word);
            if (m.isNone()) continue;
            if (played < 8) { // every legal move's text, in the first positions only
                MoveList legal;
                pos.generateLegal(legal);
                for (Move each : legal)
                    checkReadsBack(pos, each, "legal move in " + pos.fen());
            }
            pos.makeMove(m);
            ++played;
        }
    }
    for (; played > 0; --played)
        pos.unmakeMove();
    FUZZ_CHECK(pos.fen() == startFen, "unmade back to " + pos.fen() + ", not " + startFen);
    return 0;
}
