#include "protocol/enginetext.h"

#include <algorithm>

namespace tabiya::enginetext {

namespace {
bool isControl(char16_t c) {
    return (c < 0x20 && c != u'\t') || (c >= 0x7f && c <= 0x9f);
}
} // namespace

QString stripControls(QStringView line) {
    // Most lines have none: no copy beyond the one toString makes.
    qsizetype first = 0;
    while (first < line.size() && !isControl(line.at(first).unicode()))
        ++first;
    if (first == line.size()) return line.toString();
    QString out;
    out.reserve(line.size());
    out.append(line.left(first));
    for (qsizetype i = first; i < line.size(); ++i)
        if (!isControl(line.at(i).unicode())) out.append(line.at(i));
    return out;
}

QString escapeControls(QStringView text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (isControl(c.unicode()))
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString cut(QStringView text, qsizetype max) {
    if (text.size() <= max) return text.toString();
    return text.left(std::max<qsizetype>(max - 1, 0)).toString() + QChar(0x2026);
}

QStringList boundedList(QStringView csv) {
    QStringList out;
    for (const QStringView item : csv.split(u',', Qt::SkipEmptyParts)) {
        if (item.size() > MaxNameLength) continue;
        if (out.size() == MaxListItems) break;
        out.append(item.toString());
    }
    return out;
}

} // namespace tabiya::enginetext
