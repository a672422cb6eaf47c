#pragma once
// Invariants the protocol fuzz targets share: what any parsed option, thinking line or
// move word must satisfy whichever parser produced it.

#include "protocol/engineoption.h"
#include "protocol/enginetext.h"
#include "protocol/optionparser.h"
#include "protocol/thinkingline.h"
#include "tests/fuzz/fuzztarget.h"

#include <QString>
#include <QStringList>

namespace tabiya::fuzz {

inline std::string str(const QString& s) {
    return s.toStdString();
}

// The text in double quotes, for a report. Built by appending: GCC 12 warns (-Wrestrict, a
// false positive) on "\"" + std::string.
inline std::string quoted(const QString& s) {
    std::string out(1, '"');
    out += s.toStdString();
    out += '"';
    return out;
}

// One word: not empty, no blank (tabs and spaces separate words in both protocols).
inline bool isWord(const QString& s) {
    return !s.isEmpty() && !s.contains(QLatin1Char(' ')) && !s.contains(QLatin1Char('\t'));
}

// A parsed option is usable as it stands, and normalised() gives values it accepts.
inline void checkOption(const EngineOption& o, const QStringList& candidates, const QString& line) {
    const std::string where = "option from \"" + str(line) + "\"";
    FUZZ_CHECK(!o.name.trimmed().isEmpty(), where + ": empty name");
    if (o.isNumeric()) {
        FUZZ_CHECK(o.min <= o.max, where + ": min above max");
        bool ok = false;
        const qlonglong v = o.value.toLongLong(&ok);
        FUZZ_CHECK(ok && v >= o.min && v <= o.max, where + ": value " + str(o.value));
    }
    if (o.type == EngineOption::Type::Combo) {
        FUZZ_CHECK(!o.choices.isEmpty(), where + ": combo without choices");
        FUZZ_CHECK(o.choices.contains(o.value), where + ": value not a choice");
    }
    if (o.type == EngineOption::Type::Check)
        FUZZ_CHECK(o.value == QLatin1String("0") || o.value == QLatin1String("1"),
                   where + ": check value " + str(o.value));
    if (!o.isButton()) FUZZ_CHECK(o.value == o.defaultValue, where + ": default differs");
    for (const QString& c : candidates) {
        const QString n = o.normalised(c);
        if (n.isEmpty()) continue;
        FUZZ_CHECK(o.accepts(n),
                   where + ": normalised \"" + str(c) + "\" to unacceptable \"" + str(n) + "\"");
        FUZZ_CHECK(o.normalised(n) == n, where + ": normalised is not idempotent on " + str(n));
        const QString command = cecpOptionCommand(o, n);
        FUZZ_CHECK(!command.contains(u'\n') && !command.contains(u'\r'),
                   where + ": line break in command");
    }
}

// A thinking line's numbers are in range and its PV is words taken from the line, as the
// parsers see it: with its control characters stripped (enginetext::stripControls).
inline void checkThinking(const ThinkingLine& t, const QString& rawLine) {
    const std::string where = "thinking from \"" + str(rawLine) + "\"";
    const QString line = enginetext::stripControls(rawLine);
    // A score beyond a million is a number that wrapped around on the way in.
    FUZZ_CHECK(t.score >= -1000000 && t.score <= 1000000,
               where + ": score " + std::to_string(t.score));
    FUZZ_CHECK(line.contains(t.pvText), where + ": PV text not from the line");
    for (const QString& move : t.pv) {
        FUZZ_CHECK(isWord(move), where + ": PV move \"" + str(move) + "\" is not a word");
        FUZZ_CHECK(line.contains(move), where + ": PV move \"" + str(move) + "\" not in line");
    }
}

} // namespace tabiya::fuzz
