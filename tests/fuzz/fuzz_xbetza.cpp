// Fuzz target: XBetza move descriptions (parseXBetza) and CECP piece lines
// (parsePieceCommand). Each line of the input is one description, and also read as a piece
// line. Invariants: no crash on any text; a result is either a piece whose every leg has
// vectors within the atoms' reach and a range up to 64, or an error with a reason at a
// position inside the text; parsing is deterministic.

#include "board/core/xbetza.h"
#include "tests/fuzz/fuzztarget.h"

#include <cstdlib>
#include <string>

using namespace tabiya;

namespace {

void checkPiece(const XBetzaPiece& piece, const std::string& input) {
    FUZZ_CHECK(!piece.moves.empty(), "no moves from \"" + input + "\"");
    for (const XBetzaMove& move : piece.moves) {
        FUZZ_CHECK(!move.legs.empty() && move.legs.size() <= 8, "legs of \"" + input + "\"");
        for (const XBetzaLeg& leg : move.legs) {
            FUZZ_CHECK(!leg.vectors.empty(), "a leg without vectors in \"" + input + "\"");
            FUZZ_CHECK(leg.range >= 0 && leg.range <= 64, "range in \"" + input + "\"");
            FUZZ_CHECK(leg.modes != 0 || (leg.flags & (XBetzaHop | XBetzaGrasshop)),
                       "a leg with no modality in \"" + input + "\"");
            for (XBetzaVector v : leg.vectors)
                FUZZ_CHECK(std::abs(v.x) <= 3 && std::abs(v.y) <= 3 && (v.x || v.y),
                           "vector out of reach in \"" + input + "\"");
        }
    }
    FUZZ_CHECK(piece.dropRanks >= -1 && piece.dropRanks <= 64, "drop ranks of \"" + input + "\"");
}

void checkDescription(const std::string& input) {
    const XBetzaResult r = parseXBetza(input);
    const XBetzaResult again = parseXBetza(input);
    FUZZ_CHECK(r.ok == again.ok && r.error == again.error && r.errorPos == again.errorPos,
               "two parses of \"" + input + "\" differ");
    if (r.ok) {
        checkPiece(r.piece, input);
        return;
    }
    FUZZ_CHECK(!r.error.empty(), "no reason given for rejecting \"" + input + "\"");
    FUZZ_CHECK(r.errorPos <= input.size(), "error position past the end of \"" + input + "\"");
}

void checkPieceLine(const std::string& input) {
    const PieceCommand c = parsePieceCommand(input);
    if (!c.ok) {
        FUZZ_CHECK(!c.error.empty(), "no reason given for rejecting \"" + input + "\"");
        return;
    }
    const bool letter =
        (c.letter >= 'A' && c.letter <= 'Z') || (c.letter >= 'a' && c.letter <= 'z');
    FUZZ_CHECK(letter && !c.description.empty(), "piece line \"" + input + "\"");
    checkDescription(c.description);
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (std::string_view line : fuzz::lines(text)) {
        const std::string input(line);
        checkDescription(input);
        checkPieceLine(input);
        checkPieceLine("piece " + input);
    }
    return 0;
}
