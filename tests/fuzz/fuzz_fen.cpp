// Fuzz target: FEN, X-FEN, Shredder-FEN, xboard's xiangqi FEN and CXBoard's CFEN
// (Position::fromFen), for chess and xiangqi. Each line of the input is one FEN.
// Invariants: a FEN we write reads back to the same position and is written the same way
// again (in both styles); in a position that validates, every legal move makes and
// unmakes back to the same FEN and hash, and the legal count matches countLegal().

#include "board/core/position.h"
#include "tests/fuzz/fuzztarget.h"

#include <string>

using namespace tabiya;

namespace {

std::string describe(const std::string& input, const std::string& written) {
    return "read \"" + input + "\", wrote \"" + written + "\"";
}

void checkRoundTrip(const Variant& v, const Position& pos, const std::string& input) {
    for (FenStyle style : {FenStyle::Standard, FenStyle::Cfen}) {
        const std::string written = pos.fen(style);
        std::string error;
        const auto again = Position::fromFen(v, written, &error);
        FUZZ_CHECK(again.has_value(), describe(input, written) + ", which fails: " + error);
        FUZZ_CHECK(again->fen(style) == written,
                   describe(input, written) + ", then \"" + again->fen(style) + "\"");
        if (style == FenStyle::Standard)
            FUZZ_CHECK(again->hash() == pos.hash(), describe(input, written) + ": hash differs");
    }
}

void checkMoves(Position pos, const std::string& input) {
    const std::string before = pos.fen();
    const uint64_t hash = pos.hash();
    MoveList legal;
    pos.generateLegal(legal);
    FUZZ_CHECK(uint64_t(legal.size()) == pos.countLegal(), "legal moves in \"" + input + "\"");
    for (Move m : legal) {
        FUZZ_CHECK(pos.isLegalMove(m), "generated move not legal in \"" + input + "\"");
        pos.makeMove(m);
        pos.unmakeMove();
        FUZZ_CHECK(pos.hash() == hash && pos.fen() == before,
                   "make/unmake changed \"" + before + "\" into \"" + pos.fen() + "\"");
    }
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (std::string_view line : fuzz::lines(text)) {
        const std::string input(line);
        for (const Variant* v : {&Variant::chess(), &Variant::xiangqi()}) {
            std::string error;
            const auto pos = Position::fromFen(*v, input, &error);
            if (!pos) {
                FUZZ_CHECK(!error.empty(), "no reason given for rejecting \"" + input + "\"");
                continue;
            }
            checkRoundTrip(*v, *pos, input);
            if (pos->validate().empty()) checkMoves(*pos, input);
        }
    }
    return 0;
}
