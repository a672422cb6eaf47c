// Fuzz target: search output: CECP thinking lines ("ply score time nodes [extras<TAB>]
// pv", GNU Chess's "3& ..."), PV continuation lines, "stat01:" replies and CXBoard "info"
// lines. Every line of the input is read by each parser.
// Invariants: protocolchecks.h's checkThinking (score ranges, PV words taken from the
// line); a CECP depth within the range the parser admits; a stat01 move is a word.

#include "protocol/enginetext.h"
#include "protocol/thinkingparser.h"
#include "tests/fuzz/protocolchecks.h"

using namespace tabiya;

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (std::string_view l : fuzz::lines(text)) {
        // The parsers get lines with their control characters stripped, as cecp::parseLine
        // and cxboard::parseLine hand them over.
        const QString line =
            enginetext::stripControls(QString::fromUtf8(l.data(), qsizetype(l.size())));
        if (const auto t = parseCecpThinking(line)) {
            fuzz::checkThinking(*t, line);
            FUZZ_CHECK(t->depth >= -1 && t->depth <= 10000, "depth " + std::to_string(t->depth));
            FUZZ_CHECK(!t->continuation, "a thinking line taken for a continuation");
        }
        if (const auto t = parseCecpContinuation(line)) {
            fuzz::checkThinking(*t, line);
            FUZZ_CHECK(t->continuation, "a continuation not marked as one");
        }
        if (const auto p = parseStat01(line))
            FUZZ_CHECK(p->currentMove.isEmpty() || fuzz::isWord(p->currentMove),
                       "stat01 move \"" + fuzz::str(p->currentMove) + "\"");
        const CxboardInfo info = parseCxboardInfo(line);
        if (info.thinking) fuzz::checkThinking(*info.thinking, line);
        isPonderPv(line);
        isMoveNumberToken(line);
    }
    return 0;
}
