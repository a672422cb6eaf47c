#include "protocol/engineoption.h"

#include <algorithm>

namespace tabiya {

static bool hasLineBreak(const QString& s) {
    return s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r'));
}

static QString checkValue(const QString& value) {
    const QString v = value.trimmed().toLower();
    if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("on"))
        return QStringLiteral("1");
    if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("off"))
        return QStringLiteral("0");
    return {};
}

bool EngineOption::withinLimits() const {
    if (name.size() > MaxNameLength || value.size() > MaxValueLength ||
        defaultValue.size() > MaxValueLength || choices.size() > MaxChoices)
        return false;
    qsizetype total = 0;
    for (const QString& c : choices)
        total += c.size();
    return total <= MaxChoicesLength;
}

bool EngineOption::accepts(const QString& v) const {
    if (hasLineBreak(v)) return false;
    switch (type) {
    case Type::Button:
    case Type::Save:
    case Type::Reset: return true;
    case Type::Check: return !checkValue(v).isEmpty();
    case Type::Spin:
    case Type::Slider: {
        bool ok = false;
        const qlonglong n = v.trimmed().toLongLong(&ok);
        return ok && n >= min && n <= max;
    }
    case Type::Combo: return choices.contains(v);
    case Type::String:
    case Type::File:
    case Type::Path: return true;
    }
    return false;
}

QString EngineOption::normalised(const QString& v) const {
    if (hasLineBreak(v)) return {};
    switch (type) {
    case Type::Button:
    case Type::Save:
    case Type::Reset: return QString();
    case Type::Check: return checkValue(v);
    case Type::Spin:
    case Type::Slider: {
        bool ok = false;
        const qlonglong n = v.trimmed().toLongLong(&ok);
        if (!ok) return {};
        return QString::number(std::clamp<qlonglong>(n, min, max));
    }
    case Type::Combo:
        for (const QString& c : choices)
            if (c.compare(v, Qt::CaseInsensitive) == 0) return c;
        return {};
    case Type::String:
    case Type::File:
    case Type::Path: return v;
    }
    return {};
}

QString EngineOption::typeName(Type t) {
    switch (t) {
    case Type::Button: return QStringLiteral("button");
    case Type::Save: return QStringLiteral("save");
    case Type::Reset: return QStringLiteral("reset");
    case Type::Check: return QStringLiteral("check");
    case Type::String: return QStringLiteral("string");
    case Type::Spin: return QStringLiteral("spin");
    case Type::Combo: return QStringLiteral("combo");
    case Type::Slider: return QStringLiteral("slider");
    case Type::File: return QStringLiteral("file");
    case Type::Path: return QStringLiteral("path");
    }
    return {};
}

} // namespace tabiya
