#include "protocol/cecpbook.h"

#include <QRegularExpression>

namespace tabiya::cecp {

QList<BookMove> parseBookReply(const QString& text) {
    static const QRegularExpression share(
        QStringLiteral("^[({\\[]?(\\d+(?:[.,]\\d+)?\\s?%)[)}\\]]?,?$"));
    static const QRegularExpression weight(QStringLiteral("^[({\\[]?(\\d+)[)}\\]]?,?$"));
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    QList<BookMove> out;
    for (const QString& l : text.split(QLatin1Char('\n'))) {
        const QString line = l.trimmed();
        if (line.isEmpty()) continue;
        const QStringList tokens = line.split(blanks);
        BookMove b{line, tokens.first(), {}, {}, {}};
        QStringList rest;
        for (qsizetype i = 1; i < tokens.size(); ++i) {
            QRegularExpressionMatch m;
            if (b.share.isEmpty() && (m = share.match(tokens[i])).hasMatch())
                b.share = m.captured(1).remove(QLatin1Char(' '));
            else if (b.weight.isEmpty() && (m = weight.match(tokens[i])).hasMatch())
                b.weight = m.captured(1);
            else
                rest << tokens[i];
        }
        b.notes = rest.join(QLatin1Char(' '));
        out << b;
    }
    return out;
}

} // namespace tabiya::cecp
