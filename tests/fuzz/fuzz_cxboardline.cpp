// Fuzz target: one line of CXBoard engine output at a time (cxboard::parseLine): id,
// option, cxboardok, readyok, bestmove, move, info, Illegal move, Error, results,
// tell*, askuser, copyprotection. Each line of the input is one engine line (UTF-8).
// Invariants: options pass protocolchecks.h's checkOption; bestmove and move carry one word; info
// thinking passes checkThinking.

#include "protocol/cxboardparser.h"
#include "protocol/enginetext.h"
#include "tests/fuzz/protocolchecks.h"

using namespace tabiya;
using Kind = cxboard::Message::Kind;

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    QStringList lines;
    for (std::string_view l : fuzz::lines(text))
        lines.append(QString::fromUtf8(l.data(), qsizetype(l.size())));
    for (const QString& line : lines) {
        const cxboard::Message m = cxboard::parseLine(line);
        const std::string where = fuzz::quoted(line);
        switch (m.kind) {
        case Kind::Empty: // a line of nothing but blanks and control characters
            FUZZ_CHECK(enginetext::stripControls(line).trimmed().isEmpty(),
                       where + " read as empty");
            break;
        case Kind::Option: fuzz::checkOption(m.as<EngineOption>(), lines, line); break;
        case Kind::BestMove: {
            const auto& best = m.as<parsed::BestMove>();
            FUZZ_CHECK(fuzz::isWord(best.move),
                       where + " read as move \"" + fuzz::str(best.move) + "\"");
            if (!best.ponder.isEmpty())
                FUZZ_CHECK(fuzz::isWord(best.ponder),
                           where + " read with ponder move \"" + fuzz::str(best.ponder) + "\"");
            break;
        }
        case Kind::Move:
            FUZZ_CHECK(fuzz::isWord(m.text()),
                       where + " read as move \"" + fuzz::str(m.text()) + "\"");
            break;
        case Kind::Info:
            if (m.as<CxboardInfo>().thinking)
                fuzz::checkThinking(*m.as<CxboardInfo>().thinking, line);
            break;
        default: break;
        }
    }
    return 0;
}
