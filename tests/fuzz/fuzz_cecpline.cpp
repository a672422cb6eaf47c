// Fuzz target: one line of CECP engine output at a time (cecp::parseLine), as the GUI
// reads it: features, moves, results, Illegal move, errors, tell*, highlight boards,
// setup and piece, thinking lines. Each line of the input is one engine line, read as
// UTF-8; parseFeatures, parseHighlightBoard and parseSetup also see every line directly.
// Invariants: features written back as a "feature" line read back equal; a highlight
// board has width x height squares; a move is one word, a hint one or none; a pong is a
// number the line holds; thinking lines pass protocolchecks.h's checks.

#include "protocol/cecpparser.h"
#include "protocol/enginetext.h"
#include "tests/fuzz/protocolchecks.h"

using namespace tabiya;
using Kind = cecp::Message::Kind;

namespace {

void checkFeatures(const QList<cecp::Feature>& features, const QString& line) {
    QString again = QStringLiteral("feature");
    for (const cecp::Feature& f : features) {
        FUZZ_CHECK(!f.name.isEmpty() && fuzz::isWord(f.name) && !f.name.contains(u'='),
                   "feature name \"" + fuzz::str(f.name) + "\" from \"" + fuzz::str(line) + "\"");
        if (f.value.contains(u'"')) return; // cannot be quoted
        again += QLatin1Char(' ') + f.name + QLatin1String("=\"") + f.value + QLatin1Char('"');
    }
    FUZZ_CHECK(cecp::parseFeatures(again) == features, "features of \"" + fuzz::str(line) +
                                                           "\" written as \"" + fuzz::str(again) +
                                                           "\" read differently");
}

void checkHighlight(const HighlightBoard& b, const QString& line) {
    FUZZ_CHECK(b.width > 0 && b.height > 0 && b.squares.size() == qsizetype(b.width) * b.height,
               "highlight board " + std::to_string(b.width) + "x" + std::to_string(b.height) +
                   " with " + std::to_string(b.squares.size()) + " squares from \"" +
                   fuzz::str(line) + "\"");
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (std::string_view l : fuzz::lines(text)) {
        const QString line = QString::fromUtf8(l.data(), qsizetype(l.size()));
        const cecp::Message m = cecp::parseLine(line);
        const std::string where = fuzz::quoted(line);
        // parseLine reads the line with its control characters stripped, and hands that to
        // parseFeatures; compare with what it read.
        const QString clean = enginetext::stripControls(line);
        switch (m.kind) {
        case Kind::Empty: FUZZ_CHECK(clean.trimmed().isEmpty(), where + " read as empty"); break;
        case Kind::Feature:
            checkFeatures(m.as<QList<cecp::Feature>>(), line);
            FUZZ_CHECK(m.as<QList<cecp::Feature>>() == cecp::parseFeatures(clean),
                       where + ": features differ");
            break;
        case Kind::Move:
            FUZZ_CHECK(fuzz::isWord(m.text()),
                       where + " read as move \"" + fuzz::str(m.text()) + "\"");
            break;
        case Kind::Hint: // "Hint: " alone gives an empty one, which the GUI ignores
            FUZZ_CHECK(m.text().isEmpty() || fuzz::isWord(m.text()),
                       where + " read as hint \"" + fuzz::str(m.text()) + "\"");
            break;
        case Kind::Pong:
            FUZZ_CHECK(clean.contains(QString::number(m.as<cecp::Pong>().number)),
                       where + " read as pong " + std::to_string(m.as<cecp::Pong>().number));
            break;
        case Kind::Highlight: checkHighlight(m.as<HighlightBoard>(), line); break;
        case Kind::Thinking:
        case Kind::Continuation: fuzz::checkThinking(m.as<ThinkingLine>(), line); break;
        default: break;
        }
        checkFeatures(cecp::parseFeatures(line), line);
        if (const auto b = cecp::parseHighlightBoard(line)) checkHighlight(*b, line);
        cecp::parseSetup(line);
    }
    return 0;
}
