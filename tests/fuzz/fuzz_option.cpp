// Fuzz target: engine option declarations, CECP ("feature option=" values such as
// "Hash -spin 64 1 1024") and CXBoard ("option name Hash type spin default 64 min 1 max
// 1024"). Every line of the input is read both ways; every line is also a value offered
// to every option parsed (as the options dialog and saved settings would).
// Invariants: protocol/checks in protocolchecks.h (ranges, choices, normalised values
// accepted and stable); a CECP spin, check or string option written back in CECP form
// reads back equal.

#include "protocol/optionparser.h"
#include "tests/fuzz/protocolchecks.h"

using namespace tabiya;

namespace {

// The CECP declaration of an option, when its form survives a round trip.
std::optional<QString> cecpText(const EngineOption& o) {
    if (o.name.contains(QLatin1String(" -")) || o.name != o.name.trimmed()) return std::nullopt;
    const QString head = o.name + QLatin1String(" -") + EngineOption::typeName(o.type);
    switch (o.type) {
    case EngineOption::Type::Spin:
    case EngineOption::Type::Slider:
        return head + QLatin1Char(' ') + o.value + QLatin1Char(' ') + QString::number(o.min) +
               QLatin1Char(' ') + QString::number(o.max);
    case EngineOption::Type::Check: return head + QLatin1Char(' ') + o.value;
    case EngineOption::Type::String:
    case EngineOption::Type::File:
    case EngineOption::Type::Path: return head + QLatin1Char(' ') + o.value;
    default: return std::nullopt;
    }
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    QStringList lines;
    for (std::string_view l : fuzz::lines(text))
        lines.append(QString::fromUtf8(l.data(), qsizetype(l.size())));
    QStringList candidates = lines;
    candidates << QStringLiteral("0") << QStringLiteral("1") << QStringLiteral("true")
               << QStringLiteral("-2147483649") << QStringLiteral("99999999999");
    for (const QString& line : lines) {
        if (const auto o = parseCecpOption(line)) {
            fuzz::checkOption(*o, candidates, line);
            if (const auto again = cecpText(*o)) {
                const auto back = parseCecpOption(*again);
                FUZZ_CHECK(back && *back == *o, "CECP option \"" + fuzz::str(line) +
                                                    "\" written as \"" + fuzz::str(*again) +
                                                    "\" reads differently");
            }
        }
        if (const auto o = parseCxboardOption(line)) fuzz::checkOption(*o, candidates, line);
    }
    return 0;
}
