#include "protocol/optionparser.h"

#include <QStringList>
#include <algorithm>
#include <array>
#include <climits>

namespace tabiya {

namespace {

struct TypeWord {
    const char16_t* word;
    EngineOption::Type type;
};
constexpr std::array<TypeWord, 10> cecpTypes{{
    {u"button", EngineOption::Type::Button},
    {u"save", EngineOption::Type::Save},
    {u"reset", EngineOption::Type::Reset},
    {u"check", EngineOption::Type::Check},
    {u"string", EngineOption::Type::String},
    {u"spin", EngineOption::Type::Spin},
    {u"combo", EngineOption::Type::Combo},
    {u"slider", EngineOption::Type::Slider},
    {u"file", EngineOption::Type::File},
    {u"path", EngineOption::Type::Path},
}};

// A number that saturates at the int range instead of failing ("absurd ranges are clamped").
std::optional<int> clampedInt(QStringView text) {
    bool ok = false;
    const qlonglong n = text.trimmed().toLongLong(&ok);
    if (ok) return int(std::clamp<qlonglong>(n, INT_MIN, INT_MAX));
    // Too long for 64 bits but all digits: saturate by sign.
    const QStringView t = text.trimmed();
    if (t.isEmpty()) return std::nullopt;
    const bool negative = t.front() == u'-';
    const QStringView digits = (negative || t.front() == u'+') ? t.mid(1) : t;
    if (digits.isEmpty() ||
        !std::all_of(digits.begin(), digits.end(), [](QChar c) { return c.isDigit(); }))
        return std::nullopt;
    return negative ? INT_MIN : INT_MAX;
}

void fixRange(EngineOption& o) {
    if (o.min > o.max) std::swap(o.min, o.max);
    bool ok = false;
    const qlonglong v = o.value.toLongLong(&ok);
    o.value = QString::number(ok ? std::clamp<qlonglong>(v, o.min, o.max) : o.min);
    o.defaultValue = o.value;
}

} // namespace

// An option whose text holds a line break could never be sent back as one line.
bool hasLineBreak(QStringView text) {
    return text.contains(u'\n') || text.contains(u'\r');
}

std::optional<EngineOption> parseCecpOption(QStringView text) {
    if (hasLineBreak(text)) return std::nullopt;
    // Find " -TYPE" followed by a space or the end: the name is everything before it.
    for (qsizetype pos = text.indexOf(u" -"); pos >= 0; pos = text.indexOf(u" -", pos + 1)) {
        const QStringView after = text.mid(pos + 2);
        for (const TypeWord& tw : cecpTypes) {
            const QStringView word(tw.word);
            if (!after.startsWith(word) ||
                (after.size() > word.size() && !after.at(word.size()).isSpace()))
                continue;
            EngineOption o;
            o.name = text.left(pos).trimmed().toString();
            if (o.name.isEmpty()) return std::nullopt;
            o.type = tw.type;
            // The value text: everything after "-TYPE " (one separating space).
            QStringView rest = after.mid(word.size());
            if (!rest.isEmpty()) rest = rest.mid(1);
            switch (o.type) {
            case EngineOption::Type::Button:
            case EngineOption::Type::Save:
            case EngineOption::Type::Reset: break;
            case EngineOption::Type::Check: {
                const auto v = clampedInt(rest.trimmed().split(u' ').value(0));
                o.value = (v && *v != 0) ? QStringLiteral("1") : QStringLiteral("0");
                break;
            }
            case EngineOption::Type::String:
            case EngineOption::Type::File:
            case EngineOption::Type::Path: o.value = rest.toString(); break;
            case EngineOption::Type::Spin:
            case EngineOption::Type::Slider: {
                const auto parts = rest.toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
                if (parts.size() < 3) return std::nullopt;
                const auto v = clampedInt(parts[0]), lo = clampedInt(parts[1]),
                           hi = clampedInt(parts[2]);
                if (!v || !lo || !hi) return std::nullopt;
                o.value = QString::number(*v);
                o.min = *lo;
                o.max = *hi;
                fixRange(o);
                break;
            }
            case EngineOption::Type::Combo: {
                const QStringList items = rest.toString().split(QStringLiteral("///"));
                for (QString item : items) {
                    item = item.trimmed();
                    if (item.startsWith(QLatin1Char('*'))) {
                        item.remove(0, 1);
                        o.value = item;
                    }
                    if (!item.isEmpty()) o.choices.append(item);
                }
                if (o.choices.isEmpty()) return std::nullopt;
                if (o.value.isEmpty()) o.value = o.choices.first();
                break;
            }
            }
            o.defaultValue = o.value;
            if (!o.withinLimits()) return std::nullopt;
            return o;
        }
    }
    return std::nullopt;
}

namespace {

// The fields of a CXBoard option line: a field's value runs to the next keyword, so names and
// values may hold spaces; "var" repeats.
struct CxboardFields {
    QString name, type, min, max;
    std::optional<QString> def;
    QStringList vars;
};

std::optional<CxboardFields> cxboardFields(QStringView line) {
    if (hasLineBreak(line)) return std::nullopt;
    QStringView text = line.trimmed();
    if (text.startsWith(u"option ") || text == u"option") text = text.mid(6).trimmed();
    const QStringList tokens = text.toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    static const QStringList keywords{QStringLiteral("name"),    QStringLiteral("type"),
                                      QStringLiteral("default"), QStringLiteral("min"),
                                      QStringLiteral("max"),     QStringLiteral("var")};
    CxboardFields f;
    QString current;
    QStringList words;
    auto flush = [&] {
        const QString value = words.join(QLatin1Char(' '));
        if (current == QLatin1String("name"))
            f.name = value;
        else if (current == QLatin1String("type"))
            f.type = value.toLower();
        else if (current == QLatin1String("default"))
            f.def = value;
        else if (current == QLatin1String("min"))
            f.min = value;
        else if (current == QLatin1String("max"))
            f.max = value;
        else if (current == QLatin1String("var"))
            f.vars.append(value);
        words.clear();
    };
    for (const QString& t : tokens) {
        // "name" is a keyword only before the type: option names may contain keywords.
        if (keywords.contains(t) &&
            !(current == QLatin1String("name") && t != QLatin1String("type"))) {
            if (!current.isEmpty()) flush();
            current = t;
        } else {
            words.append(t);
        }
    }
    if (!current.isEmpty()) flush();
    // A name of blanks only (a tab: words are split at spaces) is no name.
    if (f.name.trimmed().isEmpty() || f.type.isEmpty()) return std::nullopt;
    return f;
}

} // namespace

std::optional<EngineOption> parseCxboardOption(QStringView line) {
    const std::optional<CxboardFields> f = cxboardFields(line);
    if (!f) return std::nullopt;
    const QString& type = f->type;
    const bool haveDefault = f->def.has_value();
    QString def = f->def.value_or(QString());
    EngineOption o;
    o.name = f->name;
    if (def == QLatin1String("<empty>")) def.clear();
    if (type == QLatin1String("check")) {
        o.type = EngineOption::Type::Check;
        o.value = def.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 ||
                          def == QLatin1String("1")
                      ? QStringLiteral("1")
                      : QStringLiteral("0");
    } else if (type == QLatin1String("spin")) {
        o.type = EngineOption::Type::Spin;
        const auto lo = clampedInt(f->min), hi = clampedInt(f->max);
        if (!lo || !hi) return std::nullopt;
        o.min = *lo;
        o.max = *hi;
        o.value =
            haveDefault ? QString::number(clampedInt(def).value_or(*lo)) : QString::number(*lo);
        fixRange(o);
    } else if (type == QLatin1String("combo")) {
        o.type = EngineOption::Type::Combo;
        o.choices = f->vars;
        if (o.choices.isEmpty()) return std::nullopt;
        o.value = o.choices.contains(def) ? def : o.choices.first();
    } else if (type == QLatin1String("button")) {
        o.type = EngineOption::Type::Button;
    } else if (type == QLatin1String("string")) {
        o.type = EngineOption::Type::String;
        o.value = def;
    } else {
        return std::nullopt;
    }
    o.defaultValue = o.value;
    if (!o.withinLimits()) return std::nullopt;
    return o;
}

QString setoptionCommand(const EngineOption& option, const QString& value, SetoptionForm form) {
    const bool bare = form == SetoptionForm::Bare;
    QString line =
        (bare ? QStringLiteral("setoption ") : QStringLiteral("setoption name ")) + option.name;
    if (option.isButton()) return line;
    QString text = value;
    if (option.type == EngineOption::Type::Check)
        text = value == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false");
    if (option.isText() && text.isEmpty()) text = QStringLiteral("<empty>");
    return line + (bare ? QStringLiteral(" ") : QStringLiteral(" value ")) + text;
}

QString cecpOptionCommand(const EngineOption& option, const QString& value) {
    if (option.isButton()) return QStringLiteral("option ") + option.name;
    return QStringLiteral("option ") + option.name + QLatin1Char('=') + value;
}

} // namespace tabiya
